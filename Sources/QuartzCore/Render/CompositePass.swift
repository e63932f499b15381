internal import CCairo
import CoreGraphics
import Foundation

/// Where the compositor is in the tree: the map from the current layer's space to device
/// pixels and the clip, kept in Swift so that culling a layer and the whole-pixel fast paths
/// cost no Cairo call (no `cairo_save`/`restore`, matrix or clip-extents query per layer).
struct DrawState {
    /// Current user space → device pixels.
    var ctm: cairo_matrix_t
    /// The clip in device pixels: exactly this rectangle when `clipIsRect`, else its whole-
    /// pixel bounding box (a rounded or rotated `masksToBounds` clip lives in Cairo then).
    var clip: CGRect
    var clipIsRect: Bool
    /// Direct access to the pixels drawn into; nil when the target is not an ARGB32 image.
    /// Not retained (the state is copied for every layer): the screen or `CompositePass.keep`
    /// holds it.
    unowned(unsafe) var target: CompositeTarget?

    /// Whether `rect` (current user space) can touch the clip; layers that cannot are skipped.
    /// Plain comparisons (Foundation's `CGRect.intersects` is an out-of-line call that
    /// standardizes both rectangles), as this runs for every layer visited.
    func mayTouchClip(_ rect: CGRect) -> Bool {
        guard !rect.isNull else { return false }
        let b = deviceBoundingBox(of: rect)
        let c = clip
        return b.origin.x < c.origin.x + c.size.width && c.origin.x < b.origin.x + b.size.width
            && b.origin.y < c.origin.y + c.size.height && c.origin.y < b.origin.y + b.size.height
            && b.size.width > 0 && b.size.height > 0 && c.size.width > 0 && c.size.height > 0
    }

