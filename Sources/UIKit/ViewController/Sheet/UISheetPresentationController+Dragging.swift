import CoreGraphics
import QuartzCore

/// The user's drag of a sheet, from the finger's landing until the sheet settles.
@MainActor
final class SheetDrag {
    /// The sheet's top when the drag began, and where the drag has taken it.
    let startTop: CGFloat
    var top: CGFloat
    /// The scroll view the drag began in, and the drag's translation last time (the sheet then
    /// moves by the part of each step the scroll view does not take).
    weak var scrollView: UIScrollView?
    var lastTranslation: CGFloat
    /// Whether the presentation refused to be dismissed in this drag (the sheet then resists
    /// going below its smallest detent).
    var refused = false
    /// The interactive dismissal the drag started below the smallest detent, the sheet's top
    /// when it did, and whether the finger has let go of it.
    var dismissal: UIPercentDrivenInteractiveTransition?
    var dismissalTop: CGFloat = 0
    var released = false
    /// The detent the sheet comes to rest at if the dismissal is cancelled: the smallest, where
    /// the drag carried it (nil: the one it rested at before).
    var restingDetent: UISheetPresentationController.Detent.Identifier?

    init(top: CGFloat, scrollView: UIScrollView?, translation: CGFloat) {
        startTop = top
        self.top = top
        self.scrollView = scrollView
        lastTranslation = translation
    }
}

/// The user moves the sheet: its top follows the finger between the detents (resisting above
/// the largest); below the smallest, the drag becomes the interactive dismissal iOS runs — the
/// presented controller gets `viewWillDisappear`, the delegate `presentationControllerWillDismiss`
/// with a transition coordinator that is interactive, and the dimming fades with the finger.
/// Let go past half the smallest detent or flicked down fast (SheetMetrics), the dismissal
/// finishes; otherwise it is cancelled: the sheet springs back, and the appearance callbacks
/// are reversed (`viewWillAppear`, `viewDidAppear`) without `presentationControllerDidDismiss`.
extension UISheetPresentationController {
    func dimmingTapped() {
        guard runningTransition == nil, dimmingView.alpha > 0 else { return }
        userDismiss()
    }

    func sheetPanned(_ pan: UIPanGestureRecognizer) {
        // A card in regular width, or a sheet covering the screen in compact height, does not
        // follow drags (it is dismissed by a tap on the dimmed area or in code).
        guard isSheet, form.followsDrags, let presented = presentedView, let container = containerView else { return }
        let translation = pan.translation(in: container).y
        switch pan.state {
        case .began:
            guard runningTransition == nil, drag == nil else { return }
            drag = SheetDrag(top: presented.frame.minY, scrollView: scrollView(at: pan.location(in: presented), in: presented),
                             translation: translation)
        case .changed:
            guard let drag, !drag.released else { return }
            dragChanged(drag, translation: translation, presented: presented, container: container)
        case .ended, .cancelled:
            guard let drag, !drag.released else { return }
            let velocity = pan.state == .ended ? pan.velocity(in: container).y : 0
            dragEnded(drag, velocity: velocity, presented: presented, container: container)
        default:
            break
        }
    }

    private var smallestTop: CGFloat { detents.map(top(of:)).max() ?? 0 }

    private func dragChanged(_ drag: SheetDrag, translation: CGFloat, presented: UIView, container: UIView) {
        let largestTop = detents.map(top(of:)).min() ?? 0, smallestTop = smallestTop
        var y = drag.startTop + translation
        if let scrollView = drag.scrollView {
            guard let moved = sheetTop(following: translation, scrollView: scrollView, drag: drag, largestTop: largestTop) else { return }
            y = moved
        }
        if y < largestTop { y = largestTop - SheetMetrics.resisted(largestTop - y) }
        let floating = presented.frame.minX > container.bounds.minX
        if y > smallestTop, drag.dismissal == nil, !drag.refused {
            beginDismissal(drag, from: smallestTop, floating: floating, presented: presented)
        }
        if drag.refused, y > smallestTop { y = smallestTop + SheetMetrics.resisted(y - smallestTop) }
        if let dismissal = drag.dismissal {
            // The dismissal's animations are held and scrubbed: the sheet moves with them.
            drag.top = max(drag.dismissalTop, y)
            dismissal.update((drag.top - drag.dismissalTop) / max(1, container.bounds.maxY - drag.dismissalTop))
        } else {
            drag.top = y
            presented.frame = sheetFrame(top: y, floating: floating)
            placeGrabber(on: presented)
        }
    }

