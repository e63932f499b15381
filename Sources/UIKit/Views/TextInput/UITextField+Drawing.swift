import CoreGraphics
import Foundation

// How a field draws itself: the border style's look (or a background image), the selection,
// the text and the placeholder. The caret is a subview so it can blink without redrawing.
extension UITextField {
    /// The rounded border's corner radius.
    static let roundedCornerRadius: CGFloat = 5
    /// The rounded border's hairline color.
    static let roundedBorderColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 58 / 255, green: 58 / 255, blue: 60 / 255, alpha: 1) : UIColor(white: 0.8, alpha: 1) }
    /// The rounded border's fill: white in light, near black in dark (estimated).
    static let roundedFillColor = UIColor.secondarySystemGroupedBackground
    /// The `.line` border's color.
    static let lineBorderColor = UIColor(white: 0.33, alpha: 1)
    /// The `.bezel` border's colors: its sides and its darker, inset-looking top.
    static let bezelBorderColor = UIColor(white: 0.6, alpha: 1)
    static let bezelTopColor = UIColor(white: 0.35, alpha: 1)
    /// The selection's fill: the tint at this opacity.
    static let selectionAlpha: CGFloat = 0.2

    /// `draw(_:)`: the border, the selection while editing, then the text or the placeholder.
    func drawField() {
        drawBorder()
        if isEditing { drawSelection() }
        if editingBuffer.length == 0 {
            if !isEditing || attributedPlaceholder != nil { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        }
    }

    /// The border style's look, or the background image for the current state (a rounded
    /// field ignores background images, as on iOS).
    func drawBorder() {
        let rect = borderRect(forBounds: bounds)
        guard rect.width > 0, rect.height > 0, rect.origin.x.isFinite, rect.origin.y.isFinite else { return }
        let image = isEnabled ? background : (disabledBackground ?? background)
        if borderStyle != .roundedRect, let image {
            image.draw(in: rect)
            return
        }
        let hairline = 1 / pixelScale
        switch borderStyle {
        case .none:
            break
        case .line:
            let path = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            Self.lineBorderColor.setStroke()
            path.stroke()
        case .bezel:
            let path = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            Self.bezelBorderColor.setStroke()
            path.stroke()
            Self.bezelTopColor.setFill()
            UIRectFill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
        case .roundedRect:
            let inset = rect.insetBy(dx: hairline / 2, dy: hairline / 2)
            let path = UIBezierPath(roundedRect: inset, cornerRadius: Self.roundedCornerRadius)
            Self.roundedFillColor.setFill()
            path.fill()
            path.lineWidth = hairline
            Self.roundedBorderColor.setStroke()
            path.stroke()
        }
    }

    /// The selected range's highlight, behind the text.
    func drawSelection() {
        let selection = editingRules?.highlightedSelection(editingBuffer.selection) ?? editingBuffer.selection
        guard selection.length > 0, let context = UIGraphicsGetCurrentContext() else { return }
        let rect = editingRect(forBounds: bounds)
        let origin = textOrigin(in: rect)
        context.saveGState()
        context.clip(to: CGRect(x: rect.minX, y: bounds.minY, width: rect.width, height: bounds.height))
        (tintColor ?? .systemBlue).withAlphaComponent(Self.selectionAlpha).setFill()
        for piece in textLayout.selectionRects(for: selection.location..<(selection.location + selection.length)) {
            // Over the field, not instead of it: the highlight is translucent.
            UIRectFillUsingBlendMode(piece.offsetBy(dx: origin.x, dy: origin.y), .normal)
        }
        context.restoreGState()
    }

    /// The text in `rect`: while editing, the laid-out line at its scrolled origin, clipped
    /// to the rectangle's sides; otherwise shrunk to fit when asked, and cut off at the tail.
    func drawFieldText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width > 0,
              rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: CGRect(x: rect.minX, y: bounds.minY, width: rect.width, height: bounds.height))
        let layout = textLayout
        if isEditing || layout.usedSize.width <= rect.width {
            let origin = textOrigin(in: rect)
            context.draw(layout, in: CGRect(origin: origin, size: layout.boxSize))
            return
        }
        let shown = NSMutableAttributedString(attributedString: shownText)
        let whole = NSRange(location: 0, length: shown.length)
        if adjustsFontSizeToFitWidth {
            let scale = fittingScale(for: shown, width: rect.width)
            if scale < 1 {
                shown.enumerateAttribute(.font, in: whole) { value, range, _ in
                    if let font = value as? UIFont { shown.addAttribute(.font, value: font.withSize(font.pointSize * scale), range: range) }
                }
            }
        }
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = .byTruncatingTail
        shown.addAttribute(.paragraphStyle, value: paragraph, range: whole)
        let height = shown.size().height
        let y: CGFloat = switch contentVerticalAlignment {
        case .top: rect.minY
        case .bottom: rect.maxY - height
        default: rect.midY - height / 2
        }
        shown.draw(with: CGRect(x: rect.minX, y: y, width: rect.width, height: height), options: [.usesLineFragmentOrigin], context: nil)
    }

    /// The largest scale (not below `minimumFontSize`, 14 points when that is 0) at which
    /// `text` fits `width`.
    private func fittingScale(for text: NSAttributedString, width: CGFloat) -> CGFloat {
        let full = text.size().width
        guard full > width, full > 0 else { return 1 }
        let pointSize = (font ?? UITextField.defaultFont).pointSize
        let floor = minimumFontSize > 0 ? minimumFontSize : 14
        let minimum = pointSize > 0 ? min(1, floor / pointSize) : 1
        return max(minimum, width / full)
    }

    /// The placeholder, in the placeholder color where it has none, placed as text is.
    func drawFieldPlaceholder(in rect: CGRect) {
        guard let placeholder = drawnPlaceholder, let context = UIGraphicsGetCurrentContext(), rect.width > 0,
              rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let shown = NSMutableAttributedString(attributedString: placeholder)
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = .byTruncatingTail
        shown.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: shown.length))
        let height = shown.size().height
        let y: CGFloat = switch contentVerticalAlignment {
        case .top: rect.minY
        case .bottom: rect.maxY - height
        default: rect.midY - height / 2
        }
        context.saveGState()
        context.clip(to: CGRect(x: rect.minX, y: bounds.minY, width: rect.width, height: bounds.height))
        shown.draw(with: CGRect(x: rect.minX, y: y, width: rect.width, height: height), options: [.usesLineFragmentOrigin], context: nil)
        context.restoreGState()
    }
}
