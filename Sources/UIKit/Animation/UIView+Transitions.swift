import CoreGraphics
import QuartzCore
internal import RuntimeSupport

extension UIView {
    /// Changes `view` in `animations` (at once, unless `.allowAnimatedContent`) and animates
    /// from its old appearance to the new with the transition in `options`: flips in
    /// perspective, curls, or a cross dissolve.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let group = UIViewAnimationGroup(allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
        let context = UIViewAnimationContext(duration: duration, delay: 0, options: options, group: group)
        UIViewTransition.captureOutgoing(of: view)
        UIViewAnimationContext.run(context) {
            if let animations {
                if options.contains(.allowAnimatedContent) { animations() } else { performWithoutAnimation(animations) }
            }
        }
        UIViewTransition.start(on: view, options: options, context: context)
        group.seal()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with a transition on the
    /// superview; `.showHideTransitionViews` hides and shows them instead of removing and
    /// adding.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            RuntimeIssue.report("UIView.transition(from:to:): the from-view has no superview; the views are swapped without a transition")
            if !options.contains(.showHideTransitionViews) { fromView.removeFromSuperview() }
            completion?(true)
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}

/// The CATransition behind UIKit's transition options.
@MainActor
enum UIViewTransition {
    /// Outgoing images taken before the change, until the transition starts.
    private static var captured: [ObjectIdentifier: (PixelBuffer?, CGFloat)] {
        get { ApplicationContext.current.transitionImages }
        _modify { yield &ApplicationContext.current.transitionImages }
    }

    static func captureOutgoing(of view: UIView) {
        let scale = view.layer.contentsScale
        captured[ObjectIdentifier(view)] = (view.layer.snapshotSubtree(scale: scale), scale)
    }

    /// Adds the transition for `options` to `view`'s layer, timed by `context`.
    static func start(on view: UIView, options: UIView.AnimationOptions, context: UIViewAnimationContext) {
        let outgoing = captured.removeValue(forKey: ObjectIdentifier(view))
        guard UIViewAnimationContext.animationsEnabled, UIViewAnimationContext.suppressed == 0, context.duration > 0 else { return }
        let t = CATransition()
        switch options.transition {
        case 1: t.type = .flip; t.subtype = .fromLeft
        case 2: t.type = .flip; t.subtype = .fromRight
        case 3: t.type = .pageCurl
        case 4: t.type = .pageUnCurl
        case 6: t.type = .flip; t.subtype = .fromTop
        case 7: t.type = .flip; t.subtype = .fromBottom
        default: t.type = .fade
        }
        t.duration = context.duration
        t.timingFunction = context.curve.timingFunction
        if context.delay > 0 { t.beginTime = FramePipeline.current.now + context.delay; t.fillMode = .backwards }
        if let outgoing { t.outgoingImage = outgoing.0; t.outgoingScale = outgoing.1 }
        context.group.track(t)
        view.layer.add(t, forKey: kCATransition)
    }
}