    /// The bounding box of `rect` (current user space) in device pixels.
    func deviceBoundingBox(of rect: CGRect) -> CGRect {
        let m = ctm
        if m.xy == 0, m.yx == 0 {
            let x0 = rect.minX * m.xx + m.x0, x1 = rect.maxX * m.xx + m.x0
            let y0 = rect.minY * m.yy + m.y0, y1 = rect.maxY * m.yy + m.y0
            return CGRect(coveringMinX: min(x0, x1), minY: min(y0, y1), maxX: max(x0, x1), maxY: max(y0, y1))
        }
        let xs = (rect.minX * m.xx, rect.maxX * m.xx), ys = (rect.minY * m.xy, rect.maxY * m.xy)
        let xs2 = (rect.minX * m.yx, rect.maxX * m.yx), ys2 = (rect.minY * m.yy, rect.maxY * m.yy)
        let minX = min(xs.0, xs.1) + min(ys.0, ys.1) + m.x0, maxX = max(xs.0, xs.1) + max(ys.0, ys.1) + m.x0
        let minY = min(xs2.0, xs2.1) + min(ys2.0, ys2.1) + m.y0, maxY = max(xs2.0, xs2.1) + max(ys2.0, ys2.1) + m.y0
        return CGRect(coveringMinX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// The part of `rect` (current user space) that can show in the clip, `margin` points
    /// larger all round (for a rounded corner or a stroke beside a cut edge). Cairo turns path
    /// coordinates into 24.8 fixed point, which wraps past about 8 million pixels: a
    /// 10¹²-point view's background would come out as stripes in the wrong places. What the
    /// clip cannot show is cut away first; an ordinary rectangle comes back as it is.
    func visiblePart(of rect: CGRect, margin: CGFloat = 0) -> CGRect {
        if Self.isWithinCairoRange(deviceBoundingBox(of: rect)) { return rect }
        var inverse = ctm
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return .null }
        // Two pixels beyond the clip: antialiasing of a cut edge stays out of view.
        let c = clip.insetBy(dx: -2, dy: -2)
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for (x, y) in [(c.minX, c.minY), (c.maxX, c.minY), (c.minX, c.maxY), (c.maxX, c.maxY)] {
            let ux = x * inverse.xx + y * inverse.xy + inverse.x0, uy = x * inverse.yx + y * inverse.yy + inverse.y0
            minX = min(minX, ux); maxX = max(maxX, ux); minY = min(minY, uy); maxY = max(maxY, uy)
        }
        let shown = CGRect(coveringMinX: minX, minY: minY, maxX: maxX, maxY: maxY).insetBy(dx: -margin, dy: -margin)
        guard shown.isFinite else { return rect }
        return rect.standardized.intersection(shown)
    }

    /// Whether `box` (device pixels) lies well inside what Cairo's fixed point holds, so it
    /// can be drawn as it is.
    static func isWithinCairoRange(_ box: CGRect) -> Bool {
        let limit: CGFloat = 1_048_576
        return box.minX > -limit && box.maxX < limit && box.minY > -limit && box.maxY < limit
    }

    /// `rect` (current user space) in device pixels when the map keeps it an axis-aligned
    /// rectangle on whole pixels (how Cairo's aligned-box paths see it), else nil.
    func wholePixelRect(_ rect: CGRect) -> CGRect? {
        let m = ctm
        guard m.xy == 0, m.yx == 0 else { return nil }
        let x0 = rect.minX * m.xx + m.x0, x1 = rect.maxX * m.xx + m.x0
        let y0 = rect.minY * m.yy + m.y0, y1 = rect.maxY * m.yy + m.y0
        func whole(_ v: Double) -> Double? {
            let r = v.rounded()
            return abs(v - r) < 1e-6 ? r : nil
        }
        guard let a = whole(x0), let b = whole(x1), let c = whole(y0), let d = whole(y1) else { return nil }
        return CGRect(x: min(a, b), y: min(c, d), width: abs(b - a), height: abs(d - c))
    }

    /// The state for a sublayer whose map to this layer's space is `m`.
    func concatenating(_ m: cairo_matrix_t) -> DrawState {
        var s = self
        let p = ctm
        s.ctm = cairo_matrix_t(xx: m.xx * p.xx + m.yx * p.xy, yx: m.xx * p.yx + m.yx * p.yy,
                               xy: m.xy * p.xx + m.yy * p.xy, yy: m.xy * p.yx + m.yy * p.yy,
                               x0: m.x0 * p.xx + m.y0 * p.xy + p.x0, y0: m.x0 * p.yx + m.y0 * p.yy + p.y0)
        return s
    }
}

/// The Cairo side of one compositing traversal: the context, made only when something
/// needs Cairo (a frame of whole-pixel blits and aligned fills never does), and the clip it
/// holds, brought in line with the traversal's `DrawState` before each Cairo drawing call.
///
/// Cairo's matrix is set absolutely before each call, so no per-layer `cairo_save` is
/// needed; `cairo_save`/`restore` remain only around clips Cairo must hold itself (rounded or
/// rotated `masksToBounds`) and groups.
final class CompositePass {
    private var context: OpaquePointer?
    private var surface: OpaquePointer?
    private let buffer: PixelBuffer?
    private let ownsContext: Bool
    /// The rectangle (device pixels) Cairo's clip is set to, when it is one rectangle the
    /// pass set or found; nil when unknown.
    var cairoClip: CGRect?

    /// Targets made during the pass (groups), alive until it ends.
    private var kept: [CompositeTarget] = []

    /// The device areas of the backdrops drawn (what each shows depends on the pixels up to
    /// `reach` pixels around it): the render server widens later damage by them.
    private(set) var backdrops: [(rect: CGRect, reach: CGFloat)] = []

    func recordBackdrop(_ rect: CGRect, reach: CGFloat) { backdrops.append((rect, reach)) }

    /// What the traversal draws into, outermost first: the pass's own target, then each
    /// opacity or mask group pushed around the current layer, with the opacity it will be
    /// painted at. A backdrop sees them all, each over the one before.
    private(set) var targets: [(target: CompositeTarget?, opacity: Double)] = []

