import CoreGraphics

/// The drawn values most layers never set (transform, contents, decoration, shadow, a layer
/// class's drawing, the backing store), allocated on first use: the part of a layer's extras
/// that model layers (`CALayer.Extras`) and render layers (`RenderLayer.Extras`) share.
@usableFromInline class DrawnExtras {
    final var transform = CATransform3DIdentity
    @usableFromInline final var hasIdentityTransform: Bool { transform == CATransform3DIdentity }
    final var zPosition: CGFloat = 0
    final var anchorPointZ: CGFloat = 0
    // Content
    final var contents: Any?
    final var contentsGravity = CALayerContentsGravity.resize
    final var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    final var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    // Decoration
    final var cornerRadius: CGFloat = 0
    final var borderWidth: CGFloat = 0
    final var borderColor: CGColor? = CGColor.black
    final var shadowColor: CGColor? = CGColor.black
    final var shadowOpacity: Float = 0
    final var shadowOffset = CGSize(width: 0, height: -3)
    final var shadowRadius: CGFloat = 3
    final var shadowPath: CGPath?
    /// What a Core Animation layer class has the render server draw (a shape, a gradient).
    final var drawing: (any LayerDrawing)?
    /// The drawn content (the backing store), kept apart from `contents` set by code.
    final var backingStore: PixelBuffer?

    @usableFromInline init() {}

    /// Takes the drawn values of `other` (transform, contents, decoration, shadow, a layer
    /// class's drawing); the backing store and what the subclasses add stay.
    final func takeDrawnValues(from m: DrawnExtras) {
        transform = m.transform; zPosition = m.zPosition; anchorPointZ = m.anchorPointZ
        contents = m.contents; contentsGravity = m.contentsGravity
        contentsRect = m.contentsRect; contentsCenter = m.contentsCenter
        cornerRadius = m.cornerRadius; borderWidth = m.borderWidth; borderColor = m.borderColor
        shadowColor = m.shadowColor; shadowOpacity = m.shadowOpacity; shadowOffset = m.shadowOffset
        shadowRadius = m.shadowRadius; shadowPath = m.shadowPath
        drawing = m.drawing
    }
}