    /// The sheet leaves its smallest detent: the dismissal starts there, steered by the drag,
    /// unless the presentation refuses it (`isModalInPresentation`, or the delegate says no).
    private func beginDismissal(_ drag: SheetDrag, from top: CGFloat, floating: Bool, presented: UIView) {
        if presentedViewController.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            drag.refused = true
            return
        }
        let smallest = detents.max { self.top(of: $0) < self.top(of: $1) }
        if let smallest, smallest.identifier != currentDetent.identifier { drag.restingDetent = smallest.identifier }
        presented.frame = sheetFrame(top: top, floating: floating)
        placeGrabber(on: presented)
        let dismissal = UIPercentDrivenInteractiveTransition()
        drag.dismissal = dismissal
        drag.dismissalTop = top
        presentedViewController.dismissController(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        guard runningTransition != nil else {
            // Another transition holds the presentation: the sheet stays.
            drag.dismissal = nil
            drag.refused = true
            return
        }
        delegate?.presentationControllerWillDismiss(self)
    }

    private func dragEnded(_ drag: SheetDrag, velocity: CGFloat, presented: UIView, container: UIView) {
        if let dismissal = drag.dismissal {
            drag.released = true
            let height = container.bounds.maxY - drag.dismissalTop
            let pulled = drag.top - drag.dismissalTop
            let completes = velocity >= SheetMetrics.dismissVelocity
                || (pulled > height * SheetMetrics.dismissFraction && velocity > -SheetMetrics.dismissVelocity)
            // The sheet leaves (or returns) with the spring the release starts at its speed.
            let left = completes ? container.bounds.maxY - drag.top : pulled
            let speed = left > 1 ? (completes ? velocity : -velocity) / left : 0
            dismissal.timingCurve = UISpringTimingParameters(dampingRatio: SystemTransitionTiming.dampingRatio,
                                                             initialVelocity: CGVector(dx: 0, dy: max(0, speed)))
            if completes { dismissal.finish() } else { dismissal.cancel() }
            return
        }
        self.drag = nil
        if drag.scrollView != nil {
            // A drag the scroll view took whole leaves the sheet where it is; one the sheet
            // took leaves the content at rest at its top.
            if abs(drag.top - drag.startTop) < 0.5 { return }
            if let scrollView = drag.scrollView {
                scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top), animated: false)
            }
        }
        if drag.refused { delegate?.presentationControllerDidAttemptToDismiss(self) }
        settle(from: drag.top, velocity: drag.refused ? 0 : velocity)
    }

    /// The sheet comes to rest at the detent nearest to where the release's motion would
    /// carry it.
    private func settle(from y: CGFloat, velocity: CGFloat) {
        let byHeight = detents.sorted { top(of: $0) > top(of: $1) }
        guard let smallest = byHeight.first else { return }
        let projected = y + velocity * SheetMetrics.projectionTime
        let target = byHeight.min { abs(top(of: $0) - projected) < abs(top(of: $1) - projected) } ?? smallest
        select(target.identifier)
    }

    /// The sheet moves to the detent `identifier` with the settling spring; the delegate hears
    /// when the user changed the detent.
    private func select(_ identifier: Detent.Identifier) {
        let changed = identifier != currentDetent.identifier
        animateChanges { selectedDetentIdentifier = identifier }
        if !changed { animateChanges { sheetChanged() } }
        if changed { (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
    }

    /// The user's dismissal ended: finished, the sheet is gone; cancelled, it comes to rest at
    /// the smallest detent the drag carried it to.
    func userDismissalEnded(completed: Bool) {
        guard let drag, drag.dismissal != nil else { return }
        self.drag = nil
        guard !completed else { return }
        select(drag.restingDetent ?? currentDetent.identifier)
    }

    /// The user asks to dismiss with a tap on the dimmed area: a modal sheet (or one whose
    /// delegate says no) stays, and the delegate hears of the attempt; otherwise it is
    /// dismissed with the will/did messages.
    func userDismiss() {
        if presentedViewController.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            animateChanges { sheetChanged() }
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismissController(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }
}

/// The sheet's move off the bottom of the container while the user drags it away: linear in
/// time, so the sheet scrubbed by the drag stays under the finger.
@MainActor
final class SheetDismissalAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        SystemTransitionTiming.duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let sheet = context.view(forKey: .from) else { return context.completeTransition(!context.transitionWasCancelled) }
        let below = sheet.frame.offsetBy(dx: 0, dy: context.containerView.bounds.maxY - sheet.frame.minY)
        UIView.animate(withDuration: transitionDuration(using: context), delay: 0, options: [.curveLinear], animations: {
            sheet.frame = below
        }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}
