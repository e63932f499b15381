import Foundation

/// A place in a text input's document, between two characters. Text inputs make their own
/// subclasses; ask the input (`offset(from:to:)`, `compare(_:to:)`) rather than the object.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    public override init() { super.init() }
}

/// A span of a text input's document between two positions.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    public override init() { super.init() }
    /// Where the span begins.
    open var start: UITextPosition { UITextPosition() }
    /// Where the span ends.
    open var end: UITextPosition { UITextPosition() }
    /// Whether the span holds no characters (a caret).
    open var isEmpty: Bool { true }
}

/// A position UIKit's text views hand out: a UTF-16 offset into the text, as NSRange counts.
final class IndexedTextPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
    override func isEqual(_ object: Any?) -> Bool { (object as? IndexedTextPosition)?.offset == offset }
    override var hash: Int { offset }
    override var description: String { "UITextPosition(\(offset))" }
}

/// A range UIKit's text views hand out: UTF-16 offsets, lower first.
final class IndexedTextRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) {
        self.range = range
        super.init()
    }
    convenience init(from a: Int, to b: Int) {
        self.init(NSRange(location: min(a, b), length: abs(b - a)))
    }
    override var start: UITextPosition { IndexedTextPosition(range.location) }
    override var end: UITextPosition { IndexedTextPosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }
    override func isEqual(_ object: Any?) -> Bool { (object as? IndexedTextRange)?.range == range }
    override var hash: Int { range.location &* 31 &+ range.length }
    override var description: String { "UITextRange(\(range.location), \(range.length))" }
}
