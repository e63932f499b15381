import CoreGraphics
import Foundation

/// The base of Core Animation's animations: timing (`CAMediaTiming`), pacing
/// (`timingFunction`), a delegate and whether it leaves the layer when it ends.
///
/// `CALayer.add(_:forKey:)` attaches a copy, so changing an animation after adding it has no
/// effect on the running one (as in Core Animation).
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction, @preconcurrency NSCopying {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The pacing over each cycle; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Strong, as in Core Animation.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation leaves the layer when its active interval ends (true by default;
    /// false with `fillMode` `.forwards` keeps showing the last value).
    open var isRemovedOnCompletion = true

    /// Whether `animationDidStart` was sent for this (attached) copy.
    var didStart = false
    /// Whether `animationDidStop` was sent (a kept animation is told once).
    var didStop = false
    /// The layer's content is redrawn every frame at its presentation values while this
    /// animation changes them (UIKit's `.allowAnimatedContent`), instead of stretched.
    package var redrawsContent = false
    /// The transaction completion groups waiting for this attached copy to stop.
    var completionGroups: [CATransaction.CompletionGroup] = []

    public required override init() { super.init() }

    /// Core Animation's defaults for the properties, by key.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": return Float(1)
        case "removedOnCompletion": return true
        case "fillMode": return CAMediaTimingFillMode.removed
        default: return nil
        }
    }

    /// A new animation with the same settings (subclasses copy theirs in `copyState(from:)`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copyState(from: self)
        return copy
    }

    /// Copies this class's settings from `other`; subclasses call `super` first.
    open func copyState(from other: CAAnimation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed
        timeOffset = other.timeOffset; repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; fillMode = other.fillMode
        timingFunction = other.timingFunction; delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        redrawsContent = other.redrawsContent
    }

    /// As an action: adds a copy of the animation to the layer for `event`.
    nonisolated public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        nonisolated(unsafe) let object = anObject
        MainActor.assumeIsolated {
            guard let layer = object as? CALayer else { return }
            layer.add(self, forKey: event)
        }
    }

    // MARK: Evaluation (the render server's side)

    /// The key paths this animation changes on the layer.
    var animatedKeyPaths: [String] { [] }

    /// Applies the animation's effect at `time` (in the parent's time: the layer's, or the
    /// enclosing group's) to `values`, which hold the value accumulated so far per key path.
    func apply(at time: Double, to values: inout PresentationValues, layer: CALayer) {}

    /// The parent time at which the active interval ends (infinity when it never does).
    var endTime: Double {
        let s = Double(speed)
        guard s > 0 else { return s == 0 ? .infinity : beginTime + (timeOffset / -s) }
        return beginTime + (activeDuration - timeOffset) / s
    }

    /// Normalised progress in the cycle at `phase`, eased by the timing function.
    func easedProgress(_ phase: MediaTimingPhase) -> Double {
        let d = duration
        let linear = d > 0 ? phase.simpleTime / d : 1
        return timingFunction?.evaluate(linear) ?? linear
    }

    /// Completed cycles at `time` (for cumulative animations).
    func completedCycles(at time: Double) -> Double {
        let d = duration * (autoreverses ? 2 : 1)
        guard d > 0 else { return 0 }
        let local = min(localTime(fromParent: time), activeDuration)
        guard local > 0 else { return 0 }
        var cycles = (local / d).rounded(.down)
        if local >= activeDuration, abs(local - cycles * d) < 1e-12 { cycles -= 1 }   // the end of the last cycle
        return max(0, cycles)
    }
}
