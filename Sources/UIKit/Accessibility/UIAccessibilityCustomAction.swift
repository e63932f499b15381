import Foundation

/// An action an assistive app offers in its actions menu for an element ("Delete", "Reply"),
/// besides activating it. Performing it runs the handler, or calls the target's method.
///
/// Apple's selector form becomes an unapplied method reference, as for target-action:
/// `UIAccessibilityCustomAction(name: "Delete", target: self, selector: Cell.delete)` where
/// `func delete(_ action: UIAccessibilityCustomAction) -> Bool`. The target is held weakly.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The name assistive apps read.
    open var name: String
    /// The name with speech attributes; setting it sets `name` to its string.
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    /// An image shown for the action (Switch Control, Full Keyboard Access).
    open var image: UIImage?
    /// The closure run when the action is performed; it returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    /// The object whose method the selector form calls; held weakly.
    open private(set) weak var target: AnyObject?
    private var method: ((UIAccessibilityCustomAction) -> Bool)?

    /// An action that runs `actionHandler`.
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action that runs `actionHandler`, named with speech attributes.
    public convenience init(attributedName: NSAttributedString, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
    }

    /// An action with an image that runs `actionHandler`.
    public convenience init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// An action that calls `selector` (`Target.method`, taking the action) on `target`.
    public init<Target: AnyObject>(name: String, target: Target, selector: @escaping (Target) -> (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.target = target
        super.init()
        method = { [weak target] action in target.map { selector($0)(action) } ?? false }
    }

    /// An action that calls `selector` (`Target.method`, taking no argument) on `target`.
    public convenience init<Target: AnyObject>(name: String, target: Target, selector: @escaping (Target) -> () -> Bool) {
        self.init(name: name, target: target, selector: { target in { _ in selector(target)() } })
    }

    /// Performs the action as an assistive app does: the handler, else the target's method;
    /// false when neither is there (the target went away).
    package func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        return method?(self) ?? false
    }
}
