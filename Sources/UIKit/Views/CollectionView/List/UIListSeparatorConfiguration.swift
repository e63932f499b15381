import CoreGraphics
import Foundation

/// The separators of a list: color, bottom insets and visibility. (Top separators are not
/// drawn by this project's list cells; see docs/porting.md.)
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Raw values are UIKit's.
    public enum Visibility: Int, Sendable {
        case automatic = 0, visible, hidden
    }

    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Insets of the bottom separator; `.zero` leading means "follow the text" (the cell's
    /// separator layout guide), as on iOS where the default is `automaticInsets`.
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    public var color: UIColor = .separator

    /// Insets that let the cell decide (its separator layout guide).
    public static let automaticInsets = NSDirectionalEdgeInsets(top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
                                                                bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

    @MainActor public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    public static func == (a: Self, b: Self) -> Bool {
        a.bottomSeparatorVisibility == b.bottomSeparatorVisibility && a.bottomSeparatorInsets == b.bottomSeparatorInsets && a.color == b.color
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(bottomSeparatorVisibility)
        hasher.combine(bottomSeparatorInsets)
    }
}
