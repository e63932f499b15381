import CoreGraphics
import QuartzCore
internal import RuntimeSupport

/// The sheet styles' presentation controller (`.pageSheet`, `.formSheet`, and a popover in
/// compact width): the presented view rises from the bottom to one of its `detents` over the
/// presenter, which stays and is dimmed. The user drags it between detents and down to
/// dismiss it, or taps the dimmed area. Adapted by its delegate to a full-screen style, it
/// presents as that style does. In regular width it is a centred card, in compact height
/// full screen or attached to the bottom edge (`UISheetPresentationController+Forms.swift`).
///
/// Geometry, dimming and motion are iOS 26's, as measured on an iPhone 16
/// (uikit-controllers-facts.md §5), kept in `SheetMetrics`.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at (at least one; `.large()` by default).
    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                RuntimeIssue.report("UISheetPresentationController.detents must not be empty; using [.large()]")
                detents = [.large()]
            }
            sheetChanged()
        }
    }
    /// The detent the sheet rests at; nil: the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetChanged() } }
    /// The largest detent at which the presenter is not dimmed (and takes touches); nil: the
    /// presenter is dimmed at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheetChanged() } }
    /// Whether the grabber shows at the top of the sheet.
    open var prefersGrabberVisible = false { didSet { sheetChanged() } }
    /// The sheet's corner radius; nil: the system's.
    open var preferredCornerRadius: CGFloat? { didSet { sheetChanged() } }
    /// Kept for source compatibility: scrolling a scroll view in the sheet does not change its
    /// detent.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether in compact height the sheet keeps its detents, attached to the bottom edge,
    /// rather than covering the screen.
    open var prefersEdgeAttachedInCompactHeight = false { didSet { sheetChanged() } }
    /// Whether an edge-attached sheet is as wide as the presented controller's
    /// `preferredContentSize` rather than the safe area.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { sheetChanged() } }
    /// Whether in regular width and height the sheet is a page-sized card (its width follows
    /// the readable width); false: it is sized like a form sheet, by `preferredContentSize`.
    /// True unless the controller is presented as a form sheet.
    open var prefersPageSizing: Bool {
        get { pageSizing ?? !(style == .formSheet || presentedViewController.modalPresentationStyle == .formSheet) }
        set { pageSizing = newValue; sheetChanged() }
    }
    private var pageSizing: Bool?
    /// The view a sheet adapted from a popover points at (kept for source compatibility).
    open weak var sourceView: UIView?

    let dimmingView = UIView()
    let grabber = UIView()
    /// The user's drag of the sheet, from the finger's landing until the sheet settles.
    var drag: SheetDrag?
    lazy var scrollCooperation = SheetScrollCooperation(sheet: self)
    /// The pan that drags the sheet, on the presented view while it is a sheet.
    private lazy var sheetPan: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: self, action: UISheetPresentationController.sheetPanned)
        pan.delegate = scrollCooperation
        return pan
    }()
    /// Set inside `animateChanges`: changes move the sheet with the settling spring.
    private var animatesChanges = false

    /// Whether the presentation runs as a sheet (its delegate may adapt it to a full-screen style).
    var isSheet: Bool { style.isSheet }

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: SheetMetrics.dimmingAlpha)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UISheetPresentationController.dimmingTapped))
        grabber.backgroundColor = SheetMetrics.grabberColor
        grabber.layer.cornerRadius = SheetMetrics.grabberSize.height / 2
        grabber.isUserInteractionEnabled = false
    }

    override open var shouldRemovePresentersView: Bool { style.removesPresentersView }
    override open var shouldPresentInFullscreen: Bool { !isSheet }

    override open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        guard isSheet else { return container.bounds }
        return frame(in: form, at: currentDetent)
    }

    /// Makes the detent changes `changes` makes move the sheet with its settling spring.
    open func animateChanges(_ changes: () -> Void) {
        let saved = animatesChanges
        animatesChanges = true
        changes()
        animatesChanges = saved
    }

    /// Asks the custom detents' resolvers again.
    open func invalidateDetents() { sheetChanged() }

    // MARK: Geometry

    /// The detent the sheet rests at now: the selected one, else the smallest.
    var currentDetent: Detent {
        if let id = selectedDetentIdentifier, let detent = detents.first(where: { $0.identifier == id }) { return detent }
        return detents.min { (value(of: $0) ?? .infinity) < (value(of: $1) ?? .infinity) } ?? .large()
    }

    private var resolution: SheetResolution? {
        guard let container = containerView else { return nil }
        let insets = container.window?.safeAreaInsets ?? .zero
        let height = container.bounds.height
        return SheetResolution(traits: container.traitCollection, maximum: max(0, height - insets.top - insets.bottom),
                               containerHeight: height)
    }

    /// A detent's height in the container now (nil when its resolver gives none).
    func value(of detent: Detent) -> CGFloat? {
        resolution.flatMap { detent.resolvedValue(in: $0) }
    }

    /// The sheet's frame with its top at `top`: the large sheet spans the container's width
    /// down to its bottom; smaller ones float, inset from the sides and the bottom.
    func sheetFrame(top: CGFloat, floating: Bool) -> CGRect {
        guard let container = containerView else { return .zero }
        if form == .edgeAttached { return edgeAttachedFrame(top: top) }
        let b = container.bounds
        let inset = floating ? SheetMetrics.floatingInset : 0
        let y = max(b.minY, top)
        return CGRect(x: b.minX + inset, y: y, width: max(0, b.width - 2 * inset), height: max(0, b.maxY - inset - y))
    }

    /// The top of the sheet resting at `detent`.
    func top(of detent: Detent) -> CGFloat {
        guard let container = containerView else { return 0 }
        let bottom = container.bounds.maxY - (container.window?.safeAreaInsets.bottom ?? 0)
        return bottom - (value(of: detent) ?? 0)
    }

    func sheetFrame(for detent: Detent) -> CGRect {
        sheetFrame(top: top(of: detent), floating: !detent.isLarge)
    }

    /// Whether the presenter is dimmed with the sheet at `detent`.
    func dims(at detent: Detent) -> Bool {
        guard form.followsDrags, let id = largestUndimmedDetentIdentifier, let undimmed = detents.first(where: { $0.identifier == id }) else { return true }
        return (value(of: detent) ?? 0) > (value(of: undimmed) ?? 0)
    }

    /// The sheet's settings or detent changed: it moves (with the spring inside
    /// `animateChanges`) while it is shown.
    func sheetChanged() {
        guard isSheet, let presented = presentedView, containerView != nil, runningTransition == nil,
              presented.superview === containerView else { return }
        let detent = currentDetent
        let place = {
            presented.frame = self.frameOfPresentedViewInContainerView
            self.dimmingView.alpha = self.dims(at: detent) ? 1 : 0
            self.styleSheet(presented)
        }
        if animatesChanges { SystemTransitionTiming.animate(place) } else { place() }
    }

    /// Rounds the sheet's corners and places the grabber.
    private func styleSheet(_ presented: UIView) {
        presented.layer.cornerRadius = form == .fullScreen ? 0 : preferredCornerRadius ?? systemCornerRadius
        presented.layer.masksToBounds = true
        placeGrabber(on: presented)
    }

    func placeGrabber(on presented: UIView) {
        guard prefersGrabberVisible, form != .fullScreen, let container = containerView else {
            grabber.removeFromSuperview()
            return
        }
        let size = SheetMetrics.grabberSize
        grabber.bounds = CGRect(origin: .zero, size: size)
        grabber.center = CGPoint(x: presented.center.x, y: presented.frame.minY + SheetMetrics.grabberTop + size.height / 2)
        if grabber.superview !== container { container.addSubview(grabber) }
        container.bringSubviewToFront(grabber)
    }

    /// When the container changes size the sheet takes the form and frame of its new size
    /// classes (a card stays centred; a sheet turned on its side covers the screen).
    override open func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if drag == nil { sheetChanged() }
    }

    /// A form card and an edge-attached sheet follow the presented controller's new
    /// preferred size.
    override open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if form == .formCard || form == .edgeAttached { sheetChanged() }
    }

    override open func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        if isSheet, let presented = presentedView, drag == nil { placeGrabber(on: presented) }
    }

    // MARK: Presentation

    override open func presentationTransitionWillBegin() {
        guard isSheet else { return }
        installSheetViews()
        let dimmed: CGFloat = dims(at: currentDetent) ? 1 : 0
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = dimmed }, completion: nil)
        } else {
            dimmingView.alpha = dimmed
        }
    }

    override open func dismissalTransitionWillBegin() {
        // Dragged away, the sheet takes its grabber along; otherwise the grabber goes first.
        let dragged = drag?.dismissal != nil
        let drop = (containerView?.bounds.maxY ?? 0) - (presentedView?.frame.minY ?? 0)
        if !dragged { grabber.removeFromSuperview() }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in
                self.dimmingView.alpha = 0
                if dragged { self.grabber.center.y += drop }
            }, completion: nil)
        } else {
            dimmingView.alpha = 0
        }
    }

    /// The dimming under the sheet, the rule that passes touches through where it is clear,
    /// the sheet's corners and its pan (once, however often the style turns to a sheet).
    private func installSheetViews() {
        guard let container = containerView else { return }
        if dimmingView.superview !== container {
            dimmingView.frame = container.bounds
            dimmingView.alpha = 0
            container.insertSubview(dimmingView, at: 0)
        }
        (container as? UITransitionView)?.passesTouches = { [weak self] view, _ in
            guard let self else { return false }
            return view === self.containerView || (view === self.dimmingView && self.dimmingView.alpha == 0)
        }
        if let presented = presentedView {
            styleSheet(presented)
            if sheetPan.view !== presented { presented.addGestureRecognizer(sheetPan) }
        }
    }

    /// Adapted to a sheet while shown, the presentation gains the sheet's views; adapted to
    /// a full-screen style, it covers the container square-cornered, undimmed.
    override func presentationStyleDidChange() {
        guard let presented = presentedView, presented.superview === containerView else { return }
        if isSheet {
            installSheetViews()
            sheetChanged()
        } else {
            presented.frame = frameOfPresentedViewInContainerView
            presented.layer.cornerRadius = 0
            dimmingView.alpha = 0
            grabber.removeFromSuperview()
        }
    }

    override open func presentationTransitionDidEnd(_ completed: Bool) {
        if completed, let presented = presentedView { placeGrabber(on: presented) }
        if !completed { dimmingView.removeFromSuperview() }
    }

    override open func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            grabber.removeFromSuperview()
            dimmingView.removeFromSuperview()
            sheetPan.view?.removeGestureRecognizer(sheetPan)
        } else if drag?.dismissal == nil {
            sheetChanged()
        }
        userDismissalEnded(completed: completed)
    }
}

