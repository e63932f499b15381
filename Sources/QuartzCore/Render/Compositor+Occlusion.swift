internal import CCairo
import CoreGraphics
import Foundation

/// A background fill its sublayers paint over: the rows of a table fill the whole table
/// with their own opaque backgrounds every frame it scrolls, so the table's own fill under
/// them is never seen. What a sublayer with an opaque, whole-pixel, unrounded background
/// covers is stored over with its color before anything is drawn over it, whatever was there:
/// the parent's fill there is left out, and the pixels come out the same.
///
/// Only a backdrop reads pixels it then does not overwrite (the blur reaches around it), so
/// nothing is left out when one is drawn in the subtree; nor when the layer draws anything of
/// its own between its background and its sublayers (contents, a drawing).
extension Compositor {
    /// The device rows of `area` (whole pixels, the part of `layer`'s bounds its background
    /// fill covers) that no sublayer covers from edge to edge with an opaque background; nil
    /// when the whole area is to be filled.
    static func uncoveredRows(of area: CGRect, under layer: RenderLayer, _ state: DrawState) -> [ClosedRange<CGFloat>]? {
        guard let sublayers = layer._sublayers, !sublayers.isEmpty else { return nil }
        if let e = layer.extras, e.backingStore != nil || e.contents != nil || e.drawing != nil { return nil }
        var covered: [ClosedRange<CGFloat>] = []
        for sublayer in sublayers {
            guard let rect = coveredRect(by: sublayer, state), rect.minX <= area.minX, rect.maxX >= area.maxX,
                  rect.minY < area.maxY, rect.maxY > area.minY else { continue }
            covered.append(max(rect.minY, area.minY)...min(rect.maxY, area.maxY))
        }
        guard !covered.isEmpty, !sublayers.contains(where: containsBackdrop) else { return nil }
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

    /// The device rectangle `sublayer` stores its opaque background color over (whole
    /// pixels, in the clip's space), or nil when its background does not replace what is
    /// under it everywhere in its bounds.
    private static func coveredRect(by sublayer: RenderLayer, _ state: DrawState) -> CGRect? {
        guard !sublayer.flags.contains(.hidden), !sublayer.flags.contains(.hasTransition), sublayer._opacity >= 1,
              let color = sublayer._backgroundColor, SolidColor(color).isOpaque else { return nil }
        if let e = sublayer.extras {
            guard e.mask == nil, e.cornerRadius == 0, e.drawing == nil else { return nil }
        }
        let bounds = sublayer._bounds
        guard abs(bounds.origin.x) < 0x1p48, abs(bounds.origin.y) < 0x1p48 else { return nil }
        let t = sublayer.transformToSuperlayer
        guard t.isAffine, t.m.1 == 0, t.m.3 == 0, t.m.0 != 0, t.m.4 != 0 else { return nil }
        let own = state.concatenating(cairo_matrix_t(xx: t.m.0, yx: t.m.1, xy: t.m.3, yy: t.m.4, x0: t.m.6, y0: t.m.7))
        guard own.ctm.isFinite, let device = own.wholePixelRect(bounds), !device.isEmpty else { return nil }
        return device
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