    func beginTargets(_ root: CompositeTarget?) { targets = [(root, 1)] }
    func pushGroup(_ target: CompositeTarget?, opacity: Double) { targets.append((target, opacity)) }
    func popGroup() { if targets.count > 1 { targets.removeLast() } }

    /// Finishes Cairo's drawing into the pixels before they are read directly.
    func flushCairo() {
        if let context { cairo_surface_flush(cairo_get_group_target(context)) }
    }

    /// Keeps `target` alive until the pass ends (a `DrawState` does not retain it).
    func keep(_ target: CompositeTarget?) -> CompositeTarget? {
        if let target { kept.append(target) }
        return target
    }

    /// A pass over a framebuffer; the Cairo context is made on first use.
    init(buffer: PixelBuffer) {
        self.buffer = buffer
        ownsContext = true
    }

    /// A pass over an existing context, whose clip is `clip` when known to be one rectangle.
    init(context: OpaquePointer, clip: CGRect?) {
        self.context = context
        buffer = nil
        ownsContext = false
        cairoClip = clip
    }

    /// The context, with its clip matching `state` (when the state's clip is a rectangle;
    /// otherwise Cairo already holds it) and its matrix set to `state.ctm`.
    func cairo(_ state: DrawState) -> OpaquePointer {
        let cr = context ?? makeContext()
        if state.clipIsRect, cairoClip != state.clip {
            cairo_reset_clip(cr)
            cairo_identity_matrix(cr)
            let c = state.clip
            cairo_rectangle(cr, c.minX, c.minY, c.width, c.height)
            cairo_clip(cr)
            cairoClip = c
        }
        var m = state.ctm
        cairo_set_matrix(cr, &m)
        return cr
    }

    private func makeContext() -> OpaquePointer {
        let s = buffer!.makeSurface()
        // pixman may have written the pixels already: Cairo must not think them clear.
        cairo_surface_mark_dirty(s)
        surface = s
        let cr = cairo_create(s)!
        context = cr
        cairoClip = nil
        return cr
    }

    /// Ends the pass: releases a context it made.
    func finish() {
        kept.removeAll()
        guard ownsContext else { return }
        if let context { cairo_destroy(context) }
        if let surface {
            cairo_surface_flush(surface)
            cairo_surface_destroy(surface)
        }
        context = nil
        surface = nil
    }

    /// The state and pass for drawing into `cr` as it is now: its matrix, and its clip (one
    /// rectangle when Cairo can list it as one, else the clip's bounding box).
    static func begin(with cr: OpaquePointer) -> (DrawState, CompositePass) {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var clip = CGRect.null
        var isRect = false
        if let list = cairo_copy_clip_rectangle_list(cr) {
            if list.pointee.status == CAIRO_STATUS_SUCCESS {
                isRect = list.pointee.num_rectangles <= 1
                clip = list.pointee.num_rectangles == 0 ? .zero : {
                    let r = list.pointee.rectangles[0]
                    return CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
                }()
                if isRect, clip.integral != clip { isRect = false }
            }
            cairo_rectangle_list_destroy(list)
        }
        if !isRect {
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
            clip = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).integral
        }
        cairo_restore(cr)
        let pass = CompositePass(context: cr, clip: isRect ? clip : nil)
        let target = pass.keep(CompositeTarget(surface: cairo_get_group_target(cr)))
        pass.beginTargets(target)
        return (DrawState(ctm: ctm, clip: clip, clipIsRect: isRect, target: target), pass)
    }
}

extension cairo_matrix_t {
    /// Every entry finite: Cairo keeps a context that was given anything else in an error
    /// state, drawing nothing more.
    var isFinite: Bool { xx.isFinite && yx.isFinite && xy.isFinite && yy.isFinite && x0.isFinite && y0.isFinite }
}
