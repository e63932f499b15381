import Foundation

/// Options for `boundingRect(with:options:…)` and `draw(with:options:…)`; raw values are
/// UIKit's.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay out in lines from the rect's top-left (line fragment origin). Without it the text
    /// is one line whose baseline starts at the origin.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Add the font's leading to line heights (DejaVu's leading is 0, so nothing changes).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph ink bounds instead of typographic bounds (not supported: typographic bounds are
    /// returned).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// End the last line that fits with an ellipsis when text is left over; needs
    /// `.usesLineFragmentOrigin` and a wrapping line break mode.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
    /// The AppKit-style name of `NSStringDrawingOptions`.
    public typealias DrawingOptions = NSStringDrawingOptions
}
