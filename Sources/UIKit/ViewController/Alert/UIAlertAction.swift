import Foundation
import QuartzCore

/// One button of an alert or action sheet: its title, its style, and the handler UIKit calls
/// when the user chooses it.
///
/// The action holds its handler; the alert holds its actions and the action knows its alert
/// only weakly, so a handler that does not capture the alert makes no cycle. `isEnabled` may
/// change while the alert is shown: the button greys out (or back) at once.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action's button looks and where it goes; raw values are UIKit's.
    public enum Style: Int, Sendable {
        /// A normal button.
        case `default` = 0
        /// The button that leaves things as they were: at most one per alert; last in a stack,
        /// left in a pair, in its own group in an action sheet, and chosen by a tap outside an
        /// action sheet.
        case cancel = 1
        /// A button that destroys data: red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    public let style: Style
    /// Whether the button can be chosen; a disabled one is grey and ignores taps.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            alertController?.actionEnabledDidChange(self)
        }
    }
    /// Called when the user chooses the action, after the alert has been dismissed.
    let handler: ((UIAlertAction) -> Void)?
    /// The alert the action was added to.
    weak var alertController: UIAlertController?

    /// An action titled `title` in `style` that calls `handler` when chosen.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    open override var description: String {
        "<UIAlertAction: \(objectAddress(self)); title = \(title.map { "\"\($0)\"" } ?? "nil"); style = \(style)>"
    }
}
