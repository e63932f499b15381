import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// Manages a view hierarchy: the view is created lazily, the first time it is asked for.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
    /// The root view once loaded (`view` loads it; `setRootView` sets it).
    var _view: UIView?
    /// The traits the controller last reported, to tell it what they were when they change
    /// (UIViewController+Traits.swift).
    var lastTraits: UITraitCollection?
    var _traitOverrides = UITraitOverrides()

    /// Where the controller is in its appearance, and which transition moves it
    /// (UIViewController+Appearance.swift).
    var appearance = AppearanceState()
    /// The child controllers, in the order they were added (UIViewController+Containment.swift).
    var _children: [UIViewController] = []
    weak var _parent: UIViewController?
    /// Trait overrides a container set for its children (`setOverrideTraitCollection(_:forChild:)`).
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    /// The rest of the controller's settings: editing, safe area, content size, status bar.
    var settings = ControllerSettings()
    /// What the controller presents, what presents it, and how (UIViewController+Presentation.swift).
    var presentation = PresentationLinks()
    /// What the controller shows in its containers' bars (UIViewController+Navigation.swift).
    var containerItems = ContainerItems()

    /// The nib named at creation; nib loading reads it.
    public let nibName: String?
    public let nibBundle: Bundle?

    /// The controller's title; containers show it (a navigation bar, a tab).
    open var title: String? { didSet { titleDidChange() } }

    // MARK: Appearance (UIViewController+Appearance.swift)

    /// Called before the view is added to a visible window and before any animation of it is
    /// configured.
    open func viewWillAppear(_ animated: Bool) { checkAppearanceCallback("viewWillAppear") }
    /// Called once per appearance, after `viewWillAppear(_:)`, when the view is in the window
    /// and its superview has laid it out: traits, safe area and geometry are final.
    open func viewIsAppearing(_ animated: Bool) { checkAppearanceCallback("viewIsAppearing") }
    /// Called after the view appeared (after the transition's animations ended).
    open func viewDidAppear(_ animated: Bool) { checkAppearanceCallback("viewDidAppear") }
    /// Called before the view leaves the visible window and before its animations are configured.
    open func viewWillDisappear(_ animated: Bool) { checkAppearanceCallback("viewWillDisappear") }
    /// Called after the view left the visible window.
    open func viewDidDisappear(_ animated: Bool) { checkAppearanceCallback("viewDidDisappear") }

    /// Tells the controller its view is about to appear (`true`) or disappear; pair each with
    /// `endAppearanceTransition()`. A begin in the other direction before the end reverses it.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        MainThreadChecker.check("UIViewController.beginAppearanceTransition(_:animated:)")
        beginAppearance(isAppearing, animated: animated)
    }
    /// Finishes what `beginAppearanceTransition(_:animated:)` began: `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)`.
    open func endAppearanceTransition() {
        MainThreadChecker.check("UIViewController.endAppearanceTransition()")
        endAppearance()
    }
    /// Whether the controller's appearance callbacks go on to its children; a container that
    /// returns false calls their begin and end itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// Whether the bottom bar (a tab bar) hides while the controller is pushed on a navigation stack.
    open var hidesBottomBarWhenPushed = false

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` in its `modalPresentationStyle`, animated with its
    /// `modalTransitionStyle` or its transitioning delegate's animator; `completion` runs once
    /// it is on screen.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentController(viewControllerToPresent, animated: flag, completion: completion)
    }
    /// Dismisses the controller this one presents (with every controller above it), or, when
    /// it presents none, this controller itself.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissController(animated: flag, completion: completion)
    }
    /// How the controller is shown when presented; `.automatic` by default.
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { presentation.style }
        set { presentation.style = newValue }
    }
    /// The animation UIKit uses to present and dismiss the controller; `.coverVertical` by default.
    open var modalTransitionStyle: UIModalTransitionStyle {
        get { presentation.transitionStyle }
        set { presentation.transitionStyle = newValue }
    }
    /// Supplies the animators and the presentation controller of a `.custom` presentation
    /// (and the animators of any other); held weakly.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The controller's presentation controller (made for its presentation, or on first ask).
    open var presentationController: UIPresentationController? { ownPresentationController() }
    /// The transition running for the controller or an ancestor, for animations that join it.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { runningTransition() }

    // MARK: Containment (UIViewController+Containment.swift)

    /// Makes `childController` a child; calls its `willMove(toParent:)` first. The container
    /// adds the child's view and calls `didMove(toParent:)` when done.
    open func addChild(_ childController: UIViewController) { add(child: childController) }
    /// Removes the controller from its parent; calls `didMove(toParent: nil)` after. The
    /// container calls `willMove(toParent: nil)` and removes the view first.
    open func removeFromParent() { removeFromParentController() }
    /// Called before the controller is added to or removed from a container (call super: a
    /// removal marks the controller as moving from its parent).
    open func willMove(toParent parent: UIViewController?) { noteWillMove(toParent: parent) }
    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}
    /// The traits a container gives `childViewController` over its own.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }
    /// Swaps two children's views in `fromViewController`'s superview, animated, with their
    /// appearance callbacks; both must be children of a receiver that forwards those callbacks.
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        transitionChildren(from: fromViewController, to: toViewController, duration: duration, options: options,
                           animations: animations, completion: completion)
    }
    /// Called when a child's `preferredContentSize` changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// Called when a child's Auto Layout fitting size changed.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size a child's view gets inside a container of `parentSize`: all of it by default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// Shows `vc` in the way the context calls for: the nearest container that takes `.show`
    /// (see `targetViewController(forAction:sender:)`) shows it, else it is presented modally.
    open func show(_ vc: UIViewController, sender: Any?) { showInContext(vc, sender: sender) }
    /// The controller that carries out `action` for this one (the default walks parents, then
    /// presenters); containers that show controllers their own way override it.
    open func targetViewController(forAction action: UIEditAction, sender: Any?) -> UIViewController? {
        defaultTarget(forAction: action, sender: sender)
    }
    /// Shows `vc` as the detail: the nearest container that takes `.showDetailViewController`
    /// shows it, else it is presented modally.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { showDetailInContext(vc, sender: sender) }
    /// A collapsing split puts its secondary into this primary (a navigation controller pushes it).
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}
    /// An expanding split takes its secondary back out of this primary; nil when there is none.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }
    /// Called when the app receives a memory warning (`UIApplication+MemoryWarning.swift`):
    /// release what can be made again. Does nothing by default (the view stays loaded).
    open func didReceiveMemoryWarning() {}
    /// Called before the view's size changes; the default tells `transitionListeners`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for listener in transitionListeners { listener.viewWillTransition(to: size, with: coordinator) }
    }
    /// Called before the traits change; the default adapts what this controller presents to
    /// them, then tells `transitionListeners`.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        readaptPresentation(to: newCollection, with: coordinator)
        for listener in transitionListeners { listener.willTransition(to: newCollection, with: coordinator) }
    }

    // MARK: Safe area, margins and editing (UIViewController+Settings.swift)

    /// Called when the view's safe area changed (bars, `additionalSafeAreaInsets`, or just
    /// before it appears).
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}
    /// Turns editing on or off.
    open func setEditing(_ editing: Bool, animated: Bool) {
        settings.isEditing = editing
        settings.editButtonItem?.showEditing(editing)
    }
    /// The size the controller would like its view to have in a container (a popover, a form
    /// sheet); setting it tells the parent.
    open var preferredContentSize: CGSize {
        get { settings.preferredContentSize }
        set { setPreferredContentSize(newValue) }
    }

    // MARK: Orientation

    /// The orientations the controller's interface supports: all but upside down on a phone,
    /// all on a pad. The headless and SDL screens do not rotate; the system reads these when
    /// a screen does.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// Whether the interface may rotate; true by default.
    open var shouldAutorotate: Bool { true }
    /// The orientation a full-screen presentation of the controller starts in.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    // MARK: Status bar, home indicator, screen edges (StatusBar/)

    /// Whether the status bar should be hidden while the controller is in charge of it.
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's style while the controller is in charge of it.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// How the status bar animates when `setNeedsStatusBarAppearanceUpdate()` changes it.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` is used instead of this controller's.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` is used instead of this controller's.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a controller presented other than full screen takes over the status bar.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether the home indicator may fade away while the user does not touch the screen.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose `prefersHomeIndicatorAutoHidden` is used instead of this controller's.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// The edges where the app's gestures go before the system's (a first swipe only shows
    /// the system's affordance).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose `preferredScreenEdgesDeferringSystemGestures` is used instead of this one's.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// From a storyboard or nib: the controller keeps its view's description and loads the
    /// view from it when the view is first asked for.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = (coder as? UINibDecoder)?.context.bundle
        super.init()
        if let nib = coder as? UINibDecoder { decodeControllerAttributes(nib) }
    }

    /// The storyboard the controller came from; nil when it was made in code or from a nib.
    open internal(set) var storyboard: UIStoryboard?
    /// The controller's Storyboard ID.
    var storyboardIdentifier: String?
    /// The view's description in the nib or storyboard the controller came from.
    var nibViewTemplate: NibViewTemplate?
    /// The segues that start at this controller (NibSegues.swift).
    var segues = NibSegues.ControllerSegues()

    // MARK: Segues (UIViewController+Segues.swift, UIViewController+Unwind.swift)

    /// Performs the segue with `identifier` from the controller's storyboard; it does not ask
    /// `shouldPerformSegue(withIdentifier:sender:)`. A missing one stops with UIKit's message.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }
    /// Whether a segue a control or recognizer triggers should run; true by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called once a segue's destination is made and before it appears, to pass it data.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Whether the controller is an unwind segue's destination for `action` (a selector,
    /// `"unwindToListWithSegue:"`): by default, when it has an `@Action` for it and is not the source.
    open func canPerformUnwindSegueAction(_ action: UIEditAction, from fromViewController: UIViewController, sender: Any?) -> Bool {
        canPerformUnwind(action, from: fromViewController)
    }
    /// The children an unwind segue looks for its destination in: all but the one leading to
    /// the source. A container overrides it to offer only some (a navigation controller's stack).
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let excluded = childContaining(source)
        return _children.filter { $0 !== excluded }
    }
    /// The child whose containment or presentation chain holds the unwind segue's source.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? { child(leadingTo: source.source) }
    /// Called on each container above an unwind segue's destination, outermost first, to
    /// bring `subsequentVC` forward (a navigation controller pops to it); does nothing here.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// `view` (a nib's File's Owner outlet) and `title`, then wrapped outlets of subclasses.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "view": view = value as? UIView
        case "title": title = value as? String
        default: if !DelegateOutlets.set(value, forKey: key, on: self) { super.setValue(value, forKey: key) }
        }
    }

    open override func value(forKey key: String) -> Any? {
        key == "view" ? viewIfLoaded : super.value(forKey: key)
    }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The root view, loaded on first access through `loadView()` then `viewDidLoad()`.
    open var view: UIView! {
        get {
            MainThreadChecker.check("UIViewController.view getter")
            loadViewIfNeeded()
            return _view
        }
        set { setRootView(newValue) }
    }

    // MARK: Focus (UIFocusEnvironment; the engine is in Focus/)

    /// Where focus goes inside the controller: its view by default.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { _view.map { [$0] } ?? [] }
    /// Whether focus may move as `context` says; true by default.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Called after focus moved into, out of or within the controller's view.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // MARK: Traits (UIViewController+Traits.swift)

    /// The controller's traits: its view's environment's, plus its overrides.
    open var traitCollection: UITraitCollection { computeTraitCollection() }

    /// Called after the controller's traits changed, with `UITraitCollection.current` set
    /// to the new ones, before its view is told.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Light or dark for the controller, its view and the views inside; `.unspecified` (the
    /// default) inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// The traits the controller sets for itself and its view (iOS 17).
    open var traitOverrides: UITraitOverrides {
        get { _traitOverrides }
        set {
            MainThreadChecker.check("UIViewController.traitOverrides setter")
            guard newValue != _traitOverrides else { return }
            let oldViewTraits = _view?.resolvedTraitCollection
            _ = traitCollection  // remembered as the traits before, for traitCollectionDidChange(_:)
            _traitOverrides = newValue
            if let view = _view, let oldViewTraits { view.traitsMayHaveChanged(from: oldViewTraits) }
        }
    }

    /// The view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { _view }

    open var isViewLoaded: Bool { _view != nil }

    /// Creates the view. The default loads it from the controller's storyboard scene or nib
    /// (`nibName`, or a nib named after the class), otherwise makes a plain view the size of
    /// the main screen, resizing with its superview; subclasses that build their views in code
    /// override it and set `view`.
    open func loadView() {
        if loadViewFromNib(), _view != nil { return }
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    /// Called once, after the view was loaded.
    open func viewDidLoad() {}

    /// Called before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}

    /// Called after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    /// Updates the constraints of the controller's view in the update-constraints pass; the
    /// default runs the view's `updateConstraints()`. Call super at the end, as on iOS.
    open func updateViewConstraints() { _view?.updateConstraints() }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        MainThreadChecker.check("UIViewController.loadViewIfNeeded()")
        guard _view == nil else { return }
        loadView()
        guard _view != nil else {
            preconditionFailure("UIViewController.loadView() must set the view property (\(type(of: self)) did not)")
        }
        viewDidLoad()
    }

    // MARK: State restoration (StateRestoration/)

    /// The name under which the controller's state is saved; without one neither it nor its
    /// views are saved.
    open var restorationIdentifier: String?
    /// Makes the controller at launch when the app does not (`UIViewControllerRestoration`).
    open var restorationClass: (any UIViewControllerRestoration.Type)?

    /// Saves the controller's state for the next launch. Call super.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Restores what `encodeRestorableState(with:)` saved, at launch. Call super.
    open func decodeRestorableState(with coder: NSCoder) {}

    /// Called once every restored object has decoded its state.
    open func applicationFinishedRestoringState() {}

    /// A presented controller's presenter follows it in the responder chain; otherwise its
    /// view's superview (the window, for a window's root).
    open override var next: UIResponder? { presentation.presenting ?? _view?.superview }
}
