import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIPickerViewAccessibilityDelegate`: "Use this protocol to provide accessibility labels
/// and hints for the components of a picker view" — VoiceOver reads each wheel's label and
/// hint from the picker's delegate when it adopts the protocol.
@Suite("Picker accessibility delegate", .freshContext) @MainActor
struct PickerAccessibilityDelegateTests {
    final class Clock: NSObject, UIPickerViewDataSource, UIPickerViewAccessibilityDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 24 : 60 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(row)" }
        func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
            component == 0 ? "Hours" : nil
        }
        func pickerView(_ pickerView: UIPickerView, accessibilityAttributedLabelForComponent component: Int) -> NSAttributedString? {
            NSAttributedString(string: component == 0 ? "Ignored: the plain label wins" : "Minutes")
        }
        func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String? {
            component == 0 ? "Swipe up or down to set the hour" : nil
        }
        func pickerView(_ pickerView: UIPickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String] {
            component == 1 ? ["Minutes", "Min"] : []
        }
    }

    final class Plain: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "Row \(row)" }
    }

    @Test("Each wheel reads its label and hint from the delegate (a plain label before an attributed one); the value stays the selected row")
    func labelsAndHints() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let clock = Clock()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = clock
        picker.delegate = clock
        picker.selectRow(7, inComponent: 0, animated: false)
        host.window.addSubview(picker)
        let wheels = host.accessibilityTree().filter { $0.traits.contains(.adjustable) }
        #expect(wheels.map(\.label) == ["Hours", "Minutes"])
        #expect(wheels.map(\.hint) == ["Swipe up or down to set the hour", nil])
        #expect(wheels.map(\.value) == ["7", "0"])
        #expect(wheels.first?.element.accessibilityAttributedLabel?.string == "Hours")
        #expect(wheels.last?.element.accessibilityUserInputLabels == ["Minutes", "Min"])
        #expect(wheels.first?.element.accessibilityUserInputLabels == ["Hours"])
    }

    @Test("A delegate that does not adopt the protocol leaves the wheels without a label or hint")
    func plainDelegate() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let plain = Plain()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = plain
        picker.delegate = plain
        host.window.addSubview(picker)
        let wheels = host.accessibilityTree().filter { $0.traits.contains(.adjustable) }
        #expect(wheels.count == 1 && wheels[0].label == nil && wheels[0].hint == nil && wheels[0].value == "Row 0")
    }
}
