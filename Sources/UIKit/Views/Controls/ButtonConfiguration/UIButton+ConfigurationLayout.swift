import CoreGraphics

/// Where a configured button puts its parts, and how big it wants to be.
///
/// The title sits over the subtitle (`titlePadding` between them) as one text block; the
/// image (or the activity indicator in its place) goes on the `imagePlacement` side of it,
/// `imagePadding` away; the pop-up chevrons follow on the trailing side. The whole block is
/// placed inside the bounds less `contentInsets` by the content alignments, and leading and
/// trailing follow the layout direction.
extension UIButton {
    /// The parts' sizes and the block they make.
    private struct ConfiguredParts {
        /// The image's slot (the image, widened or heightened to `imageReservation`) and the
        /// image's own size, centred in it.
        var image = CGSize.zero, imageContent = CGSize.zero
        var title = CGSize.zero, subtitle = CGSize.zero, indicator = CGSize.zero
        var imagePadding: CGFloat = 0, titlePadding: CGFloat = 0, indicatorPadding: CGFloat = 0
        var imageIsBeside = true

        var text: CGSize {
            CGSize(width: max(title.width, subtitle.width), height: title.height + titlePadding + subtitle.height)
        }

        /// Image and text together.
        var core: CGSize {
            let text = self.text
            return imageIsBeside
                ? CGSize(width: image.width + imagePadding + text.width, height: max(image.height, text.height))
                : CGSize(width: max(image.width, text.width), height: image.height + imagePadding + text.height)
        }

        /// Everything, the chevrons included.
        var block: CGSize {
            let core = self.core
            return CGSize(width: core.width + indicatorPadding + indicator.width, height: max(core.height, indicator.height))
        }
    }

    /// The parts of `shown` measured with the text at most `width` wide.
    private func measureParts(_ shown: Configuration, width: CGFloat) -> ConfiguredParts {
        let storage = configurationStorage
        var parts = ConfiguredParts()
        if let spinner = storage?.activityIndicator {
            parts.image = spinner.intrinsicContentSize
        } else if let view = imageViewIfMade, view.superview === self, let image = view.image {
            parts.image = image.size
        }
        parts.imageIsBeside = shown.imagePlacement == .leading || shown.imagePlacement == .trailing
        parts.imageContent = parts.image
        if parts.image != .zero {
            if parts.imageIsBeside { parts.image.width = max(parts.image.width, shown.imageReservation) } else {
                parts.image.height = max(parts.image.height, shown.imageReservation)
            }
        }
        if let chevrons = storage?.indicatorView, chevrons.superview === self {
            parts.indicator = ButtonConfigurationMetrics.popupIndicatorSize
            parts.indicatorPadding = ButtonConfigurationMetrics.popupIndicatorPadding
        }
        var textWidth = width - parts.indicator.width - parts.indicatorPadding
        if parts.imageIsBeside, parts.image != .zero { textWidth -= parts.image.width + shown.imagePadding }
        let limit = CGSize(width: max(1, textWidth), height: 0)
        if let label = titleLabelIfMade, label.superview === self { parts.title = label.sizeThatFits(limit) }
        if let label = storage?.subtitleLabel, label.superview === self { parts.subtitle = label.sizeThatFits(limit) }
        if parts.title != .zero, parts.subtitle != .zero { parts.titlePadding = shown.titlePadding }
        if parts.image != .zero, parts.text != .zero { parts.imagePadding = shown.imagePadding }
        return parts
    }

    /// The size showing the whole configured content within `width` (0: unlimited), on
    /// whole device pixels.
    func configuredFittingSize(width: CGFloat) -> CGSize {
        updateConfigurationIfNeeded()
        guard let shown = configurationStorage?.shown else { return .zero }
        let insets = shown.contentInsets
        let room = width > 0 ? width - insets.leading - insets.trailing : .greatestFiniteMagnitude
        let block = measureParts(shown, width: room).block
        let scale = pixelScale
        return CGSize(width: (block.width + insets.leading + insets.trailing).ceiledToPixel(scale),
                      height: (block.height + insets.top + insets.bottom).ceiledToPixel(scale))
    }

