import CoreGraphics
import Foundation

/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe's value is held until the next keyframe time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed: keyframe times follow the distances between values.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth (Catmull-Rom) curve through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer following a path turns to its tangent.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turned to the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turned to the path's direction plus half a turn.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a sequence of values (or along a path, for points), each reached at
/// its key time (fractions of the duration), with a timing function per segment.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// A path the (point) property follows; it takes precedence over `values`. Each line or
    /// curve is one keyframe segment.
    open var path: CGPath?
    /// Fractions of the duration (0…1, increasing) at which each keyframe is reached; evenly
    /// spaced when nil (or when the count does not fit).
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment (one fewer than the keyframes); linear when nil.
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: CAAnimationRotationMode?
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?

    public required init() { super.init() }

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CAKeyframeAnimation else { return }
        values = o.values; path = o.path; keyTimes = o.keyTimes; timingFunctions = o.timingFunctions
        calculationMode = o.calculationMode; rotationMode = o.rotationMode
        tensionValues = o.tensionValues; continuityValues = o.continuityValues; biasValues = o.biasValues
    }

    override var animatedKeyPaths: [String] {
        rotationMode != nil && path != nil ? super.animatedKeyPaths + ["transform"] : super.animatedKeyPaths
    }
}
