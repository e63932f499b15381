import Foundation

/// A view's motion effects: the values they return for the current viewer offset are added
/// to what the view shows (its presentation), never to its properties, while it is in a window.
extension UIView {
    /// The view's motion effects, in the order they were added.
    public var motionEffects: [UIMotionEffect] {
        get { MotionEffectRegistry.effects(of: self) }
        set { MotionEffectRegistry.setEffects(newValue, of: self) }
    }

    /// Adds `effect` (once: adding it again changes nothing) and shows its values at once.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        var effects = motionEffects
        guard !effects.contains(where: { $0 === effect }) else { return }
        effects.append(effect)
        motionEffects = effects
    }

    /// Removes `effect`; what the view shows goes back to its own values without it.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        var effects = motionEffects
        guard let i = effects.firstIndex(where: { $0 === effect }) else { return }
        effects.remove(at: i)
        motionEffects = effects
    }
}
