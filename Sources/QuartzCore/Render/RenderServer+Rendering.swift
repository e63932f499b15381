internal import RuntimeSupport

extension RenderServer {
    /// Whether the calling thread is rendering: in the render phase of a commit, or drawing a
    /// render copy for `render(in:)` or a snapshot. No app code may run then (tests count it).
    package static var isRendering: Bool { renderingDepth.current.value > 0 }

    /// Runs `body` as rendering (`isRendering`); calls nest.
    static func rendering<T>(_ body: () -> T) -> T {
        let depth = renderingDepth.current
        depth.value += 1
        defer { depth.value -= 1 }
        return body()
    }

    private final class Depth { var value = 0 }
    private static let renderingDepth = PerThread { Depth() }
}
