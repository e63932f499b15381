import CoreGraphics

extension CALayer {
    /// Properties most layers never set, allocated on first use: the drawn ones
    /// (`DrawnExtras`) and the model's own.
    @usableFromInline final class Extras: DrawnExtras {
        var name: String?
        var mask: CALayer?
        /// The layer this one masks: non-owning (the owner holds the mask through `mask`) and
        /// cleared when the owner lets the mask go or is deallocated. It is how the display
        /// pass and the damage reach a mask, which has no superlayer.
        unowned(unsafe) var maskOwner: CALayer?
        // Display
        /// The last display found the backing store too large to allocate: a smaller bounds
        /// or scale must display again, as the content was dropped rather than kept.
        var backingStoreTooLarge = false
        /// The union of rects invalidated since the last display (bounds coordinates), when
        /// less than the whole bounds is marked.
        var invalidRect: CGRect = .null
        // Animation
        /// The attached animations, in the order they were added (later ones apply on top).
        @exclusivity(unchecked) var animations: [AttachedAnimation] = []
        /// The actions looked up by `action(forKey:)` after the delegate's.
        var actions: [String: any CAAction]?
        var style: [AnyHashable: Any]?
        /// The layer's own timing, when set (`CAMediaTiming`).
        var timing: LayerTiming?
        /// A presentation copy's model layer (strong: the model never refers to its copies,
        /// and a weak reference would put the model's reference counting on the slow path).
        var modelLayer: CALayer?
    }

    /// The extras, allocated on first use (setting a rare property).
    var mutableExtras: Extras {
        if let extras { return extras }
        let e = Extras()
        extras = e
        return e
    }
}

/// A model layer's stored values, as the render server reads them (never its accessors).
extension CALayer: LayerStorage {
    var drawnExtras: DrawnExtras? { extras }
    var mutableDrawnExtras: DrawnExtras { mutableExtras }
}
