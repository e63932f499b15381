import Foundation

extension UISlider {
    /// A slider's range and value (`minValue`, `maxValue`, `value`; the range first, so the
    /// value is clamped to the range Interface Builder shows), `continuous`, the value images
    /// and the track and thumb colors.
    func decodeSliderAttributes(_ nib: UINibDecoder) {
        if let minimum = nib.number("minValue") { minimumValue = Float(minimum) }
        if let maximum = nib.number("maxValue") { maximumValue = Float(maximum) }
        if let value = nib.number("value") { self.value = Float(value) }
        isContinuous = nib.bool("continuous", default: true)
        if let image = nib.image("minimumValueImage") { minimumValueImage = image }
        if let image = nib.image("maximumValueImage") { maximumValueImage = image }
        if let color = nib.color("minimumTrackTintColor") { minimumTrackTintColor = color }
        if let color = nib.color("maximumTrackTintColor") { maximumTrackTintColor = color }
        if let color = nib.color("thumbTintColor") { thumbTintColor = color }
    }
}