extension UIViewController {
    /// The sheet presentation controller of a controller presented (or about to be) as a
    /// sheet; nil for other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}

/// A sheet's measured numbers (iOS 26, iPhone 16; uikit-controllers-facts.md §5), in one place.
enum SheetMetrics {
    /// The dimming's opacity at full strength.
    static let dimmingAlpha: CGFloat = 0.2
    /// How far smaller detents float in from the sides and the bottom.
    static let floatingInset: CGFloat = 8
    /// The top corners' radius (the measured 37.7).
    static let cornerRadius: CGFloat = 37.7
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5
    @MainActor static var grabberColor: UIColor { UIColor(red: 0.47, green: 0.47, blue: 0.50, alpha: 0.43) }
    /// Released past this fraction of the smallest detent's height, the sheet is dismissed.
    static let dismissFraction: CGFloat = 0.5
    /// Released moving down at least this fast (points per second), the sheet is dismissed.
    static let dismissVelocity: CGFloat = 1000
    /// How far ahead a release's velocity is projected when choosing the detent.
    static let projectionTime: CGFloat = 0.1
    /// Dragging above the largest detent moves the sheet less and less (a rubber band).
    static func resisted(_ distance: CGFloat) -> CGFloat { distance <= 0 ? 0 : 40 * (1 - 1 / (distance / 100 + 1)) }
}
