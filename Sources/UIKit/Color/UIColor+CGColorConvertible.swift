import QuartzCore

/// Core Animation takes a `UIColor` wherever it takes a color as `Any` (an animation's
/// `fromValue`, a gradient's `colors`, an attributed string's foreground color in a text
/// layer), as iOS code passes one that bridges to a CGColor.
extension UIColor: CGColorConvertible {
    package var cgColorValue: CGColor { cgColor }
}
