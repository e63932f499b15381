import CoreGraphics
internal import CCairo
internal import CPangoCairo
import Foundation
internal import RuntimeSupport

/// One laid-out line, in the text box's coordinates: origin at the box's top-left, y down,
/// points.
package struct TextLine: Equatable, Sendable {
    /// The line's typographic box (its advance width by its line height).
    package var frame: CGRect
    /// Distance from the box's top to this line's baseline.
    package var baseline: CGFloat
}

/// Text laid out in lines with Pango: measured once, drawn any number of times with
/// `CGContext.draw(_:in:)`; what is drawn is exactly what was measured.
///
/// The box is `containerWidth` wide when a width was given (alignment is relative to it), else
/// as wide as the widest line. Only lines that fit entirely in a given height are kept (as
/// TextKit lays out only lines that fit in its text container).
package final class TextLayout: @unchecked Sendable {
    /// The width lines wrap, truncate or align within; nil when unconstrained.
    package let containerWidth: CGFloat?
    /// The lines kept, top to bottom.
    package let lines: [TextLine]
    /// The space the kept lines use: the widest line's width by the height from the first
    /// line's top to the last line's bottom.
    package let usedSize: CGSize
    /// Whether drawing cuts lines off at the container's edges (clipping mode).
    package let clipsToContainer: Bool
    let layout: OpaquePointer?
    /// The laid-out text, for caret and hit-testing queries.
    let string: String
    /// UTF-8 byte offset of each UTF-16 offset (one more entry than UTF-16 units).
    let byteOffsets: [Int]
    /// How far clipped lines were moved to sit in the container (Pango aligns them within
    /// the widest line).
    let horizontalShift: CGFloat
    /// The inline objects on the kept lines, where they sit in the box (y down).
    package let inlineObjects: [(frame: CGRect, image: CGImage?)]

    /// Widths and heights at or above this, non-finite or not positive mean "unconstrained".
    package static let unconstrained: CGFloat = 1_000_000

    /// Lays out `string` with `runs` (UTF-16 ranges; characters no run covers use the first
    /// run's attributes) within `size`: a width of 0, below 0, non-finite or huge means no
    /// limit; likewise the height. `singleLine` keeps only the first line and never wraps (the
    /// baseline mode of UIKit's string drawing without `.usesLineFragmentOrigin`).
    package init(string: String, runs: [TextRun], paragraph: TextParagraphStyle,
                 size: CGSize = CGSize(width: 0, height: 0), singleLine: Bool = false) {
        let width = TextLayout.limit(size.width)
        let height = TextLayout.limit(size.height)
        let utf16Count = string.utf16.count
        guard utf16Count > 0, let base = runs.first,
              runs.contains(where: { $0.attributes.font.size > 0 }) else {
            containerWidth = width
            clipsToContainer = false
            lines = []
            usedSize = .zero
            layout = nil
            self.string = string
            byteOffsets = TextLayout.byteOffsets(of: string)
            horizontalShift = 0
            inlineObjects = []
            return
        }
        containerWidth = singleLine ? nil : width
        clipsToContainer = !singleLine && width != nil && paragraph.lineBreakMode == .clipping
        let engine = TextEngine.shared
        let built = engine.withLock { () -> (OpaquePointer, [TextLine], CGFloat, [(frame: CGRect, image: CGImage?)]) in
            let layout = pango_layout_new(engine.context)!
            let bytes = Array(string.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
            }
            let baseDesc = TextEngine.makeDescription(base.attributes.font)
            pango_layout_set_font_description(layout, baseDesc)
            pango_font_description_free(baseDesc)
            let attrs = TextLayout.attributeList(string: string, utf16Count: utf16Count, runs: runs, base: base)
            pango_layout_set_attributes(layout, attrs)
            pango_attr_list_unref(attrs)

            let mode = paragraph.lineBreakMode
            var shift: CGFloat = 0
            if singleLine {
                pango_layout_set_width(layout, -1)
            } else if let width {
                let pangoWidth = Int32((width * CGFloat(PANGO_SCALE)).rounded())
                switch mode {
                case .wordWrapping, .charWrapping:
                    pango_layout_set_width(layout, pangoWidth)
                    pango_layout_set_wrap(layout, mode == .charWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
                    if paragraph.truncatesLastVisibleLine, let height {
                        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                        pango_layout_set_height(layout, Int32((height * CGFloat(PANGO_SCALE)).rounded()))
                    }
                case .truncatingHead, .truncatingMiddle, .truncatingTail:
                    pango_layout_set_width(layout, pangoWidth)
                    pango_layout_set_ellipsize(layout, mode == .truncatingHead ? PANGO_ELLIPSIZE_START
                                               : mode == .truncatingMiddle ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END)
                case .clipping:
                    // No wrapping: Pango aligns within the widest line; shift that to the box.
                    pango_layout_set_width(layout, -1)
                }
            }
            // One line from a baseline origin has nothing to align within.
            let alignment = singleLine ? TextAlignment.left : paragraph.alignment
            pango_layout_set_alignment(layout, TextLayout.pangoAlignment(alignment))
            pango_layout_set_justify(layout, alignment == .justified ? 1 : 0)
            if paragraph.lineSpacing.isFinite, paragraph.lineSpacing > 0 {
                pango_layout_set_spacing(layout, Int32((Swift.min(paragraph.lineSpacing, TextLayout.unconstrained) * CGFloat(PANGO_SCALE)).rounded()))
            }
            if paragraph.firstLineHeadIndent.isFinite, paragraph.firstLineHeadIndent != 0 {
                let indent = Swift.max(-TextLayout.unconstrained, Swift.min(paragraph.firstLineHeadIndent, TextLayout.unconstrained))
                pango_layout_set_indent(layout, Int32((indent * CGFloat(PANGO_SCALE)).rounded()))
            }

            var lines = TextLayout.readLines(layout)
            TextLayout.addTrailingSpacing(to: &lines, layout, string: string, runs: runs)
            if singleLine { lines = Array(lines.prefix(1)) }
            if !singleLine, let height {
                let kept = lines.prefix { $0.frame.maxY <= height + 0.001 }
                lines = Array(kept)
            }
            if !singleLine, mode == .clipping, let width, let widest = lines.map(\.frame.maxX).max() {
                let factor: CGFloat = paragraph.alignment == .center ? 0.5 : paragraph.alignment == .right ? 1 : 0
                shift = (width - widest) * factor
            }
            return (layout, lines, shift, TextLayout.placeInlineObjects(layout, string: string, runs: runs, lines: lines, shift: shift))
        }
        layout = built.0
        self.string = string
        byteOffsets = TextLayout.byteOffsets(of: string)
        horizontalShift = built.2
        inlineObjects = built.3
        lines = built.1.map { TextLine(frame: $0.frame.offsetBy(dx: built.2, dy: 0), baseline: $0.baseline) }
        if let first = lines.first, let last = lines.last {
            // Left-aligned lines count from the box's left edge, so a first-line indent counts.
            let fromLeft = [.left, .natural, .justified].contains(paragraph.alignment) || singleLine
            let widest = lines.map { fromLeft ? Swift.max(0, $0.frame.maxX) : $0.frame.width }.max() ?? 0
            usedSize = CGSize(width: widest, height: last.frame.maxY - first.frame.minY)
        } else {
            usedSize = .zero
        }
    }

    /// A layout of `string` in one style.
    package convenience init(string: String, attributes: TextAttributes, paragraph: TextParagraphStyle = TextParagraphStyle(),
                             size: CGSize = CGSize(width: 0, height: 0), singleLine: Bool = false) {
        self.init(string: string, runs: [TextRun(range: 0..<string.utf16.count, attributes: attributes)],
                  paragraph: paragraph, size: size, singleLine: singleLine)
    }

    deinit {
        if let layout {
            TextEngine.shared.withLock { g_object_unref(UnsafeMutableRawPointer(layout)) }
        }
    }

    /// The box drawn into: the container's width (or the widest line's) by the used height.
    package var boxSize: CGSize {
        CGSize(width: containerWidth ?? usedSize.width, height: usedSize.height)
    }

    /// Distance from the box's top to the first line's baseline (0 without lines).
    package var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }

    // MARK: Drawing

    /// Shows the lines on `cr` with the box's top-left at `origin` (user space y down), taking
    /// the engine's lock (for drawing outside a CGContext: the render server's text layers).
    package func draw(on cr: OpaquePointer, at origin: CGPoint) {
        TextEngine.shared.withLock {
            cairo_save(cr)
            cairo_new_path(cr)
            if CGContext.transform(cr, by: CGAffineTransform(translationX: origin.x, y: origin.y)) {
                show(on: cr)
            } else {
                RuntimeIssue.report("Text drawn at \(origin) is beyond what the context can place; nothing is drawn")
            }
            cairo_new_path(cr)
            cairo_restore(cr)
        }
    }

    // MARK: Drawing (called by CGContext with the engine lock held)

    /// Shows the kept lines with cairo; user space is the box's, y down, origin at its top-left.
    func show(on cr: OpaquePointer) {
        guard let layout else { return }
        if clipsToContainer, let containerWidth {
            let h = Double(usedSize.height)
            cairo_rectangle(cr, 0, -h, Double(containerWidth), 3 * h)
            cairo_clip(cr)
            cairo_new_path(cr)
        }
        var node = pango_layout_get_lines_readonly(layout)
        for line in lines {
            guard let current = node, let data = current.pointee.data else { break }
            node = current.pointee.next
            let pangoLine = data.assumingMemoryBound(to: PangoLayoutLine.self)
            var logical = PangoRectangle()
            pango_layout_line_get_extents(pangoLine, nil, &logical)
            let originX = line.frame.minX - CGFloat(logical.x) / CGFloat(PANGO_SCALE)
            cairo_move_to(cr, Double(originX), Double(line.baseline))
            pango_cairo_show_layout_line(cr, pangoLine)
        }
    }

    // MARK: Building

    private static func limit(_ value: CGFloat) -> CGFloat? {
        value.isFinite && value > 0 && value < unconstrained ? value : nil
    }

    private static func pangoAlignment(_ alignment: TextAlignment) -> PangoAlignment {
        switch alignment {
        case .left, .natural, .justified: return PANGO_ALIGN_LEFT
        case .center: return PANGO_ALIGN_CENTER
        case .right: return PANGO_ALIGN_RIGHT
        }
    }

    /// Every line's logical box and baseline, in points, from the top of the layout.
    private static func readLines(_ layout: OpaquePointer) -> [TextLine] {
        var lines: [TextLine] = []
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        let scale = CGFloat(PANGO_SCALE)
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = pango_layout_iter_get_baseline(iter)
            lines.append(TextLine(
                frame: CGRect(x: CGFloat(logical.x) / scale, y: CGFloat(logical.y) / scale,
                              width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale),
                baseline: CGFloat(baseline) / scale))
        } while pango_layout_iter_next_line(iter) != 0
        return lines
    }

    /// Core Text spaces every character, the last on a line included (a label with `.kern`
    /// is that much wider than its glyphs); Pango leaves the space off a line's last
    /// character, so each line gets it back.
    private static func addTrailingSpacing(to lines: inout [TextLine], _ layout: OpaquePointer, string: String, runs: [TextRun]) {
        let utf8 = Array(string.utf8)
        let offsets = byteOffsets(of: string)
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var index = 0
        repeat {
            defer { index += 1 }
            guard index < lines.count, let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            var end = Int(line.pointee.start_index) + Int(line.pointee.length)
            while end > Int(line.pointee.start_index), end <= utf8.count, utf8[end - 1] == 0x0A || utf8[end - 1] == 0x0D { end -= 1 }
            guard end > Int(line.pointee.start_index) else { continue }
            // The UTF-16 offset of the line's last character (offsets ascend: binary search).
            var low = 0, high = offsets.count
            while low < high {
                let mid = (low + high) / 2
                if offsets[mid] < end { low = mid + 1 } else { high = mid }
            }
            let last = low - 1
            guard last >= 0 else { continue }
            let attributes = runs.last { $0.range.contains(last) }?.attributes ?? runs[0].attributes
            let spacing = attributes.kern + attributes.font.tracking
            if spacing.isFinite, abs(spacing) < unconstrained { lines[index].frame.size.width += spacing }
        } while pango_layout_iter_next_line(iter) != 0
    }

    /// Pango attributes for the runs: font, color, background and letter spacing per range,
    /// with UTF-16 offsets turned into the UTF-8 byte offsets Pango counts in.
    private static func attributeList(string: String, utf16Count: Int, runs: [TextRun], base: TextRun) -> OpaquePointer {
        let byteOffset = byteOffsets(of: string)

        let list = pango_attr_list_new()!
        func insert(_ attr: UnsafeMutablePointer<PangoAttribute>, _ start: Int, _ end: Int) {
            attr.pointee.start_index = UInt32(start)
            attr.pointee.end_index = UInt32(end)
            pango_attr_list_insert(list, attr)
        }
        // The first run's look covers any characters the runs leave out.
        var all = runs
        all.insert(TextRun(range: 0..<utf16Count, attributes: base.attributes), at: 0)
        for (index, run) in all.enumerated() {
            let lower = Swift.max(0, Swift.min(run.range.lowerBound, utf16Count))
            let upper = Swift.max(lower, Swift.min(run.range.upperBound, utf16Count))
            guard upper > lower else { continue }
            let start = byteOffset[lower], end = byteOffset[upper]
            let a = run.attributes
            let desc = TextEngine.makeDescription(a.font)
            insert(pango_attr_font_desc_new(desc), start, end)
            pango_font_description_free(desc)
            let c = a.color.rgba
            insert(pango_attr_foreground_new(channel(c.r), channel(c.g), channel(c.b)), start, end)
            insert(pango_attr_foreground_alpha_new(Swift.max(1, channel(c.a))), start, end)
            if let background = a.backgroundColor {
                let b = background.rgba
                insert(pango_attr_background_new(channel(b.r), channel(b.g), channel(b.b)), start, end)
                insert(pango_attr_background_alpha_new(Swift.max(1, channel(b.a))), start, end)
            }
            if index > 0, let object = a.attachment {
                // The characters take the object's box instead of glyphs (nothing is drawn
                // for them; the context draws the image). The run is spaced like its
                // neighbours, and the box gives the font's tracking back: the object itself
                // is not tracked.
                let b = object.bounds
                let width = Swift.max(0, b.width - a.font.tracking)
                var rect = PangoRectangle(x: 0, y: pangoUnits(-b.maxY), width: pangoUnits(width), height: pangoUnits(b.height))
                var ink = rect
                insert(pango_attr_shape_new(&ink, &rect), start, end)
            }
            let isObject = index > 0 && a.attachment != nil
            let spacing = a.kern + a.font.tracking
            if spacing != 0 || isObject {
                let kern = Swift.max(-TextLayout.unconstrained, Swift.min(spacing, TextLayout.unconstrained))
                insert(pango_attr_letter_spacing_new(Int32((kern * CGFloat(PANGO_SCALE)).rounded())), start, end)
            }
            if !a.pairKerning { insert(pango_attr_font_features_new("kern=0"), start, end) }
            if a.font.isSystem || isObject {
                // San Francisco's line box, not the stand-in's taller one; an inline object
                // keeps its own box (0: no line height), or it would be centred in the line's.
                let height = isObject ? 0 : (TextFont.systemAscender + TextFont.systemDescender) * a.font.size
                insert(pango_attr_line_height_new_absolute(pangoUnits(height)), start, end)
            }
            // Lines and offsets only where a run asks for them: the cover-all base would draw
            // the first run's underline under every later run.
            if index > 0 { insertDecorations(of: a, in: string, lower, upper, byteOffset: byteOffset, into: list) }
        }
        return list
    }

    /// Where each inline object's characters landed on the kept lines, in the box (y down).
    private static func placeInlineObjects(_ layout: OpaquePointer, string: String, runs: [TextRun], lines: [TextLine],
                                           shift: CGFloat) -> [(frame: CGRect, image: CGImage?)] {
        guard runs.contains(where: { $0.attributes.attachment != nil }) else { return [] }
        let offsets = byteOffsets(of: string)
        let count = string.utf16.count
        var placed: [(frame: CGRect, image: CGImage?)] = []
        for run in runs {
            guard let object = run.attributes.attachment else { continue }
            var previous = -1
            for i in Swift.max(0, run.range.lowerBound)..<Swift.min(run.range.upperBound, count) where offsets[i] != previous {
                previous = offsets[i]
                var line: Int32 = 0, x: Int32 = 0
                pango_layout_index_to_line_x(layout, Int32(offsets[i]), 0, &line, &x)
                guard line >= 0, Int(line) < lines.count else { continue }
                var position = PangoRectangle()
                pango_layout_index_to_pos(layout, Int32(offsets[i]), &position)
                let b = object.bounds
                let left = CGFloat(position.x) / CGFloat(PANGO_SCALE) + shift + b.minX
                placed.append((CGRect(x: left, y: lines[Int(line)].baseline - b.maxY, width: b.width, height: b.height), object.image))
            }
        }
        return placed
    }

    /// The UTF-8 byte offset Pango counts in for each UTF-16 offset (NSRange's unit); the
    /// second half of a surrogate pair maps to its scalar's start.
    static func byteOffsets(of string: String) -> [Int] {
        var byteOffset = [Int](repeating: 0, count: string.utf16.count + 1)
        var u16 = 0, u8 = 0
        for scalar in string.unicodeScalars {
            let width16 = scalar.utf16.count
            for k in 0..<width16 { byteOffset[u16 + k] = u8 }
            u16 += width16
            u8 += scalar.utf8.count
        }
        byteOffset[u16] = u8
        return byteOffset
    }

    /// A length in Pango units, limited to ±`unconstrained` points (0 when not finite) so the
    /// fixed point never overflows.
    static func pangoUnits(_ points: CGFloat) -> Int32 {
        guard points.isFinite else { return 0 }
        return Int32((Swift.max(-unconstrained, Swift.min(points, unconstrained)) * CGFloat(PANGO_SCALE)).rounded())
    }

    /// A 0…1 component as Pango's 16-bit channel.
    static func channel(_ value: CGFloat) -> UInt16 {
        guard value.isFinite else { return 0 }
        return UInt16((Swift.min(1, Swift.max(0, value)) * 65535).rounded())
    }
}
