import CoreGraphics
internal import CPangoCairo
import Foundation

extension TextLayout {
    /// The UTF-16 offset in the string at which each kept line starts, top to bottom: lets a
    /// caller split text at line boundaries (print formatters break pages there).
    package var lineStartOffsets: [Int] {
        guard let layout else { return [] }
        return TextEngine.shared.withLock {
            var offsets: [Int] = []
            var node = pango_layout_get_lines_readonly(layout)
            for _ in lines {
                guard let current = node, let data = current.pointee.data else { break }
                let line = data.assumingMemoryBound(to: PangoLayoutLine.self)
                offsets.append(utf16Offset(ofByte: Int(line.pointee.start_index)))
                node = current.pointee.next
            }
            return offsets
        }
    }
}
