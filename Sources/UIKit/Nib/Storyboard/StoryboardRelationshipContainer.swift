/// A container a storyboard gives its children through relationship segues (a navigation
/// controller's `rootViewController`, a tab bar controller's `viewControllers`, a split
/// controller's columns). On iOS these are not segues at runtime: the storyboard makes the
/// destinations while it makes the container, so the container has its children as soon as
/// `instantiate…` returns, before its view loads.
@MainActor
package protocol StoryboardRelationshipContainer: UIViewController {
    /// Called once per relationship name, in document order, right after the container's
    /// `init(coder:)` and before its `awakeFromNib()`; `controllers` are the destinations of
    /// that relationship's segues, in document order.
    func setStoryboardRelationship(_ relationship: String, controllers: [UIViewController]) throws
}
