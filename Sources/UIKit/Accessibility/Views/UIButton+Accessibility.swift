extension UIButton {
    /// A button is an element with the button trait, read by its current title. (An image-only
    /// button reads its image's name on iOS; images here keep no name, so it has no label.)
    var buttonAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: isConfigured ? configuredAccessibilityLabel : shownTitle, traits: .button)
    }
}
