import Foundation

/// The text being edited and its selection, in UTF-16 offsets (NSRange's unit), with the
/// character-boundary rules the caret moves by: it never lands inside a composed character
/// (an accented letter, an emoji with modifiers, a surrogate pair).
struct TextEditingBuffer {
    /// The styled text; runs keep their attributes as they are edited.
    private(set) var text = NSAttributedString(string: "")
    /// The selection: a caret when empty. Always inside the text, on character boundaries.
    private(set) var selection = NSRange(location: 0, length: 0)
    /// Where a shift-extended selection stays fixed; the other end moves.
    private(set) var anchor = 0

    var string: String { text.string }
    var length: Int { text.length }

    /// The caret end of the selection (the end that moves).
    var activeEnd: Int { selection.location == anchor ? selection.location + selection.length : selection.location }

    /// Replaces all the text; the caret goes to the end.
    mutating func setText(_ newText: NSAttributedString) {
        text = NSAttributedString(attributedString: newText)
        select(NSRange(location: text.length, length: 0))
    }

    /// Sets the selection, clamped to the text and widened to character boundaries.
    mutating func select(_ range: NSRange) {
        let clamped = clamp(range)
        selection = clamped
        anchor = clamped.location
    }

    /// Selects from `anchor` to `active` (either order).
    mutating func select(anchor: Int, active: Int) {
        let a = boundary(anchor), b = boundary(active)
        selection = NSRange(location: min(a, b), length: abs(b - a))
        self.anchor = a
    }

    /// Replaces `range` with `string` in `attributes`, and puts the caret after it.
    mutating func replace(_ range: NSRange, with string: String, attributes: [NSAttributedString.Key: Any]) {
        let range = clamp(range)
        let edited = NSMutableAttributedString(attributedString: text)
        edited.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: attributes))
        text = edited
        select(NSRange(location: range.location + (string as NSString).length, length: 0))
    }

    /// Sets `key` to `value` over all the text, keeping the selection; empty text takes
    /// `emptyAttributes` (what typing into it will get).
    mutating func restyle(_ key: NSAttributedString.Key, _ value: Any, emptyAttributes: [NSAttributedString.Key: Any]) {
        let kept = selection, keptAnchor = anchor
        let styled = NSMutableAttributedString(attributedString: text)
        if styled.length > 0 { styled.addAttribute(key, value: value, range: NSRange(location: 0, length: styled.length)) }
        text = styled.length > 0 ? styled : NSAttributedString(string: "", attributes: emptyAttributes)
        selection = clamp(kept)
        anchor = min(keptAnchor, length)
    }

    /// `range` inside the text, on character boundaries: ends past the text (or overflowing)
    /// stop at its end, a negative location at its start.
    func clamp(_ range: NSRange) -> NSRange {
        let lower = boundary(range.location)
        guard range.length > 0 else { return NSRange(location: lower, length: 0) }
        let (upperRaw, overflow) = range.location.addingReportingOverflow(range.length)
        let upper = max(lower, boundary(overflow ? Int.max : upperRaw, roundingUp: true))
        return NSRange(location: lower, length: upper - lower)
    }

    /// `offset` clamped to the text and moved to the start (or end) of the composed
    /// character it falls in.
    func boundary(_ offset: Int, roundingUp: Bool = false) -> Int {
        let offset = max(0, min(offset, length))
        guard offset > 0, offset < length else { return offset }
        let composed = (text.string as NSString).rangeOfComposedCharacterSequence(at: offset)
        guard composed.location != offset else { return offset }
        return roundingUp ? composed.location + composed.length : composed.location
    }

    /// The boundary one character before `offset`.
    func previousBoundary(_ offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        return (text.string as NSString).rangeOfComposedCharacterSequence(at: min(offset, length) - 1).location
    }

    /// The boundary one character after `offset`.
    func nextBoundary(_ offset: Int) -> Int {
        guard offset < length else { return length }
        let composed = (text.string as NSString).rangeOfComposedCharacterSequence(at: max(0, offset))
        return composed.location + composed.length
    }

    /// The start of the word before `offset` (Option-Left): skips spaces and punctuation,
    /// then letters and digits.
    func previousWordBoundary(_ offset: Int) -> Int {
        let units = Array(text.string.utf16)
        var i = min(offset, units.count)
        while i > 0, !Self.isWordUnit(units[i - 1]) { i -= 1 }
        while i > 0, Self.isWordUnit(units[i - 1]) { i -= 1 }
        return boundary(i)
    }

    /// The end of the word after `offset` (Option-Right).
    func nextWordBoundary(_ offset: Int) -> Int {
        let units = Array(text.string.utf16)
        var i = max(0, offset)
        while i < units.count, !Self.isWordUnit(units[i]) { i += 1 }
        while i < units.count, Self.isWordUnit(units[i]) { i += 1 }
        return boundary(i, roundingUp: true)
    }

    private static func isWordUnit(_ unit: UInt16) -> Bool {
        guard let scalar = Unicode.Scalar(unit) else { return true }   // surrogates: part of a word
        return CharacterSet.alphanumerics.contains(scalar)
    }
}
