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

    /// The size, weight and colors a symbol image is drawn with here, on top of its own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { updateContents() }
    }

    open var isHighlighted = false {
        didSet {
            updateContents()
            if isHighlighted != oldValue { animationFramesDidChange() }
        }
    }

    /// The frames `startAnimating()` shows in turn; nil by default (UIImageView+Animation.swift).
    open var animationImages: [UIImage]? { didSet { animationFramesDidChange() } }
    /// The frames shown while `isHighlighted`, when set.
    open var highlightedAnimationImages: [UIImage]? { didSet { animationFramesDidChange() } }
    /// Seconds for one pass through the frames; 0 (the default) means 1/30 s a frame.
    open var animationDuration: TimeInterval = 0
    /// How many passes the animation makes; 0 (the default) repeats forever.
    open var animationRepeatCount = 0

    /// Whether the frame animation is running (false again once a finite one has ended).
    open var isAnimating: Bool { layer.animation(forKey: Self.frameAnimationKey) != nil }

    /// Starts showing the frames (the highlighted ones while highlighted), from the first;
    /// does nothing without frames.
    open func startAnimating() {
        guard let animation = makeFrameAnimation() else { return }
        startedFrameAnimation = animationRepeatCount == 0
        layer.add(animation, forKey: Self.frameAnimationKey)
        updateContents()
    }

    /// Stops the frames; `image` shows again.
    open func stopAnimating() {
        startedFrameAnimation = false
        layer.removeAnimation(forKey: Self.frameAnimationKey)
    }

    /// Whether an endless frame animation was started and not stopped: it runs again when the
    /// view comes (back) into a window, as UIKit's does — code commonly starts it in
    /// `viewDidLoad`, before the view is on screen.
    private var startedFrameAnimation = false

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, startedFrameAnimation, !isAnimating { startAnimating() }
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

    /// The shown image as this view draws it: a symbol in the preferred configuration, any
    /// image in its variant for the view's traits.
    private var drawnImage: UIImage? {
        guard let shown = shownImage else { return nil }
        let traits = traitCollection
        if let last = lastDrawn, last.source === shown, last.traits == traits,
           last.preferred?.isEqual(to: preferredSymbolConfiguration) ?? (preferredSymbolConfiguration == nil) {
            return last.image
        }
        var drawn = shown
        if let preferred = preferredSymbolConfiguration, let configured = shown.applyingSymbolConfiguration(preferred) {
            drawn = configured
        }
        drawn = drawn.variant(for: traits)
        lastDrawn = (shown, preferredSymbolConfiguration, traits, drawn)
        return drawn
    }

    /// The last image drawn and what it was drawn from: symbols are drawn anew only when
    /// one of these changes.
    private var lastDrawn: (source: UIImage, preferred: UIImage.SymbolConfiguration?, traits: UITraitCollection, image: UIImage)?

    private var showsTintedImage: Bool {
        guard let shown = shownImage else { return false }
        return shown.renderingMode == .alwaysTemplate || shown.storedTintColor != nil
    }

    /// Image views never draw; their image is the layer's contents.
    open override func display(_ layer: CALayer) {}

    /// The shown image's size in points; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let shown = drawnImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return shown.size
    }

    /// The image's size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        drawnImage?.size ?? .zero
    }

    func updateContents() {
        invalidateIntrinsicContentSize()
        let shown = drawnImage
        layer.contents = shown?.shownCGImage(tint: tintColor, traits: traitCollection)
        // Without an image, the frames' scale and caps place the animation's contents.
        let placed = shown ?? shownAnimationImages?.first
        layer.contentsScale = placed?.scale ?? contentScaleFactor
        layer.contentsCenter = (placed?.capInsets ?? .zero).stretchableUnitRect(in: placed?.size ?? .zero)
    }
}
