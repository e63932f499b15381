import CoreGraphics
import QuartzCore

/// The presentation controller of a popover: the presented view floats next to a source
/// rectangle in a view, with an arrow pointing at it, over the presenter, which stays
/// undimmed. A tap outside the popover dismisses it.
///
/// This is the part UIKit's action sheets need in regular width: `sourceView`, `sourceRect`,
/// `permittedArrowDirections` and the resulting `arrowDirection`, the placement rules of
/// `PopoverPlacement`, the size from the presented controller's `preferredContentSize`.
/// Presenting a plain controller with `.popover` still shows a sheet; bar button items,
/// passthrough views, the background colour and the popover delegate are not done yet.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points into.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at; the whole of `sourceView` when it
    /// is left empty (`.zero`), as on iOS 13 and later.
    open var sourceRect: CGRect = .zero
    /// The sides the arrow may point to; any by default.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The side the arrow points to, once the popover is placed; `.unknown` before.
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown

    private let backdrop = AlertBackdropView(dims: false)
    private let arrowView = PopoverArrowView()
    /// The default size when the presented controller prefers none.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    override open var shouldRemovePresentersView: Bool { false }
    override open var shouldPresentInFullscreen: Bool { false }

    /// Next to the source, placed by `PopoverPlacement`.
    override open var frameOfPresentedViewInContainerView: CGRect { placement()?.frame ?? .zero }

    /// Where the popover goes now, in the container's coordinates; nil without a source in the
    /// container's window.
    private func placement() -> PopoverPlacement? {
        guard let container = containerView, let sourceView, sourceView.window != nil, sourceView.window === container.window
        else { return nil }
        let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
        let source = sourceView.convert(rect, to: container)
        let safe = container.window?.safeAreaInsets ?? .zero
        let margin = AlertMetrics.popoverMargin
        let area = container.bounds.inset(by: safe).insetBy(dx: margin, dy: margin)
        var size = preferredContentSize
        if size.width <= 0 || size.height <= 0 { size = Self.defaultContentSize }
        return PopoverPlacement.place(size: size, source: source, in: area, permitted: permittedArrowDirections,
                                      arrowLength: AlertMetrics.popoverArrowLength,
                                      cornerClearance: AlertMetrics.sheetCornerRadius + AlertMetrics.popoverArrowBase / 2)
    }

    override open func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        backdrop.onTap = { [weak self] in self?.tappedOutside() }
        let coordinator = presentedViewController.transitionCoordinator
        backdrop.show(in: container, coordinator: coordinator)
        if let placed = placement() {
            arrowDirection = placed.direction
            arrowView.place(tip: placed.arrowTip, direction: placed.direction,
                            length: AlertMetrics.popoverArrowLength, base: AlertMetrics.popoverArrowBase)
            arrowView.alpha = 0
            container.addSubview(arrowView)
            if let coordinator {
                coordinator.animate(alongsideTransition: { _ in self.arrowView.alpha = 1 }, completion: nil)
            } else {
                arrowView.alpha = 1
            }
        }
    }

    override open func presentationTransitionDidEnd(_ completed: Bool) {
        backdrop.transitionDidEnd(keep: completed)
        if !completed { arrowView.removeFromSuperview() }
    }

    override open func dismissalTransitionWillBegin() {
        let coordinator = presentedViewController.transitionCoordinator
        backdrop.hide(with: coordinator)
        if let coordinator {
            coordinator.animate(alongsideTransition: { _ in self.arrowView.alpha = 0 }, completion: nil)
        } else {
            arrowView.alpha = 0
        }
    }

    override open func dismissalTransitionDidEnd(_ completed: Bool) {
        backdrop.transitionDidEnd(keep: !completed)
        if completed { arrowView.removeFromSuperview() } else { arrowView.alpha = 1 }
    }

    /// A tap outside: an alert controller decides (its cancel action); anything else goes.
    private func tappedOutside() {
        if let alert = presentedViewController as? UIAlertController {
            alert.tappedOutside(isPopover: true)
        } else if presentedViewController.transitionCoordinator == nil {
            presentedViewController.dismiss(animated: true)
        }
    }
}
