import CoreGraphics

/// A trait collection's values: what environments merge and compare.
package struct Traits: Hashable, Sendable {
    package var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    package var displayScale: CGFloat = 0
    package var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    package var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    package var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    package var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    package var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    package var userInterfaceLevel: UIUserInterfaceLevel = .unspecified
    package var accessibilityContrast: UIAccessibilityContrast = .unspecified
    package var legibilityWeight: UILegibilityWeight = .unspecified
    package var displayGamut: UIDisplayGamut = .unspecified
    package var forceTouchCapability: UIForceTouchCapability = .unknown

    /// Takes every trait `other` specifies.
    package mutating func merge(_ other: Traits) {
        if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
        if other.displayScale > 0 { displayScale = other.displayScale }
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = other.preferredContentSizeCategory }
        if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
        if other.userInterfaceLevel != .unspecified { userInterfaceLevel = other.userInterfaceLevel }
        if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
        if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
        if other.displayGamut != .unspecified { displayGamut = other.displayGamut }
        if other.forceTouchCapability != .unknown { forceTouchCapability = other.forceTouchCapability }
    }

    package func merging(_ other: Traits) -> Traits {
        var merged = self
        merged.merge(other)
        return merged
    }
}
