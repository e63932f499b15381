extension UITextView {
    /// A text view is an element whose value is its text; one that cannot be edited reads as
    /// static text. // estimate: the static-text trait for read-only text views
    var textViewAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, value: text, traits: isEditable ? .none : .staticText)
    }
}
