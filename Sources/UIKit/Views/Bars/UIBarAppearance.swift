import CoreGraphics
import Foundation

/// How a bar draws behind its content: a blur, a color, an image, and the hairline shadow
/// along the edge that meets the content. Bars copy the appearance they are given, so
/// changing an appearance after handing it over changes nothing until it is set again, as
/// on iOS (`UINavigationBar`, `UIToolbar` and `UITabBar` each hold their own copies).
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, NSCopying {
    /// The device family the appearance was made for.
    public let idiom: UIUserInterfaceIdiom
    /// The blur behind the bar's content, over everything below the bar.
    open var backgroundEffect: UIBlurEffect?
    /// A color laid over the blur (or alone, without one).
    open var backgroundColor: UIColor?
    /// An image over the color, laid out by `backgroundImageContentMode`.
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The hairline's color; nil or clear draws none.
    open var shadowColor: UIColor?
    /// An image drawn instead of the hairline (tinted with `shadowColor` when a template).
    open var shadowImage: UIImage?

    /// The blur and hairline color the default background uses (iOS 15's chrome material and
    /// a 30 % black hairline).
    static let defaultBlurStyle = UIBlurEffect.Style.systemChromeMaterial
    static var defaultShadowColor: UIColor { UIColor(white: 0, alpha: 0.3) }

    /// An appearance for `idiom` with the default background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance for the current device with the default background.
    public convenience override init() {
        self.init(idiom: UITraitCollection.current.userInterfaceIdiom)
    }

    /// A copy of `barAppearance`'s background and shadow (a navigation bar's settings carried
    /// to a tab bar, say).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        takeBackground(of: barAppearance)
    }

    /// The translucent default: a blur of what is below, with the hairline.
    open func configureWithDefaultBackground() {
        resetBackground(effect: UIBlurEffect(style: Self.defaultBlurStyle), color: nil, shadow: Self.defaultShadowColor)
    }

    /// An opaque bar in the system background color, with the hairline.
    open func configureWithOpaqueBackground() {
        resetBackground(effect: nil, color: .systemBackground, shadow: Self.defaultShadowColor)
    }

    /// No background and no hairline: the content below shows through.
    open func configureWithTransparentBackground() {
        resetBackground(effect: nil, color: nil, shadow: nil)
    }

    /// One of the three configurations: no image, the given blur, color and hairline color.
    private func resetBackground(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor?) {
        backgroundEffect = effect
        backgroundColor = color
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = shadow
        shadowImage = nil
    }

    /// An independent copy: the same class, with the same settings.
    open func copy() -> Self {
        Self(barAppearance: self)
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) var made: Any = ()
        MainActor.assumeIsolated { made = copy() }
        return made
    }

    /// Copies the background and shadow settings of `other`; subclasses add their own after.
    func takeBackground(of other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// Whether the background lets nothing of the content below through.
    var hasOpaqueBackground: Bool {
        backgroundEffect == nil && (backgroundColor.map { $0.cgColor.alpha >= 1 } ?? false)
    }
}
