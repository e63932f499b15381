import CoreGraphics
import QuartzCore

/// A view that shows an image as its layer's contents, placed by `contentMode` (like every
/// view's cached content), without drawing.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown; nil shows nothing.
    open var image: UIImage? {
        didSet { updateContents() }
    }

    /// The image shown while `isHighlighted`, when set.
    open var highlightedImage: UIImage? {
        didSet { updateContents() }
    }

    open var isHighlighted = false {
        didSet { updateContents() }
    }

    /// A view sized to `image` (points), not taking touches, as UIKit makes it.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        commonInit()
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
        commonInit()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
        if let nib = coder as? UINibDecoder {
            decodeViewFlags(nib)
            decodeImageViewAttributes(nib)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        if setImageViewValue(value, forKey: key) { return }
        super.setValue(value, forKey: key)
    }

    private func commonInit() {
        isUserInteractionEnabled = false
        isOpaque = false
        updateContents()
    }

    /// A template image is shown in the tint: a new tint shows it anew.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if showsTintedImage { updateContents() }
    }

    /// A tinted image takes the new tint's look; a catalog image its variant for the traits.
    override func appearanceDidChange(from previousTraitCollection: UITraitCollection) {
        if showsTintedImage || shownImage?.dependsOnTraits == true { updateContents() }
    }

    private var shownImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

    private var showsTintedImage: Bool {
        guard let shown = shownImage else { return false }
        return shown.renderingMode == .alwaysTemplate || shown.storedTintColor != nil
    }

    /// Image views never draw; their image is the layer's contents.
    open override func display(_ layer: CALayer) {}

    /// The shown image's size in points; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let shown = isHighlighted ? (highlightedImage ?? image) : image else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return shown.size
    }

    /// The image's size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        (isHighlighted ? (highlightedImage ?? image) : image)?.size ?? .zero
    }

    private func updateContents() {
        invalidateIntrinsicContentSize()
        let shown = shownImage?.variant(for: traitCollection)
        layer.contents = shown?.shownCGImage(tint: tintColor, traits: traitCollection)
        layer.contentsScale = shown?.scale ?? contentScaleFactor
        layer.contentsCenter = (shown?.capInsets ?? .zero).stretchableUnitRect(in: shown?.size ?? .zero)
    }
}
