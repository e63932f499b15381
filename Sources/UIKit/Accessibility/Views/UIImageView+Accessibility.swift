extension UIImageView {
    /// An image view is not an element until made one; then it reads as an image (with the
    /// label code gives it).
    var imageViewAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(traits: .image)
    }
}
