import CoreGraphics
import Foundation

/// Motion effects applied together: each is asked for its key paths and values, and values
/// for the same key path are added (as Core Animation adds additive values).
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    open var motionEffects: [UIMotionEffect]?

    public override init() { super.init() }

    public required init?(coder: NSCoder) {
        motionEffects = coder.decodeObject(forKey: "UIMotionEffects") as? [UIMotionEffect]
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        if let motionEffects { coder.encode(motionEffects as NSArray, forKey: "UIMotionEffects") }
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIMotionEffectGroup()
        copy.motionEffects = motionEffects?.map { $0.copy() as! UIMotionEffect }
        return copy
    }

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            for (keyPath, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
                merged[keyPath] = RelativeValue.sum(merged[keyPath], value, keyPath: keyPath)
            }
        }
        return merged.isEmpty ? nil : merged
    }
}
