import Foundation

/// Where an unwind segue starts: the controllers it passes on its way up ask it for the
/// source, the action and the sender (`allowedChildrenForUnwinding(from:)`, `childContaining(_:)`).
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    /// The controller the unwind segue starts at.
    open var source: UIViewController { sourceController }
    /// The destination's action, as a selector (`"unwindToListWithSegue:"`).
    open var unwindAction: UIEditAction { action }
    /// What triggered the segue: the control, or what `performSegue(withIdentifier:sender:)` got.
    open var sender: Any? { senderValue }

    private let sourceController: UIViewController
    private let action: UIEditAction
    private let senderValue: Any?

    init(source: UIViewController, unwindAction: UIEditAction, sender: Any?) {
        sourceController = source
        action = unwindAction
        senderValue = sender
        super.init()
    }
}
