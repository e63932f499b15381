internal import CCairo
import CoreGraphics
import Foundation
internal import RuntimeSupport

/// The render server: composites the layer trees shown on each screen into that screen's
/// framebuffer at the end of every commit that changed something — only the damaged area:
/// the union of the old and new screen areas of every layer that changed.
@MainActor
package enum RenderServer {
    /// What the last frame cost, so tests can assert that an unchanged frame does no work.
    package struct Statistics: Equatable, Sendable {
        /// Pixels recomposited.
        package var damagedPixels = 0
        /// The bounding box of the recomposited area (device pixels; null when none).
        package var damagedArea = CGRect.null
        /// Layers whose own content was painted.
        package var layersComposited = 0
        /// `draw(_:)`/`draw(in:)` calls made by the display pass.
        package var drawCalls = 0
    }

    /// A context's screens and figures.
    final class State {
        var screens: [Screen] = []
        var lastFrame = Statistics()
        /// The render tree's replicators (`RenderServer+Replicators`) and emitters.
        var replicatorCount = 0
        var emitters: [ShownEmitter] = []
    }
    static var state: State { RenderContext.current.server }

    /// The last frame's figures; a run-loop turn that commits nothing resets them to zero.
    package private(set) static var lastFrame: Statistics {
        get { state.lastFrame }
        set { state.lastFrame = newValue }
    }

    /// Starts a frame's figures at zero (the run loop calls it before each commit).
    package static func beginFrame() { lastFrame = Statistics() }

    /// A framebuffer and the root layers (windows) shown in it, back to front.
    package final class Screen {
        package let buffer: PixelBuffer
        package let scale: CGFloat
        package fileprivate(set) var roots: [CALayer] = []
        /// Frames composited into this screen.
        package fileprivate(set) var frameCount = 0
        /// The device-pixel area to recomposite in the next frame.
        package internal(set) var damage = CGRect.null
        /// The device areas of the backdrops composited last (see `widenDamageOverBackdrops`).
        var backdrops: [(rect: CGRect, reach: CGFloat)] = []
        /// The device-pixel area composited since a backend last presented this screen.
        package fileprivate(set) var presentationDamage = CGRect.null

        /// Returns the area composited since the last call (what a backend must upload).
        package func takePresentationDamage() -> CGRect {
            defer { presentationDamage = .null }
            return presentationDamage
        }

        var fullRect: CGRect { CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height) }
        /// The framebuffer as pixman writes it, made once.
        lazy var target = CompositeTarget(buffer: buffer)

        func addDamage(_ rect: CGRect) {
            guard !rect.isNull, !rect.isEmpty else { return }
            damage = damage.union(rect.intersection(fullRect))
        }

        package init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
            guard let buffer = PixelBuffer(width: pixelWidth, height: pixelHeight) else { return nil }
            self.buffer = buffer
            self.scale = scale
        }
    }

    /// The screens composited, the main one first.
    package private(set) static var screens: [Screen] {
        get { state.screens }
        set { state.screens = newValue }
    }
    /// The media time being composited (the frame's; a snapshot's own), per thread: another
    /// thread may render its own layers (`render(in:)`) while the main thread composites.
    static var time: CFTimeInterval {
        get { compositingTime.current.value }
        set { compositingTime.current.value = newValue }
    }
    private final class Time { var value: CFTimeInterval = 0 }
    private static let compositingTime = PerThread { Time() }

    /// Makes `screens` the ones composited (the backend's displays).
    package static func install(_ newScreens: [Screen]) {
        let old = screens
        screens = newScreens
        updateShownRoots(old.flatMap(\.roots) + newScreens.flatMap(\.roots))
        for screen in screens { screen.addDamage(screen.fullRect) }
        FramePipeline.current.modelChanged = true
    }

    /// Shows `roots` (back to front) on `screen`; marked layers in newly shown trees are
    /// scheduled for display.
    package static func setRoots(_ roots: [CALayer], on screen: Screen) {
        let added = roots.filter { r in !screen.roots.contains { $0 === r } }
        let previous = screen.roots
        screen.roots = roots
        updateShownRoots(previous + roots)
        screen.addDamage(screen.fullRect)
        FramePipeline.current.modelChanged = true
        for root in added { DisplayPass.scheduleMarked(in: root) }
    }

    /// Whether `layer` is in a tree shown on some screen (masks count as part of the layer
    /// they mask).
    ///
    /// Reads the layer's own flag, never the screen list, so a thread building layers of
    /// its own may ask (the answer about its own layers is always no).
    static func isShown(_ layer: CALayer) -> Bool {
        layer.flags.contains(.inShownTree)
    }

    /// Marks which of `roots` are shown on some screen now.
    private static func updateShownRoots(_ roots: [CALayer]) {
        for root in roots {
            root.setInShownTree(screens.contains { $0.roots.contains { $0 === root } })
        }
    }

    /// The commit's render phase: composite the damaged area of every screen at the frame's time.
    static func run(_ frame: FrameContext) {
        // The context is looked up once: the frame is the hot path.
        let context = RenderContext.current
        let server = context.server, pipeline = context.pipeline
        let draws = DisplayPass.drawCount
        defer { DisplayPass.drawCount = 0; server.lastFrame.drawCalls = draws }
        server.lastFrame = Statistics()
        guard pipeline.modelChanged else { return }
        pipeline.modelChanged = false
        time = frame.time
        rendering {
            applyChanges()
            pipeline.animations.linkRenderLayers()
            applyAnimations(pipeline.animations.liveTracks, at: frame.time)
            applyAnimations(pipeline.animations.endedTracks, at: frame.time)
            if !server.emitters.isEmpty { damageEmitterParticles() }
            for screen in server.screens where !screen.damage.isNull {
                screen.widenDamageOverBackdrops()
                composite(screen, area: screen.damage, server: server)
                screen.damage = .null
            }
        }
    }

    /// Redraws `area` (device pixels) of the frame: black, then each root, clipped to it.
    package static func composite(_ screen: Screen, area: CGRect? = nil) {
        composite(screen, area: area, server: state)
    }

    /// `composite(_:area:)` with the context's figures in hand.
    private static func composite(_ screen: Screen, area: CGRect?, server: State) {
        let region = (area ?? screen.fullRect).integral.intersection(screen.fullRect)
        guard !region.isNull, !region.isEmpty else { return }
        let before = Compositor.layersComposited
        TransformedContentCache.beginPass()
        let target = screen.target
        // The screen is black where no window covers it; skip that fill when an opaque,
        // untransformed root already covers the area.
        let state = DrawState(ctm: cairo_matrix_t(xx: screen.scale, yx: 0, xy: 0, yy: screen.scale, x0: 0, y0: 0),
                              clip: region, clipIsRect: true, target: target)
        let roots = screen.roots.map(\.renderLayer)
        var covered = false
        for root in roots where coversOpaquely(root, region, scale: screen.scale) { covered = true; break }
        if !covered {
            // Nor where layers inside the windows cover it (Compositor+Occlusion.swift).
            let black = SolidColor(CGColor.black)
            if let rows = Compositor.uncoveredRows(of: region, beneath: roots, state) {
                for row in rows where row.upperBound > row.lowerBound {
                    target.fill(CGRect(x: region.minX, y: row.lowerBound, width: region.width, height: row.upperBound - row.lowerBound), black)
                }
            } else {
                target.fill(region, black)
            }
        }
        // The region is a rectangle the traversal keeps in Swift; a Cairo context is made only
        // if some layer needs Cairo.
        let pass = CompositePass(buffer: screen.buffer)
        pass.beginTargets(target)
        for root in roots { Compositor.draw(root, state, pass) }
        screen.backdrops.removeAll { $0.rect.intersects(region) }
        screen.backdrops += pass.backdrops
        pass.finish()
        screen.frameCount += 1
        screen.presentationDamage = screen.presentationDamage.union(region)
        server.lastFrame.damagedPixels += Int(region.width * region.height)
        server.lastFrame.damagedArea = server.lastFrame.damagedArea.union(region)
        server.lastFrame.layersComposited += Compositor.layersComposited - before
    }

    /// Whether `root`'s own opaque background covers `region` (device pixels).
    static func coversOpaquely(_ root: RenderLayer, _ region: CGRect, scale: CGFloat) -> Bool {
        guard !root.flags.contains(.hidden), root._opacity >= 1, let color = root._backgroundColor, color.alpha >= 1 else { return false }
        if let e = root.extras {
            guard e.cornerRadius == 0, e.mask == nil, CATransform3DIsIdentity(e.transform) else { return false }
        }
        let s = root._bounds.size
        let f = CGRect(x: root._position.x - root._anchorPoint.x * s.width, y: root._position.y - root._anchorPoint.y * s.height,
                       width: s.width, height: s.height)
        return CGRect(x: f.minX * scale, y: f.minY * scale, width: f.width * scale, height: f.height * scale).contains(region)
    }
}

extension CALayer {
    /// Draws the subtree as it appears on screen now: with the animations' presentation
    /// values (which `render(in:)`, like Core Animation's, leaves out).
    package func renderAsShown(in ctx: CGContext) {
        DisplayPass.displayMarked(in: self)
        RenderServer.time = CACurrentMediaTime()
        RenderServer.rendering { draw(snapshotTree(at: RenderServer.time), in: ctx) }
    }

    /// `render(in:)`: displays what is marked in the subtree, then composites it in the
    /// layer's own coordinate space.
    func renderTree(in ctx: CGContext) {
        DisplayPass.displayMarked(in: self)
        RenderServer.time = CACurrentMediaTime()
        RenderServer.rendering { draw(snapshotTree(), in: ctx) }
    }

    /// Composites a snapshot tree (render layers made for one drawing) into `ctx`.
    private func draw(_ tree: RenderLayer, in ctx: CGContext) {
        ctx.withCairo { cr in
            cairo_save(cr)
            Compositor.drawInLayerSpace(tree, cr)
            cairo_restore(cr)
        }
    }
}
