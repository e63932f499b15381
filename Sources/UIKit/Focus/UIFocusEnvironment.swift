import Foundation

/// A branch of the interface that takes part in focus: views, view controllers, windows and
/// focus guides. The focus engine asks environments where focus should go
/// (`preferredFocusEnvironments`), whether a move may happen (`shouldUpdateFocus(in:)`) and
/// tells them when it did (`didUpdateFocus(in:with:)`).
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// Where focus should go inside this environment, most preferred first; an empty list
    /// lets the engine search the environment's own items.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment that contains this one; nil at the top (the window).
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// The container whose items are this environment's children.
    var focusItemContainer: (any UIFocusItemContainer)? { get }
    /// Asks for focus to go back to this environment's preferred item on the next run-loop
    /// turn; no effect unless the environment contains the focused item.
    func setNeedsFocusUpdate()
    /// Carries out a pending focus update now.
    func updateFocusIfNeeded()
    /// Whether the update may happen; any environment that contains the previously or the
    /// next focused item can refuse it.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Called after focus moved, on every environment that contains either item.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// The focus group this environment and everything inside it belong to; nil inherits.
    var focusGroupIdentifier: String? { get }
}

extension UIFocusEnvironment {
    public func setNeedsFocusUpdate() {
        UIFocusSystem.focusSystem(for: self)?.requestFocusUpdate(to: self)
    }

    public func updateFocusIfNeeded() {
        UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded()
    }

    public var focusGroupIdentifier: String? { nil }
}
