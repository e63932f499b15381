import Foundation
import Testing
@testable import CoreGraphics
import RuntimeSupport

/// Counts down through `withStackRoom`, with a frame big enough that a plain recursion of
/// this depth would need far more than any thread's stack.
private func descend(_ n: Int) -> Int {
    withStackRoom {
        var padding = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        padding.0 = n
        return withUnsafePointer(to: &padding) { $0.pointee.0 } == 0 ? 0 : 1 + descend(n - 1)
    }
}

@Suite("Stack room for deep recursion")
struct StackRoomTests {
    @Test("A recursion 1,000,000 levels deep through withStackRoom returns on the main thread's 8 MB stack")
    func deepOnMain() {
        #expect(descend(1_000_000) == 1_000_000)
    }

    @Test("The same recursion on a thread with a 256 KB stack returns: segments are per thread")
    func deepOnSmallThread() async {
        let result = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            let thread = Thread { done.resume(returning: descend(200_000)) }
            thread.stackSize = 256 * 1024
            thread.start()
        }
        #expect(result == 200_000)
    }
}
