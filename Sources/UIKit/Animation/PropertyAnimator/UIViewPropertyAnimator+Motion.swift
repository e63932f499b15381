import CoreGraphics
import Foundation
import QuartzCore

/// How a property animator moves its tracks: recording the blocks' changes, where along the
/// curve it is now, and retiming every track (and the clock) for a new motion.
extension UIViewPropertyAnimator {
    /// Runs the animation blocks added so far and makes the animator active.
    func activate() {
        state = .active
        touchPolicy.hitTestsPresentation = !isManualHitTestingEnabled
        let blocks = pending
        pending = []
        for block in blocks {
            record(block.animations, startingAt: Double(block.delayFactor) * mainDuration)
        }
    }

    /// Runs `animations` with every animatable change recorded as a track of this animator.
    func record(_ animations: () -> Void, startingAt start: Double) {
        let group = UIViewAnimationGroup(allowsUserInteraction: isUserInteractionEnabled, completion: nil)
        let context = UIViewAnimationContext(duration: mainDuration, delay: 0,
                                             options: options.union([.overrideInheritedDuration, .overrideInheritedCurve]),
                                             group: group)
        context.animator = self
        let saved = recordingStart
        recordingStart = min(start, mainDuration)
        UIViewAnimationContext.run(context, animations)
        recordingStart = saved
    }

    /// `UIView.animateKeyframes` inside one of the animator's blocks: each property changed
    /// in its keyframes becomes a track through those values, at their times along the
    /// animator's progress.
    func recordKeyframes(mode: CAAnimationCalculationMode, _ animations: () -> Void) {
        let recorder = UIViewKeyframeRecorder()
        let context = UIViewAnimationContext(duration: mainDuration, delay: 0, options: options,
                                             group: UIViewAnimationGroup(allowsUserInteraction: isUserInteractionEnabled, completion: nil))
        context.animator = self
        context.keyframes = recorder
        UIViewAnimationContext.run(context, animations)
        for recorded in recorder.tracks {
            let track = PropertyAnimatorTrack(layer: recorded.layer, keyPath: recorded.key, origin: recorded.initial,
                                              end: recorded.layer.value(forKeyPath: recorded.key), start: recordingStart,
                                              owner: ObjectIdentifier(self), touches: touchPolicy)
            let (values, keyTimes) = UIViewKeyframeRecorder.keyframes(of: recorded, mode: mode)
            track.keyframes = PropertyAnimatorTrack.Keyframes(values: values, keyTimes: keyTimes, mode: mode)
            tracks.removeAll { $0.layer === recorded.layer && $0.keyPath == recorded.key }
            tracks.append(track)
        }
    }

    /// A change made inside one of the animator's blocks: `keyPath` of `layer` goes from
    /// `from` (what it showed) to `to` (its new model value). A second change of the same
    /// property moves the end, keeping the start.
    func record(layer: CALayer, keyPath: String, from: Any?, to: Any?) {
        if let track = tracks.first(where: { $0.layer === layer && $0.keyPath == keyPath }) {
            track.end = to
            track.isMainCurve = false
            return
        }
        tracks.append(PropertyAnimatorTrack(layer: layer, keyPath: keyPath, origin: from, end: to, start: recordingStart,
                                            owner: ObjectIdentifier(self), touches: touchPolicy))
    }

    /// The animator time (seconds along the main curve) now.
    var currentTime: Double {
        switch motion {
        case .held(let time):
            return time
        case let .native(start, time0, rate):
            return min(mainDuration, max(0, time0 + (FramePipeline.current.now - start) * rate))
        case .retargeted:
            return curve.fraction(forProgress: progress, duration: mainDuration) * mainDuration
        }
    }

    /// How far along the values are now (past 1 while a spring overshoots).
    var progress: Double {
        switch motion {
        case .held, .native:
            return curve.progress(atFraction: currentTime / mainDuration, duration: mainDuration)
        case let .retargeted(start, base, target, retargetedCurve, length):
            let x = (FramePipeline.current.now - start) / length
            return base + (target - base) * retargetedCurve.progress(atFraction: x, duration: length)
        }
    }

    /// The current motion restarted from now (after tracks were added while it runs).
    func rebased() -> Motion {
        let now = FramePipeline.current.now
        switch motion {
        case .held: return .held(time: currentTime)
        case let .native(_, _, rate): return .native(start: now, time0: currentTime, rate: rate)
        case let .retargeted(start, _, target, retargetedCurve, length):
            return .retargeted(start: now, base: progress, target: target, curve: retargetedCurve,
                               duration: max(1e-6, start + length - now))
        }
    }

    /// Moves every track, and the clock, the way `newMotion` says.
    func apply(_ newMotion: Motion) {
        let now = FramePipeline.current.now
        switch newMotion {
        case .held(let time):
            for track in tracks { track.runMainCurve(curve, length: mainDuration, start: now, time: time, rate: 0) }
            clock.run(length: mainDuration, start: now, time: time, rate: 0, retainsAnimator: false)
        case let .native(start, time0, rate):
            for track in tracks { track.runMainCurve(curve, length: mainDuration, start: start, time: time0, rate: rate) }
            clock.run(length: mainDuration, start: start, time: time0, rate: rate, retainsAnimator: true)
        case let .retargeted(start, _, target, retargetedCurve, length):
            for track in tracks { track.retarget(to: target, curve: retargetedCurve, length: length, start: start) }
            clock.restart(length: length, start: start)
        }
        motion = newMotion
    }

    /// The clock reached the end of the motion: where it ended decides the position.
    func clockDidFinish() {
        guard state == .active, isRunning else { return }
        let atStart: Bool
        switch motion {
        case .held: return
        case let .native(_, _, rate): atStart = rate < 0
        case let .retargeted(_, _, target, _, _): atStart = target == 0
        }
        if pausesOnCompletion {
            apply(.held(time: atStart ? 0 : mainDuration))
            isRunning = false
            return
        }
        if atStart { for track in tracks { track.setModel(track.origin) } }
        removeAnimations()
        conclude(at: atStart ? .start : .end)
    }

    func removeAnimations() {
        clock.stop()
        for track in tracks { track.remove() }
    }

    /// Makes the animator inactive and calls the completions.
    func conclude(at position: UIViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        tracks = []
        motion = .held(time: 0)
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
    }
}
