import CoreGraphics

/// How Interface Builder's canvas shows a top-level view of a file: at the size it is given
/// (the design size the file records, unless asked for another), whatever its constraints
/// would let it shrink or grow to.
@MainActor
package enum InterfaceBuilderCanvas {
    /// Puts `view` at the window's origin with `size` and adds it to `window`. A top-level view
    /// the file lays out by constraints alone (`translatesAutoresizingMaskIntoConstraints="NO"`)
    /// has nothing in the file holding its size: its content's constraints would shrink it to
    /// what they allow (to zero, often). The canvas holds it at its size, as Xcode does, by
    /// letting the frame it is given decide.
    package static func place(_ view: UIView, size: CGSize, in window: UIWindow) {
        view.translatesAutoresizingMaskIntoConstraints = true
        view.frame = CGRect(origin: .zero, size: size)
        window.addSubview(view)
    }
}
