import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that closes itself on VoiceOver's escape gesture, as alerts and sheets do.
final class DismissableSheet: UIView {
    var dismissed = false
    override func accessibilityPerformEscape() -> Bool {
        dismissed = true
        return true
    }
}

/// A label showing `text` at `frame`, for the accessibility tests.
@MainActor
func makeLabel(_ text: String, _ frame: CGRect) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    return label
}

@Suite("Accessibility tree", .freshContext) @MainActor
struct AccessibilityTreeTests {
    @Test("Elements are read top to bottom, then left to right, whatever the order of the subviews")
    func readingOrder() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        host.window.addSubview(makeLabel("Bottom", CGRect(x: 0, y: 300, width: 100, height: 20)))
        host.window.addSubview(makeLabel("Right", CGRect(x: 200, y: 100, width: 100, height: 20)))
        host.window.addSubview(makeLabel("Left", CGRect(x: 0, y: 100, width: 100, height: 20)))
        host.window.addSubview(makeLabel("Top", CGRect(x: 0, y: 0, width: 100, height: 20)))
        #expect(host.accessibilityTree().map(\.label) == ["Top", "Left", "Right", "Bottom"])
    }

    @Test("Hidden views, transparent views and views with accessibilityElementsHidden are skipped with their contents")
    func hiddenSkipped() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        hidden.addSubview(makeLabel("In hidden", CGRect(x: 0, y: 0, width: 100, height: 20)))
        hidden.isHidden = true
        let transparent = makeLabel("Transparent", CGRect(x: 0, y: 50, width: 100, height: 20))
        transparent.alpha = 0
        let covered = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 40))
        covered.addSubview(makeLabel("Covered", CGRect(x: 0, y: 0, width: 100, height: 20)))
        covered.accessibilityElementsHidden = true
        let shown = makeLabel("Shown", CGRect(x: 0, y: 200, width: 100, height: 20))
        [hidden, transparent, covered, shown].forEach(host.window.addSubview)
        #expect(host.accessibilityTree().map(\.label) == ["Shown"])
    }

    @Test("An element's subviews are not visited: the element speaks for them")
    func elementHidesSubviews() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        card.addSubview(makeLabel("Title", CGRect(x: 0, y: 0, width: 100, height: 20)))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        host.window.addSubview(card)
        #expect(host.accessibilityTree().map(\.label) == ["Card"])
    }

    @Test("A modal view hides its siblings' elements from assistive apps")
    func modalHidesSiblings() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        host.window.addSubview(makeLabel("Behind", CGRect(x: 0, y: 0, width: 100, height: 20)))
        let alert = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 100))
        alert.addSubview(makeLabel("Delete?", CGRect(x: 0, y: 0, width: 100, height: 20)))
        alert.accessibilityViewIsModal = true
        host.window.addSubview(alert)
        #expect(host.accessibilityTree().map(\.label) == ["Delete?"])
        alert.accessibilityViewIsModal = false
        #expect(host.accessibilityTree().map(\.label) == ["Behind", "Delete?"])
    }

    @Test("A view that groups its children is read as one block, not interleaved with its neighbours")
    func grouping() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let column = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        column.addSubview(makeLabel("A1", CGRect(x: 0, y: 0, width: 100, height: 20)))
        column.addSubview(makeLabel("A2", CGRect(x: 0, y: 100, width: 100, height: 20)))
        let other = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 200))
        other.addSubview(makeLabel("B1", CGRect(x: 0, y: 50, width: 100, height: 20)))
        host.window.addSubview(column)
        host.window.addSubview(other)
        #expect(host.accessibilityTree().map(\.label) == ["A1", "B1", "A2"])
        column.shouldGroupAccessibilityChildren = true
        #expect(host.accessibilityTree().map(\.label) == ["A1", "A2", "B1"])
    }

    @Test("The description reads each element on a line: role, label, value, hint, identifier, state and frame")
    func description() {
        let host = UITestHost(size: CGSize(width: 375, height: 667), scale: 1)
        let title = makeLabel("Welcome", CGRect(x: 20, y: 40, width: 335, height: 30))
        title.accessibilityTraits = [.staticText, .header]
        let button = UIButton(type: .system)
        button.setTitle("Sign in", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 335, height: 44)
        button.accessibilityHint = "Opens your account"
        button.accessibilityIdentifier = "signIn"
        let remember = UISwitch(frame: CGRect(x: 20, y: 160, width: 51, height: 31))
        remember.accessibilityLabel = "Remember me"
        remember.isEnabled = false
        [title, button, remember].forEach(host.window.addSubview)
        #expect(host.accessibilityDescription() == """
            Heading "Welcome" frame:(20,40,335,30)
            Button "Sign in" hint:"Opens your account" id:"signIn" frame:(20,100,335,44)
            Button "Remember me" value:"0" [notEnabled] frame:(20,160,51,31)
            """)
    }

    @Test("Activating a button by its label sends its action, as a VoiceOver double-tap does")
    func activateButton() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        var sent = 0
        button.addAction(UIAction { _ in sent += 1 }, for: .touchUpInside)
        host.window.addSubview(button)
        #expect(host.activateAccessibilityElement(label: "Send"))
        #expect(sent == 1)
        #expect(!host.activateAccessibilityElement(label: "Missing"))
    }

    @Test("Activating a segment selects it and sends valueChanged; activating Increment steps a stepper")
    func activateParts() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let control = UISegmentedControl(items: ["Day", "Week"])
        control.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let stepper = UIStepper(frame: CGRect(x: 10, y: 100, width: 94, height: 32))
        [control, stepper].forEach(host.window.addSubview)
        host.activateAccessibilityElement(label: "Week")
        #expect(control.selectedSegmentIndex == 1 && changes == 1)
        #expect(host.accessibilityTree().first { $0.label == "Week" }?.traits == [.button, .selected])
        host.activateAccessibilityElement(label: "Increment")
        #expect(stepper.value == 1)
    }

    @Test("A picker wheel is adjustable and reads its row; a swipe turns it a row and tells the delegate")
    func pickerWheel() {
        final class Months: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            var selected: [Int] = []
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                ["January", "February", "March"][row]
            }
            func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { selected.append(row) }
        }
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let months = Months()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = months
        picker.delegate = months
        host.window.addSubview(picker)
        let wheel = host.accessibilityTree().filter { $0.traits.contains(.adjustable) }
        #expect(wheel.map(\.value) == ["January"])
        wheel[0].element.accessibilityIncrement()
        #expect(picker.selectedRow(inComponent: 0) == 1 && months.selected == [1])
        #expect(wheel[0].element.accessibilityValue == "February")
    }

    @Test("Escape goes up the responder chain from the focused element until a responder handles it")
    func escape() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let sheet = DismissableSheet(frame: CGRect(x: 0, y: 200, width: 320, height: 280))
        sheet.addSubview(makeLabel("Share", CGRect(x: 0, y: 0, width: 100, height: 20)))
        host.window.addSubview(sheet)
        host.window.addSubview(makeLabel("Other", CGRect(x: 0, y: 0, width: 100, height: 20)))
        #expect(!host.performAccessibilityEscape(from: "Other"))
        #expect(host.performAccessibilityEscape(from: "Share"))
        #expect(sheet.dismissed)
    }

    @Test("The magic tap goes up the chain from the focused element; custom actions are performed by name from the actions menu")
    func magicTapAndCustomActions() {
        final class Player: UIView {
            var playing = false
            override func accessibilityPerformMagicTap() -> Bool {
                playing.toggle()
                return true
            }
        }
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let player = Player(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let track = makeLabel("Track 1", CGRect(x: 0, y: 0, width: 100, height: 20))
        var deleted = false
        track.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete") { _ in deleted = true; return true }]
        player.addSubview(track)
        host.window.addSubview(player)
        #expect(host.performAccessibilityMagicTap(from: "Track 1"))
        #expect(player.playing)
        #expect(host.performAccessibilityCustomAction("Delete", on: "Track 1") && deleted)
        #expect(!host.performAccessibilityCustomAction("Share", on: "Track 1"))
    }

    @Test("A cell with a switch as its accessory reads the switch's value and traits, and a double-tap toggles the switch")
    func cellWithSwitch() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 100, width: 320, height: 44)
        cell.textLabel?.text = "Airplane Mode"
        let toggle = UISwitch()
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        cell.accessoryView = toggle
        host.window.addSubview(cell)
        #expect(host.accessibilityTree().map(\.description) == [#"Button "Airplane Mode" value:"0" frame:(0,100,320,44)"#])
        host.activateAccessibilityElement(label: "Airplane Mode")
        #expect(toggle.isOn && changes == 1)
        #expect(cell.accessibilityValue == "1")
    }

    @Test("Activating a switch by its label toggles it and sends valueChanged")
    func activateSwitch() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 51, height: 31))
        toggle.accessibilityLabel = "Wi-Fi"
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        host.window.addSubview(toggle)
        host.activateAccessibilityElement(label: "Wi-Fi")
        #expect(toggle.isOn && changes == 1)
        #expect(toggle.accessibilityValue == "1")
    }
}
