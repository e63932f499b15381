import CoreGraphics
import Foundation
import QuartzCore

/// The presentation controller of an alert, and of an action sheet in compact width: the
/// presenter's view stays (it hears no disappearance) under a dimming view that takes every
/// touch outside the alert; the alert is centred, the action sheet sits at the bottom.
final class AlertPresentationController: UIPresentationController {
    let backdrop = AlertBackdropView(dims: true)
    private var alert: UIAlertController? { presentedViewController as? UIAlertController }
    /// Observes the on-screen keyboard, which an alert moves above.
    private var keyboardObserver: NSObjectProtocol?

    override var shouldRemovePresentersView: Bool { false }
    override var shouldPresentInFullscreen: Bool { false }

    /// The alert centred in the container's safe area above the on-screen keyboard, 270 pt
    /// wide and as tall as its content (at most that area); the action sheet across the narrower side of the container
    /// less 8 pt margins, on the bottom margin or the safe area, whichever is higher.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let alert, let content = alert.contentViewIfLoaded else { return .zero }
        let bounds = container.bounds
        let safe = container.window?.safeAreaInsets ?? .zero
        switch alert.preferredStyle {
        case .alert:
            let width = min(AlertMetrics.alertWidth, bounds.width)
            guard let keyboardTop = keyboardTop(in: container) else {
                let height = min(content.fittingHeight(forWidth: width), max(0, bounds.height - safe.top - safe.bottom))
                return centred(width: width, height: height, midY: bounds.midY, in: bounds)
            }
            let top = bounds.minY + safe.top, bottom = max(top, min(bounds.maxY - safe.bottom, keyboardTop))
            let height = min(content.fittingHeight(forWidth: width), bottom - top)
            return centred(width: width, height: height, midY: (top + bottom) / 2, in: bounds)
        case .actionSheet:
            let width = min(bounds.width, bounds.height) - 2 * AlertMetrics.sheetMargin
            let height = content.fittingHeight(forWidth: width)
            let bottom = bounds.maxY - max(AlertMetrics.sheetMargin, safe.bottom)
            return CGRect(x: bounds.midX - width / 2, y: bottom - height, width: width, height: height)
        }
    }

    /// A card of its content's size, centred with its origin on whole points (growing it to
    /// whole points instead would leave a gap under its last action).
    private func centred(width: CGFloat, height: CGFloat, midY: CGFloat, in bounds: CGRect) -> CGRect {
        CGRect(x: (bounds.midX - width / 2).rounded(), y: (midY - height / 2).rounded(), width: width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        // When the container resizes (rotation), the alert stays centred and the action sheet
        // at the bottom, centred.
        if let alert {
            alert.view.autoresizingMask = alert.preferredStyle == .alert
                ? [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
                : [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
        }
        backdrop.onTap = { [weak self] in self?.alert?.tappedOutside(isPopover: false) }
        if alert?.preferredStyle == .alert {
            // Posted inside the keyboard's animation: the alert moves with the keyboard.
            keyboardObserver = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                                                      object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.keyboardWillMove() }
            }
        }
        backdrop.show(in: container, coordinator: presentedViewController.transitionCoordinator)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { backdrop.transitionDidEnd(keep: completed) }

    override func dismissalTransitionWillBegin() { backdrop.hide(with: presentedViewController.transitionCoordinator) }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        backdrop.transitionDidEnd(keep: !completed)
        if completed, let keyboardObserver {
            NotificationCenter.default.removeObserver(keyboardObserver)
            self.keyboardObserver = nil
        }
    }

    /// The top of the docked on-screen keyboard in `container`'s coordinates while it covers part
    /// of the container.
    private func keyboardTop(in container: UIView) -> CGFloat? {
        guard let frame = UIApplication.shared.dockedKeyboardFrame, let window = container.window else { return nil }
        let local = container.convert(frame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY), from: window)
        return local.intersects(container.bounds) ? local.minY : nil
    }

    private func keyboardWillMove() {
        guard presentedViewController.transitionCoordinator == nil, let presented = presentedView else { return }
        presented.frame = frameOfPresentedViewInContainerView
    }
}
