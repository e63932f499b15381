import Foundation

/// The bar button item groups a responder adds to the keyboard's shortcuts bar, before and
/// after the typing suggestions (iPad). The software keyboard here draws no shortcuts bar, so
/// the groups are kept for code that sets them but are not shown.
@preconcurrency @MainActor
open class UITextInputAssistantItem: NSObject {
    /// Whether the bar may hide the standard shortcuts (undo, redo, paste) to make room.
    open var allowsHidingShortcuts = true
    /// The groups before the suggestions, first at the leading edge.
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
    /// The groups after the suggestions, first at the leading side of that area.
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []

    public override init() { super.init() }
}
