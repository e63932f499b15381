import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// Two running systems in one process (two scenes, two tests side by side) share the main run
/// loop but nothing else: the home indicator's idle wait of one, due while the other turns the
/// loop, fires in its own context and changes none of the other's windows.
@Suite("Status bar: one context's chrome stays in its context", .freshContext) @MainActor
struct StatusBarContextTests {
    final class AutoHiding: UIViewController {
        override var prefersHomeIndicatorAutoHidden: Bool { true }
    }

    @Test("A device with an auto-hiding home indicator waits on its own clock: another context advancing 3 s keeps a plain window's safe area at zero, and the indicator fades when its own clock gets there")
    func idleWaitStaysInItsContext() throws {
        let chromeSlot = ApplicationContext.Slot(), plainSlot = ApplicationContext.Slot()
        defer { chromeSlot.close(); plainSlot.close() }
        let (chromeHost, indicator) = try ApplicationContext.withSlot(chromeSlot) {
            let host = UITestHost(size: CGSize(width: 393, height: 852), scale: 1)
            let root = AutoHiding()
            host.window.rootViewController = root
            host.showsDeviceChrome = true
            host.runLoopTurn()
            root.setNeedsUpdateOfHomeIndicatorAutoHidden()
            host.tap(at: CGPoint(x: 200, y: 400))
            let indicator = try #require(UIApplication.shared.windows.lazy.compactMap { $0 as? HomeIndicatorWindow }.first?.homeIndicator)
            return (host, indicator)
        }
        ApplicationContext.withSlot(plainSlot) {
            let host = UITestHost(size: CGSize(width: 320, height: 568), scale: 1)
            host.window.rootViewController = UIViewController()
            host.advanceTime(by: 3)
            #expect(host.window.safeAreaInsets == .zero, "another context's status bar laid over this window")
            #expect(UIApplication.shared.windows.allSatisfy { !($0 is StatusBarWindow) })
        }
        ApplicationContext.withSlot(chromeSlot) {
            #expect(indicator.alpha == 1, "its own clock has not moved")
            chromeHost.advanceTime(by: 2.5)
            #expect(indicator.alpha == 0)
        }
    }
}
