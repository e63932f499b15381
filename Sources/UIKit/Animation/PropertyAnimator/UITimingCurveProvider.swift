import CoreGraphics
import Foundation
import QuartzCore

/// Which kind of pacing a timing-curve provider describes.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// The pacing of a property animator: a cubic Bézier curve, a spring, or both.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve: one of UIKit's named curves or two control points.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, NSCopying {
    /// The named curve, or `.linear` for a custom one.
    open private(set) var animationCurve: UIView.AnimationCurve
    open private(set) var controlPoint1: CGPoint
    open private(set) var controlPoint2: CGPoint
    let isBuiltin: Bool

    /// The default curve, `.easeInOut`.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        isBuiltin = true
        var points: [Float] = [0, 0]
        let function = curve.timingFunction
        function.getControlPoint(at: 1, values: &points)
        controlPoint1 = CGPoint(x: CGFloat(points[0]), y: CGFloat(points[1]))
        function.getControlPoint(at: 2, values: &points)
        controlPoint2 = CGPoint(x: CGFloat(points[0]), y: CGFloat(points[1]))
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .linear
        isBuiltin = false
        controlPoint1 = point1
        controlPoint2 = point2
    }

    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The Core Animation function with the same shape.
    var timingFunction: CAMediaTimingFunction {
        isBuiltin ? animationCurve.timingFunction
            : CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                                    Float(controlPoint2.x), Float(controlPoint2.y))
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A spring: either a damping ratio that settles in the animator's duration, or a physical
/// mass, stiffness and damping whose own settling time replaces the animator's duration.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, NSCopying {
    /// The starting velocity, in whole distances per second; the animator uses `dx` (or `dy`
    /// when `dx` is 0) for every property.
    open private(set) var initialVelocity: CGVector
    /// Physical springs: (mass, stiffness, damping); nil for a damping-ratio spring.
    let physical: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?
    let dampingRatio: CGFloat

    /// The system spring UIKit uses for its own transitions: mass 3, stiffness 1000,
    /// damping 500 (critically over-damped, settling in about 0.5 s).
    public override convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        physical = nil
        initialVelocity = velocity
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        physical = (mass, stiffness, damping)
        dampingRatio = stiffness > 0 && mass > 0 ? damping / (2 * (stiffness * mass).squareRoot()) : 1
        initialVelocity = velocity
    }

    /// A spring described by how long it takes (`duration`) and how much it overshoots
    /// (`bounce`, 0 for none), as SwiftUI and iOS 17 describe springs.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        let spring = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: velocity)
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The one-dimensional starting velocity the animator uses.
    var velocity: CGFloat { initialVelocity.dx != 0 ? initialVelocity.dx : initialVelocity.dy }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
