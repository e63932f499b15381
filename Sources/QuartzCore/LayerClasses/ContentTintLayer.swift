import CoreGraphics
import Foundation

/// A layer whose whole subtree is drawn in one color, each pixel keeping its coverage: how
/// UIKit's vibrancy shows content over a blur (Core Animation does it with a private filter).
/// The package's own class, not part of Apple's public API.
package final class ContentTintLayer: CALayer {
    override class var initialDrawing: (any LayerDrawing)? { ContentTintDrawing() }

    /// The color the subtree is drawn in; nil draws it as it is.
    package var contentTint: CGColor? {
        get { drawing(ContentTintDrawing.self)?.color }
        set { changeAnimatable("contentTint") { updateDrawing(ContentTintDrawing()) { $0.color = newValue } } }
    }
}

/// What a content-tint layer asks of the compositor: its subtree as a coverage mask for
/// `color`. The compositor applies it when it pops the layer's group.
struct ContentTintDrawing: LayerDrawing {
    var color: CGColor?

    func extent(in bounds: CGRect) -> CGRect { .null }
    func draw(_ cr: OpaquePointer, bounds: CGRect) {}
}
