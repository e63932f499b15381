import CoreGraphics

/// The traits an environment sets for itself and everything below it (iOS 17's
/// `traitOverrides`): `view.traitOverrides.userInterfaceStyle = .dark`. An unspecified
/// value overrides nothing.
public struct UITraitOverrides: Equatable, Sendable {
    package var values = Traits()

    public init() {}

    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { values.userInterfaceStyle = newValue }
    }
    public var displayScale: CGFloat {
        get { values.displayScale }
        set { values.displayScale = newValue.isFinite && newValue > 0 ? newValue : 0 }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection }
        set { values.layoutDirection = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { values.userInterfaceIdiom = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { values.userInterfaceLevel }
        set { values.userInterfaceLevel = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { values.accessibilityContrast }
        set { values.accessibilityContrast = newValue }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { values.legibilityWeight }
        set { values.legibilityWeight = newValue }
    }
    public var displayGamut: UIDisplayGamut {
        get { values.displayGamut }
        set { values.displayGamut = newValue }
    }

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool {
        trait.differs(UITraitCollection(traits: values), UITraitCollection())
    }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: UITrait) {
        let unspecified = Traits()
        switch trait.identifier {
        case UITraitUserInterfaceStyle.identifier: values.userInterfaceStyle = unspecified.userInterfaceStyle
        case UITraitDisplayScale.identifier: values.displayScale = unspecified.displayScale
        case UITraitHorizontalSizeClass.identifier: values.horizontalSizeClass = unspecified.horizontalSizeClass
        case UITraitVerticalSizeClass.identifier: values.verticalSizeClass = unspecified.verticalSizeClass
        case UITraitLayoutDirection.identifier: values.layoutDirection = unspecified.layoutDirection
        case UITraitPreferredContentSizeCategory.identifier: values.preferredContentSizeCategory = unspecified.preferredContentSizeCategory
        case UITraitUserInterfaceIdiom.identifier: values.userInterfaceIdiom = unspecified.userInterfaceIdiom
        case UITraitUserInterfaceLevel.identifier: values.userInterfaceLevel = unspecified.userInterfaceLevel
        case UITraitAccessibilityContrast.identifier: values.accessibilityContrast = unspecified.accessibilityContrast
        case UITraitLegibilityWeight.identifier: values.legibilityWeight = unspecified.legibilityWeight
        case UITraitDisplayGamut.identifier: values.displayGamut = unspecified.displayGamut
        default: break
        }
    }

    /// Whether nothing is overridden.
    var isEmpty: Bool { values == Traits() }

    /// `parent` with these overrides; `parent` itself when they change nothing.
    func applied(to parent: UITraitCollection) -> UITraitCollection {
        guard !isEmpty else { return parent }
        let merged = parent.traits.merging(values)
        return merged == parent.traits ? parent : UITraitCollection(traits: merged)
    }
}
