import CoreGraphics
import Foundation

/// A layer that shows what lies behind it on screen, blurred and saturated: the backdrop of
/// UIKit's `UIVisualEffectView`. Core Animation keeps such a layer class to itself and UIKit's
/// blur draws through it; this is the package's own, not part of Apple's public API.
///
/// The render server reads the pixels already composited beneath the layer, so the blur
/// follows whatever moves behind it, with no redraw of a bitmap. A layer in a group (an
/// ancestor with opacity below 1 or a mask) sees only the group's own content, as Apple warns
/// for visual effect views under a translucent ancestor; the layer's own opacity is fine.
/// `blurRadius` and `saturation` animate.
package final class BackdropLayer: CALayer {
    override class var initialDrawing: (any LayerDrawing)? { BackdropDrawing() }

    private var backdrop: BackdropDrawing { drawing(BackdropDrawing.self) ?? BackdropDrawing() }

    private func change(_ key: String, _ body: (inout BackdropDrawing) -> Void) {
        changeAnimatable(key) { updateDrawing(BackdropDrawing(), body) }
    }

    /// The blur's standard deviation in points; 0 shows the backdrop sharp. Animatable.
    package var blurRadius: CGFloat {
        get { backdrop.blurRadius }
        set { change("blurRadius") { $0.blurRadius = newValue.isFinite ? max(0, newValue) : 0 } }
    }

    /// 1 keeps the backdrop's colors, 0 makes them grey, above 1 makes them more vivid. Animatable.
    package var saturation: CGFloat {
        get { backdrop.saturation }
        set { change("saturation") { $0.saturation = newValue.isFinite ? max(0, newValue) : 1 } }
    }
}

/// What a backdrop layer draws, as the render server reads it. The compositor draws it
/// itself (it needs the pixels beneath), so `draw(_:bounds:)` has nothing to add.
struct BackdropDrawing: LayerDrawing {
    var blurRadius: CGFloat = 0
    var saturation: CGFloat = 1

    func extent(in bounds: CGRect) -> CGRect { bounds }
    func draw(_ cr: OpaquePointer, bounds: CGRect) {}

    /// Whether the backdrop shows unchanged (nothing to compute).
    var isIdentity: Bool { blurRadius == 0 && saturation == 1 }
}
