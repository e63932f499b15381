import UIKit
import UIKitActions

/// What the controllers of Segues.storyboard were told, in order, as "Name.message". The
/// controllers take the log in effect when the storyboard makes them, so parallel tests
/// each see their own.
@MainActor final class SegueLog {
    @TaskLocal static var current: SegueLog?
    var entries: [String] = []
}

/// A storyboard controller that logs its lifecycle, containment and segue callbacks.
class SegueLoggingController: UIViewController {
    let log = SegueLog.current
    /// The identifiers `shouldPerformSegue(withIdentifier:sender:)` refuses.
    var refused: Set<String> = []
    var prepared: [UIStoryboardSegue] = []
    /// The senders `prepare(for:sender:)` was given, in order.
    var preparedSenders: [Any?] = []

    var logName: String { String(describing: type(of: self)).replacingOccurrences(of: "Segue", with: "").replacingOccurrences(of: "Controller", with: "") }
    func note(_ message: String) { log?.entries.append("\(logName).\(message)") }

    override func viewDidLoad() { super.viewDidLoad(); note("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); note("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); note("viewDidAppear") }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        note("didMove(toParent: \((parent as? SegueLoggingController)?.logName ?? "nil"))")
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        note("shouldPerformSegue(\(identifier))")
        return !refused.contains(identifier)
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        note("prepare(\(segue.identifier ?? "nil"))")
        prepared.append(segue)
        preparedSenders.append(sender)
    }
}

final class SegueHomeController: SegueLoggingController {
    @WeakOutlet var showButton: UIButton!
    @WeakOutlet var popoverButton: UIButton!
    @WeakOutlet var container: UIView!
    /// A plain view whose tap recognizer triggers the `tapNext` segue.
    @WeakOutlet var tapArea: UIView!
    var unwound: [UIStoryboardSegue] = []

    @Action func unwindToHome(_ segue: UIStoryboardSegue) {
        note("unwindToHome(from: \((segue.source as? SegueLoggingController)?.logName ?? "?"))")
        unwound.append(segue)
    }
}

final class SegueNextController: SegueLoggingController {
    @WeakOutlet var doneButton: UIButton!
}

final class SegueChildController: SegueLoggingController {}

/// A storyboard `show` segue with a class of its own: it logs, then does the show.
final class LoggingShowSegue: UIStoryboardSegue {
    override func perform() {
        (source as? SegueLoggingController)?.note("LoggingShowSegue.perform")
        super.perform()
    }
}

/// A container built in code that logs what an unwind segue asks it.
final class UnwindContainer: UIViewController {
    var allowed: [[UIViewController]] = []
    var unwoundTowards: [UIViewController] = []

    override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let children = super.allowedChildrenForUnwinding(from: source)
        allowed.append(children)
        return children
    }
    override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        unwoundTowards.append(subsequentVC)
    }
}

/// A child implementing the unwind action, which may decline it.
final class UnwindTarget: UIViewController {
    var accepts = true
    var unwound = 0
    @Action func unwindToHome(_ segue: UIStoryboardSegue) { unwound += 1 }

    override func canPerformUnwindSegueAction(_ action: UIEditAction, from fromViewController: UIViewController, sender: Any?) -> Bool {
        accepts && super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    }
}

/// The list of Navigation.storyboard: its bar button items' actions count.
final class NavigationListController: UIViewController {
    var added = 0, trashed = 0
    @Action func add(_ sender: UIBarButtonItem) { added += 1 }
    @Action func trash(_ sender: UIBarButtonItem) { trashed += 1 }
}
