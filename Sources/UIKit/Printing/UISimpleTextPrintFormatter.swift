import CoreGraphics
import Foundation

/// Prints plain or attributed text across pages, breaking between lines. The text stays
/// text (selectable and searchable in a PDF).
@preconcurrency @MainActor
open class UISimpleTextPrintFormatter: UIPrintFormatter {
    /// The text printed, in `font`, `color` and `textAlignment`.
    open var text: String? {
        get { storedText ?? storedAttributedText?.string }
        set { storedText = newValue; storedAttributedText = nil }
    }

    /// The attributed text printed; its own attributes win over `font`, `color` and
    /// `textAlignment`.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0, attributes: plainAttributes) } }
        set { storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }; storedText = nil }
    }

    /// The font of plain text; nil: the system font at 12 points.
    open var font: UIFont?

    /// The color of plain text; nil: black.
    open var color: UIColor?

    /// The alignment of plain text; natural by default.
    open var textAlignment: NSTextAlignment = .natural

    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    private var pagination: TextPagination?

    /// A formatter printing `text`.
    public init(text: String) {
        storedText = text
        super.init()
    }

    /// A formatter printing `attributedText`.
    public init(attributedText: NSAttributedString) {
        storedAttributedText = NSAttributedString(attributedString: attributedText)
        super.init()
    }

    private var plainAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        return [.font: font ?? UIFont.systemFont(ofSize: 12), .foregroundColor: color ?? UIColor.black, .paragraphStyle: paragraph]
    }

    override func pageBreaks(_ geometry: PrintPageGeometry) -> [Range<CGFloat>] {
        laidOut(width: geometry.width)?.pageBreaks(geometry) ?? []
    }

    override func drawContent(_ range: Range<CGFloat>, in rect: CGRect, width: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        laidOut(width: width)?.draw(range, at: rect.origin, in: context)
    }

    /// The text laid out at `width`, reused while text and width stay the same.
    private func laidOut(width: CGFloat) -> TextPagination? {
        guard let text = attributedText, text.length > 0, width > 0 else { return nil }
        if let pagination, pagination.matches(text, width: width) { return pagination }
        pagination = TextPagination(text: text, width: width)
        return pagination
    }
}
