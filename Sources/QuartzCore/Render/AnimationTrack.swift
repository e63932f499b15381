import CoreGraphics

/// What the render phase knows of one animating layer: render types only, so evaluating
/// animations while a frame renders cannot reach the model or app code.
///
/// The animation engine's model half fills it in each commit (`AnimationEngine.advance(to:)`
/// and `linkRenderLayers()`); the render half (`RenderServer.applyAnimations`) writes the
/// layer's presentation values into its render layer and keeps the area it was shown at.
@MainActor
final class AnimationTrack {
    /// The layer's render layer; nil while the layer is in no shown tree.
    var layer: RenderLayer?
    /// Something on it moves this frame, or just stopped: its old and new areas are damage.
    var changing = false
    /// Its screen area (device pixels) in the last frame it was drawn animated.
    var shownRect: CGRect?
}
