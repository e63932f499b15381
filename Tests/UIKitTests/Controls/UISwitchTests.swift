import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

@MainActor private var switchDeinits = 0

private final class CountedSwitch: UISwitch {
    isolated deinit { switchDeinits += 1 }
}

/// UISwitch as UIKit documents and draws it: 51 × 31 whatever frame it is given, off by
/// default; a tap toggles on lift and a drag across the middle toggles under the finger, each
/// sending `.valueChanged`; `isOn` and `setOn(_:animated:)` send nothing; the thumb slides
/// over 0.25 s on the virtual clock.
@Suite("UISwitch", .serialized, .freshContext) @MainActor
struct UISwitchTests {
    private func scene() -> (UITestHost, UISwitch, () -> [String]) {
        let host = UITestHost(size: CGSize(width: 200, height: 100), scale: 1)
        let control = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        host.window.addSubview(control)
        host.runLoopTurn()
        return (host, control, recordEvents(of: control))
    }

    @Test("A switch is 51 × 31 points whatever frame or bounds it is given, and off by default")
    func fixedSizeAndDefaults() {
        let control = UISwitch(frame: CGRect(x: 10, y: 20, width: 300, height: 100))
        #expect(control.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        control.frame = CGRect(x: 5, y: 6, width: 10, height: 10)
        #expect(control.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        control.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        #expect(control.bounds.size == CGSize(width: 51, height: 31))
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(control.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        #expect(!control.isOn && control.onTintColor == nil && control.thumbTintColor == nil)
        #expect(control.style == .sliding && control.preferredStyle == .automatic)
        #expect(UISwitch().frame.size == CGSize(width: 51, height: 31))
    }

    @Test("Under Auto Layout a switch takes its intrinsic 51 × 31; a width constraint cannot stretch it, and nothing loops")
    func autoLayout() {
        let host = UITestHost(size: CGSize(width: 200, height: 100), scale: 1)
        let free = UISwitch(), stretched = UISwitch()
        for control in [free, stretched] {
            control.translatesAutoresizingMaskIntoConstraints = false
            host.window.addSubview(control)
        }
        NSLayoutConstraint.activate([
            free.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10),
            free.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 10),
            stretched.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10),
            stretched.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 50),
            stretched.widthAnchor.constraint(equalToConstant: 120),
        ])
        let issues = RuntimeIssue.capture { host.runLoopTurn() }
        #expect(free.frame == CGRect(x: 10, y: 10, width: 51, height: 31))
        #expect(stretched.frame.size == CGSize(width: 51, height: 31) && stretched.frame.origin == CGPoint(x: 10, y: 50))
        #expect(issues.isEmpty, "\(issues)")
    }

    @Test("isOn and setOn(_:animated:) change the state without sending actions")
    func settersSendNothing() {
        let (host, control, log) = scene()
        control.isOn = true
        control.setOn(false, animated: true)
        control.setOn(true, animated: false)
        host.advanceTime(by: 1)
        #expect(control.isOn && log().isEmpty)
    }

    @Test("A tap toggles on lift: touchDown, then valueChanged with primaryActionTriggered, then touchUpInside")
    func tapToggles() {
        let (host, control, log) = scene()
        host.tap(at: CGPoint(x: 30, y: 35))
        #expect(control.isOn)
        #expect(log() == ["down", "valueChanged", "primary", "upInside"])
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 60, y: 35))
        #expect(!control.isOn)
        #expect(log().filter { $0 == "valueChanged" }.count == 2)
    }

    @Test("Dragging the thumb across the middle toggles while the finger is down; back across toggles back")
    func dragAcross() {
        let (host, control, log) = scene()
        host.touchDown(at: CGPoint(x: 25, y: 35))
        host.touchMove(to: CGPoint(x: 40, y: 35))              // left of the middle (45.5): still off
        #expect(!control.isOn)
        host.touchMove(to: CGPoint(x: 65, y: 35))              // across: on, before the lift
        #expect(control.isOn && log() == ["down", "valueChanged", "primary"])
        host.touchMove(to: CGPoint(x: 30, y: 35))              // back: off again
        #expect(!control.isOn)
        host.touchMove(to: CGPoint(x: 68, y: 35))
        host.touchUp()                                          // no further toggle on lift
        #expect(control.isOn)
        #expect(log().filter { $0 == "valueChanged" }.count == 3)
        #expect(log().last == "upInside")
    }

    @Test("A touch lifted far outside without dragging the thumb does not toggle; a cancelled touch does not either")
    func outsideAndCancel() {
        let (host, control, log) = scene()
        host.touchDown(at: CGPoint(x: 30, y: 35))
        host.touchMove(to: CGPoint(x: 33, y: 190))            // straight down, past the 70-point slop
        host.touchUp()
        #expect(!control.isOn && log() == ["down", "upOutside"])
        host.advanceTime(by: 1)
        host.touchDown(at: CGPoint(x: 30, y: 35))
        host.touchCancel()
        #expect(!control.isOn && log().suffix(2) == ["down", "cancel"])
    }

    @Test("A disabled switch ignores touches")
    func disabled() {
        let (host, control, log) = scene()
        control.isEnabled = false
        host.tap(at: CGPoint(x: 30, y: 35))
        #expect(!control.isOn && log().isEmpty)
    }

    @Test("Target-action with a method reference hears each toggle")
    func targetAction() {
        @MainActor final class Owner {
            var states: [Bool] = []
            func changed(_ sender: UIControl) { states.append((sender as? UISwitch)?.isOn ?? false) }
        }
        let (host, control, _) = scene()
        let owner = Owner()
        control.addTarget(owner, action: Owner.changed, for: .valueChanged)
        host.tap(at: CGPoint(x: 30, y: 35))
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 30, y: 35))
        #expect(owner.states == [true, false])
    }

    @Test("setOn(_:animated: true) slides the thumb over 0.25 s: halfway through it is between the ends")
    func animatedSlide() throws {
        let (host, control, _) = scene()
        let thumb = try #require(control.subviews.first?.subviews.last)
        let offX = thumb.frame.midX
        control.setOn(true, animated: true)
        let onX = thumb.frame.midX
        #expect(onX - offX == 20, "the model holds the end position at once")
        host.runLoopTurn()
        host.advanceTime(by: 0.125)
        let mid = try #require(thumb.layer.presentation()).position.x
        #expect(mid > offX + 2 && mid < onX - 2)
        host.advanceTime(by: 0.2)
        #expect(try #require(thumb.layer.presentation()).position.x == onX)
    }

    @Test("The thumb widens by 7 points while pressed, toward the middle, and narrows again on lift")
    func pressedThumb() throws {
        let (host, control, _) = scene()
        let thumb = try #require(control.subviews.first?.subviews.last)
        host.touchDown(at: CGPoint(x: 30, y: 35))
        #expect(thumb.frame == CGRect(x: 2, y: 2, width: 34, height: 27))
        host.touchUp()
        #expect(thumb.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
    }

    @Test("A switch decodes from a nib: on, onTintColor and thumbTintColor; its frame keeps 51 × 31")
    func nib() throws {
        let root = try #require(try UINib(nibName: "Controls", bundle: .module).instantiateThrowing(withOwner: nil).first as? UIView)
        let switches = root.subviews.compactMap { $0 as? UISwitch }
        #expect(switches.count == 2)
        #expect(switches[0].isOn && switches[0].onTintColor == nil)
        #expect(switches[0].frame == CGRect(x: 20, y: 20, width: 51, height: 31))
        #expect(!switches[1].isOn && !switches[1].isEnabled)
        #expect(switches[1].onTintColor.map { rgba($0) } == [255, 149, 0, 255])
        #expect(switches[1].thumbTintColor.map { rgba($0) } == [255, 255, 0, 255])
    }

    @Test("A switch in a window, toggled with an animation running, is freed when removed and dropped")
    func freed() {
        switchDeinits = 0
        let host = UITestHost(size: CGSize(width: 200, height: 100), scale: 1)
        do {
            let control = CountedSwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            control.addAction(UIAction { _ in }, for: .valueChanged)
            host.window.addSubview(control)
            host.runLoopTurn()
            host.tap(at: CGPoint(x: 30, y: 35))
            control.removeFromSuperview()
        }
        host.advanceTime(by: 1)
        #expect(switchDeinits == 1)
    }
}
