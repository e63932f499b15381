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

    /// The key paths this animation changes on the layer.
    var animatedKeyPaths: [String] { [] }
}
