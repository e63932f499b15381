import CoreGraphics
import Foundation

/// The screen's traits, the root of every window's, and the platform's appearance setting.
extension UIScreen {
    /// Light or dark, as the platform (the test host, the SDL backend's setting) asks. A
    /// change reaches every window on the screen at once, as when the user switches iOS's
    /// appearance: their views resolve their colors again, redraw and are told.
    package var userInterfaceStyle: UIUserInterfaceStyle {
        get { platformUserInterfaceStyle }
        set {
            let style: UIUserInterfaceStyle = newValue == .unspecified ? .light : newValue
            guard style != platformUserInterfaceStyle else { return }
            platformUserInterfaceStyle = style
            traitsDidChange()
        }
    }

    /// The appearance screens start in: `OPENUIKIT_APPEARANCE=dark` (or `light`) in the
    /// environment, as the desktop's setting would choose it; light otherwise.
    static let requestedUserInterfaceStyle: UIUserInterfaceStyle =
        ProcessInfo.processInfo.environment["OPENUIKIT_APPEARANCE"]?.lowercased() == "dark" ? .dark : .light

    /// Recomputes the traits and tells the screen and the views in its windows.
    func traitsDidChange() {
        guard let old = cachedTraits else { return }
        cachedTraits = nil
        let new = traitCollection
        guard old != new else { return }
        UIView.traitGeneration &+= 1
        traitCollectionDidChange(old)
        for window in UIApplication.existing?.windows ?? [] where window.screen === self {
            window.windowTraitsMayHaveChanged()
        }
    }

    func makeTraits() -> UITraitCollection {
        let size = bounds.size
        let idiom = Self.idiom(for: size)
        let sizeClasses = Self.sizeClasses(for: size, idiom: idiom)
        return UITraitCollection(traits: Traits(
            userInterfaceStyle: platformUserInterfaceStyle, displayScale: scale,
            horizontalSizeClass: sizeClasses.horizontal, verticalSizeClass: sizeClasses.vertical,
            layoutDirection: UIApplication.existing?.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            preferredContentSizeCategory: UIApplication.existing?.preferredContentSizeCategory ?? UIApplication.requestedContentSizeCategory,
            userInterfaceIdiom: idiom,
            userInterfaceLevel: .base, accessibilityContrast: .normal, legibilityWeight: .regular, displayGamut: .SRGB))
    }

    /// A pad when the shorter side is at least 600 points (every iPad; no iPhone comes near).
    static func idiom(for size: CGSize) -> UIUserInterfaceIdiom {
        min(size.width, size.height) >= 600 ? .pad : .phone
    }

    /// iOS's size classes for an area of `size`: a phone is compact across except the
    /// largest ones (896 points and more) in landscape, and compact in height in landscape
    /// (wider than tall; a 320 × 480 portrait phone is regular in height);
    /// a pad is regular both ways, except across in narrow split views (under 678 points).
    static func sizeClasses(for size: CGSize, idiom: UIUserInterfaceIdiom)
        -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        if idiom == .pad { return (size.width >= 678 ? .regular : .compact, .regular) }
        return (size.width >= 896 ? .regular : .compact, size.width > size.height ? .compact : .regular)
    }
}
