import CoreGraphics
import QuartzCore
internal import RuntimeSupport

/// How critical an alert is; only Mac Catalyst draws a difference, so here it is kept and
/// shown nowhere (raw values are UIKit's).
public enum UIAlertControllerSeverity: Int, Sendable {
    case `default` = 0
    case critical = 1
}

/// An alert or action sheet: a title, a message, actions, and (alerts only) text fields,
/// presented with `present(_:animated:completion:)` and dismissed by choosing an action.
///
/// The look is iOS 17's (every number in `AlertMetrics`). The rules follow UIKit:
/// - An alert is centred over the dimmed presenter; it appears from 1.2× its size while
///   fading in and fades out. A tap outside it does nothing, and one without actions cannot be
///   dismissed by the user, as on iOS.
/// - An action sheet slides up from the bottom in compact width; a tap outside chooses its
///   cancel action, if it has one. In regular width it is a popover next to
///   `popoverPresentationController`'s source (without one the presentation is refused, where
///   UIKit raises), the cancel action is not shown, and a tap outside dismisses it and calls
///   the cancel action's handler.
/// - Choosing an action dismisses the alert, and the action's handler is called once the
///   dismissal animation has ended: UIKit calls `-[UIAlertController _invokeHandlersForAction:]`
///   from the dismissal's completion (`-[UIPresentationController transitionDidFinish:]`, as
///   every crash report through a handler shows), so a handler may present another controller
///   from the same presenter.
/// - The presenter gets no disappearance callbacks: its view stays, as under
///   `.overFullScreen`.
/// - The first text field becomes first responder when the alert has appeared; Return in a
///   field moves to the next one, and in the last it chooses the preferred action (or the only
///   action that is not a cancel action); Tab and Shift-Tab move between the fields, Escape
///   chooses the cancel action.
///
/// The alert does not move up for the on-screen keyboard.
@preconcurrency @MainActor
public class UIAlertController: UIViewController {
    /// The two kinds of alert controller; raw values are UIKit's.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public let preferredStyle: Style
    /// Shown above the message (semibold in an alert).
    public override var title: String? {
        didSet { contentViewIfLoaded?.setHeader(title: title, message: message) }
    }
    /// The text under the title.
    public var message: String? {
        didSet { contentViewIfLoaded?.setHeader(title: title, message: message) }
    }
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action shown bold in an alert and chosen by Return; it must be one of `actions`
    /// (another is reported and ignored). Action sheets ignore it.
    public var preferredAction: UIAlertAction? {
        get { storedPreferredAction }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                RuntimeIssue.report("The preferred action \(newValue) must be one of the alert controller's actions "
                    + "(add it with addAction(_:) first); the preferred action is unchanged")
                return
            }
            storedPreferredAction = newValue
            reloadActions()
        }
    }
    private var storedPreferredAction: UIAlertAction?
    /// The alert's text fields, in the order added.
    public var textFields: [UITextField]? { fields }
    private var fields: [UITextField] = []
    /// How critical the alert is (drawn the same either way here, as on iOS).
    public var severity: UIAlertControllerSeverity = .default

    /// An alert controller in `preferredStyle` with a title and message (either may be nil).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(style: preferredStyle)
        self.title = title
        self.message = message
    }

    private init(style: Style) {
        preferredStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    // MARK: Actions and text fields

    /// Adds a button for `action`. A second `.cancel` action is reported and not added, where
    /// UIKit raises.
    public func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            RuntimeIssue.report("UIAlertController can only have one action with a style of UIAlertActionStyleCancel; "
                + "\(action) was not added")
            return
        }
        action.alertController = self
        actions.append(action)
        reloadActions()
    }

    /// Adds a text field under the message and lets `configurationHandler` set it up. Alerts
    /// only: on an action sheet it is reported and nothing is added, where UIKit raises.
    public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            RuntimeIssue.report("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert; "
                + "no text field was added")
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: AlertMetrics.textFieldFontSize)
        field.addAction(UIAction { [weak self, weak field] _ in
            guard let self, let field else { return }
            returnPressed(in: field)
        }, for: .editingDidEndOnExit)
        fields.append(field)
        configurationHandler?(field)
        contentViewIfLoaded?.addTextField(field)
    }

    /// A shown action was enabled or disabled.
    func actionEnabledDidChange(_ action: UIAlertAction) {
        contentViewIfLoaded?.button(for: action)?.isEnabled = action.isEnabled
    }

    private func reloadActions() {
        contentViewIfLoaded?.setActions(actions, preferred: preferredStyle == .alert ? storedPreferredAction : nil)
    }

    // MARK: View

    /// The view (the card), once loaded.
    var contentViewIfLoaded: AlertContentView? { viewIfLoaded as? AlertContentView }

    public override func loadView() {
        let content = AlertContentView(layout: preferredStyle == .alert ? .alert : .sheet)
        content.setHeader(title: title, message: message)
        for field in fields { content.addTextField(field) }
        content.onChoose = { [weak self] action in self?.choose(action) }
        view = content
        reloadActions()
    }

    /// The content takes the look of the presentation: an alert, a sheet, or a popover.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let isPopover = presentation.controller is UIPopoverPresentationController
        contentViewIfLoaded?.layout = isPopover ? .popover : preferredStyle == .alert ? .alert : .sheet
    }

    /// In a popover: the popover's width and the content's height at it.
    public override var preferredContentSize: CGSize {
        get {
            guard let content = contentViewIfLoaded, content.layout == .popover else { return super.preferredContentSize }
            return CGSize(width: AlertMetrics.popoverWidth, height: content.fittingHeight(forWidth: AlertMetrics.popoverWidth))
        }
        set { super.preferredContentSize = newValue }
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        fields.first?.becomeFirstResponder()
    }

    // MARK: Choosing

    /// Whether an action was chosen (the alert is on its way out).
    private var isChoosing = false

    /// Dismisses the alert, then calls the action's handler (see the class comment). Taps
    /// while the alert is still appearing or already leaving are ignored.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, !isChoosing, transitionCoordinator == nil else { return }
        isChoosing = true
        guard presentingViewController != nil else {
            action.handler?(action)
            return
        }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// A tap outside the alert: nothing for an alert; an action sheet's cancel action; a
    /// popover goes away even without one.
    func tappedOutside(isPopover: Bool) {
        guard preferredStyle == .actionSheet else { return }
        if let cancel = actions.first(where: { $0.style == .cancel }) {
            choose(cancel)
        } else if isPopover, !isChoosing, transitionCoordinator == nil {
            isChoosing = true
            dismiss(animated: true)
        }
    }

    /// The action Return chooses: the preferred one, or else the only one that is not a
    /// cancel action.
    var returnKeyAction: UIAlertAction? {
        if let storedPreferredAction { return storedPreferredAction }
        let choices = actions.filter { $0.style != .cancel }
        return choices.count == 1 ? choices[0] : nil
    }

    private func returnPressed(in field: UITextField) {
        guard let index = fields.firstIndex(where: { $0 === field }) else { return }
        if index + 1 < fields.count {
            fields[index + 1].becomeFirstResponder()
        } else if let action = returnKeyAction {
            choose(action)
        }
    }

    /// Tab and Shift-Tab move between the text fields; Escape chooses the cancel action.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            guard let key = press.key, handleKey(key) else {
                unhandled.insert(press)
                continue
            }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    private func handleKey(_ key: UIKey) -> Bool {
        switch key.keyCode {
        case .keyboardTab:
            guard let current = fields.firstIndex(where: { $0.isFirstResponder }) else { return false }
            let step = key.modifierFlags.contains(.shift) ? fields.count - 1 : 1
            fields[(current + step) % fields.count].becomeFirstResponder()
            return true
        case .keyboardEscape:
            guard let cancel = actions.first(where: { $0.style == .cancel }) else { return false }
            choose(cancel)
            return true
        default:
            return false
        }
    }

    // MARK: Presentation

    /// An alert is shown by its own presentation controller; an action sheet is a popover in
    /// regular width. Setting the style changes nothing: UIKit chooses it for alerts.
    public override var modalPresentationStyle: UIModalPresentationStyle {
        get { preferredStyle == .actionSheet && isInRegularWidth ? .popover : .custom }
        set {}
    }

    private var isInRegularWidth: Bool {
        let window = presentingViewController?.viewIfLoaded?.window ?? UIApplication.shared.keyWindow
        return (window?.traitCollection ?? UIScreen.main.traitCollection).horizontalSizeClass == .regular
    }
}

extension UIAlertController: SystemPresentedController {
    func makeSystemPresentationController(style: UIModalPresentationStyle, presenting: UIViewController?) -> UIPresentationController {
        style == .popover ? UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
            : AlertPresentationController(presentedViewController: self, presenting: presenting)
    }

    func makeSystemAnimator(presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        if presentation.controller is UIPopoverPresentationController { return PopoverTransitionAnimator(isPresenting: presenting) }
        return AlertTransitionAnimator(motion: preferredStyle == .alert ? .alert : .sheet, isPresenting: presenting)
    }

    func refusal(toPresentWith controller: UIPresentationController, from presenter: UIViewController) -> String? {
        guard let popover = controller as? UIPopoverPresentationController, !popover.hasSource else { return nil }
        return "Your application has presented a UIAlertController (\(objectAddress(self))) of style UIAlertControllerStyleActionSheet from "
            + "\(type(of: presenter)). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. "
            + "You must provide location information for this popover through the alert controller's popoverPresentationController. "
            + "You must provide either a sourceView and sourceRect or a barButtonItem; nothing was presented"
    }
}
