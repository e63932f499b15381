import CoreGraphics
import QuartzCore

/// The coordinator of a window's size change (`viewWillTransition(to:with:)`): the blocks
/// given to `animate(alongsideTransition:completion:)` run once the window has its new size
/// and has laid out, the completions after them. The change itself is not animated (a
/// desktop window or a test resizes at once), so neither are the blocks.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var isComplete = false

    init(window: UIWindow) { containerView = window }

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { isComplete ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !isComplete else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// A size change is never interactive: the handler is not called.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Tells `window`'s controllers its size changes to `size` — first the new traits
    /// (`willTransition(to:with:)`) when the size classes change, then the size — makes the
    /// change with `resize`, lays the window out, then runs the coordinator's blocks.
    static func resize(_ window: UIWindow, to size: CGSize, _ resize: () -> Void) {
        guard let root = window.rootViewController, size != window.bounds.size, size.width.isFinite, size.height.isFinite else {
            return resize()
        }
        let coordinator = SizeTransitionCoordinator(window: window)
        let old = window.traitCollection, new = window.windowTraits(at: size)
        if old.horizontalSizeClass != new.horizontalSizeClass || old.verticalSizeClass != new.verticalSizeClass {
            root.willTransition(to: new, with: coordinator)
        }
        root.viewWillTransition(to: size, with: coordinator)
        resize()
        window.layoutIfNeeded()
        for block in coordinator.alongside { block(coordinator) }
        coordinator.alongside.removeAll()
        coordinator.isComplete = true
        for completion in coordinator.completions { completion(coordinator) }
        coordinator.completions.removeAll()
    }
}
