import CoreGraphics
import CoreText
import Foundation

/// What a text layer draws, as the render server reads it. The laid-out text is kept (for the
/// width it was laid out at) until a property changes, so an unchanged layer is not laid out
/// again every frame.
struct TextDrawing: LayerDrawing {
    var string: Any? { didSet { cache = LayoutCache() } }
    var font: Any? { didSet { cache = LayoutCache() } }
    var fontSize: CGFloat = 36 { didSet { cache = LayoutCache() } }
    var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) { didSet { cache = LayoutCache() } }
    var isWrapped = false { didSet { cache = LayoutCache() } }
    var truncationMode = CATextLayerTruncationMode.none { didSet { cache = LayoutCache() } }
    var alignmentMode = CATextLayerAlignmentMode.natural { didSet { cache = LayoutCache() } }
    private var cache = LayoutCache()

    /// The last layout and the box size it was made for; shared by copies of an unchanged
    /// drawing (model and render layer), which lay out the same text.
    private final class LayoutCache {
        var size: CGSize?
        var layout: TextLayout?
    }

    func extent(in bounds: CGRect) -> CGRect { bounds }

    func draw(_ cr: OpaquePointer, bounds: CGRect) {
        guard bounds.width > 0, bounds.height > 0, let layout = layout(for: bounds.size) else { return }
        Compositor.clip(cr, to: bounds)
        layout.draw(on: cr, at: bounds.origin)
    }

    private func layout(for size: CGSize) -> TextLayout? {
        if cache.size == size { return cache.layout }
        cache.size = size
        cache.layout = makeLayout(size)
        return cache.layout
    }

    private func makeLayout(_ size: CGSize) -> TextLayout? {
        let (text, runs) = self.runs()
        guard !text.isEmpty else { return nil }
        var paragraph = TextParagraphStyle()
        switch alignmentMode {
        case .left: paragraph.alignment = .left
        case .right: paragraph.alignment = .right
        case .center: paragraph.alignment = .center
        case .justified: paragraph.alignment = .justified
        default: paragraph.alignment = .natural
        }
        if isWrapped {
            paragraph.lineBreakMode = .wordWrapping
            paragraph.truncatesLastVisibleLine = truncationMode != .none
        } else {
            switch truncationMode {
            case .start: paragraph.lineBreakMode = .truncatingHead
            case .middle: paragraph.lineBreakMode = .truncatingMiddle
            case .end: paragraph.lineBreakMode = .truncatingTail
            default: paragraph.lineBreakMode = .clipping
            }
        }
        return TextLayout(string: text, runs: runs, paragraph: paragraph, size: size)
    }

    /// The text and its runs: a plain string in `font` at `fontSize` and `foregroundColor`;
    /// an attributed string with its own attributes.
    private func runs() -> (String, [TextRun]) {
        if let attributed = string as? NSAttributedString {
            // Its own attributes, read as Core Text reads them.
            return (attributed.string, TextRun.runs(of: attributed))
        }
        let text = (string as? String) ?? string.map { "\($0)" } ?? ""
        let font = Self.textFont(font, size: fontSize) ?? Self.defaultFont(size: fontSize)
        let color = foregroundColor ?? CGColor(gray: 0, alpha: 0)
        return (text, [TextRun(range: 0..<text.utf16.count, attributes: TextAttributes(font: font, color: color))])
    }

    /// The face of a `UIFont` or a font name, at `size` when given (else the font's own).
    private static func textFont(_ value: Any?, size: CGFloat?) -> TextFont? {
        if let convertible = value as? TextFontConvertible {
            var f = convertible.textFont
            if let size { f = TextFont(family: f.family, size: size, weight: f.weight, italic: f.italic) }
            return f
        }
        if let name = value as? String, let parsed = FontName.resolve(name) {
            return TextFont(family: parsed.family, size: size ?? 12, weight: parsed.weight, italic: parsed.italic)
        }
        return nil
    }

    private static func defaultFont(size: CGFloat) -> TextFont {
        textFont("Helvetica", size: size) ?? TextFont(family: TextFont.systemFamily, size: size)
    }
}
