import Testing
import UIKit
import UIKitTesting

/// A navigation bar used on its own, with its delegate (`UINavigationBarDelegate`,
/// `UIBarPositioningDelegate`): the pushes and pops it asks about and reports, and the
/// `.topAttached` position, whose background reaches up behind the status bar (Apple's
/// `UIBarPosition.topAttached`).
@Suite("Standalone navigation bar", .freshContext) @MainActor
struct StandaloneNavigationBarTests {
    final class Delegate: UINavigationBarDelegate {
        var position = UIBarPosition.any
        var allowsPop = true
        var log: [String] = []
        func position(for bar: any UIBarPositioning) -> UIBarPosition { position }
        func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
            log.append("shouldPush(\(item.title ?? ""))")
            return true
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { log.append("didPush(\(item.title ?? ""))") }
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            log.append("shouldPop(\(item.title ?? ""))")
            return allowsPop
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { log.append("didPop(\(item.title ?? ""))") }
    }

    /// A 390 × 844 phone (status bar 47) with a red-backed bar at the safe area's top.
    private func bar(_ delegate: Delegate) -> (UITestHost, UINavigationBar) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        host.window.backgroundColor = .white
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        bar.delegate = delegate
        bar.setItems([UINavigationItem(title: "Root")], animated: false)
        host.window.addSubview(bar)
        host.runLoopTurn()
        return (host, bar)
    }

    @Test("Placed .topAttached by its delegate, the bar's background reaches up to the top of the window; in any other position it stays within the bar")
    func topAttachedReachesUp() {
        let delegate = Delegate()
        let (host, bar) = bar(delegate)
        #expect(bar.barPosition == .any)
        #expect(host.renderScreen().pixel(x: 200, y: 20).g > 250, "white above the bar")
        delegate.position = .topAttached
        bar.setNeedsLayout()
        host.runLoopTurn()
        #expect(bar.barPosition == .topAttached)
        let above = host.renderScreen().pixel(x: 200, y: 20)
        #expect(above.r > 250 && above.g < 5, "the bar's red reaches behind the status bar")
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44), "the bar itself stays where it is")
    }

    @Test("pushItem and popItem ask the delegate and tell it; a pop it refuses leaves the items as they were")
    func delegateHearsPushesAndPops() {
        let delegate = Delegate()
        let (_, bar) = bar(delegate)
        bar.pushItem(UINavigationItem(title: "Detail"), animated: false)
        #expect(delegate.log == ["shouldPush(Detail)", "didPush(Detail)"])
        delegate.allowsPop = false
        #expect(bar.popItem(animated: false) == nil)
        #expect(bar.items?.map(\.title) == ["Root", "Detail"])
        delegate.allowsPop = true
        #expect(bar.popItem(animated: false)?.title == "Detail")
        #expect(delegate.log.suffix(3) == ["shouldPop(Detail)", "shouldPop(Detail)", "didPop(Detail)"])
    }
}
