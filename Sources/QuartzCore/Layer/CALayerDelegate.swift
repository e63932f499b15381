import CoreGraphics

/// The object a layer asks for its content and layout; a view is its own layer's delegate.
///
/// Every requirement has a default, matching the optional methods of Apple's protocol.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Called when the layer's content needs updating, in place of the layer's own drawing.
    func display(_ layer: CALayer)
    /// Called by the default `display()` to draw the layer's content into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called when the layer lays out its sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of `event` (a property key): an action, `NSNull` for none
    /// (ending the search), or nil to let the layer look further.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// By default the layer draws into its backing store, calling `draw(_:in:)`.
    public func display(_ layer: CALayer) { layer.displayIntoBackingStore() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
