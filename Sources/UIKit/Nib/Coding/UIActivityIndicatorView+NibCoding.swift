import Foundation

extension UIActivityIndicatorView {
    /// A spinner's `style`, `hidesWhenStopped` (Interface Builder writes it only when set, so
    /// its absence means false), `animating` and its `color`.
    func decodeActivityIndicatorAttributes(_ nib: UINibDecoder) {
        if let style = nib.enumeration("style", Self.style(named:)) { self.style = style }
        hidesWhenStopped = nib.bool("hidesWhenStopped", default: false)
        if let color = nib.color("color") { self.color = color }
        if nib.bool("animating", default: false) { startAnimating() }
        // A spinner hidden in the document stays hidden, whatever hidesWhenStopped did above.
        if nib.bool("hidden", default: false) { isHidden = true }
    }

    /// The names Interface Builder writes for the styles.
    private static func style(named name: String) -> Style? {
        switch name {
        case "medium": .medium
        case "large": .large
        case "white": Style(rawValue: 1)
        case "gray": Style(rawValue: 2)
        case "whiteLarge": Style(rawValue: 0)
        default: nil
        }
    }
}
