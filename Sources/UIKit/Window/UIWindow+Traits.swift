import CoreGraphics

/// A window's traits: its screen's, with the size classes of the window's own size (a
/// window narrower than its screen, like an iPad app in split view, is compact).
extension UIWindow {
    /// The screen's traits with this window's size classes; the screen's own collection when
    /// they agree (no allocation for a full-screen window).
    var windowTraits: UITraitCollection { windowTraits(at: bounds.size) }

    /// The traits the window has, or will have, at `size`.
    func windowTraits(at size: CGSize) -> UITraitCollection {
        let screenTraits = screen.traitCollection
        guard size.width > 0, size.height > 0, size != screen.bounds.size else { return screenTraits }
        let sizeClasses = UIScreen.sizeClasses(for: size, idiom: screenTraits.userInterfaceIdiom)
        guard sizeClasses.horizontal != screenTraits.horizontalSizeClass
                || sizeClasses.vertical != screenTraits.verticalSizeClass else { return screenTraits }
        var traits = screenTraits.traits
        traits.horizontalSizeClass = sizeClasses.horizontal
        traits.verticalSizeClass = sizeClasses.vertical
        return UITraitCollection(traits: traits)
    }

    /// The screen, the window's size or its screen changed: the window and its views take
    /// the new traits, and those whose traits changed are told.
    func windowTraitsMayHaveChanged() {
        guard let old = _traits else { return }
        traitsMayHaveChanged(from: old)
    }
}
