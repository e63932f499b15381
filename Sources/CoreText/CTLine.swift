import CoreGraphics
import Foundation

/// One line of text laid out by Core Text: never wrapped, drawn with its baseline origin at
/// the context's `textPosition`.
public final class CTLine: @unchecked Sendable {
    // Immutable after creation: shared freely between threads.
    let layout: TextLayout
    /// The characters it holds, in the string it was made from (UTF-16 units).
    let range: CFRange

    init(layout: TextLayout, range: CFRange) {
        self.layout = layout
        self.range = range
    }

    /// The line's box: its advance width, and the distances above and below the baseline.
    var metrics: (width: CGFloat, ascent: CGFloat, descent: CGFloat) {
        guard let line = layout.lines.first else { return (0, 0, 0) }
        return (line.frame.width, line.baseline - line.frame.minY, line.frame.maxY - line.baseline)
    }
}

/// A line of all of `attrString` (see `TextRun.runs(of:)` for the attributes read).
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
    let text = attrString.string
    let layout = TextLayout(string: text, runs: TextRun.runs(of: attrString), paragraph: TextParagraphStyle(), singleLine: true)
    return CTLine(layout: layout, range: CFRange(location: 0, length: attrString.length))
}

/// The line's advance width; its ascent, descent and leading through the pointers.
public func CTLineGetTypographicBounds(_ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                      _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    let m = line.metrics
    ascent?.pointee = m.ascent
    descent?.pointee = m.descent
    leading?.pointee = 0
    return Double(m.width)
}

/// The characters of the original string the line holds.
public func CTLineGetStringRange(_ line: CTLine) -> CFRange { line.range }

/// How far along the line, from its origin, the caret before `charIndex` sits.
public func CTLineGetOffsetForStringIndex(_ line: CTLine, _ charIndex: CFIndex,
                                         _ secondaryOffset: UnsafeMutablePointer<CGFloat>?) -> CGFloat {
    let local = min(max(0, charIndex - line.range.location), line.range.length)
    let x = line.layout.caretRect(at: local)?.minX ?? 0
    secondaryOffset?.pointee = x
    return x
}

/// The string index of the caret position nearest `position` (line coordinates: x along the
/// baseline from the line's origin).
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    let baseline = line.layout.firstBaseline
    return line.range.location + line.layout.offset(closestTo: CGPoint(x: position.x, y: baseline))
}

/// Draws the line with its baseline origin at `context.textPosition`, through the context's
/// `textMatrix`, glyphs up user space's +y: upright in a Core Graphics context, upside down in
/// a flipped UIKit one unless the caller flips, as on iOS.
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    context.saveGState()
    context.translateBy(x: context.textPosition.x, y: context.textPosition.y)
    context.concatenate(context.textMatrix)
    context.drawGlyphsUp(line.layout, top: CGPoint(x: 0, y: line.layout.firstBaseline))
    context.restoreGState()
}
