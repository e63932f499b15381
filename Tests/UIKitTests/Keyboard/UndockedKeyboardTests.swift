import Foundation
import Testing
import UIKit
import UIKitTesting

/// An iPad keyboard that leaves the bottom — undocked (full width, raised), split, or the
/// small floating keyboard — and `keyboardLayoutGuide` with `followsUndockedKeyboard` and the
/// tracking constraints of `UITrackingLayoutGuide`, as Apple's `followsUndockedKeyboard`
/// documentation and its sample "Adjusting your layout with keyboard layout guide" describe:
/// by default the guide treats an undocked keyboard as dismissed; following it, the guide is
/// the keyboard's frame. A docked keyboard is near the bottom and away from the other edges;
/// an undocked one away from the sides and the bottom, perhaps near the top; a floating one
/// near any one edge or two adjacent ones.
@Suite("Undocked and floating keyboards", .freshContext) @MainActor
struct UndockedKeyboardTests {
    typealias NotificationLog = SoftwareKeyboardTests.NotificationLog

    /// An 820 × 1180 iPad (its keyboard 313 points tall in portrait) with the keyboard on, a
    /// controller and a text field in it.
    private func host() -> (UITestHost, UIViewController, UITextField) {
        let host = UITestHost(size: CGSize(width: 820, height: 1180), scale: 1)
        host.showsSoftwareKeyboard = true
        let controller = UIViewController()
        host.window.rootViewController = controller
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        controller.view.addSubview(field)
        host.runLoopTurn()
        return (host, controller, field)
    }

