import CoreGraphics
import QuartzCore

/// The presentation controller of a popover (`.popover` in regular width, or in compact
/// width when the delegate's `adaptivePresentationStyle(for:traitCollection:)` says `.none`):
/// the presented view floats next to its source with an arrow pointing at it, over the
/// presenter, which stays and is not dimmed (iOS 7 and later draw no dimming; the clear view
/// under the popover only catches touches). A tap outside dismisses the popover, except on
/// `passthroughViews`, which get their touches.
///
/// The popover is sized by the presented controller's `preferredContentSize` (320 × 1100 when
/// it prefers none, as Apple documents: as tall as the room allows), placed by
/// `PopoverPlacement` on the side that fits best among `permittedArrowDirections`, inside the
/// container's safe area less `popoverLayoutMargins`, and placed again when the container
/// changes size (the delegate hears `willRepositionPopoverTo`). Numbers in `PopoverMetrics`.
/// `barButtonItem` (or a bar button item as `sourceItem`) points the popover at the item's
/// button in its bar.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points into.
    open weak var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at. `.null` (the default, iOS 13.2 and
    /// later) means the source view's bounds as they are each time the popover is placed.
    open var sourceRect: CGRect = .null
    /// The item the popover points at (iOS 16), instead of `sourceView` and `sourceRect`.
    open weak var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// The bar button item the popover points at, instead of `sourceView` and `sourceRect`.
    open var barButtonItem: UIBarButtonItem?
    /// The sides the arrow may point to; any by default.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The side the arrow points to, once the popover is placed; `.unknown` before.
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views that keep getting touches outside the popover while it shows (a touch on them
    /// does not dismiss it).
    open var passthroughViews: [UIView]?
    /// The colour of the popover's body and arrow; nil: the system background.
    open var backgroundColor: UIColor? { didSet { chrome.fillColor = backgroundColor ?? .systemBackground } }
    /// How far from the container's safe area the popover stays (10 points on every side).
    open var popoverLayoutMargins = UIEdgeInsets(top: PopoverMetrics.layoutMargin, left: PopoverMetrics.layoutMargin,
                                                 bottom: PopoverMetrics.layoutMargin, right: PopoverMetrics.layoutMargin)
    /// Whether the popover may cover its source when it fits on no side; false by default
    /// (it is shortened instead).
    open var canOverlapSourceViewRect = false
    /// The sheet the popover becomes in compact width (iOS 15): configure its detents here.
    public private(set) lazy var adaptiveSheetPresentationController: UISheetPresentationController = {
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: presenting)
        sheet.sourceView = sourceView
        return sheet
    }()

    let backdrop = AlertBackdropView(dims: false)
    let chrome = PopoverChromeView()
    /// The container's size the popover was last placed for.
    private var placedForSize: CGSize?
    /// The presented view's corners before the popover rounded them, restored after.
    private var savedCorners: (radius: CGFloat, masks: Bool)?

    /// The delegate, when it is a popover delegate.
    var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? { delegate as? any UIPopoverPresentationControllerDelegate }

    override open var shouldRemovePresentersView: Bool { false }
    override open var shouldPresentInFullscreen: Bool { false }
    /// In compact width a popover becomes a form sheet (a sheet there), as on iOS 13 and later.
    override open var adaptivePresentationStyle: UIModalPresentationStyle { .formSheet }

    /// Next to the source, placed by `PopoverPlacement`.
    override open var frameOfPresentedViewInContainerView: CGRect { placement()?.frame ?? .zero }

    /// Whether the popover has something to point at.
    var hasSource: Bool { sourceView != nil || sourceItem != nil || barButtonItem != nil }

    /// UIKit's exception when a popover is presented with nothing to point at.
    var missingSourceMessage: String {
        "UIPopoverPresentationController (<UIPopoverPresentationController: \(objectAddress(self))>) should have a non-nil sourceView or barButtonItem set before the "
            + "presentation occurs; nothing was presented"
    }

    /// Whether the presented controller draws its own popover body (an action sheet does).
    private var drawsOwnBody: Bool { presentedViewController is UIAlertController }

    // MARK: Placement

    /// The source's rectangle in `container`'s coordinates; nil when it is not in its window.
    private func source(in container: UIView) -> CGRect? {
        if let sourceItem { return sourceItem.frame(in: container) }
        if let barButtonItem { return barButtonItem.frame(in: container) }
        guard let sourceView, sourceView.window != nil, sourceView.window === container.window else { return nil }
        return sourceView.convert(sourceRect.isNull ? sourceView.bounds : sourceRect, to: container)
    }

    /// The content's size: the preferred one, each side Apple's default where it is zero.
    private var contentSize: CGSize {
        let preferred = preferredContentSize
        return CGSize(width: preferred.width > 0 ? preferred.width : PopoverMetrics.defaultContentSize.width,
                      height: preferred.height > 0 ? preferred.height : PopoverMetrics.defaultContentSize.height)
    }

    /// Where the popover goes now, in the container's coordinates; nil without a source.
    private func placement() -> PopoverPlacement? {
        guard let container = containerView, let source = source(in: container) else { return nil }
        let area = container.bounds.inset(by: container.window?.safeAreaInsets ?? .zero).inset(by: popoverLayoutMargins)
        return PopoverPlacement.place(size: contentSize, source: source, in: area, permitted: permittedArrowDirections,
                                      arrowLength: PopoverMetrics.arrowLength,
                                      cornerClearance: PopoverMetrics.cornerRadius + PopoverMetrics.arrowBase / 2,
                                      canOverlapSource: canOverlapSourceViewRect, fillsHeight: preferredContentSize.height <= 0)
    }

    /// Places the content and its body and arrow where `placement()` says.
    private func layoutPopover() {
        guard let placed = placement() else { return }
        arrowDirection = placed.direction
        if let presented = presentedView, presented.superview === containerView { presented.frame = placed.frame }
        chrome.place(body: placed.frame, tip: placed.arrowTip, direction: placed.direction)
    }

    /// The container changed size: the delegate may point the popover elsewhere, then it is
    /// placed again.
    override open func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let container = containerView, let size = placedForSize, size != container.bounds.size else { return }
        placedForSize = container.bounds.size
        if let popoverDelegate {
            let view = sourceView ?? container
            let original = sourceView.map { sourceRect.isNull ? $0.bounds : sourceRect } ?? source(in: container) ?? .null
            var rect = original
            var target = view
            popoverDelegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &target)
            if target !== view || rect != original {
                sourceItem = nil
                sourceView = target
                sourceRect = rect
            }
        }
        layoutPopover()
    }

    /// The presented controller wants another size: the popover takes it (animated, as on iOS,
    /// unless a side is zero).
    override open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        guard placedForSize != nil, runningTransition == nil else { return }
        let size = preferredContentSize
        if size.width > 0, size.height > 0 { SystemTransitionTiming.animate(layoutPopover) } else { layoutPopover() }
    }

    // MARK: Presentation

    override open func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        backdrop.onTap = { [weak self] in self?.tappedOutside() }
        let coordinator = presentedViewController.transitionCoordinator
        backdrop.show(in: container, coordinator: coordinator)
        (container as? UITransitionView)?.passesTouches = { [weak self] view, point in
            self?.passesTouch(on: view, at: point) ?? false
        }
        chrome.drawsBody = !drawsOwnBody
        chrome.fillColor = backgroundColor ?? .systemBackground
        if !drawsOwnBody, let presented = presentedView {
            savedCorners = (presented.layer.cornerRadius, presented.layer.masksToBounds)
            presented.layer.cornerRadius = PopoverMetrics.cornerRadius
            presented.layer.masksToBounds = true
        }
        layoutPopover()
        placedForSize = container.bounds.size
        chrome.alpha = 0
        container.insertSubview(chrome, aboveSubview: backdrop)
        fadeChrome(to: 1, with: coordinator)
    }

    override open func presentationTransitionDidEnd(_ completed: Bool) {
        backdrop.transitionDidEnd(keep: completed)
        if !completed { removeChrome() }
    }

    override open func dismissalTransitionWillBegin() {
        let coordinator = presentedViewController.transitionCoordinator
        backdrop.hide(with: coordinator)
        fadeChrome(to: 0, with: coordinator)
    }

    override open func dismissalTransitionDidEnd(_ completed: Bool) {
        backdrop.transitionDidEnd(keep: !completed)
        if completed { removeChrome() } else { chrome.alpha = 1 }
    }

    private func fadeChrome(to alpha: CGFloat, with coordinator: (any UIViewControllerTransitionCoordinator)?) {
        if let coordinator {
            coordinator.animate(alongsideTransition: { _ in self.chrome.alpha = alpha }, completion: nil)
        } else {
            chrome.alpha = alpha
        }
    }

    /// The popover gives its container up (to the sheet it adapts to while shown): its
    /// backdrop, body and arrow leave at once.
    func leaveContainer() {
        backdrop.hide(with: nil)
        backdrop.transitionDidEnd(keep: false)
        removeChrome()
    }

    /// The popover's look leaves: its body and arrow, and the content's rounded corners.
    private func removeChrome() {
        chrome.removeFromSuperview()
        placedForSize = nil
        if let saved = savedCorners, let presented = presentedView {
            presented.layer.cornerRadius = saved.radius
            presented.layer.masksToBounds = saved.masks
        }
        savedCorners = nil
    }
}
