import CoreGraphics
import Foundation

/// Paragraph settings for attributed text: alignment, line breaking, line spacing and the
/// first line's indent. Immutable; `NSMutableParagraphStyle` changes them.
///
/// Only the properties listed here exist, and all of them affect layout. The style of a
/// string's first character applies to all of its text.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    struct Values: Equatable {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineSpacing: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
    }

    /// First, before any other stored property (see `FoundationTypeWord`).
    private let foundationType = FoundationTypeWord()
    var values = Values()

    public override init() { super.init() }

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// Natural alignment, word wrapping, no extra spacing or indent.
    open class var `default`: NSParagraphStyle { defaultStyle }
    private static let defaultStyle = NSParagraphStyle()

    open var alignment: NSTextAlignment { values.alignment }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Points between the bottom of one line and the top of the next (never negative).
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Indent of each paragraph's first line, in points.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }

    public func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(values.alignment)
        h.combine(values.lineBreakMode)
        h.combine(values.lineSpacing)
        h.combine(values.firstLineHeadIndent)
        return h.finalize()
    }
}

/// A paragraph style whose settings can change.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue.isFinite ? max(0, newValue) : 0 }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue.isFinite ? newValue : 0 }
    }

    /// Takes every setting from `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) { values = style.values }
}
