import UIKit
import UIKitTesting

/// A view that can be focused and writes what the focus engine tells it into a shared log.
final class FocusBox: UIView {
    var name: String
    var log: FocusLog?
    var refuses = false
    var focusable = true
    var preferred: [any UIFocusEnvironment] = []

    init(_ name: String, _ frame: CGRect, log: FocusLog? = nil) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var canBecomeFocused: Bool { focusable }
    override var preferredFocusEnvironments: [any UIFocusEnvironment] { preferred }

    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        log?.entries.append("should \(name)")
        return !refuses
    }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        log?.entries.append("did \(name)")
        log?.contexts.append(context)
    }
}

/// What environments heard, in order.
final class FocusLog {
    var entries: [String] = []
    var contexts: [UIFocusUpdateContext] = []
}

/// A button that takes keyboard focus, as an iPad app opts a button in.
final class FocusableButton: UIButton {
    override var canBecomeFocused: Bool { true }
}

extension UIView {
    /// The name of a `FocusBox` (for readable expectations).
    var focusName: String? { (self as? FocusBox)?.name }
}

@MainActor
func focused(_ host: UITestHost) -> String? {
    (UIFocusSystem.focusSystem(for: host.window)?.focusedItem as? FocusBox)?.name
}
