import Foundation

/// A transition between two view controllers a storyboard describes. Subclass it and
/// override `perform()` for a custom segue.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    open var identifier: String?
    open var source: UIViewController
    open var destination: UIViewController

    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Does the transition; the default does nothing (custom segues override it).
    open func perform() {}
}
