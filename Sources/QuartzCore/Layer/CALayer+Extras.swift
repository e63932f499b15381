import CoreGraphics

extension CALayer {
    /// Properties most layers never set, allocated on first use.
    @usableFromInline final class Extras {
        var transform = CATransform3DIdentity
        @usableFromInline var hasIdentityTransform: Bool { transform == CATransform3DIdentity }
        var zPosition: CGFloat = 0
        var anchorPointZ: CGFloat = 0
        var name: String?
        // Content
        var contents: Any?
        var contentsGravity = CALayerContentsGravity.resize
        var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        // Decoration
        var cornerRadius: CGFloat = 0
        var borderWidth: CGFloat = 0
        var borderColor: CGColor? = CGColor.black
        var shadowColor: CGColor? = CGColor.black
        var shadowOpacity: Float = 0
        var shadowOffset = CGSize(width: 0, height: -3)
        var shadowRadius: CGFloat = 3
        var shadowPath: CGPath?
        var mask: CALayer?
        /// What a Core Animation layer class has the render server draw (a shape, a gradient).
        var drawing: (any LayerDrawing)?
        /// The layer this one masks: non-owning (the owner holds the mask through `mask`) and
        /// cleared when the owner lets the mask go or is deallocated. It is how the display
        /// pass and the damage reach a mask, which has no superlayer.
        unowned(unsafe) var maskOwner: CALayer?
        // Display
        /// The drawn content (the backing store), kept apart from `contents` set by code.
        var backingStore: PixelBuffer?
        /// The last display found the backing store too large to allocate: a smaller bounds
        /// or scale must display again, as the content was dropped rather than kept.
        var backingStoreTooLarge = false
        /// The union of rects invalidated since the last display (bounds coordinates), when
        /// less than the whole bounds is marked.
        var invalidRect: CGRect = .null
        // Animation
        /// The attached animations, in the order they were added (later ones apply on top).
        @exclusivity(unchecked) var animations: [AttachedAnimation] = []
        /// (A render layer's.) The attached transitions, which the compositor draws.
        var transitions: [RenderAnimation] = []
        /// The actions looked up by `action(forKey:)` after the delegate's.
        var actions: [String: any CAAction]?
        var style: [AnyHashable: Any]?
        /// The layer's own timing, when set (`CAMediaTiming`).
        var timing: LayerTiming?
        /// A presentation copy's model layer (strong: the model never refers to its copies,
        /// and a weak reference would put the model's reference counting on the slow path).
        var modelLayer: CALayer?

        /// Takes the drawn values of `other` (transform, contents, decoration, shadow, a layer
        /// class's drawing); masks, backing store, animations and actions stay.
        func takeDrawnValues(from m: Extras) {
            transform = m.transform; zPosition = m.zPosition; anchorPointZ = m.anchorPointZ
            contents = m.contents; contentsGravity = m.contentsGravity
            contentsRect = m.contentsRect; contentsCenter = m.contentsCenter
            cornerRadius = m.cornerRadius; borderWidth = m.borderWidth; borderColor = m.borderColor
            shadowColor = m.shadowColor; shadowOpacity = m.shadowOpacity; shadowOffset = m.shadowOffset
            shadowRadius = m.shadowRadius; shadowPath = m.shadowPath
            drawing = m.drawing
        }
    }

    /// The extras, allocated on first use (setting a rare property).
    var mutableExtras: Extras {
        if let extras { return extras }
        let e = Extras()
        extras = e
        return e
    }
}
