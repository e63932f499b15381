import CoreGraphics
import CoreText

/// The sizes a label's text took in the rectangles it was measured in, kept until the text or
/// anything that changes how it lays out changes (`UILabel.textLayoutDidChange`: text,
/// attributed text, font, color, alignment, line break mode, number of lines, preferred
/// width). Layout asks the same question several times a frame — fitting a self-sizing
/// cell, placing the label, drawing it — and each answer is a full text layout.
///
/// The screen scale sizes are rounded to and the font registrations the layout saw are part
/// of each key, so moving to another screen or registering a font measures again.
struct LabelTextSizes {
    private struct Entry {
        var limit: CGSize
        var lines: Int
        var scale: CGFloat
        var fonts: Int
        var size: CGSize
    }

    /// A few recent answers: a label is asked at its fitting width and at its bounds.
    private var entries: [Entry] = []
    private static let capacity = 4

    func size(in limit: CGSize, lines: Int, scale: CGFloat, fonts: Int) -> CGSize? {
        for e in entries where e.limit == limit && e.lines == lines && e.scale == scale && e.fonts == fonts { return e.size }
        return nil
    }

    mutating func insert(_ size: CGSize, in limit: CGSize, lines: Int, scale: CGFloat, fonts: Int) {
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append(Entry(limit: limit, lines: lines, scale: scale, fonts: fonts, size: size))
    }

    mutating func removeAll() {
        if !entries.isEmpty { entries.removeAll(keepingCapacity: true) }
    }
}
