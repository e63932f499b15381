import CoreGraphics
import Foundation

/// For each layer the compositor visited, where each of its sublayers' subtrees lies in the
/// layer's space, kept across frames so culling a sublayer against the damage is a load and
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

    var slots: [Slot] = []
    /// For a layer with many sublayers, built once every slot is known.
    var grid: SublayerGrid?

    /// The grid, brought up to date with the sublayers that changed since the last frame;
    /// nil when there is none or it no longer matches `sublayers` (the caller then scans).
    @MainActor func currentGrid(for sublayers: UnsafeBufferPointer<CALayer>) -> SublayerGrid? {
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

@MainActor
enum SublayerExtents {
    private static var table: [ObjectIdentifier: SublayerSlots] = [:]
    /// Entries after the last purge; the table is dropped when it doubles (entries of
    /// deallocated layers accumulate; dropping is safe, slots are recomputed).
    private static var keptCount = 256

    /// Notes that `sublayer`'s slot in `layer`'s grid is no longer right (called once per
    /// frame per sublayer, when its `.slotCurrent` is cleared).
    static func slotWillChange(of sublayer: CALayer, in layer: CALayer) {
        guard let grid = table[ObjectIdentifier(layer)]?.grid else { return }
        if let i = grid.indexOf[ObjectIdentifier(sublayer)] { grid.recheck.append(i) }
    }

    /// Drops `layer`'s grid: its sublayers were added, removed or reordered.
    static func sublayersDidChange(of layer: CALayer) {
        layer.flags.remove(.sublayersIndexed)
        table[ObjectIdentifier(layer)]?.grid = nil
    }

    /// The slots of `layer`, sized to `count` sublayers.
    static func slots(for layer: CALayer, count: Int) -> SublayerSlots {
        let id = ObjectIdentifier(layer)
        let entry: SublayerSlots
        if let found = table[id] {
            entry = found
        } else {
            if table.count >= 2 * keptCount { table.removeAll(keepingCapacity: true) }
            entry = SublayerSlots()
            table[id] = entry
            keptCount = max(keptCount, table.count)
        }
        if entry.slots.count != count {
            entry.grid = nil
            entry.slots = Array(repeating: SublayerSlots.Slot(id: nil, rect: .null, kind: .skip), count: count)
        }
        return entry
    }
}

extension CALayer {
    /// This layer's slot in its superlayer's `SublayerSlots`; marks the layer so the slot
    /// stays in use until the layer or something below it changes.
    var cullingSlot: SublayerSlots.Slot {
        let id = ObjectIdentifier(self)
        let raised = (extras?.zPosition ?? 0) != 0
        guard !flags.contains(.hidden), _opacity > 0 else {
            flags.insert(.slotCurrent)
            return SublayerSlots.Slot(id: id, rect: .null, kind: .skip, raised: raised)
        }
        let t = transformToSuperlayer
        guard t.isAffine else { return SublayerSlots.Slot(id: id, rect: .null, kind: .visit, raised: raised) }
        guard t.m.0 * t.m.4 - t.m.1 * t.m.3 != 0 else {
            flags.insert(.slotCurrent)
            return SublayerSlots.Slot(id: id, rect: .null, kind: .skip, raised: raised)
        }
        // Unknown while the subtree keeps changing: visit it, and look again next frame.
        guard let extent = cullingExtent else { return SublayerSlots.Slot(id: id, rect: .null, kind: .visit, raised: raised) }
        flags.insert(.slotCurrent)
        return SublayerSlots.Slot(id: id, rect: t.boundingBox(of: extent), kind: .test, raised: raised)
    }
}
