import CoreGraphics
import Foundation
internal import RuntimeSupport

/// The names of Core Animation's value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let rotateX = CAValueFunctionName("rotateX")
    public static let rotateY = CAValueFunctionName("rotateY")
    public static let rotateZ = CAValueFunctionName("rotateZ")
    public static let scale = CAValueFunctionName("scale")
    public static let scaleX = CAValueFunctionName("scaleX")
    public static let scaleY = CAValueFunctionName("scaleY")
    public static let scaleZ = CAValueFunctionName("scaleZ")
    public static let translate = CAValueFunctionName("translate")
    public static let translateX = CAValueFunctionName("translateX")
    public static let translateY = CAValueFunctionName("translateY")
    public static let translateZ = CAValueFunctionName("translateZ")
}

/// Turns an animation's interpolated number(s) into a transform, so a `transform` animation
/// can run from 0 to 2π (which, as matrices, would be the same value at both ends).
///
/// The single-axis functions take one number; `scale` and `translate` take three (`[x, y, z]`).
open class CAValueFunction: NSObject, @unchecked Sendable {
    public let name: CAValueFunctionName

    /// The function named `name`; unknown names make the identity transform (and say so).
    public init?(name: CAValueFunctionName) {
        self.name = name
        super.init()
        if !Self.known.contains(name) {
            RuntimeIssue.report("CAValueFunction: unknown name \"\(name.rawValue)\"")
            return nil
        }
    }

    private static let known: Set<CAValueFunctionName> = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                                          .translate, .translateX, .translateY, .translateZ]

    var inputKind: AnimatedValue.Kind { name == .scale || name == .translate ? .vector3 : .number }

    /// The input that makes the identity transform (the "current value" of a value-function
    /// animation that leaves an end unset).
    var identityInput: AnimatedValue {
        switch name {
        case .scale: return .vector3(1, 1, 1)
        case .translate: return .vector3(0, 0, 0)
        case .scaleX, .scaleY, .scaleZ: return .number(1)
        default: return .number(0)
        }
    }

    func transform(for value: AnimatedValue) -> CATransform3D {
        switch value {
        case .number(let x):
            let v = CGFloat(x)
            switch name {
            case .rotateX: return CATransform3DMakeRotation(v, 1, 0, 0)
            case .rotateY: return CATransform3DMakeRotation(v, 0, 1, 0)
            case .rotateZ: return CATransform3DMakeRotation(v, 0, 0, 1)
            case .scaleX: return CATransform3DMakeScale(v, 1, 1)
            case .scaleY: return CATransform3DMakeScale(1, v, 1)
            case .scaleZ: return CATransform3DMakeScale(1, 1, v)
            case .translateX: return CATransform3DMakeTranslation(v, 0, 0)
            case .translateY: return CATransform3DMakeTranslation(0, v, 0)
            case .translateZ: return CATransform3DMakeTranslation(0, 0, v)
            default: return CATransform3DIdentity
            }
        case .vector3(let x, let y, let z):
            if name == .scale { return CATransform3DMakeScale(x, y, z) }
            if name == .translate { return CATransform3DMakeTranslation(x, y, z) }
            return CATransform3DIdentity
        default:
            return CATransform3DIdentity
        }
    }
}
