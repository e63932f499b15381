extension UIImageView {
    /// An image view is not an element until made one; then it reads as an image, with the
    /// label code gives it or else its image's `accessibilityLabel`.
    var imageViewAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(label: (isHighlighted ? (highlightedImage ?? image) : image)?.accessibilityLabel, traits: .image)
    }
}
