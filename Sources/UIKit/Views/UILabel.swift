import CoreGraphics
import Foundation
import QuartzCore

/// A view showing read-only text, drawn centred vertically in its bounds.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; nil by default.
    open var text: String? { didSet { textLayoutDidChange() } }
    /// The font; the system font at 17 points by default.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) { didSet { textLayoutDidChange() } }
    /// The text color; black by default.
    open var textColor: UIColor! = .black { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// How many lines the text may take; 1 by default, 0 for as many as needed.
    open var numberOfLines = 1 { didSet { textLayoutDidChange() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textLayoutDidChange() } }
    /// The color of the text's shadow; nil (no shadow) by default.
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Where the shadow falls from the text, in points; (0, -1), a point above, by default.
    /// The shadow is sharp (no blur), as UILabel draws it.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
    /// The width a multi-line label wraps at when Auto Layout asks its intrinsic size; 0 (the
    /// default) means unlimited.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textLayoutDidChange() } }

    private func textLayoutDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The text's size, rounded up to device pixels, wrapped at `preferredMaxLayoutWidth`
    /// when the label has several lines.
    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        return fittedTextSize(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// The text's size within `size` (a zero or unlimited width does not wrap).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittedTextSize(CGSize(width: size.width > 0 ? size.width : .greatestFiniteMagnitude,
                              height: size.height > 0 ? size.height : .greatestFiniteMagnitude))
    }

    /// Baselines of the vertically centred text: the first line's ascender below the text's
    /// top, the last line's above its bottom.
    package override var baselineOffsetsFromCenter: (first: CGFloat, last: CGFloat)? {
        let font = self.font ?? UIFont.systemFont(ofSize: 17)
        let textHeight = textRect(forBounds: CGRect(origin: .zero, size: CGSize(width: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude,
                                                                           height: .greatestFiniteMagnitude)),
                                  limitedToNumberOfLines: numberOfLines).height
        let height = max(textHeight, font.lineHeight)
        // The text is drawn from the top of its (pixel-rounded) block: the last line is
        // whole lines below the first.
        let lines = max(1, (height / font.lineHeight).rounded(.down))
        let first = -height / 2 + font.ascender
        return (first: first, last: first + (lines - 1) * font.lineHeight)
    }

    private func fittedTextSize(_ limit: CGSize) -> CGSize {
        textRect(forBounds: CGRect(origin: .zero, size: limit), limitedToNumberOfLines: numberOfLines).size
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
            decodeLabelAttributes(nib)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        if setLabelValue(value, forKey: key) { return }
        super.setValue(value, forKey: key)
    }

    private func commonInit() {
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    /// The attributes the text is drawn with.
    private var attributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        // Truncating modes keep a paragraph on one line; a multi-line label wraps by word and
        // truncates only its last visible line, as UILabel does.
        let truncating: [NSLineBreakMode] = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail]
        paragraph.lineBreakMode = numberOfLines != 1 && truncating.contains(lineBreakMode) ? .byWordWrapping : lineBreakMode
        return [.font: font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: textColor ?? UIColor.black,
                .paragraphStyle: paragraph]
    }

    /// The rectangle the text takes in `bounds`, for `numberOfLines`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let lineHeight = (font ?? UIFont.systemFont(ofSize: 17)).lineHeight
        let maxHeight = numberOfLines > 0 ? min(bounds.height, lineHeight * CGFloat(numberOfLines)) : bounds.height
        let used = text.boundingRect(with: CGSize(width: bounds.width, height: maxHeight),
                                     options: [.usesLineFragmentOrigin], attributes: attributes, context: nil)
        // Rounded up to device pixels, as UIKit sizes text (not to whole points).
        let scale = pixelScale
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(bounds.width, used.width.ceiledToPixel(scale)),
                      height: min(bounds.height, min(maxHeight, used.height).ceiledToPixel(scale)))
    }

    /// Draws the text centred vertically, as UILabel does.
    open func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty else { return }
        let used = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        let box = CGRect(x: rect.minX, y: rect.minY + (rect.height - used.height) / 2, width: rect.width, height: used.height)
        let attributes = self.attributes
        if let shadowColor, shadowOffset.width.isFinite, shadowOffset.height.isFinite {
            var shadowed = attributes
            shadowed[.foregroundColor] = shadowColor
            text.draw(with: box.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height),
                      options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: shadowed, context: nil)
        }
        text.draw(with: box, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attributes, context: nil)
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }
}
