import CoreGraphics

/// The render server's record of one layer: what the compositor learnt about the layer's
/// subtree in earlier frames (its extent, where its sublayers lie, whether it is already in
/// this frame's damage).
///
/// The record belongs to its layer and dies with it, so nothing the compositor caches can
/// outlive the layer and be mistaken for another layer's at a reused address (caches keyed by
/// `ObjectIdentifier` did exactly that). Its bits are the compositor's, never the model's:
/// copying a layer (`init(layer:)`) or reading its properties never sees them.
@MainActor
final class RenderRecord {
    struct Flags: OptionSet {
        let rawValue: UInt8
        /// `subtreeExtent` is current.
        static let extentCached = Flags(rawValue: 1 << 0)
        /// Something in the subtree changed since the compositor last visited the layer.
        static let extentStale = Flags(rawValue: 1 << 1)
        /// The slot recording where this subtree lies in its superlayer is current.
        static let slotCurrent = Flags(rawValue: 1 << 2)
        /// `sublayerSlots` holds a grid of the sublayers.
        static let sublayersIndexed = Flags(rawValue: 1 << 3)
        /// (A model layer's.) Its values changed since the last frame: it is in the change list.
        static let changedThisFrame = Flags(rawValue: 1 << 4)
        /// (A model layer's.) Its sublayer list changed since the last frame: it is in the change list.
        static let sublayersChanged = Flags(rawValue: 1 << 5)
        /// (A render layer's, while `applyChanges` runs.) The walk up from here already ran in
        /// this batch: everything above is invalidated, so a later walk stops here.
        static let invalidatedInBatch = Flags(rawValue: 1 << 6)
        /// (A render layer's, while `applyChanges` damages.) The whole subtree's area is
        /// already damage: a sublayer's area lies inside it.
        static let subtreeDamaged = Flags(rawValue: 1 << 7)
    }

    var flags: Flags = []
    /// The layer's subtree extent in its own coordinates, while `.extentCached`.
    var subtreeExtent = CGRect.null
    /// Where each sublayer's subtree lies in this layer's space, kept across frames.
    var sublayerSlots: SublayerSlots?
}

extension LayerStorage {
    /// The layer's render record, made on first use by the render server.
    var renderRecord: RenderRecord {
        if let record = _renderRecord { return record }
        let record = RenderRecord()
        _renderRecord = record
        return record
    }

    /// Whether the render server has recorded `flag` for this layer (false without a record).
    func rendered(_ flag: RenderRecord.Flags) -> Bool {
        _renderRecord?.flags.contains(flag) ?? false
    }
}
