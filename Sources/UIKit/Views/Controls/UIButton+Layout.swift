import CoreGraphics

/// Where a button puts its background, image and title, and how big it wants to be.
///
/// The image and title sit side by side (image first) as one block, placed in the content
/// rectangle (the bounds inset by `contentEdgeInsets`) by `contentHorizontalAlignment` and
/// `contentVerticalAlignment`. Each part is placed in the content rectangle inset by its own
/// edge insets, so a left inset of 10 on a centred title moves it 5 points, as in UIKit.
extension UIButton {
    /// Frames the background, image and title views from the rect methods.
    func layoutParts() {
        let content = contentRect(forBounds: bounds)
        if let view = backgroundViewIfMade { view.frame = backgroundRect(forBounds: bounds) }
        if let view = imageViewIfMade, view.superview === self { view.frame = imageRect(forContentRect: content) }
        if let label = titleLabelIfMade, label.superview === self { label.frame = titleRect(forContentRect: content) }
    }

    func titleRectInContent(_ contentRect: CGRect) -> CGRect {
        let (image, title) = partSizes(width: contentRect.width)
        let shown = fitted(image, in: contentRect.inset(by: imageEdgeInsets))
        var area = contentRect.inset(by: titleEdgeInsets)
        if keepsTitlePadding, image == .zero, contentVerticalAlignment == .top || contentVerticalAlignment == .bottom {
            // Once sized to fit, iOS keeps the title's fitted padding at the aligned edge: a
            // top-aligned title sits 6 points down, a bottom-aligned one 6 points up.
            area = area.inset(by: UIEdgeInsets(top: UIButton.titlePadding, left: 0, bottom: UIButton.titlePadding, right: 0))
        }
        return place(title, after: shown.width, total: shown.width + title.width, in: area)
    }

    func imageRectInContent(_ contentRect: CGRect) -> CGRect {
        let (image, title) = partSizes(width: contentRect.width)
        let area = contentRect.inset(by: imageEdgeInsets)
        let shown = fitted(image, in: area)
        return place(shown, after: 0, total: shown.width + title.width, in: area)
    }

    /// An image larger than the room for it is shown smaller, keeping its proportions, as
    /// UIKit shrinks it (a 1024-pixel star on a 44-point button shows 44 points wide); a
    /// smaller one keeps its size.
    private func fitted(_ image: CGSize, in area: CGRect) -> CGSize {
        guard image.width > 0, image.height > 0, area.width > 0, area.height > 0,
              image.width > area.width || image.height > area.height else { return image }
        let scale = min(area.width / image.width, area.height / image.height)
        return CGSize(width: image.width * scale, height: image.height * scale)
    }

    /// The size that shows the whole title and image: their widths side by side and the
    /// taller of the two, plus `contentEdgeInsets`. A title gets 6 points above and below it
    /// (a 15-point title makes a 30-point-high button), a system button with a title is at
    /// least 30 points wide, and an empty button is 30 × 34, as in UIKit.
    /// The space above and below a title in a button's fitting size.
    static let titlePadding: CGFloat = 6

    func fittingSize() -> CGSize {
        let insets = contentEdgeInsets
        let (image, title) = partSizes(width: .greatestFiniteMagnitude)
        guard image != .zero || title != .zero else { return CGSize(width: 30, height: 34) }
        var width = image.width + title.width
        var height = image.height
        if title != .zero {
            height = max(height, title.height + 2 * UIButton.titlePadding)
            if buttonType != .custom { width = max(width, 30) }
        }
        width += insets.left + insets.right
        height += insets.top + insets.bottom
        return CGSize(width: width, height: height)
    }

    /// The image's size and the title's (its width limited to what is left of `width`), both
    /// zero when absent.
    private func partSizes(width: CGFloat) -> (image: CGSize, title: CGSize) {
        let image = shownCurrentImage?.size ?? .zero
        guard let title = shownTitle, !title.isEmpty, let label = titleLabelIfMade else { return (image, .zero) }
        var size = label.sizeThatFits(CGSize(width: 0, height: 0))
        size.width = min(size.width, max(0, width - image.width))
        return (image, size)
    }

    /// A part of `size` whose block (of `total` width) is aligned in `rect`, `offset` points
    /// into the block.
    private func place(_ size: CGSize, after offset: CGFloat, total: CGFloat, in rect: CGRect) -> CGRect {
        guard size != .zero else { return CGRect(x: rect.midX, y: rect.midY, width: 0, height: 0) }
        let horizontal: ContentHorizontalAlignment
        switch contentHorizontalAlignment {
        case .leading: horizontal = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        case .trailing: horizontal = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        default: horizontal = contentHorizontalAlignment
        }
        var x: CGFloat, width = size.width
        switch horizontal {
        case .left: x = rect.minX + offset
        case .right: x = rect.maxX - total + offset
        case .fill:
            // The image keeps its width; the title takes the rest.
            x = rect.minX + offset
            if offset > 0 || total == size.width { width = rect.width - offset }
        default: x = rect.minX + (rect.width - total) / 2 + offset
        }
        var y: CGFloat, height = size.height
        switch contentVerticalAlignment {
        case .top: y = rect.minY
        case .bottom: y = rect.maxY - height
        case .fill: y = rect.minY; height = rect.height
        default: y = rect.minY + (rect.height - height) / 2
        }
        // Origins land on device pixels, as UIKit places a button's parts (a 6-point title
        // padding stays exactly 6, not 5.999…).
        let scale = pixelScale
        return CGRect(x: x.roundedToPixel(scale), y: y.roundedToPixel(scale), width: max(0, width), height: max(0, height))
    }
}
