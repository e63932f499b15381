extension RenderServer {
    /// Render layers of the frame's render tree whose drawing replicates their sublayers
    /// (kept by `RenderLayer.copyRenderValues` and the render layer's deinit): while there
    /// are none, damage never looks for a replicator above a changed layer.
    static var replicatorCount = 0
}
