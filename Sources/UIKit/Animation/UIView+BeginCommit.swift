import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// The begin/commit API's delegate: the will-start and did-stop messages of
/// `setAnimationWillStart(_:)`/`setAnimationDidStop(_:)` (selectors in Objective-C), with
/// the animation ID and context given to `beginAnimations(_:context:)`.
@preconcurrency @MainActor
public protocol UIViewAnimationDelegate: AnyObject {
    func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?)
    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?)
}

extension UIViewAnimationDelegate {
    public func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {}
    public func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {}
}

/// What a begin/commit block collects until it commits: its identity, its delegate and the
/// property changes, which animate with the settings in force at commit.
@MainActor
final class UIViewLegacyBlock {
    let animationID: String?
    let userContext: UnsafeMutableRawPointer?
    var delegate: (any UIViewAnimationDelegate)?
    var willStart: ((String?, UnsafeMutableRawPointer?) -> Void)?
    var didStop: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?
    var startDate: Date?
    var deferred: [(UIViewPropertyAction, CALayer, String)] = []
    init(animationID: String?, context: UnsafeMutableRawPointer?) {
        self.animationID = animationID
        self.userContext = context
    }
}

extension UIView {
    /// Opens a begin/commit animation block; changes until `commitAnimations()` animate
    /// (0.2 s, ease in-out unless set otherwise).
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let group = UIViewAnimationGroup(allowsUserInteraction: false, completion: nil)
        let block = UIViewAnimationContext(duration: 0.2, delay: 0, options: [], group: group)
        block.legacy = UIViewLegacyBlock(animationID: animationID, context: context)
        UIViewAnimationContext.stack.append(block)
    }

    /// Closes the innermost begin/commit block and starts its animations.
    public class func commitAnimations() {
        guard let context = UIViewAnimationContext.current, let legacy = context.legacy else {
            RuntimeIssue.report("UIView.commitAnimations() without a matching beginAnimations(_:context:); the call is ignored")
            return
        }
        if let start = legacy.startDate { context.delay = max(context.delay, start.timeIntervalSinceNow) }
        let id = legacy.animationID, user = legacy.userContext
        let delegate = legacy.delegate, willStart = legacy.willStart, didStop = legacy.didStop
        context.group.willStart = {
            delegate?.animationWillStart(id, context: user)
            willStart?(id, user)
        }
        context.group.completion = { finished in
            delegate?.animationDidStop(id, finished: finished, context: user)
            didStop?(id, finished, user)
        }
        // A property changed twice animates once, from its value before the first change.
        var seen: [(CALayer, String)] = []
        for (action, layer, key) in legacy.deferred where !seen.contains(where: { $0.0 === layer && $0.1 == key }) {
            seen.append((layer, key))
            action.add(to: layer, key: key)
        }
        for (view, transition) in context.pendingTransitions {
            UIViewTransition.start(on: view, options: transition.options, context: context)
        }
        if context.options.contains(.layoutSubviews) { for view in context.changedViews { view.layoutIfNeeded() } }
        UIViewAnimationContext.stack.removeLast()
        context.group.seal()
    }

    /// The current block's duration (the begin/commit API; also works inside a block).
    public class func setAnimationDuration(_ duration: TimeInterval) {
        guard let c = UIViewAnimationContext.current else { return }
        c.duration = duration.isFinite && duration >= 0 ? duration : 0
    }

    public class func setAnimationDelay(_ delay: TimeInterval) {
        guard let c = UIViewAnimationContext.current else { return }
        c.delay = delay.isFinite && delay >= 0 ? delay : 0
    }

    /// Starts the block's animations at `startDate` (a delay from now).
    public class func setAnimationStart(_ startDate: Date) {
        UIViewAnimationContext.current?.legacy?.startDate = startDate
    }

    public class func setAnimationCurve(_ curve: AnimationCurve) {
        UIViewAnimationContext.current?.curve = curve
    }

    /// How many times the animations repeat; a fractional count with autoreverse ends on the
    /// new value (the guide's "Implementing Animations That Reverse Themselves").
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        UIViewAnimationContext.current?.repeatCount = repeatCount.isFinite || repeatCount == .infinity ? max(0, repeatCount) : 0
    }

    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        UIViewAnimationContext.current?.autoreverses = repeatAutoreverses
    }

    /// Whether the block's animations start from what is on screen, replacing in-flight ones.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        UIViewAnimationContext.current?.beginsFromCurrentState = fromCurrentState
    }

    /// Plays `transition` on `view` when the block commits (the view's content before the
    /// call is the outgoing image). `cache` is accepted for compatibility: the outgoing and
    /// incoming images are always cached.
    public class func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard let context = UIViewAnimationContext.current, transition != .none else { return }
        UIViewTransition.captureOutgoing(of: view)
        context.pendingTransitions.append((view, transition))
    }

    /// The object told when the block's animations start and stop.
    public class func setAnimationDelegate(_ delegate: (any UIViewAnimationDelegate)?) {
        UIViewAnimationContext.current?.legacy?.delegate = delegate
    }

    /// Called with the animation ID and context when the block's animations start.
    public class func setAnimationWillStart(_ handler: ((String?, UnsafeMutableRawPointer?) -> Void)?) {
        UIViewAnimationContext.current?.legacy?.willStart = handler
    }

    /// Called with the animation ID, whether they all finished, and the context, when the
    /// block's animations stop.
    public class func setAnimationDidStop(_ handler: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?) {
        UIViewAnimationContext.current?.legacy?.didStop = handler
    }
}
