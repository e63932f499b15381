import SwiftSyntax

/// A replacement of a byte range of the original text. Rewrites are edits on the text rather
/// than a new syntax tree, so everything they do not touch stays byte for byte, and no edit
/// adds or removes a line: the compiler's line numbers are the original file's.
struct SourceEdit {
    let start: Int
    let end: Int
    let replacement: String

    init(start: Int, end: Int, replacement: String) {
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    init(replacing node: some SyntaxProtocol, with replacement: String) {
        start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        end = node.endPositionBeforeTrailingTrivia.utf8Offset
        self.replacement = replacement
    }

    /// Deletes `node` and the spaces after it on its line (never a line break).
    init(deleting node: some SyntaxProtocol) {
        start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let spaces = node.trailingTrivia.pieces.prefix { piece in
            if case .spaces = piece { return true }
            if case .tabs = piece { return true }
            return false
        }
        end = node.endPositionBeforeTrailingTrivia.utf8Offset + spaces.reduce(0) { $0 + $1.sourceLength.utf8Length }
        replacement = ""
    }

    init(inserting text: String, at position: AbsolutePosition) {
        start = position.utf8Offset
        end = position.utf8Offset
        replacement = text
    }

    /// `text` with `edits` applied (edits must not overlap; insertions at one place keep
    /// their order).
    static func apply(_ edits: [SourceEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        let ordered = edits.enumerated().sorted { ($0.element.start, $0.offset) > ($1.element.start, $1.offset) }
        for (_, edit) in ordered {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
