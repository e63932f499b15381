internal import CCairo
import CoreGraphics

/// Content that Core Animation's own layer classes (`CAShapeLayer`, `CAGradientLayer`) have
/// the render server draw, as Core Animation does: a value the layer keeps in its extras, copied
/// to its render layer at commit like any other property, and drawn by the compositor at the
/// layer's device transform — sharp at any scale and transform, beyond the bounds where it
/// reaches (a shape layer with zero bounds still shows its path), with no bitmap to redraw
/// when an animation changes it: animations write their values into the render layer's copy.
@MainActor
protocol LayerDrawing {
    /// The area the content may paint, in the layer's coordinates (`bounds` is the layer's).
    func extent(in bounds: CGRect) -> CGRect
    /// Draws into `cr`, whose user space is the layer's.
    func draw(_ cr: OpaquePointer, bounds: CGRect)
}
