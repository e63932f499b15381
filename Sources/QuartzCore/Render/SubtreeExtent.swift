import CoreGraphics
import Foundation
internal import RuntimeSupport

extension RenderLayer {
    /// The area the layer and its visible sublayers cover, in its own coordinates:
    /// bounds, shadow, and sublayers that are not clipped away.
    ///
    /// - Complexity: O(1) for a layer without sublayers, a clipping layer, or one whose
    ///   extent is cached; otherwise O(sublayers) plus what those need. A cached extent (in
    ///   the layer's `RenderRecord`) stays until `invalidateSubtreeExtents()` (called by every
    ///   `willChange()`) clears it.
    var subtreeExtent: CGRect { subtreeExtent(caching: true) }

    /// `subtreeExtent`; with `caching` false the layer's own result is not kept (its caller
    /// is about to change the layer, so the value is only true until then).
    func subtreeExtent(caching: Bool) -> CGRect {
        guard let sublayers = _sublayers, !flags.contains(.masksToBounds) else { return ownExtent }
        if let record = _renderRecord, record.flags.contains(.extentCached) { return record.subtreeExtent }
        return withStackRoom { coveredExtent(of: sublayers, caching: caching) }
    }

    private func coveredExtent(of sublayers: [RenderLayer], caching: Bool) -> CGRect {
        var covered = CGRect.null
        for sublayer in sublayers where !sublayer.flags.contains(.hidden) {
            covered = covered.covering(sublayer.transformToSuperlayer.boundingBox(of: sublayer.subtreeExtent(caching: true)))
        }
        if let replicator = extras?.drawing as? ReplicatorDrawing { covered = replicator.replicatedExtent(covered, bounds: _bounds) }
        let extent = ownExtent.covering(covered)
        if caching {
            let record = renderRecord
            record.subtreeExtent = extent
            record.flags.insert(.extentCached)
        }
        return extent
    }

    /// The extent the compositor culls the subtree with, or nil to visit the sublayers one by
    /// one instead: when the subtree changed since the last visit, it is likely to change
    /// again (an animation, a drag), and recomputing its extent every frame would cost as
    /// much as the visit. A subtree that stayed unchanged for a frame gets its extent cached.
    var cullingExtent: CGRect? {
        guard _sublayers != nil, !flags.contains(.masksToBounds) else { return ownExtent }
        if let record = _renderRecord {
            if record.flags.contains(.extentCached) { return record.subtreeExtent }
            if record.flags.contains(.extentStale) {
                record.flags.remove(.extentStale)
                return nil
            }
        }
        return subtreeExtent(caching: true)
    }

    /// Bounds, drawn content (a shape beyond the bounds) and shadow: what the layer itself
    /// may paint.
    var ownExtent: CGRect {
        guard let e = extras else { return _bounds }
        var extent = _bounds
        if let drawing = e.drawing { extent = extent.covering(drawing.extent(in: _bounds)) }
        guard e.shadowOpacity > 0 else { return extent }
        let r = e.shadowRadius * 2
        let shape = e.shadowPath?.boundingBoxOfPath ?? _bounds
        return extent.covering(shape.offsetBy(dx: e.shadowOffset.width, dy: e.shadowOffset.height).insetBy(dx: -r, dy: -r))
    }

    /// Forgets the cached extents this layer's change makes wrong, and the slots recording
    /// where the subtrees lie in their superlayers: its own and every ancestor's (O(depth),
    /// like the damage bookkeeping of `willChange()`).
    func invalidateSubtreeExtents() {
        var layer = self
        while true {
            let parent = layer._superlayer
            if RenderServer.invalidatedInBatch != nil {
                // A walk in this batch already went up from here (nothing recomputes extents
                // between the walks of a batch): a deep chain built in a shown tree costs
                // O(layers), not O(layers × depth).
                let record = layer.renderRecord
                if record.flags.contains(.invalidatedInBatch) { return }
                record.flags.insert(.invalidatedInBatch)
                RenderServer.invalidatedInBatch!.append(layer)
            }
            if let record = layer._renderRecord {
                if record.flags.contains(.slotCurrent), let parentRecord = parent?._renderRecord,
                   parentRecord.flags.contains(.sublayersIndexed) {
                    parentRecord.sublayerSlots?.slotWillChange(of: layer)
                }
                record.flags.remove([.extentCached, .slotCurrent])
            }
            guard let parent else { return }
            parent._renderRecord?.flags.insert(.extentStale)
            layer = parent
        }
    }
}

extension ProjectiveTransform {
    /// `apply(_:)` for a rectangle, without allocating for an affine map (the same arithmetic,
    /// so the same result).
    func boundingBox(of r: CGRect) -> CGRect {
        guard isAffine else { return apply(r) }
        if r.isNull { return r }
        let r = r.standardized
        let x0 = r.minX, x1 = r.maxX, y0 = r.minY, y1 = r.maxY
        if m.1 == 0, m.3 == 0 {
            let ax = x0 * m.0 + y0 * m.3 + m.6, bx = x1 * m.0 + y0 * m.3 + m.6
            let ay = x0 * m.1 + y0 * m.4 + m.7, by = x0 * m.1 + y1 * m.4 + m.7
            guard ax.isFinite, bx.isFinite, ay.isFinite, by.isFinite else { return .null }
            let minX = Swift.min(ax, bx), maxX = Swift.max(ax, bx), minY = Swift.min(ay, by), maxY = Swift.max(ay, by)
            return CGRect(coveringMinX: minX, minY: minY, maxX: maxX, maxY: maxY)
        }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for (x, y) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
            let px = x * m.0 + y * m.3 + m.6, py = x * m.1 + y * m.4 + m.7
            guard px.isFinite, py.isFinite else { return .null }
            minX = Swift.min(minX, px); maxX = Swift.max(maxX, px)
            minY = Swift.min(minY, py); maxY = Swift.max(maxY, py)
        }
        return CGRect(coveringMinX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }
}
