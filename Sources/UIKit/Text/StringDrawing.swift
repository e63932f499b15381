import CoreText
import CoreGraphics
import Foundation
internal import RuntimeSupport

/// The string drawing both `NSString`/`String` and `NSAttributedString` use: attribute
/// dictionaries become text-engine runs, and one set of rules decides what is laid out,
/// measured and drawn.
///
/// - `.usesLineFragmentOrigin`: lines from the rect's top-left, wrapped at the width; only
///   lines that fit entirely in the height are kept. A width or height of 0 (or non-finite)
///   means no limit, as UIKit code relies on with `CGSize(width: w, height: 0)`.
/// - Without it: one line, its baseline starting at the origin; the rect's size is ignored.
/// - Sizes are fractional; round up with `ceil` to size views, as on iOS.
enum StringDrawing {
    /// UIKit's default for text with no font: Helvetica 12 pt (Liberation Sans, its metric-compatible clone, here).
    static let defaultFont = TextFont(family: TextFont.helveticaFamily, size: 12)

    // MARK: Attributes

    static func attributes(_ attrs: [NSAttributedString.Key: Any]?) -> TextAttributes {
        let font = (attrs?[.font] as? UIFont)?.textFont ?? defaultFont
        let color = (attrs?[.foregroundColor] as? UIColor)?.cgColor ?? .black
        let background = (attrs?[.backgroundColor] as? UIColor)?.cgColor
        let kern = attrs?[.kern].flatMap(number) ?? 0
        return TextAttributes(font: font, color: color, backgroundColor: background, kern: kern,
                              underline: decoration(attrs?[.underlineStyle], color: attrs?[.underlineColor]),
                              strikethrough: decoration(attrs?[.strikethroughStyle], color: attrs?[.strikethroughColor]),
                              attachment: (attrs?[.attachment] as? NSTextAttachment)?.inlineObject
                                  ?? (attrs?[.attachment] as? any InlineTextAttachment)?.inlineObject)
    }

    /// An underline or strikethrough from its style value (a number holding an
    /// `NSUnderlineStyle` raw value, or the style itself) and color; nil for none.
    private static func decoration(_ style: Any?, color: Any?) -> TextDecoration? {
        guard let style else { return nil }
        let raw = (style as? NSUnderlineStyle)?.rawValue ?? number(style).flatMap { $0.isFinite ? Int(exactly: $0.rounded()) : nil }
        guard let raw else { return nil }
        return TextDecoration(styleRawValue: raw, color: (color as? UIColor)?.cgColor)
    }

    static func paragraph(_ attrs: [NSAttributedString.Key: Any]?, options: NSStringDrawingOptions = []) -> TextParagraphStyle {
        let style = attrs?[.paragraphStyle] as? NSParagraphStyle ?? .default
        var p = TextParagraphStyle()
        p.alignment = switch style.alignment {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
        p.lineBreakMode = switch style.lineBreakMode {
        case .byWordWrapping: .wordWrapping
        case .byCharWrapping: .charWrapping
        case .byClipping: .clipping
        case .byTruncatingHead: .truncatingHead
        case .byTruncatingTail: .truncatingTail
        case .byTruncatingMiddle: .truncatingMiddle
        }
        p.lineSpacing = style.lineSpacing
        p.firstLineHeadIndent = style.firstLineHeadIndent
        p.truncatesLastVisibleLine = options.contains(.truncatesLastVisibleLine) && options.contains(.usesLineFragmentOrigin)
        return p
    }

    /// A number stored as any of the types iOS code puts in attribute dictionaries.
    static func number(_ value: Any) -> CGFloat? { CGFloat(anyNumber: value) }

    /// The runs and paragraph style of an attributed string (the first character's paragraph
    /// style applies to all of it).
    static func runs(of string: NSAttributedString, options: NSStringDrawingOptions = []) -> ([TextRun], TextParagraphStyle) {
        let length = string.length
        guard length > 0 else { return ([], TextParagraphStyle()) }
        var runs: [TextRun] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attrs, range, _ in
            runs.append(TextRun(range: range.location..<(range.location + range.length), attributes: attributes(attrs)))
        }
        return (runs, paragraph(string.attributes(at: 0, effectiveRange: nil), options: options))
    }

    // MARK: Layout

    /// Lines from the top-left, limited by `size` (0 or non-finite: no limit).
    static func lineFragments(_ string: String, _ runs: [TextRun], _ paragraph: TextParagraphStyle, size: CGSize) -> TextLayout {
        TextLayout(string: string, runs: runs, paragraph: paragraph, size: size)
    }

    /// The first line alone (baseline mode).
    static func singleLine(_ string: String, _ runs: [TextRun], _ paragraph: TextParagraphStyle) -> TextLayout {
        TextLayout(string: string, runs: runs, paragraph: paragraph, singleLine: true)
    }

    // MARK: The drawing API's rules

    static func size(_ string: String, _ runs: [TextRun], _ paragraph: TextParagraphStyle) -> CGSize {
        lineFragments(string, runs, paragraph, size: .zero).usedSize
    }

    static func boundingRect(_ string: String, _ runs: [TextRun], _ paragraph: TextParagraphStyle, size: CGSize,
                             options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> CGRect {
        let rect: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            let layout = lineFragments(string, runs, paragraph, size: size)
            rect = CGRect(origin: .zero, size: layout.usedSize)
        } else {
            // Relative to the baseline origin: the line's top is above it, at -ascent.
            let layout = singleLine(string, runs, paragraph)
            rect = layout.lines.isEmpty ? .zero
                : CGRect(x: 0, y: -layout.firstBaseline, width: layout.usedSize.width, height: layout.usedSize.height)
        }
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }

    static func draw(_ string: String, _ runs: [TextRun], _ paragraph: TextParagraphStyle, at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        guard point.x.isFinite, point.y.isFinite else {
            RuntimeIssue.report("String drawing: the point \(point) is not finite; nothing is drawn")
            return
        }
        let layout = lineFragments(string, runs, paragraph, size: .zero)
        context.draw(layout, in: CGRect(origin: point, size: layout.boxSize))
    }

    static func draw(_ string: String, _ runs: [TextRun], _ paragraph: TextParagraphStyle, in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, !rect.width.isNaN, !rect.height.isNaN else {
            RuntimeIssue.report("String drawing: the rect \(rect) is not finite; nothing is drawn")
            return
        }
        let layout = lineFragments(string, runs, paragraph, size: rect.size)
        let r = rect.standardized
        context.draw(layout, in: CGRect(origin: r.origin, size: CGSize(width: r.width > 0 ? r.width : layout.boxSize.width,
                                                                        height: r.height > 0 ? r.height : layout.boxSize.height)))
    }

    static func draw(_ string: String, _ runs: [TextRun], _ paragraph: TextParagraphStyle, with rect: CGRect,
                     options: NSStringDrawingOptions, context drawingContext: NSStringDrawingContext?) {
        // Measured only to fill in the drawing context: without one, drawing lays out once.
        if let drawingContext { _ = boundingRect(string, runs, paragraph, size: rect.size, options: options, context: drawingContext) }
        if options.contains(.usesLineFragmentOrigin) {
            draw(string, runs, paragraph, in: rect)
            return
        }
        guard let context = UIGraphicsGetCurrentContext() else { return }
        guard rect.origin.x.isFinite, rect.origin.y.isFinite else {
            RuntimeIssue.report("String drawing: the rect \(rect) is not finite; nothing is drawn")
            return
        }
        context.draw(singleLine(string, runs, paragraph), baselineAt: rect.origin)
    }
}
