import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

@MainActor private var segmentedDeinits = 0

private final class CountedSegmentedControl: UISegmentedControl {
    isolated deinit { segmentedDeinits += 1 }
}

/// UISegmentedControl as UIKit documents it: segments from titles, images or actions;
/// `noSegment` selected until one is chosen; lifting a finger on another enabled segment
/// selects it and sends `.valueChanged`, the selected plate sliding there; the index setter
/// sends nothing; inserting and removing keep the selection on its segment.
@Suite("UISegmentedControl", .serialized, .freshContext) @MainActor
struct UISegmentedControlTests {
    /// Three equal 100-point segments at (20, 20) in a window.
    private func scene(momentary: Bool = false) -> (UITestHost, UISegmentedControl, () -> [String]) {
        let host = UITestHost(size: CGSize(width: 360, height: 100), scale: 1)
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 20, y: 20, width: 300, height: 32)
        control.isMomentary = momentary
        host.window.addSubview(control)
        host.runLoopTurn()
        return (host, control, recordEvents(of: control))
    }

    /// The selected plate: the part with a shadow.
    private func plate(_ control: UISegmentedControl) -> UIView {
        control.subviews.first { $0.layer.shadowOpacity > 0 } ?? UIView()
    }

    @Test("init(items:) makes a segment per title or image, selects none and sizes itself: 32 points high")
    func itemsAndDefaults() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 16)).image { _ in }
        let control = UISegmentedControl(items: ["First", image, "Third"])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 0) == "First" && control.imageForSegment(at: 1) === image && control.titleForSegment(at: 1) == nil)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && UISegmentedControl.noSegment == -1)
        #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent && control.selectedSegmentTintColor == nil)
        #expect(control.frame.size == control.intrinsicContentSize && control.frame.height == 32)
        #expect(control.isEnabledForSegment(at: 2) && control.widthForSegment(at: 0) == 0)
    }

    @Test("Equal widths by default; fixed widths are kept and the rest share what is left; apportioning follows the content")
    func widths() {
        let control = UISegmentedControl(items: ["A", "A much longer title", "B"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.layoutIfNeeded()
        #expect(control.subviews.compactMap { $0 as? UILabel }.map { $0.center.x.rounded() } == [50, 150, 250])
        control.setWidth(60, forSegmentAt: 0)
        control.layoutIfNeeded()
        #expect(control.subviews.compactMap { $0 as? UILabel }.map { $0.center.x.rounded() } == [30, 120, 240])
        control.setWidth(0, forSegmentAt: 0)
        control.apportionsSegmentWidthsByContent = true
        control.layoutIfNeeded()
        let centres = control.subviews.compactMap { $0 as? UILabel }.map(\.center.x)
        #expect(centres[1] - centres[0] > 100, "the long title's segment is wider")
        let natural = control.intrinsicContentSize.width
        control.apportionsSegmentWidthsByContent = false
        #expect(control.intrinsicContentSize.width > natural, "equal segments are each as wide as the widest")
    }

    @Test("selectedSegmentIndex sends nothing; an index outside the segments is reported and ignored")
    func selectedIndexSetter() {
        let (_, control, log) = scene()
        control.selectedSegmentIndex = 2
        #expect(control.selectedSegmentIndex == 2 && log().isEmpty)
        let issues = RuntimeIssue.capture { control.selectedSegmentIndex = 3 }
        #expect(control.selectedSegmentIndex == 2 && issues.count == 1)
        #expect(issues.first?.contains("UISegmentedControl.selectedSegmentIndex") == true)
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(control.selectedSegmentIndex == -1)
    }

    @Test("A tap on another segment selects it on lift and sends valueChanged; a tap on the selected one sends none")
    func tapSelects() {
        let (host, control, log) = scene()
        host.touchDown(at: CGPoint(x: 170, y: 35))
        #expect(control.selectedSegmentIndex == -1, "nothing changes until the finger lifts")
        host.touchUp()
        #expect(control.selectedSegmentIndex == 1)
        #expect(log() == ["down", "valueChanged", "primary", "upInside"])
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 170, y: 35))
        #expect(log().suffix(2) == ["down", "upInside"])
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 300, y: 35))
        #expect(control.selectedSegmentIndex == 2 && log().filter { $0 == "valueChanged" }.count == 2)
    }

    @Test("The segment under the finger when it lifts is the one chosen; lifting far outside chooses none")
    func dragAcrossSegments() {
        let (host, control, log) = scene()
        host.drag(from: CGPoint(x: 40, y: 35), to: CGPoint(x: 290, y: 35), duration: 0.2, steps: 4)
        #expect(control.selectedSegmentIndex == 2)
        host.advanceTime(by: 1)
        host.drag(from: CGPoint(x: 40, y: 35), to: CGPoint(x: 40, y: 190), duration: 0.2, steps: 4)
        #expect(control.selectedSegmentIndex == 2 && log().filter { $0 == "valueChanged" }.count == 1)
    }

    @Test("A disabled segment cannot be chosen by touch; a disabled control sends nothing")
    func disabledSegments() {
        let (host, control, log) = scene()
        control.setEnabled(false, forSegmentAt: 0)
        host.tap(at: CGPoint(x: 60, y: 35))
        #expect(control.selectedSegmentIndex == -1 && !log().contains("valueChanged"))
        control.isEnabled = false
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 170, y: 35))
        #expect(control.selectedSegmentIndex == -1)
    }

    @Test("A momentary control sends valueChanged on every tap and shows no lasting selection")
    func momentary() {
        let (host, control, log) = scene(momentary: true)
        host.touchDown(at: CGPoint(x: 170, y: 35))
        #expect(plate(control).alpha == 1, "the touched segment shows while the finger is down")
        host.touchUp()
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 170, y: 35))
        #expect(control.selectedSegmentIndex == 1)
        #expect(log().filter { $0 == "valueChanged" }.count == 2)
        #expect(plate(control).alpha == 0)
    }

    @Test("Segments made from actions perform them when chosen, with the control as sender")
    func actions() {
        let host = UITestHost(size: CGSize(width: 360, height: 100), scale: 1)
        var chosen: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 20, y: 20, width: 200, height: 32), actions: [
            UIAction(title: "Left") { action in chosen.append("left \(action.sender is UISegmentedControl)") },
            UIAction(title: "Right") { _ in chosen.append("right") },
        ])
        host.window.addSubview(control)
        host.runLoopTurn()
        #expect(control.titleForSegment(at: 1) == "Right" && control.actionForSegment(at: 0)?.title == "Left")
        host.tap(at: CGPoint(x: 180, y: 35))
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 40, y: 35))
        #expect(chosen == ["right", "left true"])
    }

    @Test("Inserting before the selected segment or removing one keeps the selection on its segment")
    func insertAndRemove() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "B")
        control.insertSegment(withTitle: "End", at: 99, animated: true)
        #expect(control.titleForSegment(at: 3) == "End")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == -1 && control.numberOfSegments == 2)
        control.setImage(UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }, forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == nil && control.imageForSegment(at: 0) != nil)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == -1)
    }

    @Test("Choosing a segment slides the selected plate over 0.25 s on the media clock")
    func plateSlides() throws {
        let (host, control, _) = scene()
        control.selectedSegmentIndex = 0
        host.runLoopTurn()
        #expect(plate(control).frame == CGRect(x: 2, y: 2, width: 96, height: 28))
        host.tap(at: CGPoint(x: 300, y: 35))
        #expect(plate(control).frame.midX == 250)
        host.advanceTime(by: 0.125)
        let moving = try #require(plate(control).layer.presentation()).position.x
        #expect(moving > 60 && moving < 240)
        host.advanceTime(by: 0.3)
        #expect(try #require(plate(control).layer.presentation()).position.x == 250)
    }

    @Test("Title attributes choose fonts and colors per state; selected titles are semibold by default")
    func titleAttributes() throws {
        let (_, control, _) = scene()
        control.selectedSegmentIndex = 0
        let labels = control.subviews.compactMap { $0 as? UILabel }
        #expect(labels[0].font == UIFont.systemFont(ofSize: 13, weight: .semibold) && labels[1].font == UIFont.systemFont(ofSize: 13))
        control.setTitleTextAttributes([.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 20)], for: .normal)
        let updated = control.subviews.compactMap { $0 as? UILabel }
        #expect(updated[1].textColor == .red && updated[1].font.pointSize == 20)
        #expect(control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
    }

    @Test("A segmented control decodes from a nib: segments, selection, apportioning, disabled segments, tint")
    func nib() throws {
        let root = try #require(try loadControlsFixture())
        let controls = root.subviews.compactMap { $0 as? UISegmentedControl }
        #expect(controls.count == 2)
        #expect(controls[0].numberOfSegments == 2 && controls[0].titleForSegment(at: 1) == "Second")
        #expect(controls[0].selectedSegmentIndex == 0 && !controls[0].apportionsSegmentWidthsByContent)
        #expect(controls[1].apportionsSegmentWidthsByContent && controls[1].isMomentary && controls[1].selectedSegmentIndex == -1)
        #expect(!controls[1].isEnabledForSegment(at: 2) && controls[1].widthForSegment(at: 0) == 80)
        #expect(controls[1].selectedSegmentTintColor.map { rgba($0) } == [255, 0, 0, 255])
    }

    @Test("A segmented control sliding its plate is freed when removed and dropped")
    func freed() {
        segmentedDeinits = 0
        let host = UITestHost(size: CGSize(width: 360, height: 100), scale: 1)
        do {
            let control = CountedSegmentedControl(items: ["A", "B"])
            control.frame.origin = CGPoint(x: 20, y: 20)
            control.addAction(UIAction { _ in }, for: .valueChanged)
            host.window.addSubview(control)
            host.runLoopTurn()
            host.tap(at: CGPoint(x: control.frame.maxX - 5, y: 35))
            control.removeFromSuperview()
        }
        host.advanceTime(by: 1)
        #expect(segmentedDeinits == 1)
    }
}
