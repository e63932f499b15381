import UIKitTesting
import Testing
import UIKit

@Suite("UIColor standard colors", .freshContext) @MainActor
struct UIColorSharedInstanceTests {
    @Test("Standard colors are shared instances, as UIKit returns them")
    func shared() {
        #expect(UIColor.red === UIColor.red)
        #expect(UIColor.clear === UIColor.clear)
    }
}
