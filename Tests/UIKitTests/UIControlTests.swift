import Foundation
import Testing
import UIKit
import UIKitTesting

/// Records the control events it is sent (target-action with a method reference).
@MainActor private final class EventLog {
    var events: [String] = []
    func tapped(_ sender: UIControl) { events.append("tapped") }
    func withEvent(_ sender: UIControl, _ event: UIEvent?) { events.append("event \(event?.type == .touches)") }
}

/// UIControl's touch tracking and target-action, per the UIControl reference: touchDown on
/// the finger's arrival, drag inside/outside with enter/exit as it crosses the (forgiving)
/// edge, touchUpInside or touchUpOutside on lift, touchCancel when the system cancels;
/// highlighted while the finger is inside; disabled controls send nothing.
@Suite("UIControl", .serialized, .freshContext) @MainActor
struct UIControlTests {
    private func scene() -> (UITestHost, UIControl) {
        let host = UITestHost(size: CGSize(width: 400, height: 400), scale: 1)
        let control = UIControl(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        host.window.addSubview(control)
        return (host, control)
    }

    private func record(_ control: UIControl) -> () -> [String] {
        var log: [String] = []
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
            (.valueChanged, "valueChanged"),
        ]
        for (event, name) in names { control.addAction(UIAction(identifier: .init(name)) { _ in log.append(name) }, for: event) }
        return { log }
    }

    @Test("Raw values are UIKit's")
    func rawValues() {
        #expect(UIControl.Event.touchUpInside.rawValue == 64 && UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192 && UIControl.Event.allTouchEvents.rawValue == 0xFFF)
        #expect(UIControl.State.highlighted.rawValue == 1 && UIControl.State.disabled.rawValue == 2 && UIControl.State.selected.rawValue == 4)
    }

    @Test("A tap: touchDown then touchUpInside; highlighted and tracking only while the finger is down")
    func tap() {
        let (host, control) = scene()
        let log = record(control)
        host.touchDown(at: CGPoint(x: 60, y: 60))
        #expect(control.isHighlighted && control.isTracking && control.isTouchInside)
        #expect(control.state == .highlighted)
        host.touchUp()
        #expect(log() == ["down", "upInside"])
        #expect(!control.isHighlighted && !control.isTracking && control.state == .normal)
    }

    @Test("Dragging out past the 70-point slop exits, back in enters; lifting outside is touchUpOutside")
    func dragOutAndIn() {
        let (host, control) = scene()
        let log = record(control)
        host.touchDown(at: CGPoint(x: 60, y: 60))
        host.touchMove(to: CGPoint(x: 200, y: 60))          // 50 beyond the right edge: still inside
        #expect(control.isTouchInside)
        host.touchMove(to: CGPoint(x: 250, y: 60))          // 100 beyond: outside
        #expect(!control.isTouchInside && !control.isHighlighted)
        host.touchMove(to: CGPoint(x: 100, y: 60))
        host.touchMove(to: CGPoint(x: 300, y: 60))
        host.touchUp()
        #expect(log() == ["down", "dragInside", "dragOutside", "exit", "dragInside", "enter", "dragOutside", "exit", "upOutside"])
    }

    @Test("A second tap soon after sends touchDownRepeat; a cancelled touch sends touchCancel")
    func repeatAndCancel() {
        let (host, control) = scene()
        let log = record(control)
        host.doubleTap(at: CGPoint(x: 60, y: 60))
        #expect(log() == ["down", "upInside", "down", "downRepeat", "upInside"])
        host.advanceTime(by: 1)
        host.touchDown(at: CGPoint(x: 60, y: 60))
        host.touchCancel()
        #expect(Array(log().suffix(2)) == ["down", "cancel"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test("Disabled controls send nothing and report the disabled state")
    func disabled() {
        let (host, control) = scene()
        let log = record(control)
        control.isEnabled = false
        #expect(control.state == .disabled)
        host.tap(at: CGPoint(x: 60, y: 60))
        #expect(log().isEmpty)
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
    }

    @Test("Target-action with method references (held weakly), UIAction replacement and removal, sendActions(for:)")
    func targetsAndActions() {
        let (host, control) = scene()
        let target = EventLog()
        control.addTarget(target, action: EventLog.tapped, for: .touchUpInside)
        control.addTarget(target, action: EventLog.withEvent, for: .touchUpInside)
        host.tap(at: CGPoint(x: 60, y: 60))
        #expect(target.events == ["tapped", "event true"])
        #expect(control.allControlEvents == .touchUpInside && control.allTargets.count == 1)
        control.sendActions(for: .touchUpInside)
        #expect(target.events.suffix(2) == ["tapped", "event false"])
        control.removeTarget(target, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(target.events.count == 4)

        var runs: [String] = []
        control.addAction(UIAction(identifier: .init("one")) { _ in runs.append("first") }, for: .valueChanged)
        control.addAction(UIAction(identifier: .init("one")) { a in runs.append("second from \(a.sender === control)") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(runs == ["second from true"], "the same identifier replaces the action")
        control.removeAction(identifiedBy: .init("one"), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(runs.count == 1)

        weak var weakTarget: EventLog?
        do {
            let temporary = EventLog()
            weakTarget = temporary
            control.addTarget(temporary, action: EventLog.tapped, for: .touchDown)
        }
        #expect(weakTarget == nil)
        control.sendActions(for: .touchDown)       // the dead target is skipped
    }

    @Test("Tracking overrides: beginTracking can decline, endTracking hears the end")
    func trackingOverrides() {
        final class Slider: UIControl {
            var value: CGFloat = 0
            var ended = false
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                value = touch.location(in: self).x / bounds.width
                sendActions(for: .valueChanged)
                return true
            }
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                value = min(1, max(0, touch.location(in: self).x / bounds.width))
                sendActions(for: .valueChanged)
                return true
            }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) { ended = true }
        }
        let host = UITestHost(size: CGSize(width: 400, height: 400), scale: 1)
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        host.window.addSubview(slider)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        host.drag(from: CGPoint(x: 50, y: 20), to: CGPoint(x: 150, y: 20), duration: 0.2, steps: 4)
        #expect(changes == 5 && slider.value == 0.75 && slider.ended)
    }
}
