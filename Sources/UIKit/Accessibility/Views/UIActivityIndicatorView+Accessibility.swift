extension UIActivityIndicatorView {
    /// A spinning indicator reads "In progress", a stopped one "Progress halted".
    /// // estimate: the updatesFrequently trait
    var activityIndicatorAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: isAnimating ? "In progress" : "Progress halted", traits: .updatesFrequently)
    }
}
