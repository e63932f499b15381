import CoreGraphics
import Foundation
internal import RuntimeSupport

/// A motion effect that maps the tilt along one axis (−1…1) linearly onto values between
/// `minimumRelativeValue` (at −1) and `maximumRelativeValue` (at 1), added to one view key path.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The axis of the viewer offset an interpolating effect follows.
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis
        case tiltAlongVerticalAxis
    }

    /// The view key path the values are added to (`"center.x"`, `"layer.shadowOffset"`).
    open private(set) var keyPath: String
    open private(set) var type: EffectType
    /// The value added at offset −1 on the effect's axis.
    open var minimumRelativeValue: Any?
    /// The value added at offset 1 on the effect's axis.
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    public required init?(coder: NSCoder) {
        keyPath = coder.decodeObject(forKey: "UIKeyPath") as? String ?? ""
        type = EffectType(rawValue: coder.decodeInteger(forKey: "UIType")) ?? .tiltAlongHorizontalAxis
        minimumRelativeValue = coder.decodeObject(forKey: "UIMinimumRelativeValue")
        maximumRelativeValue = coder.decodeObject(forKey: "UIMaximumRelativeValue")
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(keyPath as NSString, forKey: "UIKeyPath")
        coder.encode(type.rawValue, forKey: "UIType")
        if let number = minimumRelativeValue as? NSNumber { coder.encode(number, forKey: "UIMinimumRelativeValue") }
        if let number = maximumRelativeValue as? NSNumber { coder.encode(number, forKey: "UIMaximumRelativeValue") }
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        copy.minimumRelativeValue = minimumRelativeValue
        copy.maximumRelativeValue = maximumRelativeValue
        return copy
    }

    /// `[keyPath: value]` with the value `(offset + 1) / 2` of the way from the minimum to the
    /// maximum; nil until both values are set, or when they cannot be interpolated (reported).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard !keyPath.isEmpty, let minimum = minimumRelativeValue, let maximum = maximumRelativeValue else { return nil }
        let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let t = (min(1, max(-1, offset)) + 1) / 2
        guard let value = RelativeValue.interpolate(minimum, maximum, t) else {
            RuntimeIssue.report("UIInterpolatingMotionEffect \"\(keyPath)\": cannot interpolate between \(minimum) and \(maximum) (numbers, points, sizes, rects, offsets and transforms can be); the effect is ignored")
            return nil
        }
        return [keyPath: value]
    }
}
