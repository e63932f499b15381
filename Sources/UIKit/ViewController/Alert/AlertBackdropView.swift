import CoreGraphics
import QuartzCore

/// What lies between an alert and the presenter: it takes every touch outside the alert (the
/// presenter can't be used while an alert is up), tells the alert about taps, and dims the
/// presenter (black at 20 %) or, under a popover, stays clear.
final class AlertBackdropView: UIView {
    /// Called for a tap on the backdrop.
    var onTap: () -> Void = {}

    init(dims: Bool) {
        super.init(frame: .zero)
        backgroundColor = dims ? UIColor(white: 0, alpha: AlertMetrics.dimmingAlpha) : nil
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: AlertBackdropView.tapped))
    }

    required init?(coder: NSCoder) { nil }

    private func tapped() { onTap() }

    /// Puts the backdrop under everything in `container` and fades it in with the transition.
    func show(in container: UIView, coordinator: (any UIViewControllerTransitionCoordinator)?) {
        frame = container.bounds
        alpha = 0
        container.insertSubview(self, at: 0)
        fade(to: 1, with: coordinator)
    }

    /// Fades the backdrop to `target` with the transition (at once without one). A clear
    /// backdrop fades too: at full alpha it takes touches without drawing anything.
    func fade(to target: CGFloat, with coordinator: (any UIViewControllerTransitionCoordinator)?) {
        if let coordinator {
            coordinator.animate(alongsideTransition: { _ in self.alpha = target }, completion: nil)
        } else {
            alpha = target
        }
    }

    func hide(with coordinator: (any UIViewControllerTransitionCoordinator)?) { fade(to: 0, with: coordinator) }

    /// After a transition: a backdrop no longer wanted leaves the container.
    func transitionDidEnd(keep: Bool) {
        if keep { alpha = 1 } else { removeFromSuperview() }
    }
}
