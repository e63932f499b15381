import CoreGraphics
import Foundation

/// For each layer the compositor visited (in its `RenderRecord`), where each of its
/// sublayers' subtrees lies in the layer's space, kept across frames so culling a sublayer against the damage is a load and
/// four comparisons instead of a transform, an extent and a bounding box.
///
/// This matters for wide layers: a window with 1,000 subviews, one of which moved, composites
/// a small damaged area, and what the frame costs is deciding which 999 subviews stay
/// untouched. A slot is current while its sublayer keeps `.slotCurrent` (every change of the
/// sublayer or below clears it, see `invalidateSubtreeExtents()`; a flag of its own, since
/// the extent cache is refilled by the damage bookkeeping after a move that changes the slot)
/// and the sublayer is still the one at that index (checked by identity, so reordering,
/// insertion and removal need no hook).
final class SublayerSlots {
    enum Kind: UInt8 {
        /// Hidden, transparent or flattened: nothing to draw.
        case skip
        /// Drawn only where `rect` meets the clip.
        case test
        /// Extent unknown (changing, or a perspective transform): always visited.
        case visit
    }

    struct Slot {
        var id: ObjectIdentifier?
        /// The sublayer's subtree extent in the layer's space (for `.test`).
        var rect: CGRect
        var kind: Kind
        /// The sublayer has a non-zero `zPosition` (the sublayers are then drawn sorted).
        var raised = false
    }

    /// Unchecked for exclusivity: the compositor writes slots through a buffer pointer while
    /// it draws the sublayers, and a checked access held across that recursion would make
    /// every access beneath it scan the whole chain of open ones (quadratic in the depth).
    /// Only the drawing of this layer's own sublayers touches its slots.
    @exclusivity(unchecked) var slots: [Slot] = []
    /// For a layer with many sublayers, built once every slot is known.
    var grid: SublayerGrid?

    /// The grid, brought up to date with the sublayers that changed since the last frame;
    /// nil when there is none or it no longer matches `sublayers` (the caller then scans).
    @MainActor func currentGrid(for sublayers: UnsafeBufferPointer<RenderLayer>) -> SublayerGrid? {
        guard let grid else { return nil }
        let pending = grid.recheck
        grid.recheck.removeAll(keepingCapacity: true)
        for i in pending {
            let index = Int(i)
            guard index < sublayers.count, slots[index].id == ObjectIdentifier(sublayers[index]) else {
                self.grid = nil
                return nil
            }
            let slot = sublayers[index].cullingSlot
            slots[index] = slot
            grid.update(i, to: slot)
        }
        return grid
    }
}

extension SublayerSlots {
    /// Notes that `sublayer`'s slot in the grid is no longer right (called once per frame per
    /// sublayer, when its `.slotCurrent` is cleared).
    func slotWillChange(of sublayer: RenderLayer) {
        guard let grid else { return }
        if let i = grid.indexOf[ObjectIdentifier(sublayer)] { grid.recheck.append(i) }
    }
}

extension RenderLayer {
    /// Drops the grid of the sublayers: they were added, removed or reordered.
    func sublayersDidChange() {
        guard let record = _renderRecord, record.flags.contains(.sublayersIndexed) else { return }
        record.flags.remove(.sublayersIndexed)
        record.sublayerSlots?.grid = nil
    }

    /// The slots of the sublayers, sized to `count`.
    func sublayerSlots(count: Int) -> SublayerSlots {
        let record = renderRecord
        let entry: SublayerSlots
        if let found = record.sublayerSlots {
            entry = found
        } else {
            entry = SublayerSlots()
            record.sublayerSlots = entry
        }
        if entry.slots.count != count {
            entry.grid = nil
            record.flags.remove(.sublayersIndexed)
            entry.slots = Array(repeating: SublayerSlots.Slot(id: nil, rect: .null, kind: .skip), count: count)
        }
        return entry
    }
}

extension RenderLayer {
    /// This layer's slot in its superlayer's `SublayerSlots`; marks the layer so the slot
    /// stays in use until the layer or something below it changes.
    var cullingSlot: SublayerSlots.Slot {
        let id = ObjectIdentifier(self)
        let raised = (extras?.zPosition ?? 0) != 0
        let record = renderRecord
        guard !flags.contains(.hidden), _opacity > 0 else {
            record.flags.insert(.slotCurrent)
            return SublayerSlots.Slot(id: id, rect: .null, kind: .skip, raised: raised)
        }
        let t = transformToSuperlayer
        guard t.isAffine else { return SublayerSlots.Slot(id: id, rect: .null, kind: .visit, raised: raised) }
        guard t.m.0 * t.m.4 - t.m.1 * t.m.3 != 0 else {
            record.flags.insert(.slotCurrent)
            return SublayerSlots.Slot(id: id, rect: .null, kind: .skip, raised: raised)
        }
        // Unknown while the subtree keeps changing: visit it, and look again next frame.
        guard let extent = cullingExtent else { return SublayerSlots.Slot(id: id, rect: .null, kind: .visit, raised: raised) }
        record.flags.insert(.slotCurrent)
        return SublayerSlots.Slot(id: id, rect: t.boundingBox(of: extent), kind: .test, raised: raised)
    }
}
