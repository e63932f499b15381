internal import CCairo
import CoreGraphics
import Foundation
internal import RuntimeSupport

/// Fills that layers drawn later cover: the rows of a table paint the whole table with their
/// own opaque backgrounds every frame it scrolls, so the table's background under them — and
/// the screen's black under the window — is never seen. A layer with an opaque, unrounded
/// background on whole pixels stores its color over its bounds, whatever was there: a fill
/// before it is left out where it covers, and the pixels come out the same.
///
/// Only a backdrop reads pixels it then does not overwrite (its blur reaches around it), so
/// covers count only until the first layer, in drawing order, whose subtree may draw one.
extension Compositor {
    /// The device rows of `area` (whole pixels, in `state`'s device space) that `layers`,
    /// drawn in order with `state` after the fill, do not cover from edge to edge with opaque
    /// backgrounds; nil when they cover none of it.
    static func uncoveredRows(of area: CGRect, beneath layers: [RenderLayer], _ state: DrawState) -> [ClosedRange<CGFloat>]? {
        var covered: [ClosedRange<CGFloat>] = []
        _ = collectCovers(layers, state, clip: area, area: area, into: &covered)
        guard !covered.isEmpty else { return nil }
        covered.sort { $0.lowerBound < $1.lowerBound }
        var rows: [ClosedRange<CGFloat>] = []
        var y = area.minY
        for span in covered {
            if span.lowerBound > y { rows.append(y...span.lowerBound) }
            y = max(y, span.upperBound)
        }
        if y < area.maxY { rows.append(y...area.maxY) }
        return rows
    }

    /// Adds the rows `layers` cover (inside `clip`, edge to edge across `area`) to
    /// `covered`, visiting subtrees in drawing order; false once a layer that may draw a
    /// backdrop is reached (nothing after it counts).
    private static func collectCovers(_ layers: [RenderLayer], _ state: DrawState, clip: CGRect, area: CGRect,
                                      into covered: inout [ClosedRange<CGFloat>]) -> Bool {
        // Sublayers drawn in another order than listed (by zPosition): no further covers.
        for layer in layers where (layer.extras?.zPosition ?? 0) != 0 { return !layers.contains(where: containsBackdrop) }
        for layer in layers {
            guard !layer.flags.contains(.hidden), layer._opacity > 0 else { continue }
            guard let own = simpleState(of: layer, state) else {
                if containsBackdrop(layer) { return false }
                continue
            }
            let bounds = layer._bounds
            let device = own.wholePixelRect(bounds)
            if let device, let color = layer._backgroundColor, SolidColor(color).isOpaque, (layer.extras?.cornerRadius ?? 0) == 0 {
                let r = device.intersection(clip)
                if !r.isNull, r.minX <= area.minX, r.maxX >= area.maxX, r.maxY > r.minY { covered.append(r.minY...r.maxY) }
            }
            guard let sublayers = layer._sublayers else { continue }
            var inner = clip
            if layer.flags.contains(.masksToBounds) {
                // A rounded or off-grid clip is not a rectangle of whole pixels: what it holds
                // covers less than its bounds.
                guard let device, (layer.extras?.cornerRadius ?? 0) == 0 else {
                    if sublayers.contains(where: containsBackdrop) { return false }
                    continue
                }
                inner = clip.intersection(device)
                if inner.isNull { inner = .zero }
            }
            let goOn = withStackRoom { collectCovers(sublayers, own, clip: inner, area: area, into: &covered) }
            if !goOn { return false }
        }
        return true
    }

    /// The state `layer` draws its background and sublayers in, when it draws them straight
    /// into the target: no group (opacity, mask, tint), no transition, nothing drawn of its
    /// own between background and sublayers that could be a backdrop or reorder them, an
    /// axis-aligned map on bounds that are placeable; else nil.
    private static func simpleState(of layer: RenderLayer, _ state: DrawState) -> DrawState? {
        guard !layer.flags.contains(.hasTransition), layer._opacity >= 1 else { return nil }
        if let e = layer.extras { guard e.mask == nil, e.drawing == nil else { return nil } }
        let bounds = layer._bounds
        guard abs(bounds.origin.x) < 0x1p48, abs(bounds.origin.y) < 0x1p48 else { return nil }
        let t = layer.transformToSuperlayer
        guard t.isAffine, t.m.1 == 0, t.m.3 == 0, t.m.0 != 0, t.m.4 != 0 else { return nil }
        let own = state.concatenating(cairo_matrix_t(xx: t.m.0, yx: t.m.1, xy: t.m.3, yy: t.m.4, x0: t.m.6, y0: t.m.7))
        return own.ctm.isFinite ? own : nil
    }

    /// Whether a backdrop is drawn anywhere in `layer`'s subtree (masks included); a loop
    /// over a list, not recursion, as trees may be deep.
    private static func containsBackdrop(_ layer: RenderLayer) -> Bool {
        var pending = [layer]
        while let next = pending.popLast() {
            if let e = next.extras {
                if e.drawing is BackdropDrawing { return true }
                if let mask = e.mask { pending.append(mask) }
            }
            if let sublayers = next._sublayers { pending.append(contentsOf: sublayers) }
        }
        return false
    }
}
