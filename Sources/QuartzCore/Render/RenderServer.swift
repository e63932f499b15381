internal import CCairo
import CoreGraphics
import Foundation

/// The render server: composites the layer trees shown on each screen into that screen's
/// framebuffer at the end of every commit that changed something.
@MainActor
package enum RenderServer {
    /// A framebuffer and the root layers (windows) shown in it, back to front.
    package final class Screen {
        package let buffer: PixelBuffer
        package let scale: CGFloat
        package fileprivate(set) var roots: [CALayer] = []
        /// Frames composited into this screen.
        package fileprivate(set) var frameCount = 0

        package init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
            guard let buffer = PixelBuffer(width: pixelWidth, height: pixelHeight) else { return nil }
            self.buffer = buffer
            self.scale = scale
        }
    }

    package private(set) static var screens: [Screen] = []
    static var modelChanged = true

    /// Makes `screens` the ones composited (the backend's displays).
    package static func install(_ newScreens: [Screen]) {
        screens = newScreens
        modelChanged = true
    }

    /// Shows `roots` (back to front) on `screen`; marked layers in newly shown trees are
    /// scheduled for display.
    package static func setRoots(_ roots: [CALayer], on screen: Screen) {
        let added = roots.filter { r in !screen.roots.contains { $0 === r } }
        screen.roots = roots
        modelChanged = true
        for root in added { DisplayPass.scheduleMarked(in: root) }
    }

    /// Whether `layer` is in a tree shown on some screen.
    static func isShown(_ layer: CALayer) -> Bool {
        var root = layer
        while let s = root._superlayer { root = s }
        return screens.contains { $0.roots.contains { $0 === root } }
    }

    /// The index path of `layer` from its shown root (screen, root, sublayer indices…), which
    /// orders layers root first and back to front; nil when not shown.
    static func treePath(of layer: CALayer) -> [Int]? {
        var path: [Int] = []
        var l = layer
        while let s = l._superlayer {
            path.append(s._sublayers?.firstIndex { $0 === l } ?? 0)
            l = s
        }
        for (i, screen) in screens.enumerated() {
            if let r = screen.roots.firstIndex(where: { $0 === l }) { return [i, r] + path.reversed() }
        }
        return nil
    }

    /// The commit's render phase: composite every screen when the model changed.
    package static func run() {
        guard modelChanged else { return }
        modelChanged = false
        for screen in screens { composite(screen) }
    }

    /// Redraws the whole frame: black, then each root in screen coordinates.
    package static func composite(_ screen: Screen) {
        let surface = screen.buffer.makeSurface()
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, screen.scale, screen.scale)
        for root in screen.roots { Compositor.draw(root, cr) }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        cairo_surface_destroy(surface)
        screen.frameCount += 1
    }

    package static func resetForTesting() {
        screens.removeAll()
        modelChanged = true
    }
}

extension CALayer {
    /// `render(in:)`: displays what is marked in the subtree, then composites it in the
    /// layer's own coordinate space.
    func renderTree(in ctx: CGContext) {
        DisplayPass.displayMarked(in: self)
        ctx.withCairo { cr in
            cairo_save(cr)
            Compositor.drawInLayerSpace(self, cr)
            cairo_restore(cr)
        }
    }
}
