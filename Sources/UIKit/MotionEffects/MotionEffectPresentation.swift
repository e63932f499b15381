import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// Shows a view's motion effects in its presentation only: each layer property the effects
/// change gets one additive animation holding the sum of their values, so the render server
/// shows model + value while `center`, `layer.position` and the rest keep the model's values.
///
/// The animation ended a moment before it was added and stays, filled forwards: Core
/// Animation keeps showing its value but asks for no further frames, so a still viewer costs
/// nothing per frame. A new viewer offset replaces the animations; an effect removed, the
/// view leaving its window or Reduce Motion (`UIAccessibility.isReduceMotionEnabled`, as on
/// iOS) takes them away.
@MainActor
enum MotionEffectPresentation {
    /// The prefix of the animation keys (`"UIMotionEffect.position.x"`).
    static let keyPrefix = "UIMotionEffect."

    /// View key paths reported as unsupported (each once in a running context).
    private static var reported: Set<String> {
        get { ApplicationContext.current.motionEffects.reported }
        _modify { yield &ApplicationContext.current.motionEffects.reported }
    }

    /// Shows `entry`'s effects at the current viewer offset, or nothing when its view is not
    /// in a window.
    static func apply(_ entry: MotionEffectRegistry.Entry) {
        let view = entry.view
        let layer = view.layer
        var values: [String: Any] = [:]
        if view.window != nil, !UIAccessibility.isReduceMotionEnabled {
            let offset = MotionEffectRegistry.viewerOffset
            for effect in entry.effects {
                for (keyPath, value) in effect.keyPathsAndRelativeValues(forViewerOffset: offset) ?? [:] {
                    guard let (path, layerValue) = layerTarget(keyPath, value, of: layer) else { continue }
                    values[path] = RelativeValue.sum(values[path], layerValue, keyPath: keyPath)
                }
            }
        }
        let keys = values.keys.map { keyPrefix + $0 }
        for key in entry.appliedKeys where !keys.contains(key) { layer.removeAnimation(forKey: key) }
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        for (path, value) in values {
            let animation = CABasicAnimation(keyPath: path)
            animation.fromValue = value
            animation.toValue = value
            animation.isAdditive = true
            animation.beginTime = now - 2
            animation.duration = 1
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            layer.add(animation, forKey: keyPrefix + path)
        }
        entry.appliedKeys = keys
    }

    /// The layer key path a view key path names and `value` as that property's type; nil
    /// (reported once per key path) when the layer has no such animatable property or the
    /// value does not fit it.
    static func layerTarget(_ keyPath: String, _ value: Any, of layer: CALayer) -> (String, Any)? {
        let path: String
        switch keyPath {
        case "center": path = "position"
        case "center.x", "center.y": path = "position" + keyPath.dropFirst("center".count)
        case "alpha": path = "opacity"
        case "transform", "transform3D": path = "transform"
        case _ where keyPath.hasPrefix("layer."): path = String(keyPath.dropFirst("layer.".count))
        case _ where keyPath.hasPrefix("bounds"): path = keyPath
        default: path = ""
        }
        guard !path.isEmpty, let model = layer.value(forKeyPath: path) else {
            report(keyPath, "is not an animatable property of a view (center, alpha, transform, bounds or layer.<animatable key path>)")
            return nil
        }
        let converted: Any?
        switch model {
        case is CGFloat: converted = RelativeValue.number(value)
        case is CGPoint: converted = value as? CGPoint
        case is CGSize: converted = (value as? CGSize) ?? (value as? UIOffset).map { CGSize(width: $0.horizontal, height: $0.vertical) }
        case is CGRect: converted = value as? CGRect
        case is CATransform3D: converted = RelativeValue.transform3D(value)
        case is CGColor: converted = (value as? UIColor)?.cgColor ?? (value is CGColor ? value : nil)
        default: converted = nil
        }
        guard let converted else {
            report(keyPath, "cannot take the value \(value) (a \(Swift.type(of: value)), where a \(Swift.type(of: model)) is needed)")
            return nil
        }
        return (path, converted)
    }

    private static func report(_ keyPath: String, _ problem: String) {
        guard reported.insert(keyPath).inserted else { return }
        RuntimeIssue.report("UIMotionEffect: \"\(keyPath)\" \(problem); the value is ignored")
    }
}
