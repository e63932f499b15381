import CoreGraphics
import Foundation

/// An object that can be focused: a view, or (as a place focus passes through) a focus guide.
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can be focused now (the engine also requires it to be visible, in a
    /// window and, for a control, enabled).
    var canBecomeFocused: Bool { get }
    /// The item's frame in its parent container's coordinate space.
    var frame: CGRect { get }
    /// How focus is shown on the item; nil shows nothing.
    var focusEffect: UIFocusEffect? { get }
    /// How strongly the item asks to be the one focused when focus enters its group.
    var focusGroupPriority: UIFocusGroupPriority { get }
    /// Whether the item is focused now.
    var isFocused: Bool { get }
}

extension UIFocusItem {
    public var focusEffect: UIFocusEffect? { nil }
    public var focusGroupPriority: UIFocusGroupPriority { .ignored }
    public var isFocused: Bool { UIFocusSystem.focusSystem(for: self)?.focusedItem === self }
}