    @Test("By default the guide follows only the docked keyboard: undocked, it rests at the bottom as with no keyboard, and the app hears will/did hide (with the undocked frame); docked again, will/did show")
    func guideIgnoresUndockedByDefault() {
        let (host, controller, field) = host()
        let guide = controller.view.keyboardLayoutGuide
        // A guide is laid out once a constraint uses it.
        let probe = UIView()
        probe.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(probe)
        probe.bottomAnchor.constraint(equalTo: guide.topAnchor).isActive = true
        field.becomeFirstResponder()
        host.advanceTime(by: 0.4)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 1180 - 313, width: 820, height: 313))
        let log = NotificationLog()
        host.undockKeyboard(raisedBy: 300)
        host.advanceTime(by: 0.4)
        #expect(log.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        #expect(log.endFrame(0) == CGRect(x: 0, y: 1180 - 313 - 300, width: 820, height: 313))
        #expect(UIApplication.shared.softwareKeyboardFrame == CGRect(x: 0, y: 567, width: 820, height: 313))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 1180, width: 820, height: 0))
        host.dockKeyboard()
        host.advanceTime(by: 0.4)
        #expect(Array(log.names.suffix(4)) == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(guide.layoutFrame == CGRect(x: 0, y: 867, width: 820, height: 313))
    }

    @Test("With followsUndockedKeyboard the guide is the undocked keyboard's frame, and a view on its top rides on it, moving with the keyboard's animation")
    func guideFollowsUndocked() {
        let (host, controller, field) = host()
        let guide = controller.view.keyboardLayoutGuide
        guide.followsUndockedKeyboard = true
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.bottomAnchor.constraint(equalTo: guide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        field.becomeFirstResponder()
        host.advanceTime(by: 0.4)
        #expect(bar.frame == CGRect(x: 0, y: 867 - 44, width: 820, height: 44))
        host.undockKeyboard(raisedBy: 300)
        host.advanceTime(by: 0.1)
        let moving = bar.layer.presentation()!.frame.minY
        #expect(moving < 823 && moving > 523)
        host.advanceTime(by: 0.3)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 567, width: 820, height: 313))
        #expect(bar.frame == CGRect(x: 0, y: 567 - 44, width: 820, height: 44))
        host.floatKeyboard(at: CGPoint(x: 250, y: 500))
        host.advanceTime(by: 0.4)
        #expect(guide.layoutFrame == CGRect(x: 250, y: 500, width: 320, height: 260))
        #expect(bar.frame == CGRect(x: 250, y: 456, width: 320, height: 44))
    }

    /// Constraints on `probe` that say which tracking sets are active: its width is 1 for the
    /// docked state's set and so on; each set is a single width constraint.
    private func trackingProbe(_ guide: UIKeyboardLayoutGuide, in view: UIView)
        -> (near: [String: NSLayoutConstraint], away: [String: NSLayoutConstraint]) {
        let probe = UIView()
        view.addSubview(probe)
        func constraint() -> NSLayoutConstraint {
            let c = probe.widthAnchor.constraint(equalToConstant: 1)
            c.priority = .defaultLow
            return c
        }
        var near: [String: NSLayoutConstraint] = [:], away: [String: NSLayoutConstraint] = [:]
        let edges: [(String, NSDirectionalRectEdge)] = [("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing),
                                                        ("sides", [.leading, .trailing]), ("sides+bottom", [.leading, .trailing, .bottom])]
        for (name, edge) in edges {
            let n = constraint(), a = constraint()
            guide.setConstraints([n], activeWhenNearEdge: edge)
            guide.setConstraints([a], activeWhenAwayFrom: edge)
            near[name] = n
            away[name] = a
        }
        return (near, away)
    }

    private func active(_ set: [String: NSLayoutConstraint]) -> Set<String> {
        Set(set.filter { $0.value.isActive }.map(\.key))
    }

    @Test("Docked (or hidden), the guide is near the bottom and away from the top and both sides: Apple's sets for those are active")
    func dockedEdges() {
        let (host, controller, field) = host()
        let guide = controller.view.keyboardLayoutGuide
        guide.followsUndockedKeyboard = true
        let (near, away) = trackingProbe(guide, in: controller.view)
        #expect(active(near) == ["bottom"])
        #expect(active(away) == ["top", "leading", "trailing", "sides"])
        field.becomeFirstResponder()
        host.advanceTime(by: 0.4)
        #expect(active(near) == ["bottom"])
        #expect(active(away) == ["top", "leading", "trailing", "sides"])
    }

    @Test("Undocked, a full-width keyboard is away from the sides and the bottom; raised to within 40 points of the safe area's top it is near the top")
    func undockedEdges() {
        let (host, controller, field) = host()
        let guide = controller.view.keyboardLayoutGuide
        guide.followsUndockedKeyboard = true
        let (near, away) = trackingProbe(guide, in: controller.view)
        field.becomeFirstResponder()
        host.undockKeyboard(raisedBy: 300)
        host.advanceTime(by: 0.4)
        #expect(active(near).isEmpty)
        #expect(active(away) == ["top", "bottom", "leading", "trailing", "sides", "sides+bottom"])
        host.undockKeyboard(raisedBy: 1180 - 313 - 30)
        host.advanceTime(by: 0.4)
        #expect(active(near) == ["top"])
        #expect(active(away) == ["bottom", "leading", "trailing", "sides", "sides+bottom"])
    }

    @Test("Floating, the keyboard is near the edges it comes within 40 points of — one, or two adjacent ones in a corner — and away from the rest; leading is the left in left-to-right layouts")
    func floatingEdges() {
        let (host, controller, field) = host()
        let guide = controller.view.keyboardLayoutGuide
        guide.followsUndockedKeyboard = true
        let (near, away) = trackingProbe(guide, in: controller.view)
        field.becomeFirstResponder()
        host.floatKeyboard(at: CGPoint(x: 250, y: 500))
        host.advanceTime(by: 0.4)
        #expect(active(near).isEmpty)
        #expect(active(away) == ["top", "bottom", "leading", "trailing", "sides", "sides+bottom"])
        host.floatKeyboard(at: CGPoint(x: 10, y: 500))
        host.advanceTime(by: 0.4)
        #expect(active(near) == ["leading"])
        #expect(active(away) == ["top", "bottom", "trailing"])
        host.floatKeyboard(at: CGPoint(x: 820 - 320, y: 1180 - 260))
        host.advanceTime(by: 0.4)
        #expect(active(near) == ["trailing", "bottom"])
        #expect(active(away) == ["top", "leading"])
    }

    @Test("Without followsUndockedKeyboard the tracking sets stay as for a docked keyboard when the keyboard floats")
    func trackingNeedsFollowing() {
        let (host, controller, field) = host()
        let guide = controller.view.keyboardLayoutGuide
        let (near, away) = trackingProbe(guide, in: controller.view)
        field.becomeFirstResponder()
        host.floatKeyboard(at: CGPoint(x: 10, y: 20))
        host.advanceTime(by: 0.4)
        #expect(active(near) == ["bottom"])
        #expect(active(away) == ["top", "leading", "trailing", "sides"])
        guide.followsUndockedKeyboard = true
        #expect(active(near) == ["top", "leading"])
    }

    @Test("The floating keyboard is 320 × 260, kept on the screen wherever it is dragged, and it comes back where it floated")
    func floatingKeyboardKeys() {
        let (host, _, field) = host()
        field.becomeFirstResponder()
        host.floatKeyboard(at: CGPoint(x: 700, y: 1100))
        host.advanceTime(by: 0.4)
        #expect(UIApplication.shared.softwareKeyboardFrame == CGRect(x: 500, y: 920, width: 320, height: 260))
        host.floatKeyboard(at: CGPoint(x: CGFloat.nan, y: -50))
        host.advanceTime(by: 0.4)
        #expect(UIApplication.shared.softwareKeyboardFrame == CGRect(x: 0, y: 0, width: 320, height: 260))
        field.resignFirstResponder()
        host.advanceTime(by: 0.4)
        #expect(UIApplication.shared.softwareKeyboardFrame == nil)
        field.becomeFirstResponder()
        host.advanceTime(by: 0.4)
        #expect(UIApplication.shared.softwareKeyboardFrame == CGRect(x: 0, y: 0, width: 320, height: 260), "it comes back where it floated")
    }
}
