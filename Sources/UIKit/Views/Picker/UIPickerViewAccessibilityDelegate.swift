import Foundation

/// A picker delegate that names its wheels for assistive technologies: VoiceOver reads a
/// wheel's label and hint (with its selected row as the value) from these methods, and Voice
/// Control accepts the input labels. Every method is optional, as in UIKit; a plain label
/// wins over an attributed one.
@preconcurrency @MainActor
public protocol UIPickerViewAccessibilityDelegate: UIPickerViewDelegate {
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, accessibilityAttributedLabelForComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, accessibilityAttributedHintForComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String]
}

extension UIPickerViewAccessibilityDelegate {
    public func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, accessibilityAttributedLabelForComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, accessibilityAttributedHintForComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String] { [] }
}
