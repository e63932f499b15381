import CoreGraphics
import Foundation

/// Where a segmented control puts its segments, plates and separators, how they look, and
/// the size it wants.
///
/// Segments with a width of their own keep it; the others share what is left, equally or
/// (with `apportionsSegmentWidthsByContent`) in proportion to their content. Each segment
/// needs its content's width plus 8 points a side; the control is 32 points high. The
/// selected plate is the selected segment inset by 2 points.
extension UISegmentedControl {
    static let preferredHeight: CGFloat = 32
    static let contentPadding: CGFloat = 8
    static let cornerRadius: CGFloat = 8
    static let plateInset: CGFloat = 2
    static let separatorInset: CGFloat = 8
    /// How long the selected plate takes to slide to another segment.
    static let selectionDuration: TimeInterval = 0.25
    /// The selected segment's plate: white in light, a raised gray in dark.
    static let selectionPlateColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white }

    // MARK: Parts

    func setUpParts() {
        isOpaque = false
        for part in [backgroundPlate, selectionPlate] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        backgroundPlate.backgroundColor = .tertiarySystemFill
        backgroundPlate.layer.cornerRadius = Self.cornerRadius
        selectionPlate.layer.cornerRadius = Self.cornerRadius - Self.plateInset + 1
        selectionPlate.layer.shadowColor = UIColor.black.cgColor
        selectionPlate.layer.shadowOpacity = 0.12
        selectionPlate.layer.shadowOffset = CGSize(width: 0, height: 3)
        selectionPlate.layer.shadowRadius = 4
        selectionPlate.layer.borderWidth = 0.5
        selectionPlate.layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
    }

    /// Makes a content view per segment (a label or an image view) and separators between
    /// them, then lays everything out again.
    func segmentsDidChange(animated: Bool) {
        contentViews.forEach { $0.removeFromSuperview() }
        separatorViews.forEach { $0.removeFromSuperview() }
        contentViews = segments.map { segment in
            let view: UIView
            if let image = segment.image {
                let imageView = UIImageView(image: image)
                imageView.contentMode = .center
                view = imageView
            } else {
                let label = UILabel()
                label.text = segment.title
                label.textAlignment = .center
                view = label
            }
            view.isUserInteractionEnabled = false
            addSubview(view)
            return view
        }
        separatorViews = (0..<max(0, segments.count - 1)).map { _ in
            // An image view, to show a divider image when one is set.
            let separator = UIImageView()
            separator.isUserInteractionEnabled = false
            separator.backgroundColor = .separator
            // Above the segments' background images, when there are any.
            insertSubview(separator, aboveSubview: appearanceImages.backgroundViews.last ?? backgroundPlate)
            return separator
        }
        invalidateIntrinsicContentSize()
        updateAppearance(animated: animated)
    }

    /// Puts fonts and colors in line with the state and the selection, then lays out —
    /// sliding the selected plate when `animated` and the control is in a window.
    func updateAppearance(animated: Bool) {
        for (index, view) in contentViews.enumerated() {
            let enabled = isEnabled && segments[index].isEnabled
            let selected = index == selectedSegmentIndex && !isMomentary
            if let label = view as? UILabel {
                label.font = titleFont(selected: selected)
                label.textColor = titleColor(selected: selected, enabled: enabled)
            } else {
                view.alpha = enabled ? 1 : 0.3
            }
        }
        selectionPlate.backgroundColor = selectedSegmentTintColor ?? Self.selectionPlateColor
        changeParts(animated: animated, duration: Self.selectionDuration) { [self] in layoutParts() }
        setNeedsLayout()
    }

    private func attribute<T>(_ key: NSAttributedString.Key, _ state: State, _: T.Type) -> T? {
        titleAttributes[state.rawValue]?[key] as? T
    }

    /// 13-point system type, semibold when selected, unless the title attributes say otherwise.
    func titleFont(selected: Bool) -> UIFont {
        let normal = attribute(.font, .normal, UIFont.self)
        if selected { return attribute(.font, .selected, UIFont.self) ?? normal ?? .systemFont(ofSize: 13, weight: .semibold) }
        return normal ?? .systemFont(ofSize: 13)
    }

    private func titleColor(selected: Bool, enabled: Bool) -> UIColor {
        let normal = attribute(.foregroundColor, .normal, UIColor.self)
        if !enabled { return attribute(.foregroundColor, .disabled, UIColor.self) ?? .tertiaryLabel }
        if selected { return attribute(.foregroundColor, .selected, UIColor.self) ?? normal ?? .label }
        return normal ?? .label
    }

    // MARK: Geometry

    /// The width a segment's content needs, with its padding.
    private func naturalWidth(of index: Int) -> CGFloat {
        let segment = segments[index]
        let content: CGFloat
        if let image = segment.image {
            content = image.size.width
        } else {
            let title = (segment.title ?? "") as NSString
            content = max(title.size(withAttributes: [.font: titleFont(selected: false)]).width,
                          title.size(withAttributes: [.font: titleFont(selected: true)]).width).rounded(.up)
        }
        return content + 2 * Self.contentPadding
    }

    /// Each segment's width in `totalWidth`.
    func segmentWidths(in totalWidth: CGFloat) -> [CGFloat] {
        let fixed = segments.map(\.width)
        let free = segments.indices.filter { fixed[$0] == 0 }
        var widths = fixed
        guard !free.isEmpty else { return widths }
        let left = max(0, totalWidth - fixed.reduce(0, +))
        if apportionsSegmentWidthsByContent {
            let natural = free.map(naturalWidth(of:))
            let sum = natural.reduce(0, +)
            for (i, index) in free.enumerated() { widths[index] = sum > 0 ? left * natural[i] / sum : left / CGFloat(free.count) }
        } else {
            for index in free { widths[index] = left / CGFloat(free.count) }
        }
        return widths
    }

    /// Each segment's rectangle in the bounds.
    func segmentFrames() -> [CGRect] {
        var x = bounds.minX
        return segmentWidths(in: bounds.width).map { width in
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The segment under `point` (the nearest one beside the control), or `noSegment`.
    func segmentIndex(at point: CGPoint) -> Int {
        let frames = segmentFrames()
        guard !frames.isEmpty else { return Self.noSegment }
        if let index = frames.firstIndex(where: { point.x >= $0.minX && point.x < $0.maxX }) { return index }
        return point.x < bounds.midX ? 0 : frames.count - 1
    }

    /// The segments' widths (equal ones as wide as the widest needs), 32 points high.
    func fittingSize() -> CGSize {
        let natural = segments.indices.map(naturalWidth(of:))
        var width: CGFloat = 0
        let widest = segments.indices.filter { segments[$0].width == 0 }.map { natural[$0] }.max() ?? 0
        for (index, segment) in segments.enumerated() {
            if segment.width > 0 {
                width += segment.width
            } else {
                width += apportionsSegmentWidthsByContent ? natural[index] : widest
            }
        }
        let tallestImage = segments.compactMap { $0.image?.size.height }.max() ?? 0
        return CGSize(width: width, height: max(Self.preferredHeight, tallestImage + 2 * Self.plateInset + 4))
    }

    /// Frames the plates, separators and contents from the segments' rectangles.
    func layoutParts() {
        backgroundPlate.frame = bounds
        let frames = segmentFrames()
        let shown = isMomentary ? highlightedIndex : selectedSegmentIndex
        if frames.indices.contains(shown) {
            selectionPlate.frame = frames[shown].insetBy(dx: Self.plateInset, dy: Self.plateInset)
            selectionPlate.alpha = 1
        } else {
            selectionPlate.alpha = 0
        }
        for (index, separator) in separatorViews.enumerated() where index + 1 < frames.count {
            separator.frame = CGRect(x: frames[index].maxX - 0.5, y: bounds.minY + Self.separatorInset,
                                     width: 1, height: max(0, bounds.height - 2 * Self.separatorInset))
            separator.alpha = index == shown || index + 1 == shown ? 0 : 1
        }
        layoutAppearanceImages(frames)
        for (index, view) in contentViews.enumerated() where index < frames.count {
            let adjustment = positionAdjustment(of: index)
            let offset = CGSize(width: segments[index].contentOffset.width + adjustment.width,
                                height: segments[index].contentOffset.height + adjustment.height)
            let size = view.sizeThatFits(frames[index].size)
            let width = min(size.width, frames[index].width - 2 * Self.plateInset)
            view.frame = CGRect(x: frames[index].midX - width / 2 + offset.width, y: frames[index].midY - size.height / 2 + offset.height,
                                width: width, height: size.height)
        }
    }
}
