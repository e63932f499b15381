import CoreGraphics
import Foundation

/// Prints HTML markup. There is no HTML engine here: the markup is printed as its plain
/// text — tags are dropped, `<br>`, `<p>`, `<div>`, `<li>`, `<tr>` and headings end lines,
/// and the common character entities are decoded — in the system font at 12 points.
@preconcurrency @MainActor
open class UIMarkupTextPrintFormatter: UIPrintFormatter {
    /// The HTML printed.
    open var markupText: String?

    private var pagination: TextPagination?

    /// A formatter printing `markupText`.
    public init(markupText: String) {
        self.markupText = markupText
        super.init()
    }

    override func pageBreaks(_ geometry: PrintPageGeometry) -> [Range<CGFloat>] {
        laidOut(width: geometry.width)?.pageBreaks(geometry) ?? []
    }

    override func drawContent(_ range: Range<CGFloat>, in rect: CGRect, width: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        laidOut(width: width)?.draw(range, at: rect.origin, in: context)
    }

    private func laidOut(width: CGFloat) -> TextPagination? {
        guard let markupText, width > 0 else { return nil }
        let text = NSAttributedString(string: MarkupText.plainText(markupText),
                                      attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.black])
        guard text.length > 0 else { return nil }
        if let pagination, pagination.matches(text, width: width) { return pagination }
        pagination = TextPagination(text: text, width: width)
        return pagination
    }
}

/// HTML reduced to the text it shows.
enum MarkupText {
    private static let lineEnding: Set<String> = ["br", "p", "/p", "div", "/div", "li", "tr", "/tr",
                                                 "h1", "/h1", "h2", "/h2", "h3", "/h3", "h4", "/h4", "h5", "/h5", "h6", "/h6"]
    /// Decoded in this order, `&amp;` last, so `&amp;lt;` reads `&lt;`.
    private static let entities = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"),
                                   ("&nbsp;", "\u{00A0}"), ("&amp;", "&")]

    static func plainText(_ markup: String) -> String {
        var out = ""
        var index = markup.startIndex
        var skipping: String?  // inside <script> or <style>
        while index < markup.endIndex {
            let c = markup[index]
            guard c == "<", let close = markup[index...].firstIndex(of: ">") else {
                if skipping == nil { out.append(c == "\n" || c == "\t" ? " " : c) }
                index = markup.index(after: index)
                continue
            }
            let tag = markup[markup.index(after: index)..<close].lowercased().trimmingCharacters(in: .whitespaces)
            let closing = tag.hasPrefix("/")
            let name = (closing ? "/" : "") + String(tag.dropFirst(closing ? 1 : 0).prefix { $0.isLetter || $0.isNumber })
            if let open = skipping {
                if name == "/" + open { skipping = nil }
            } else if name == "script" || name == "style" {
                skipping = name
            } else if lineEnding.contains(name), !out.isEmpty, !out.hasSuffix("\n") {
                out.append("\n")
            }
            index = markup.index(after: close)
        }
        for (entity, character) in entities { out = out.replacingOccurrences(of: entity, with: character) }
        return out.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
