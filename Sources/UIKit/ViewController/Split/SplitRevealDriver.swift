import CoreGraphics
import Foundation

/// The swipe from the primary's edge that brings hidden sidebars in (`presentsWithGesture`).
/// The sidebars follow the finger; released past half their width, or moving on faster than
/// `completionVelocity`, they settle in the display mode the button would choose, otherwise
/// they slide back out.
@MainActor
final class SplitRevealDriver: NSObject, UIGestureRecognizerDelegate {
    weak var split: UISplitViewController?
    let recognizer: UIScreenEdgePanGestureRecognizer
    static let completionVelocity: CGFloat = 300

    private var target: UISplitViewController.DisplayMode?
    private var start: [UISplitViewController.Column: CGRect] = [:]
    private var end: [UISplitViewController.Column: CGRect] = [:]
    private var revealed: [UISplitViewController.Column] = []

    init(split: UISplitViewController) {
        self.split = split
        recognizer = UIScreenEdgePanGestureRecognizer()
        super.init()
        recognizer.addTarget(self, action: SplitRevealDriver.handle)
        recognizer.delegate = self
    }

    /// The swipe starts from the primary's edge, only when it would show sidebars.
    func updateEdges() {
        guard let split else { return }
        recognizer.edges = split.primaryIsOnRight ? .right : .left
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let split, split.presentsWithGesture, !split.isCollapsed,
              (split.viewIfLoaded as? SplitContainerView)?.isAnimatingColumns == false else { return false }
        let target = split.targetDisplayModeForAction()
        return split.visibleColumns(in: target).count > split.visibleColumns(in: split.currentDisplayMode).count
    }

    /// A list in a column scrolls once the swipe has failed, so the swipe works over lists.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer.isPanOfScrollView(under: gestureRecognizer.view)
    }

    func handle(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let split, let container = split.viewIfLoaded as? SplitContainerView else { return }
        let sign: CGFloat = recognizer.edges == .right ? -1 : 1
        let distance = recognizer.translation(in: container).x * sign
        switch recognizer.state {
        case .began:
            begin(split, container)
        case .changed:
            follow(progress: max(0, min(1, distance / revealWidth)), split, container)
        case .ended, .cancelled, .failed:
            guard let target else { return }
            let velocity = recognizer.velocity(in: container).x * sign
            let completes = recognizer.state == .ended
                && (velocity > Self.completionVelocity || (distance / revealWidth > 0.5 && velocity > -Self.completionVelocity))
            self.target = nil
            let shown = split.visibleColumns(in: target)
            if completes {
                split.changeDisplayMode(to: target, animated: true)
            } else {
                container.animateColumns(from: shown)
            }
            split.delegate?.splitViewControllerInteractivePresentationGestureDidEnd(split)
        default:
            break
        }
    }

    /// How far the revealed sidebars travel: their width together (at least 1).
    private var revealWidth: CGFloat { max(1, revealed.compactMap { end[$0]?.width }.reduce(0, +)) }

    /// The sidebars the swipe reveals join the split off screen and start appearing.
    private func begin(_ split: UISplitViewController, _ container: SplitContainerView) {
        let target = split.targetDisplayModeForAction()
        self.target = target
        split.delegate?.splitViewControllerInteractivePresentationGestureWillBegin(split)
        let bounds = container.bounds
        let before = split.columnFrames(for: split.currentDisplayMode, in: bounds).frames
        end = split.columnFrames(for: target, in: bounds).frames
        revealed = end.keys.filter { before[$0] == nil }
        start = before
        for column in revealed {
            guard let host = split.hosts[column], let frame = end[column] else { continue }
            start[column] = split.offscreenFrame(frame, of: column)
            split.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: host)
            host.beginAppearanceTransition(true, animated: true)
            container.addSubview(host.view)
            host.view.frame = start[column] ?? frame
        }
        container.isAnimatingColumns = true
        container.arrange(hosts: split.hosts)
        container.dimmingView.frame = end[.secondary] ?? bounds
        container.dimmingView.isHidden = false
    }

    private func follow(progress: CGFloat, _ split: UISplitViewController, _ container: SplitContainerView) {
        for (column, to) in end {
            guard let from = start[column], let view = split.hosts[column]?.viewIfLoaded else { continue }
            view.frame = CGRect(x: from.minX + (to.minX - from.minX) * progress, y: to.minY,
                                width: from.width + (to.width - from.width) * progress, height: to.height)
        }
        container.dimmingView.alpha = split.columnFrames(for: target ?? .secondaryOnly, in: container.bounds).dimmed ? progress : 0
    }
}
