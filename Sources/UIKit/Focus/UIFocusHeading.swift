import Foundation

/// The direction a focus move went in; raw values are UIKit's. A programmatic update (a
/// preferred environment, a removed item) has none.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// Tab: the next group in reading order.
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// Shift-Tab: the previous group.
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
    public static let first = UIFocusHeading(rawValue: 1 << 8)
    public static let last = UIFocusHeading(rawValue: 1 << 9)
}
