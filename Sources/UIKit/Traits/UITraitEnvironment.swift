/// Something with a trait collection that is told when it changes: the screen, windows,
/// views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    /// Called after the environment's traits changed, with the traits it had before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
