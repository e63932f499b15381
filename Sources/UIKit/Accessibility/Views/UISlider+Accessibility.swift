extension UISlider {
    /// A slider is adjustable; its value is the thumb's position as a whole percentage of the range.
    var sliderAccessibility: AccessibilityDefaults {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        return AccessibilityDefaults(isElement: true, value: "\(Int((fraction * 100).rounded()))%", traits: .adjustable)
    }

    /// A VoiceOver swipe moves the thumb a tenth of the range and sends `.valueChanged`. // estimate
    func adjustForAccessibility(by step: Int) {
        let old = value
        setValue(value + Float(step) * (maximumValue - minimumValue) / 10, animated: false)
        if value != old { sendActions(for: .valueChanged) }
    }
}
