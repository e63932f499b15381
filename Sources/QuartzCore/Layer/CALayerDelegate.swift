/// The object a layer asks for its content and layout; a view is its own layer's delegate.
///
/// Every requirement has a default, matching the optional methods of Apple's protocol.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Called when the layer's content needs updating, in place of the layer's own drawing.
    func display(_ layer: CALayer)
    /// Called when the layer lays out its sublayers.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
}
