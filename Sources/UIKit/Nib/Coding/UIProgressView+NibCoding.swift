import Foundation

extension UIProgressView {
    /// A progress view's `progressViewStyle`, `progress`, `progressImage`/`trackImage` and
    /// the `progressTintColor`/`trackTintColor` children.
    func decodeProgressViewAttributes(_ nib: UINibDecoder) {
        if let style = nib.enumeration("progressViewStyle", { (name: String) -> Style? in
            switch name {
            case "default": .default
            case "bar": .bar
            default: nil
            }
        }) { progressViewStyle = style }
        if let value = nib.number("progress") { progress = Float(value) }
        if let image = nib.image("progressImage") { progressImage = image }
        if let image = nib.image("trackImage") { trackImage = image }
        if let color = nib.color("progressTintColor") { progressTintColor = color }
        if let color = nib.color("trackTintColor") { trackTintColor = color }
    }
}
