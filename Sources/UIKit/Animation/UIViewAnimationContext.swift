import CoreGraphics
import QuartzCore
internal import RuntimeSupport

/// What an animation block (or begin/commit pair) in progress set: the timing every property
/// change made inside it animates with. Blocks nest; a nested block inherits the enclosing
/// one's duration and curve unless its options override them.
@MainActor
final class UIViewAnimationContext {
    var duration: TimeInterval
    var delay: TimeInterval
    var curve: UIView.AnimationCurve
    /// Spring pacing (damping ratio, initial velocity) instead of `curve`.
    var spring: (damping: CGFloat, velocity: CGFloat)?
    var options: UIView.AnimationOptions
    var repeatCount: Float = 0
    var autoreverses = false
    var beginsFromCurrentState: Bool
    let group: UIViewAnimationGroup
    /// Set inside `animateKeyframes`: changes are recorded as keyframes instead.
    var keyframes: UIViewKeyframeRecorder?
    /// Views whose layers got an animated change (for `.layoutSubviews`).
    var changedViews: [UIView] = []
    /// Begin/commit API: the transitions set with `setAnimationTransition(_:for:cache:)`.
    var pendingTransitions: [(UIView, UIView.AnimationTransition)] = []
    /// Set for a begin/commit block: its animations are made when it commits.
    var legacy: UIViewLegacyBlock?
    /// Set for a property animator's block: changes become the animator's tracks.
    weak var animator: UIViewPropertyAnimator?

    /// A running context's animation blocks and switches.
    final class State {
        /// The stack of open blocks, innermost last.
        var stack: [UIViewAnimationContext] = []
        /// `setAnimationsEnabled(_:)`.
        var animationsEnabled = true
        /// `performWithoutAnimation` nesting depth.
        var suppressed = 0
        /// Groups with animations pending that keep touches away (`UIViewAnimationGroup`).
        var touchBlockingGroups = 0
    }
    private static var state: State { ApplicationContext.current.animation }

    /// The stack of open contexts, innermost last.
    static var stack: [UIViewAnimationContext] {
        get { state.stack }
        _modify { yield &state.stack }
    }
    static var current: UIViewAnimationContext? { state.stack.last }
    /// `setAnimationsEnabled(_:)`.
    static var animationsEnabled: Bool {
        get { state.animationsEnabled }
        set { state.animationsEnabled = newValue }
    }
    /// `performWithoutAnimation` nesting depth.
    static var suppressed: Int {
        get { state.suppressed }
        set { state.suppressed = newValue }
    }

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
         spring: (CGFloat, CGFloat)? = nil, group: UIViewAnimationGroup) {
        let parent = Self.current
        let d = duration.isFinite && duration >= 0 ? duration : 0
        self.delay = delay.isFinite && delay >= 0 ? delay : 0
        self.options = options
        self.group = group
        beginsFromCurrentState = options.contains(.beginFromCurrentState)
        if let parent, !options.contains(.overrideInheritedDuration) { self.duration = parent.duration } else { self.duration = d }
        if let parent, !options.contains(.overrideInheritedCurve) {
            curve = parent.curve
            self.spring = spring ?? parent.spring
        } else {
            curve = options.curve
            // Curve 7 is the keyboard's: the system spring, settling in the duration.
            self.spring = spring ?? (options.usesKeyboardCurve ? (SystemTransitionTiming.dampingRatio, 0) : nil)
        }
        if let parent, !options.contains(.overrideInheritedOptions) {
            repeatCount = parent.repeatCount
            autoreverses = parent.autoreverses
            beginsFromCurrentState = beginsFromCurrentState || parent.beginsFromCurrentState
            if parent.keyframes != nil { keyframes = parent.keyframes }
            animator = parent.animator
        }
        if options.contains(.repeat) { repeatCount = .infinity }
        if options.contains(.autoreverse) { autoreverses = true }
        if duration.isNaN || duration < 0 {
            RuntimeIssue.report("UIView animation: duration \(duration) is not a finite, non-negative number; using 0")
        }
    }

    /// Whether property changes animate now.
    static var isAnimating: Bool {
        let s = state
        return !s.stack.isEmpty && s.animationsEnabled && s.suppressed == 0
    }

    /// Runs `body` with `context` open, then closes it.
    static func run(_ context: UIViewAnimationContext, _ body: () -> Void) {
        stack.append(context)
        body()
        if context.options.contains(.layoutSubviews) {
            for view in context.changedViews { view.layoutIfNeeded() }
        }
        stack.removeLast()
    }
}
