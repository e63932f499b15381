import Foundation

/// Which item of a focus group gets focus when the group is entered: the highest priority
/// wins, ties go to the first in reading order. Raw values are UIKit's.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No claim (the default).
    public static let ignored = UIFocusGroupPriority(rawValue: 0)
    /// What the group's last focused item has, so focus returns to where it was.
    public static let previouslyFocused = UIFocusGroupPriority(rawValue: 1000)
    /// An item that should win over the remembered one.
    public static let prioritized = UIFocusGroupPriority(rawValue: 2000)
    /// Only the focused item itself has this.
    public static let currentlyFocused = UIFocusGroupPriority(rawValue: Int.max)

    public static func < (a: UIFocusGroupPriority, b: UIFocusGroupPriority) -> Bool { a.rawValue < b.rawValue }
}
