import CoreGraphics
import Foundation

/// A bar's background and shadow, shared by navigation bars, toolbars and tab bars. Bars copy
/// the appearance they are given, so changing one later changes no bar until it is set again.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The material behind the background color; nil for none.
    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The hairline under a top bar (over a bottom bar); nil or clear for none.
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    /// The idiom the appearance was made for.
    public let idiom: UIUserInterfaceIdiom

    public required init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow.
    public convenience init(barAppearance: UIBarAppearance) {
        self.init(idiom: barAppearance.idiom)
        copyBackground(from: barAppearance)
    }

    /// The system material and a thin shadow: the standard look of a bar over content.
    open func configureWithDefaultBackground() {
        setBackground(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: UIBarAppearance.defaultShadowColor)
    }

    /// The system background color and a thin shadow, no material.
    open func configureWithOpaqueBackground() {
        setBackground(effect: nil, color: .systemBackground, shadow: UIBarAppearance.defaultShadowColor)
    }

    /// No background and no shadow: the content shows through (the look at the scroll edge).
    open func configureWithTransparentBackground() {
        setBackground(effect: nil, color: .clear, shadow: .clear)
    }

    private func setBackground(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor) {
        backgroundEffect = effect
        backgroundColor = color
        backgroundImage = nil
        shadowColor = shadow
        shadowImage = nil
    }

    /// A copy (`copy()` returns one too, typed `Any` as NSObject's is here).
    open func copy(with zone: NSZone? = nil) -> Any { duplicate() }

    /// A copy of the same class with every setting.
    func duplicate() -> Self {
        let copy = Self.init(idiom: idiom)
        copy.copyBackground(from: self)
        copy.copyContent(from: self)
        return copy
    }

    public override convenience init() { self.init(idiom: .phone) }

    /// Copies what a subclass adds (titles, button looks); the base has nothing more.
    func copyContent(from other: UIBarAppearance) {}

    private func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// Whether the background draws nothing (no material, color or image).
    var isTransparent: Bool {
        backgroundEffect == nil && backgroundImage == nil && (backgroundColor.map { $0.cgColor.alpha == 0 } ?? true)
    }

    /// iOS's bar hairline: black at 30 % opacity.
    static var defaultShadowColor: UIColor { UIColor(white: 0, alpha: 0.3) }
}
