import Foundation

/// A transition between two view controllers a storyboard describes. A storyboard's segue
/// of a built-in kind (show, presentation, popover, embed, unwind) does its transition in
/// `perform()`; subclass it and override `perform()` for a custom segue (call super to keep
/// the kind's transition).
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// What `perform()` does for a storyboard's kind, or the handler a segue was made with.
    /// It gets the segue rather than capturing it, so the segue does not hold itself.
    typealias Transition = @MainActor (UIStoryboardSegue) -> Void

    open var identifier: String?
    open var source: UIViewController
    open var destination: UIViewController
    var transition: Transition?

    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// A segue made in code whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        transition = { _ in performHandler() }
    }

    /// Does the transition: the storyboard kind's, or the perform handler's; a plain custom
    /// segue does nothing (its subclass overrides this).
    open func perform() { transition?(self) }
}
