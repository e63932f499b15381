extension UILabel {
    /// A label is an element read as static text: its text.
    var labelAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: text ?? attributedText?.string, traits: .staticText)
    }
}