    /// Frames the background and the parts.
    func layoutConfiguredParts() {
        updateConfigurationIfNeeded()
        guard let storage = configurationStorage, let shown = storage.shown else { return }
        if let background = storage.backgroundView {
            var configuration = shown.background
            configuration.backgroundColor = shown.resolvedState?.background ?? configuration.backgroundColor
            configuration.cornerRadius = ButtonConfigurationMetrics.cornerRadius(shown.cornerStyle, size: shown.buttonSize,
                                                                                 fixed: shown.background.cornerRadius, height: bounds.height)
            if configuration != background.configuration { background.apply(configuration) }
            background.frame = bounds
            if subviews.first !== background { sendSubviewToBack(background) }
        }
        let insets = shown.contentInsets
        let content = CGRect(x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
                             height: max(0, bounds.height - insets.top - insets.bottom))
        var parts = measureParts(shown, width: content.width)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        // The text takes what is left when the block is wider than the room.
        let overflow = parts.block.width - content.width
        if overflow > 0 {
            parts.title.width = max(0, parts.title.width - overflow)
            parts.subtitle.width = max(0, parts.subtitle.width - overflow)
        }
        let block = parts.block
        // Positions run from the leading edge; they are mirrored at the end for right to left.
        var x: CGFloat
        switch contentHorizontalAlignment {
        case .leading: x = content.minX
        case .trailing: x = content.maxX - block.width
        case .left: x = rightToLeft ? content.maxX - block.width : content.minX
        case .right: x = rightToLeft ? content.minX : content.maxX - block.width
        case .center, .fill: x = content.minX + (content.width - block.width) / 2
        }
        let y: CGFloat = switch contentVerticalAlignment {
        case .top: content.minY
        case .bottom: content.maxY - block.height
        case .center, .fill: content.minY + (content.height - block.height) / 2
        }
        let core = parts.core, text = parts.text
        var imageOrigin = CGPoint.zero, textOrigin = CGPoint.zero
        switch shown.imagePlacement {
        case .trailing:
            textOrigin = CGPoint(x: x, y: y + (block.height - text.height) / 2)
            imageOrigin = CGPoint(x: x + text.width + parts.imagePadding, y: y + (block.height - parts.image.height) / 2)
        case .top, .bottom:
            let top = shown.imagePlacement == .top
            let coreY = y + (block.height - core.height) / 2
            imageOrigin = CGPoint(x: x + (core.width - parts.image.width) / 2,
                                  y: top ? coreY : coreY + text.height + parts.imagePadding)
            textOrigin = CGPoint(x: x + (core.width - text.width) / 2,
                                 y: top ? coreY + parts.image.height + parts.imagePadding : coreY)
        default:
            imageOrigin = CGPoint(x: x, y: y + (block.height - parts.image.height) / 2)
            textOrigin = CGPoint(x: x + parts.image.width + parts.imagePadding, y: y + (block.height - text.height) / 2)
        }
        let alignment = textAlignment(shown, rightToLeft: rightToLeft)
        let scale = pixelScale
        func place(_ view: UIView?, _ origin: CGPoint, _ size: CGSize) {
            guard let view, size != .zero else { return }
            let mirroredX = rightToLeft ? bounds.width - origin.x - size.width : origin.x
            view.frame = CGRect(x: mirroredX.roundedToPixel(scale), y: origin.y.roundedToPixel(scale), width: size.width, height: size.height)
        }
        // Each text line spans the block, aligned inside it.
        let titleLabel = titleLabelIfMade, subtitleLabel = storage.subtitleLabel
        titleLabel?.textAlignment = alignment
        subtitleLabel?.textAlignment = alignment
        place(titleLabel, textOrigin, CGSize(width: text.width, height: parts.title.height))
        place(subtitleLabel, CGPoint(x: textOrigin.x, y: textOrigin.y + parts.title.height + parts.titlePadding),
              CGSize(width: text.width, height: parts.subtitle.height))
        let imageInSlot = CGPoint(x: imageOrigin.x + (parts.image.width - parts.imageContent.width) / 2,
                                  y: imageOrigin.y + (parts.image.height - parts.imageContent.height) / 2)
        place(storage.activityIndicator ?? imageViewIfMade, imageInSlot, parts.imageContent)
        let indicatorOrigin = CGPoint(x: x + core.width + parts.indicatorPadding, y: y + (block.height - parts.indicator.height) / 2)
        place(storage.indicatorView, indicatorOrigin, parts.indicator)
    }

    /// How the title and subtitle line up: `.automatic` follows the image (a leading image
    /// lines them up on the leading side, a trailing one on the trailing side, else centred).
    private func textAlignment(_ shown: Configuration, rightToLeft: Bool) -> NSTextAlignment {
        let leading: NSTextAlignment = rightToLeft ? .right : .left, trailing: NSTextAlignment = rightToLeft ? .left : .right
        switch shown.titleAlignment {
        case .leading: return leading
        case .trailing: return trailing
        case .center: return .center
        case .automatic:
            guard shown.image != nil || shown.showsActivityIndicator else { return .center }
            switch shown.imagePlacement {
            case .leading: return leading
            case .trailing: return trailing
            default: return .center
            }
        }
    }
}
