import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// Animates the changes its blocks make to views, like `UIView.animate`, and lets the caller
/// pause, scrub, reverse, retime, stop and finish them while they run.
///
/// Each property a block changes becomes one Core Animation animation from the value shown
/// before the change to the new model value, paced by the animator's curve; the animator
/// moves them all together by retiming them in place (speed 0 holds them, a time offset
/// scrubs them, a negative speed reverses them), so a running animator costs the app nothing
/// per frame. A hidden clock animation timed the same way says when the motion ends.
///
/// `fractionComplete` is how far along the values are when `scrubsLinearly` (the default), so
/// a pan gesture that sets it moves the views with the finger and pausing never jumps; with
/// `scrubsLinearly` false it is the fraction of the time, eased by the curve.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, NSCopying {
    /// The pacing given at creation (nil for the default curve).
    public private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The duration given at creation (a spring with mass, stiffness and damping takes its
    /// own settling time instead).
    open private(set) var duration: TimeInterval
    /// The delay of `startAnimation(afterDelay:)` (or `runningPropertyAnimator`'s).
    open private(set) var delay: TimeInterval = 0
    open internal(set) var state: UIViewAnimatingState = .inactive
    open internal(set) var isRunning = false
    /// Whether the app hit-tests the animating views itself; false by default, and then they
    /// are hit-tested where they are seen (their presentation geometry), so a moving view can
    /// be caught mid-flight. True leaves them at their model geometry for `hitTest(_:with:)`.
    open var isManualHitTestingEnabled = false
    open var scrubsLinearly = true
    /// Stay active and paused at the end instead of finishing (so the animation can be
    /// reversed after it ran).
    open var pausesOnCompletion = false

    let curve: AnimatorCurve
    /// The main motion's length: `duration`, or a physical spring's settling time.
    let mainDuration: Double
    var tracks: [PropertyAnimatorTrack] = []
    var pending: [(animations: () -> Void, delayFactor: CGFloat)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var motion: Motion = .held(time: 0)
    let clock = PropertyAnimatorClock()
    /// Animator time (seconds along the main curve) at which changes being recorded start.
    var recordingStart: Double = 0

    /// How the animations move.
    enum Motion {
        /// Held still at `time` seconds along the main curve (paused, or not started).
        case held(time: Double)
        /// Along the main curve: animator time = `time0` + (now − `start`) × `rate`.
        case native(start: Double, time0: Double, rate: Double)
        /// From progress `base` to `target` along `curve` in `duration`, after
        /// `continueAnimation` with new timing parameters.
        case retargeted(start: Double, base: Double, target: Double, curve: AnimatorCurve, duration: Double)
    }

    // MARK: Creating animators

    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        if !duration.isFinite || duration < 0 {
            RuntimeIssue.report("UIViewPropertyAnimator: duration \(duration) is not a finite, non-negative number; using 0")
        }
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        timingParameters = parameters
        curve = AnimatorCurve(parameters)
        // A zero-length motion still ends on the next frame (Core Animation would stretch a
        // zero duration to the transaction's).
        mainDuration = max(1e-6, curve.duration(nominal: self.duration))
        super.init()
        clock.animator = self
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// A spring with `ratio` (1: no overshoot) that settles in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already started, as `UIView.animate` would run the block (the curve from
    /// `options`).
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.options = options
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// `runningPropertyAnimator`'s options (`.layoutSubviews` lays out changed views).
    var options: UIView.AnimationOptions = []

    /// A plain `deinit` (see `deinitCleanup`), so the clean-up runs in the releasing code's
    /// context, where its layers' changes belong.
    deinit {
        deinitCleanup {
            guard state != .inactive else { return }
            RuntimeIssue.report("It is an error to release a paused or stopped UIViewPropertyAnimator: property animators must either finish animating or be explicitly stopped and finished before they are released; the animations are removed")
            removeAnimations()
        }
    }

    /// A new inactive animator with the same duration, curve and settings (not the
    /// animations or completions).
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) var copy: Any = ()
        MainActor.assumeIsolated { copy = makeCopy() }
        return copy
    }

    private func makeCopy() -> Any {
        let copy = type(of: self).init(duration: duration, timingParameters: timingParameters ?? UICubicTimingParameters())
        copy.flags = flags
        copy.touchPolicy = UIViewAnimationGroup(allowsUserInteraction: flags.userInteraction, completion: nil)
        copy.scrubsLinearly = scrubsLinearly
        copy.pausesOnCompletion = pausesOnCompletion
        copy.isManualHitTestingEnabled = isManualHitTestingEnabled
        return copy
    }

    // MARK: Settings that only an inactive animator takes

    private var flags = (userInteraction: true, interruptible: true)
    /// The delegate of the tracks' animations: keeps touches from the animating views while
    /// they run when `isUserInteractionEnabled` is false (fixed once the animator is active).
    private(set) var touchPolicy = UIViewAnimationGroup(allowsUserInteraction: true, completion: nil)

    /// Whether touches reach the animating views (raises in UIKit when set on an active
    /// animator; reported and ignored here).
    open var isUserInteractionEnabled: Bool {
        get { flags.userInteraction }
        set {
            guard acceptsSetting("isUserInteractionEnabled"), newValue != flags.userInteraction else { return }
            flags.userInteraction = newValue
            touchPolicy = UIViewAnimationGroup(allowsUserInteraction: newValue, completion: nil)
        }
    }

    /// Whether the animator can be paused, scrubbed and stopped; a non-interruptible one runs
    /// to the end like `UIView.animate`.
    open var isInterruptible: Bool {
        get { flags.interruptible }
        set { if acceptsSetting("isInterruptible") { flags.interruptible = newValue } }
    }

    private func acceptsSetting(_ name: String) -> Bool {
        guard state == .inactive else {
            RuntimeIssue.report("UIViewPropertyAnimator.\(name) cannot be set on an active animator; the setting is ignored")
            return false
        }
        return true
    }

    private func interruptionAllowed(_ call: String) -> Bool {
        guard isInterruptible else {
            RuntimeIssue.report("UIViewPropertyAnimator.\(call) on a non-interruptible animator; it runs to the end")
            return false
        }
        return true
    }

    // MARK: Adding animations and completions

    /// Adds animations that start with the others, or, on an active animator, now and for
    /// the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start after `delayFactor` (0…1) of the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = Double(delayFactor.isFinite ? min(1, max(0, delayFactor)) : 0)
        switch state {
        case .inactive:
            pending.append((animation, CGFloat(factor)))
        case .active:
            let now = currentTime
            let remaining = isReversed ? now : mainDuration - now
            record(animation, startingAt: isReversed ? now : now + factor * remaining)
            apply(rebased())
        case .stopped:
            RuntimeIssue.report("UIViewPropertyAnimator.addAnimations on a stopped animator; the changes are made without animation")
            UIView.performWithoutAnimation(animation)
        }
    }

    /// Adds a handler called with where the animations ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    open func startAnimation() {
        switch state {
        case .inactive:
            activate()
            let start = FramePipeline.current.now + delay
            apply(isReversed ? .native(start: start, time0: mainDuration, rate: -1) : .native(start: start, time0: 0, rate: 1))
            isRunning = true
        case .active:
            if !isRunning { continueAnimation(withTimingParameters: nil, durationFactor: 0) }
        case .stopped:
            RuntimeIssue.report("UIViewPropertyAnimator.startAnimation on a stopped animator; call finishAnimation(at:) first")
        }
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        if state == .inactive { self.delay = delay.isFinite && delay > 0 ? delay : 0 }
        startAnimation()
    }

    open func pauseAnimation() {
        guard interruptionAllowed("pauseAnimation()") else { return }
        switch state {
        case .inactive:
            activate()
            apply(.held(time: 0))
        case .active:
            guard isRunning else { return }
            apply(.held(time: currentTime))
            isRunning = false
        case .stopped:
            RuntimeIssue.report("UIViewPropertyAnimator.pauseAnimation on a stopped animator; nothing to pause")
        }
    }

    /// Runs a paused animator on to its end (or its start, reversed). `parameters` replaces
    /// the curve for the rest of the motion; `durationFactor` (0 keeps the time left) scales
    /// the time left by the same factor as the whole duration.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        if state == .inactive { pauseAnimation() }
        guard state == .active else {
            RuntimeIssue.report("UIViewPropertyAnimator.continueAnimation on a stopped animator; call finishAnimation(at:) first")
            return
        }
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        let now = FramePipeline.current.now
        if let parameters {
            let p = progress
            let target: Double = isReversed ? 0 : 1
            let newCurve = AnimatorCurve(parameters)
            let length = newCurve.duration(nominal: abs(target - p) * mainDuration * factor)
            apply(.retargeted(start: now, base: p, target: target, curve: newCurve, duration: max(1e-6, length)))
        } else {
            apply(.native(start: now, time0: currentTime, rate: (isReversed ? -1 : 1) / factor))
        }
        isRunning = true
    }

    /// Whether the animations run (or will run) back to their start; changing it while they
    /// run turns them around where they are.
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, state == .active, isRunning else { return }
            let now = FramePipeline.current.now
            switch motion {
            case let .native(_, _, rate):
                apply(.native(start: now, time0: currentTime, rate: -rate))
            case let .retargeted(_, _, _, retargetedCurve, _):
                let p = progress, target: Double = isReversed ? 0 : 1
                apply(.retargeted(start: now, base: p, target: target, curve: retargetedCurve,
                                  duration: max(1e-6, abs(target - p) * mainDuration)))
            case .held:
                break
            }
        }
    }

    /// How far the animation has come, 0…1 (see the class comment for the two meanings). It
    /// can be set only while the animator is paused; setting it on an inactive animator
    /// activates and pauses it.
    open var fractionComplete: CGFloat {
        get {
            let p = scrubsLinearly ? progress : currentTime / mainDuration
            return CGFloat(min(1, max(0, p)))
        }
        set {
            guard newValue.isFinite else {
                RuntimeIssue.report("UIViewPropertyAnimator.fractionComplete: \(newValue) is not a finite number; ignored")
                return
            }
            guard interruptionAllowed("fractionComplete") else { return }
            if state == .inactive { pauseAnimation() }
            guard state == .active, !isRunning else { return }
            let f = Double(min(1, max(0, newValue)))
            let fraction = scrubsLinearly ? curve.fraction(forProgress: f, duration: mainDuration) : f
            apply(.held(time: fraction * mainDuration))
        }
    }

    /// Ends the animations where they are: the views keep the values they show. Without
    /// finishing, the animator is inactive and its completions are dropped; otherwise it is
    /// stopped until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard interruptionAllowed("stopAnimation(_:)"), state == .active else { return }
        let shown = tracks.map { $0.layer?.currentValue(forKeyPath: $0.keyPath) }
        removeAnimations()
        for (track, value) in zip(tracks, shown) { track.setModel(value) }
        isRunning = false
        motion = .held(time: 0)
        if withoutFinishing {
            state = .inactive
            tracks = []
            completions = []
        } else {
            state = .stopped
        }
    }

    /// After `stopAnimation(false)`: sets the views to the end or start values (or leaves
    /// them), makes the animator inactive and calls the completions with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            RuntimeIssue.report("UIViewPropertyAnimator.finishAnimation(at:) may be called only on a stopped animator (after stopAnimation(false)); ignored")
            return
        }
        for track in tracks {
            switch finalPosition {
            case .end: track.setModel(track.end)
            case .start: track.setModel(track.origin)
            case .current: break
            }
        }
        conclude(at: finalPosition)
    }
}
