import UIKit

/// The callbacks controllers received, in order, each as "name.callback".
@MainActor final class CallbackLog {
    var entries: [String] = []
    func clear() { entries.removeAll() }
}

/// A controller that writes every lifecycle and containment callback to a log, with the
/// state flags UIKit defines inside the appearance callbacks.
@MainActor class LoggingController: UIViewController {
    let name: String
    let log: CallbackLog
    /// The flags seen in each appearance callback, by callback name.
    var flags: [String: (presented: Bool, dismissed: Bool, movingTo: Bool, movingFrom: Bool)] = [:]
    var onDeinit: (() -> Void)?

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    isolated deinit { onDeinit?() }

    private func note(_ callback: String) {
        log.entries.append("\(name).\(callback)")
    }

    private func noteFlags(_ callback: String) {
        note(callback)
        flags[callback] = (isBeingPresented, isBeingDismissed, isMovingToParent, isMovingFromParent)
    }

    override func viewDidLoad() { super.viewDidLoad(); note("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); noteFlags("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); note("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); noteFlags("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); noteFlags("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); noteFlags("viewDidDisappear") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); note("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); note("viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        note("willMove(toParent: \((parent as? LoggingController)?.name ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        note("didMove(toParent: \((parent as? LoggingController)?.name ?? "nil"))")
    }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange(); note("viewSafeAreaInsetsDidChange") }
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        note("preferredContentSizeDidChange(\((container as? LoggingController)?.name ?? "?"))")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        note("traitCollectionDidChange")
    }
}

/// The appearance callbacks only (layout and trait callbacks left out), for order tables.
extension CallbackLog {
    var appearance: [String] {
        entries.filter {
            ["viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
                .contains(String($0.split(separator: ".").last ?? ""))
        }
    }
}
