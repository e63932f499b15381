import CoreText
import CoreGraphics
import Foundation

// A text view's text in its content: wrapped at the container's width less the line
// fragment padding, placed below the top inset; the content size and the caret follow it.
extension UITextView {
    /// Where the first line's box starts, in content coordinates.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The width lines wrap at.
    var wrapWidth: CGFloat {
        max(1, textContainer.size.width - 2 * textContainer.lineFragmentPadding)
    }

    /// The text laid out in lines at the wrap width; nil without text.
    var textLayout: TextLayout? {
        guard editingBuffer.length > 0 else { return nil }
        let text = drawnText
        let (runs, paragraph) = StringDrawing.runs(of: text)
        var wrapped = paragraph
        wrapped.lineBreakMode = textContainer.lineBreakMode == .byCharWrapping ? .charWrapping : .wordWrapping
        return TextLayout(string: text.string, runs: runs, paragraph: wrapped, size: CGSize(width: wrapWidth, height: 0))
    }

    /// The text with the view's font and color where it has none.
    var drawnText: NSAttributedString {
        let source = editingBuffer.text
        let drawn = NSMutableAttributedString(attributedString: source)
        source.enumerateAttributes(in: NSRange(location: 0, length: source.length)) { attributes, range, _ in
            if attributes[.font] == nil { drawn.addAttribute(.font, value: font ?? UITextView.defaultFont, range: range) }
            if attributes[.foregroundColor] == nil { drawn.addAttribute(.foregroundColor, value: textColor ?? UIColor.label, range: range) }
        }
        return drawn
    }

    /// The line height for empty text (and a caret on an empty last line).
    var emptyLineHeight: CGFloat { (font ?? UITextView.defaultFont).lineHeight }

    /// The text's height: the laid-out lines (at least one line's height).
    private var usedTextHeight: CGFloat {
        guard let layout = textLayout else { return emptyLineHeight }
        var height = max(layout.usedSize.height, emptyLineHeight)
        if textContainer.maximumNumberOfLines > 0, layout.lines.count > textContainer.maximumNumberOfLines {
            height = layout.lines[textContainer.maximumNumberOfLines - 1].frame.maxY
        }
        return height
    }

    /// The content's height for the current width.
    func contentHeight(forWidth width: CGFloat) -> CGFloat {
        (textContainerInset.top + usedTextHeight + textContainerInset.bottom).ceiledToPixel(pixelScale)
    }

    /// The size the text takes within `size` (unlimited width: one line per paragraph).
    func fittingSize(_ size: CGSize) -> CGSize {
        let padding = 2 * textContainer.lineFragmentPadding + textContainerInset.left + textContainerInset.right
        let limit = size.width.isFinite && size.width > 0 && size.width < 1_000_000 ? size.width - padding : 0
        let text = drawnText
        let used = text.length > 0 ? text.boundingRect(with: CGSize(width: max(1, limit), height: 0), options: [.usesLineFragmentOrigin], context: nil).size
            : CGSize(width: 0, height: emptyLineHeight)
        let scale = pixelScale
        return CGSize(width: (used.width + padding).ceiledToPixel(scale),
                      height: (textContainerInset.top + max(used.height, emptyLineHeight) + textContainerInset.bottom).ceiledToPixel(scale))
    }

    /// The content is as wide as the view and as tall as the text with its insets.
    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: contentHeight(forWidth: bounds.width))
        if contentSize != size { contentSize = size }
        canvas.frame = CGRect(origin: .zero, size: CGSize(width: size.width, height: max(size.height, bounds.height)))
    }

    // MARK: Positions

    /// The caret at `offset`, in content coordinates.
    func caretRect(atOffset offset: Int) -> CGRect {
        let origin = textOrigin
        let clamped = max(0, min(offset, editingBuffer.length))
        if let layout = textLayout, let caret = layout.caretRect(at: clamped) {
            return CGRect(x: origin.x + caret.minX, y: origin.y + caret.minY, width: TextCaretView.width, height: caret.height)
        }
        let x: CGFloat = switch textAlignment {
        case .center: origin.x + wrapWidth / 2
        case .right: origin.x + wrapWidth - TextCaretView.width
        default: origin.x
        }
        return CGRect(x: x, y: origin.y, width: TextCaretView.width, height: emptyLineHeight)
    }

    /// The first line's piece of `range`, in content coordinates.
    func firstRect(forRange range: NSRange) -> CGRect {
        guard range.length > 0, let layout = textLayout,
              let first = layout.selectionRects(for: range.location..<(range.location + range.length)).first else {
            return caretRect(atOffset: range.location)
        }
        return first.offsetBy(dx: textOrigin.x, dy: textOrigin.y)
    }

    /// The offset nearest to `point` (content coordinates).
    func offset(closestTo point: CGPoint) -> Int {
        guard point.x.isFinite, point.y.isFinite else { return editingBuffer.selection.location }
        guard let layout = textLayout else { return 0 }
        let local = CGPoint(x: point.x - textOrigin.x, y: point.y - textOrigin.y)
        if local.y < 0 { return 0 }
        if local.y >= layout.usedSize.height { return editingBuffer.length }
        return editingBuffer.boundary(layout.offset(closestTo: local))
    }

    /// Puts the caret at the selection's caret end, solid again when `restart`.
    func updateCaret(restart: Bool) {
        let selection = editingBuffer.selection
        guard isEditing, selection.length == 0 else {
            caretView.stopBlinking()
            return
        }
        caretView.frame = caretRect(atOffset: selection.location)
        if restart || caretView.isHidden || !caretView.isBlinking { caretView.restartBlinking() }
    }

    // MARK: Drawing

    /// The selection (while first responder) and the text, on the canvas.
    func drawContent() {
        let origin = textOrigin
        let selection = editingBuffer.selection
        guard let layout = textLayout else { return }
        if isFirstResponder, selection.length > 0 {
            (tintColor ?? .systemBlue).withAlphaComponent(UITextField.selectionAlpha).setFill()
            for piece in layout.selectionRects(for: selection.location..<(selection.location + selection.length)) {
                // Over the field, not instead of it: the highlight is translucent.
                UIRectFillUsingBlendMode(piece.offsetBy(dx: origin.x, dy: origin.y), .normal)
            }
        }
        UIGraphicsGetCurrentContext()?.draw(layout, in: CGRect(origin: origin, size: layout.boxSize))
    }
}

/// The content view a text view draws its text on, as large as the content.
final class TextViewCanvas: UIView {
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        textView?.drawContent()
    }
}
