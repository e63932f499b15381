import UIKitTesting
import Foundation
import Synchronization
import Testing
import UIKit
import RuntimeSupport

@Suite("Main Thread Checker", .freshContext)
struct MainThreadCheckerTests {
    @Test("Main-actor code counts as the main thread, whichever thread drains the main queue; a thread of its own does not")
    func whereTheMainThreadIs() async {
        #expect(await MainActor.run { MainThreadChecker.isMainThread })
        let elsewhere = Mutex<Bool?>(nil)
        await onThreads(1) { _ in elsewhere.withLock { $0 = MainThreadChecker.isMainThread } }
        #expect(elsewhere.withLock { $0 } == false)
        let onQueue = await withCheckedContinuation { done in
            DispatchQueue.main.async { done.resume(returning: MainThreadChecker.isMainThread) }
        }
        #expect(onQueue)
    }

    @Test("The report reads as Xcode's: the API in Swift's spelling, then process, thread and queue, then the backtrace")
    func reportFormat() async {
        let report = Mutex("")
        await onThreads(1) { _ in report.withLock { $0 = MainThreadChecker.report("UIView.frame setter") } }
        let lines = report.withLock { $0 }.split(separator: "\n").map(String.init)
        #expect(lines.first?.allSatisfy { $0 == "=" } == true)
        #expect(lines.dropFirst().first == "Main Thread Checker: UI API called on a background thread: UIView.frame setter")
        let ids = lines.dropFirst(2).first ?? ""
        #expect(ids.hasPrefix("PID: \(getpid()), TID: "))
        #expect(ids.contains(", Thread name: ") && ids.contains(", Queue name: "))
        #expect(lines.dropFirst(3).first == "Backtrace:")
    }
}
