import QuartzCore

/// The animations one UIView animation block (or begin/commit pair) created, and what to do
/// when the last of them stops: the completion handler gets `true` only if every animation
/// ran to its end (none was removed or replaced first).
///
/// It is the delegate of those animations (held strongly by them, as `CAAnimation.delegate`
/// is); it holds no animation, so there is no cycle.
@MainActor
final class UIViewAnimationGroup: CAAnimationDelegate {
    private var pending = 0
    private var allFinished = true
    private var sealed = false
    private var started = false
    private var done = false
    var completion: ((Bool) -> Void)?
    /// Called once, when the first animation starts (the begin/commit API's will-start).
    var willStart: (() -> Void)?
    /// Whether touches may reach the views while these animations run.
    let allowsUserInteraction: Bool
    /// Whether the views are hit-tested where they are seen rather than at their model
    /// geometry (a property animator's, unless `isManualHitTestingEnabled`).
    var hitTestsPresentation = false
    /// Groups with animations pending that keep touches away: while there are none,
    /// hit-testing skips the per-view check.
    static var touchBlockingGroups: Int {
        get { ApplicationContext.current.animation.touchBlockingGroups }
        set { ApplicationContext.current.animation.touchBlockingGroups = newValue }
    }

    init(allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }

    /// An animation of this block was added to a layer.
    func track(_ animation: CAAnimation) {
        if pending == 0 && !allowsUserInteraction { Self.touchBlockingGroups += 1 }
        pending += 1
        animation.delegate = self
    }

    func animationDidStart(_ anim: CAAnimation) {
        guard !started else { return }
        started = true
        willStart?()
        willStart = nil
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        if pending == 0 && !allowsUserInteraction { Self.touchBlockingGroups -= 1 }
        if !flag { allFinished = false }
        if sealed && pending == 0 { finish() }
    }

    /// The block has returned: no more animations will join. With none at all, the completion
    /// runs after the current transaction commits (never synchronously, as in UIKit).
    func seal() {
        sealed = true
        guard pending == 0 else { return }
        CATransaction.noteChange()
        CATransaction.begin()
        CATransaction.setCompletionBlock { [self] in finish() }
        CATransaction.commit()
    }

    private func finish() {
        guard !done else { return }
        done = true
        if !started { started = true; willStart?() }
        willStart = nil
        let completion = self.completion
        self.completion = nil
        completion?(allFinished)
    }
}
