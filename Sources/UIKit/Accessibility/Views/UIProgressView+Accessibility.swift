extension UIProgressView {
    /// A progress view is an element whose value is the progress as a whole percentage, and
    /// it updates frequently (assistive apps poll it instead of announcing every change).
    var progressViewAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, value: "\(Int((progress * 100).rounded()))%", traits: .updatesFrequently)
    }
}
