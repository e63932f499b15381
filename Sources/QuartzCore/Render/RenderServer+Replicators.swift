extension RenderServer {
    /// Render layers of the current context's render tree whose drawing replicates their
    /// sublayers (kept by `RenderLayer.copyRenderValues` and the render layer's deinit, which
    /// count in the tree's own state): while there are none, damage never looks for a
    /// replicator above a changed layer.
    static var replicatorCount: Int { state.replicatorCount }
}
