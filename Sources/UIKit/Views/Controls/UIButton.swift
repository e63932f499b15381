import CoreGraphics
import Foundation
import QuartzCore

/// A control showing a title and an image (and a background image) chosen by its state,
/// that sends its actions when tapped: the classic, state-based `UIButton` API.
///
/// Content for a state falls back to the `.normal` content when that state has none. A
/// `.system` button draws its title in the tint color and dims its content while
/// highlighted; a `.custom` button shows exactly what it is given (a white title by default)
/// and darkens its image while highlighted. Layout and sizing are in UIButton+Layout.swift.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The button's style; raw values are UIKit's.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case plain = 6
        case close = 7
        /// The pre-iOS 7 name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// What the button shows in one state.
    private struct Content {
        var title: String?
        var titleColor: UIColor?
        var titleShadowColor: UIColor?
        var image: UIImage?
        var backgroundImage: UIImage?
        var symbolConfiguration: UIImage.SymbolConfiguration?
    }

    /// The type given at creation.
    public internal(set) var buttonType: ButtonType = .custom
    private var contents: [UInt: Content] = [:]
    /// Styled titles by state raw value (UIButton+AttributedTitle.swift).
    var attributedTitles: [UInt: NSAttributedString] = [:]
    private var _titleLabel: UILabel?
    private var _imageView: UIImageView?
    private var backgroundView: UIImageView?

    /// Space around the title and image together (deprecated on iOS 15, still honoured).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange() } }
    /// Moves and resizes the title's area inside the content rectangle.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Moves and resizes the image's area inside the content rectangle.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Whether the image is drawn darker while highlighted (when no highlighted image is set).
    open var adjustsImageWhenHighlighted = true { didSet { updateAppearance() } }
    /// Whether the image is drawn lighter while disabled (when no disabled image is set).
    open var adjustsImageWhenDisabled = true { didSet { updateAppearance() } }
    /// Whether the title's shadow flips to the other side while the button is highlighted
    /// (the classic pressed-in look); false by default.
    open var reversesTitleShadowWhenHighlighted = false { didSet { updateAppearance() } }
    /// Whether the title label's shadow offset is currently flipped for the highlight.
    private var shadowReversed = false
    /// Set by `sizeToFit()`: from then on a title aligned to the top or bottom keeps the
    /// 6-point padding the fitted size gave it (UIButton+Layout.swift).
    var keepsTitlePadding = false
    /// The configuration, its update handler and parts (ButtonConfiguration/).
    var configurationStorage: ButtonConfigurationStorage?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        if let nib = coder as? UINibDecoder {
            decodeViewFlags(nib)
            decodeButtonAttributes(nib)
        }
    }

    /// `titleLabel` and `imageView`, for key paths such as `titleLabel.textAlignment`.
    open override func value(forKey key: String) -> Any? {
        if let value = buttonValue(forKey: key) { return value }
        return super.value(forKey: key)
    }

    /// A button of `buttonType`, sized zero (give it a frame or constraints).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateAppearance()
    }

    /// A `.system` button that runs `primaryAction` when tapped and shows its title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    // MARK: Content per state

    private func content(for state: State) -> Content? { contents[state.rawValue] }

    private func update(_ state: State, _ change: (inout Content) -> Void) {
        var c = contents[state.rawValue] ?? Content()
        change(&c)
        contents[state.rawValue] = c
        contentDidChange()
    }

    /// A button becoming configuration-based shows the configuration's title and image, not
    /// those set per state before (Interface Builder writes both); ones set later win.
    func forgetStateContent() {
        contents = [:]
        attributedTitles = [:]
    }

    /// Sets the title shown in `state`; nil falls back to the normal title.
    open func setTitle(_ title: String?, for state: State) { update(state) { $0.title = title } }
    open func setTitleColor(_ color: UIColor?, for state: State) {
        update(state) { $0.titleColor = color }
        appearanceDidSet("setTitleColor(_:for:) \(state.rawValue)") { $0.setTitleColor(color, for: state) }
    }
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        update(state) { $0.titleShadowColor = color }
        appearanceDidSet("setTitleShadowColor(_:for:) \(state.rawValue)") { $0.setTitleShadowColor(color, for: state) }
    }
    open func setImage(_ image: UIImage?, for state: State) { update(state) { $0.image = image } }
    open func setBackgroundImage(_ image: UIImage?, for state: State) { update(state) { $0.backgroundImage = image } }

    /// The title for `state`, or the normal title when `state` has none.
    open func title(for state: State) -> String? { content(for: state)?.title ?? content(for: .normal)?.title }
    /// The title color for `state`, else the normal one, else the type's default.
    open func titleColor(for state: State) -> UIColor? {
        content(for: state)?.titleColor ?? content(for: .normal)?.titleColor ?? defaultTitleColor(for: state)
    }
    open func titleShadowColor(for state: State) -> UIColor? {
        content(for: state)?.titleShadowColor ?? content(for: .normal)?.titleShadowColor
    }
    /// The image for `state`, else the normal one; the info and contact-add types show their
    /// circled glyph when given none, as UIKit's do.
    open func image(for state: State) -> UIImage? {
        content(for: state)?.image ?? content(for: .normal)?.image ?? systemGlyph
    }
    open func backgroundImage(for state: State) -> UIImage? {
        content(for: state)?.backgroundImage ?? content(for: .normal)?.backgroundImage
    }

    /// The size, weight and colors a symbol image is drawn with in `state`, on top of its own.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        update(state) { $0.symbolConfiguration = configuration }
    }
    /// The symbol configuration for `state`, else the normal one.
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        content(for: state)?.symbolConfiguration ?? content(for: .normal)?.symbolConfiguration
    }
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }

    /// The current image as the button shows it: a symbol in the preferred configuration.
    var shownCurrentImage: UIImage? {
        guard let image = currentImage else { return nil }
        return currentPreferredSymbolConfiguration.flatMap { image.applyingSymbolConfiguration($0) } ?? image
    }

    /// Sets the styled title shown in `state`; nil falls back to `.normal`'s, then to the
    /// plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
        contentDidChange()
    }

    /// The styled title for `state`, else `.normal`'s, else nil.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// The styled title for the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The type's title color when none was set: the tint for a system button (gray when
    /// disabled), white for a custom one.
    private func defaultTitleColor(for state: State) -> UIColor {
        guard buttonType != .custom else { return .white }
        return state.contains(.disabled) ? .systemGray : tintColor
    }

    /// The label showing the title (made on first use, as in UIKit); style it freely, but set
    /// the text and color per state with `setTitle(_:for:)` and `setTitleColor(_:for:)`.
    open var titleLabel: UILabel? {
        if let label = _titleLabel { return label }
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 15)
        label.lineBreakMode = .byTruncatingMiddle
        label.textAlignment = .center
        _titleLabel = label
        updateAppearance()
        return label
    }

    /// The view showing the current image (made on first use).
    open var imageView: UIImageView? {
        if let view = _imageView { return view }
        let view = UIImageView()
        // Scale to fill, as UIKit's: the image rect has the image's proportions (shrunk
        // when the image is larger than the button).
        view.contentMode = .scaleToFill
        _imageView = view
        updateAppearance()
        return view
    }

    // MARK: Layout (UIButton+Layout.swift)

    /// The rectangle the background image fills: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the image and title share: the bounds inset by `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where the title goes inside `contentRect`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { titleRectInContent(contentRect) }

    /// Where the image goes inside `contentRect`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { imageRectInContent(contentRect) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if configurationStorage != nil { updateConfigurationIfNeeded() }
        if isConfigured { layoutConfiguredParts() } else { layoutParts() }
    }

    open override var intrinsicContentSize: CGSize { isConfigured ? configuredFittingSize(width: 0) : fittingSize() }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        isConfigured ? configuredFittingSize(width: size.width) : fittingSize()
    }

    open override func sizeToFit() {
        if !isConfigured { keepsTitlePadding = true }
        super.sizeToFit()
    }

    // MARK: Configuration (ButtonConfiguration/)

    /// Asks for `updateConfiguration()` and the update handler before the next layout.
    open func setNeedsUpdateConfiguration() { scheduleButtonConfigurationUpdate() }

    /// Override to change `configuration` for the current state (call super); the update
    /// handler runs after it, then the button shows `configuration.updated(for: self)`.
    open func updateConfiguration() {}

    var titleLabelIfMade: UILabel? { _titleLabel }
    var imageViewIfMade: UIImageView? { _imageView }
    var backgroundViewIfMade: UIImageView? { backgroundView }

    // MARK: State

    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { buttonStateDidChange() } } }
    open override var isSelected: Bool { didSet { if isSelected != oldValue { buttonStateDidChange() } } }
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { buttonStateDidChange() } } }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    /// A tap is a button's primary action.
    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    override func primaryActionWillTrigger() { toggleSelectionForPrimaryAction() }

    /// A single-finger single tap is the button's own: a tap recognizer on an ancestor does
    /// not take it.
    override func defaultActionOverlaps(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    func contentDidChange() {
        updateAppearance()
        invalidateIntrinsicContentSize()
    }

    /// Puts the current state's content into the subviews (a configured button rebuilds
    /// what it shows before the next layout instead).
    func updateAppearance() {
        if let storage = configurationStorage, storage.configuration != nil {
            storage.needsApply = true
            setNeedsLayout()
            return
        }
        let state = self.state
        let title = currentTitle, styled = currentAttributedTitle
        if styled != nil || (title != nil && (title?.isEmpty == false || _titleLabel != nil)) {
            let label = titleLabel!
            let color = titleColor(for: state) ?? .white
            if let styled {
                label.attributedText = Self.title(styled, coloredWhereUncolored: color)
            } else {
                label.text = title
                label.textColor = color
            }
            label.shadowColor = titleShadowColor(for: state)
            if reversesTitleShadowWhenHighlighted {
                let offset = label.shadowOffset, reversed = state.contains(.highlighted)
                if reversed != shadowReversed {
                    label.shadowOffset = CGSize(width: -offset.width, height: -offset.height)
                    shadowReversed = reversed
                }
            }
            if label.superview !== self { addSubview(label) }
        } else {
            _titleLabel?.text = nil
        }
        let image = shownCurrentImage
        if image != nil || _imageView != nil {
            let view = imageView!
            view.image = image.map { templated(adjusted($0, for: state)) }
            if image != nil, view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
        }
        if let background = currentBackgroundImage {
            if backgroundView == nil {
                let view = UIImageView()
                view.contentMode = .scaleToFill
                backgroundView = view
                insertSubview(view, at: 0)
            }
            backgroundView?.image = adjusted(background, for: state)
        } else {
            backgroundView?.removeFromSuperview()
            backgroundView = nil
        }
        // A system button shows a touch by dimming its content.
        let dimmed: CGFloat = buttonType != .custom && state.contains(.highlighted) ? 0.2 : 1
        _titleLabel?.alpha = dimmed
        _imageView?.alpha = dimmed
        setNeedsLayout()
    }

    /// A system button shows its image (not its background image) as a template in its
    /// tint, unless the image asks to keep its colors.
    private func templated(_ image: UIImage) -> UIImage {
        buttonType != .custom && image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
    }

    /// A custom button's image, darker while highlighted or lighter while disabled when that
    /// state has no image of its own.
    private func adjusted(_ image: UIImage, for state: State) -> UIImage {
        guard buttonType == .custom else { return image }
        if state.contains(.highlighted), adjustsImageWhenHighlighted, content(for: state)?.image == nil {
            return ButtonImageEffects.shaded(image, with: UIColor(white: 0, alpha: 1.0 / 3))
        }
        if state.contains(.disabled), adjustsImageWhenDisabled, content(for: state)?.image == nil {
            return ButtonImageEffects.shaded(image, with: UIColor(white: 1, alpha: 1.0 / 3))
        }
        return image
    }
}

/// Darkened and lightened copies of button images (made when the state changes).
@MainActor
enum ButtonImageEffects {
    /// `image` with `color` laid over its opaque parts.
    static func shaded(_ image: UIImage, with color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        return UIGraphicsImageRenderer(size: image.size, format: format).image { context in
            image.draw(at: .zero)
            color.setFill()
            context.fill(CGRect(origin: .zero, size: image.size), blendMode: .sourceAtop)
        }
    }
}
