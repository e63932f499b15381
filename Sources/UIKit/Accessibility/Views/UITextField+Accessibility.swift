extension UITextField {
    /// A text field is an element whose value is its text (bullets when secure). While empty,
    /// its placeholder is read as the label. // estimate: iOS reads the placeholder as the value of an empty field; the reading is the same
    var textFieldAccessibility: AccessibilityDefaults {
        let content = text ?? ""
        return AccessibilityDefaults(
            isElement: true,
            label: content.isEmpty ? placeholder : nil,
            value: content.isEmpty ? nil : (isSecureTextEntry ? String(repeating: "•", count: content.count) : content))
    }
}
