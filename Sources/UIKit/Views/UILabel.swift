import CoreGraphics
import Foundation
import QuartzCore

/// A view showing read-only text, drawn centred vertically in its bounds.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; nil by default.
    open var text: String? { didSet { setNeedsDisplay() } }
    /// The font; the system font at 17 points by default.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) { didSet { setNeedsDisplay() } }
    /// The text color; black by default.
    open var textColor: UIColor! = .black { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// How many lines the text may take; 1 by default, 0 for as many as needed.
    open var numberOfLines = 1 { didSet { setNeedsDisplay() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
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
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(bounds.width, used.width.rounded(.up)),
                      height: min(maxHeight, used.height.rounded(.up)))
    }

    /// Draws the text centred vertically, as UILabel does.
    open func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty else { return }
        let used = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        let box = CGRect(x: rect.minX, y: rect.minY + (rect.height - used.height) / 2, width: rect.width, height: used.height)
        text.draw(with: box, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attributes, context: nil)
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }
}
