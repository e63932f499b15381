import CoreGraphics
import Foundation

/// Shows a `UIListContentConfiguration`: the image at the leading edge, centered
/// vertically; the text beside it, with the secondary text below it (or at the trailing
/// edge on the same line, for value rows), the whole block centered between the margins.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var list: UIListContentConfiguration
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    let imageView = UIImageView()

    /// The hosting cell's side margins, used along the axes the configuration preserves
    /// (nil: the configuration's own margins).
    var hostMargins: (leading: CGFloat, trailing: CGFloat)? {
        didSet { if hostMargins?.leading != oldValue?.leading || hostMargins?.trailing != oldValue?.trailing { setNeedsLayout() } }
    }

    public init(configuration: UIListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        for label in [textLabel, secondaryTextLabel] {
            label.backgroundColor = nil
            label.isOpaque = false
            addSubview(label)
        }
        imageView.contentMode = .scaleAspectFit
        addSubview(imageView)
        apply()
    }

    public required init?(coder: NSCoder) {
        list = .cell()
        super.init(coder: coder)
    }

    /// Set with a `UIListContentConfiguration`; any other kind is a programming error.
    public var configuration: any UIContentConfiguration {
        get { list }
        set {
            guard let newList = newValue as? UIListContentConfiguration else {
                preconditionFailure("UIListContentView: the configuration must be a UIListContentConfiguration, not \(type(of: newValue))")
            }
            guard newList != list else { return }
            list = newList
            apply()
        }
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        style(textLabel, list.textProperties, text: list.text, attributed: list.attributedText)
        style(secondaryTextLabel, list.secondaryTextProperties, text: list.secondaryText, attributed: list.secondaryAttributedText)
        imageView.image = list.image
        imageView.isHidden = list.image == nil
        imageView.tintColor = list.imageProperties.tintColor
        imageView.layer.cornerRadius = list.imageProperties.cornerRadius
        imageView.clipsToBounds = list.imageProperties.cornerRadius > 0
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func style(_ label: UILabel, _ properties: UIListContentConfiguration.TextProperties, text: String?, attributed: NSAttributedString?) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.textAlignment = properties.alignment == .center ? .center : properties.alignment == .justified ? .justified : .natural
        if let attributed { label.attributedText = attributed } else { label.text = text.map(properties.transformed) }
        label.isHidden = !Self.hasText(label)
    }

    private static func hasText(_ label: UILabel) -> Bool {
        label.text?.isEmpty == false || (label.attributedText?.length ?? 0) > 0
    }

    // MARK: Layout

    /// The margins in effect: the configuration's, with the host's along preserved axes.
    var effectiveMargins: NSDirectionalEdgeInsets {
        var margins = list.directionalLayoutMargins
        if list.axesPreservingSuperviewLayoutMargins.contains(.horizontal), let hostMargins {
            margins.leading = hostMargins.leading
            margins.trailing = hostMargins.trailing
        }
        return margins
    }

    /// The image's size as drawn and the width of its column.
    private var imageLayout: (size: CGSize, column: CGFloat) {
        guard let image = list.image else { return (.zero, 0) }
        var size = image.size
        let limit = list.imageProperties.maximumSize
        if limit.width > 0, size.width > limit.width { size = CGSize(width: limit.width, height: size.height * limit.width / size.width) }
        if limit.height > 0, size.height > limit.height { size = CGSize(width: size.width * limit.height / size.height, height: limit.height) }
        let reserved = list.imageProperties.reservedLayoutSize.width
        return (size, max(size.width, reserved > 0 ? reserved : 0))
    }

    /// Where everything goes in a view `width` wide: the frames, and the height needed.
    private func frames(width: CGFloat, height: CGFloat?) -> (text: CGRect, secondary: CGRect, image: CGRect, height: CGFloat) {
        let m = effectiveMargins
        let image = imageLayout
        let textX = m.leading + (list.image == nil ? 0 : image.column + list.imageToTextPadding)
        let available = max(0, width - textX - m.trailing)
        func fit(_ label: UILabel, _ width: CGFloat) -> CGSize {
            guard Self.hasText(label) else { return .zero }
            let size = label.sizeThatFits(CGSize(width: width, height: 0))
            return CGSize(width: min(ceil(size.width), width), height: ceil(size.height))
        }
        var text: CGRect, secondary: CGRect, block: CGFloat
        let sideBySide = list.prefersSideBySideTextAndSecondaryText && Self.hasText(secondaryTextLabel) && Self.hasText(textLabel)
        if sideBySide {
            let s = fit(secondaryTextLabel, available)
            let t = fit(textLabel, max(0, available - s.width - list.textToSecondaryTextHorizontalPadding))
            block = max(t.height, s.height)
            text = CGRect(x: textX, y: 0, width: t.width, height: t.height)
            secondary = CGRect(x: width - m.trailing - s.width, y: 0, width: s.width, height: s.height)
        } else {
            let t = fit(textLabel, available), s = fit(secondaryTextLabel, available)
            let gap = t.height > 0 && s.height > 0 ? list.textToSecondaryTextVerticalPadding : 0
            block = t.height + gap + s.height
            text = CGRect(x: textX, y: 0, width: available, height: t.height)
            secondary = CGRect(x: textX, y: t.height + gap, width: available, height: s.height)
        }
        let needed = max(block, image.size.height) + m.top + m.bottom
        let total = height ?? needed
        let top = m.top + ((total - m.top - m.bottom - block) / 2).rounded()
        if sideBySide {
            text.origin.y = m.top + ((total - m.top - m.bottom - text.height) / 2).rounded()
            secondary.origin.y = m.top + ((total - m.top - m.bottom - secondary.height) / 2).rounded()
        } else {
            text.origin.y += top
            secondary.origin.y += top
        }
        let imageFrame = CGRect(x: m.leading + ((image.column - image.size.width) / 2).rounded(),
                                y: ((total - image.size.height) / 2).rounded(), width: image.size.width, height: image.size.height)
        return (text, secondary, imageFrame, needed)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let f = frames(width: bounds.width, height: bounds.height)
        textLabel.frame = f.text
        secondaryTextLabel.frame = f.secondary
        imageView.frame = f.image
    }

    /// Where the text starts (the separator of a list row lines up with it).
    var textLeading: CGFloat { frames(width: bounds.width, height: bounds.height).text.minX }

    /// The height the content needs at `width`.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat { ceil(frames(width: width, height: nil).height) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: fittingHeight(forWidth: size.width))
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(width: targetSize.width, height: fittingHeight(forWidth: targetSize.width))
    }
}
