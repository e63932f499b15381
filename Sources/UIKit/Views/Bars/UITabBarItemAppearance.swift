import CoreGraphics
import Foundation

/// How a tab bar item looks in one state: its title's attributes and offset, its icon's
/// color, and its badge. Nil values fall back to the bar's (its tint colors) and UIKit's
/// defaults.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance: NSObject {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    /// The icon's color (a template image's tint); nil: the bar's tint for the state.
    public var iconColor: UIColor?
    /// How far the badge moves from its default place.
    public var badgePositionAdjustment = UIOffset.zero
    public var badgeBackgroundColor: UIColor?
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var badgeTitlePositionAdjustment = UIOffset.zero

    override init() { super.init() }

    func take(_ other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }

    func reset() { take(UITabBarItemStateAppearance()) }
}

/// How tab bar items look in each of their states, for one layout: stacked (icon over
/// title, a phone in portrait), inline (icon beside title, a pad) or compact inline (a phone
/// in landscape).
@preconcurrency @MainActor
public final class UITabBarItemAppearance: NSObject, NSCopying {
    public enum Style: Int, Sendable {
        case stacked, inline, compactInline
    }

    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()
    /// The layout the appearance was made for.
    let style: Style

    /// UIKit's default look for `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The stacked layout's default look.
    public convenience override init() { self.init(style: .stacked) }

    /// Back to UIKit's default look for `style`.
    public func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] { state.reset() }
    }

    /// An independent copy.
    public func copy() -> UITabBarItemAppearance {
        let made = UITabBarItemAppearance(style: style)
        made.normal.take(normal)
        made.selected.take(selected)
        made.disabled.take(disabled)
        made.focused.take(focused)
        return made
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) var made: Any = ()
        MainActor.assumeIsolated { made = copy() }
        return made
    }

    /// The state appearance for an item that is selected, enabled, or neither.
    func state(selected isSelected: Bool, enabled: Bool) -> UITabBarItemStateAppearance {
        if !enabled { return disabled }
        return isSelected ? selected : normal
    }
}
