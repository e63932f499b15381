import CoreGraphics
import Foundation
internal import RuntimeSupport

/// Lays an attributed string out in frames: lines wrapped at word boundaries to a width.
public final class CTFramesetter: @unchecked Sendable {
    // Immutable: shared freely between threads.
    let string: NSAttributedString

    init(string: NSAttributedString) {
        self.string = NSAttributedString(attributedString: string)
    }

    /// `range` of the string (length 0: to the end) laid out in `size`.
    func layout(_ range: CFRange, in size: CGSize) -> (TextLayout, CFRange) {
        let total = string.length
        let start = min(max(0, range.location), total)
        let end = range.length > 0 ? min(total, start + range.length) : total
        let part = string.attributedSubstring(from: NSRange(location: start, length: end - start))
        let layout = TextLayout(string: part.string, runs: TextRun.runs(of: part), paragraph: TextParagraphStyle(), size: size)
        return (layout, CFRange(location: start, length: end - start))
    }
}

/// A framesetter for `attrString`.
public func CTFramesetterCreateWithAttributedString(_ attrString: CFAttributedString) -> CTFramesetter {
    CTFramesetter(string: attrString)
}

/// The size `stringRange` needs within `constraints` (a dimension of
/// `CGFloat.greatestFiniteMagnitude` is unconstrained): the widest line's width by the lines'
/// height. `fitRange` receives the characters that fit.
public func CTFramesetterSuggestFrameSizeWithConstraints(_ framesetter: CTFramesetter, _ stringRange: CFRange,
                                                        _ frameAttributes: CFDictionary?, _ constraints: CGSize,
                                                        _ fitRange: UnsafeMutablePointer<CFRange>?) -> CGSize {
    let (layout, range) = framesetter.layout(stringRange, in: constraints)
    fitRange?.pointee = CFRange(location: range.location, length: visibleLength(layout, of: range))
    return layout.usedSize
}

/// A frame of the text laid out in `path`'s rectangle (a path that is not a rectangle is laid
/// out in its bounding box, with a diagnostic).
public func CTFramesetterCreateFrame(_ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath,
                                     _ frameAttributes: CFDictionary?) -> CTFrame {
    var box = path.boundingBoxOfPath
    if !path.isRect(&box) {
        RuntimeIssue.report("CTFramesetterCreateFrame: text is laid out in rectangles here; the path's bounding box is used")
    }
    let (layout, range) = framesetter.layout(stringRange, in: box.size)
    return CTFrame(layout: layout, rect: box, range: range, string: framesetter.string)
}

/// How many of `range`'s characters the layout's kept lines hold.
func visibleLength(_ layout: TextLayout, of range: CFRange) -> Int {
    min(range.length, layout.lineRanges.prefix(layout.lines.count).last?.upperBound ?? 0)
}
