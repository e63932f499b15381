import CoreGraphics

/// The stored values a layer is drawn with, which model layers (`CALayer`) and render layers
/// (`RenderLayer`) both hold: one accessor per animatable property (`AnimatableProperty`)
/// reads a model layer's and writes a render layer's, and neither can reach an `open`
/// accessor through it.
@MainActor
protocol LayerStorage: AnyObject {
    var _bounds: CGRect { get set }
    var _position: CGPoint { get set }
    var _anchorPoint: CGPoint { get set }
    var _opacity: Float { get set }
    var _contentsScale: CGFloat { get set }
    var _backgroundColor: CGColor? { get set }
    var flags: CALayer.Flags { get set }
    /// The render server's record of the layer (see `RenderRecord`).
    var _renderRecord: RenderRecord? { get set }
    /// The rarely set drawn values; nil while all have their defaults.
    var drawnExtras: DrawnExtras? { get }
    /// The drawn values, allocated on first use.
    var mutableDrawnExtras: DrawnExtras { get }
}

extension LayerStorage {
    /// The layer's drawing of kind `D`, or nil (a layer of another class).
    func drawing<D: LayerDrawing>(_ type: D.Type) -> D? { drawnExtras?.drawing as? D }

    /// Changes the layer's drawing of kind `D` in place, starting from `initial` when it has
    /// none; no actions, no damage (callers go through `changeAnimatable`, or are the render
    /// server writing animated values).
    func updateDrawing<D: LayerDrawing>(_ initial: @autoclosure () -> D, _ change: (inout D) -> Void) {
        var d = (drawnExtras?.drawing as? D) ?? initial()
        change(&d)
        mutableDrawnExtras.drawing = d
    }

    /// Takes the stored values the compositor draws from (geometry, opacity, scale,
    /// background; the rest is in `DrawnExtras.takeDrawnValues`): what a render layer, a
    /// presentation copy and `init(layer:)` share.
    func takeDrawnValues(from other: some LayerStorage) {
        _bounds = other._bounds
        _position = other._position
        _anchorPoint = other._anchorPoint
        _opacity = other._opacity
        _contentsScale = other._contentsScale
        _backgroundColor = other._backgroundColor
    }
}
