import Foundation
internal import RuntimeSupport

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName("linear")
    public static let easeIn = CAMediaTimingFunctionName("easeIn")
    public static let easeOut = CAMediaTimingFunctionName("easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
    /// The curve of implicit layer animations.
    public static let `default` = CAMediaTimingFunctionName("default")
}

/// The pacing of an animation: a cubic Bézier from (0, 0) to (1, 1) mapping linear progress
/// (x) to eased progress (y), with Apple's control points for the named curves.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    let curve: UnitBezier

    /// One of the predefined curves: linear (0,0,1,1), easeIn (0.42,0,1,1), easeOut
    /// (0,0,0.58,1), easeInEaseOut (0.42,0,0.58,1), default (0.25,0.1,0.25,1).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        default:
            RuntimeIssue.report("CAMediaTimingFunction: unknown name \"\(name.rawValue)\"; using linear")
            self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A curve through control points (c1x, c1y) and (c2x, c2y). The x values are clamped to
    /// 0…1 (Core Animation's rule, which keeps time monotonic); non-finite values fall back
    /// to linear.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let values = [c1x, c1y, c2x, c2y]
        if values.allSatisfy(\.isFinite) {
            curve = UnitBezier(Double(min(1, max(0, c1x))), Double(c1y), Double(min(1, max(0, c2x))), Double(c2y))
        } else {
            RuntimeIssue.report("CAMediaTimingFunction: control points must be finite (got \(values)); using linear")
            curve = UnitBezier(0, 0, 1, 1)
        }
        super.init()
    }

    /// Writes control point `idx` (0: (0,0), 1: c1, 2: c2, 3: (1,1)) into `ptr[0]`, `ptr[1]`.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (curve.p1x, curve.p1y), (curve.p2x, curve.p2y), (1, 1)]
        guard points.indices.contains(idx) else { return }
        ptr[0] = Float(points[idx].0); ptr[1] = Float(points[idx].1)
    }

    /// Eased progress for linear progress `x` in 0…1.
    package func evaluate(_ x: Double) -> Double { curve.eased(x) }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CAMediaTimingFunction)?.curve == curve
    }

    open override var description: String {
        "<CAMediaTimingFunction: (\(curve.p1x), \(curve.p1y)) (\(curve.p2x), \(curve.p2y))>"
    }
}
