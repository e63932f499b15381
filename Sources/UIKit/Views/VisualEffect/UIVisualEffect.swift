import Foundation

/// What a `UIVisualEffectView` shows: a blur (`UIBlurEffect`) or vibrancy
/// (`UIVibrancyEffect`). An effect is an immutable value; views copy it.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, NSCopying, @preconcurrency NSSecureCoding {
    public override init() { super.init() }

    public nonisolated static var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) { super.init() }

    open func encode(with coder: NSCoder) {}

    /// Effects are immutable: a copy is the effect itself.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    /// The look a visual effect view draws for this effect (none for a plain effect).
    var appearance: VisualEffectAppearance { .none }
}

/// What a visual effect view draws for its effect: the backdrop's blur and saturation, the
/// color laid over it, and the color its content is drawn in (vibrancy).
struct VisualEffectAppearance: Equatable {
    var blurRadius: CGFloat = 0
    var saturation: CGFloat = 1
    var overlay: UIColor?
    var contentTint: UIColor?

    static let none = VisualEffectAppearance()
}
