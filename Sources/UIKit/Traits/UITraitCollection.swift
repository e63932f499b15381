import CoreGraphics
import Foundation
import QuartzCore

/// The traits of the environment an interface is shown in: light or dark, the display's
/// scale, the size classes, the layout direction, the text size.
///
/// Immutable and usable from any thread, as in UIKit. Each trait has an "unspecified" value;
/// `init(traitsFrom:)` merges collections, later specified values winning, which is how an
/// environment's traits are made from its parent's plus its own overrides.
open class UITraitCollection: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point of the display, or 0 when unspecified.
    public let displayScale: CGFloat
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let userInterfaceLevel: UIUserInterfaceLevel
    public let accessibilityContrast: UIAccessibilityContrast
    public let legibilityWeight: UILegibilityWeight
    public let displayGamut: UIDisplayGamut
    /// Whether the device reports touch pressure (3D Touch); `.unknown` when unspecified.
    public let forceTouchCapability: UIForceTouchCapability

    /// A trait collection with every trait unspecified.
    public override convenience init() { self.init(traits: Traits()) }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(traits: Traits(userInterfaceStyle: userInterfaceStyle))
    }

    /// A collection that specifies only the display scale; non-finite or negative values
    /// count as unspecified (0).
    public convenience init(displayScale: CGFloat) {
        self.init(traits: Traits(displayScale: displayScale.isFinite && displayScale > 0 ? displayScale : 0))
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traits: Traits(horizontalSizeClass: horizontalSizeClass))
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traits: Traits(verticalSizeClass: verticalSizeClass))
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(traits: Traits(layoutDirection: layoutDirection))
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(traits: Traits(preferredContentSizeCategory: preferredContentSizeCategory))
    }

    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(traits: Traits(userInterfaceIdiom: userInterfaceIdiom))
    }

    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(traits: Traits(userInterfaceLevel: userInterfaceLevel))
    }

    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(traits: Traits(accessibilityContrast: accessibilityContrast))
    }

    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(traits: Traits(legibilityWeight: legibilityWeight))
    }

    public convenience init(displayGamut: UIDisplayGamut) {
        self.init(traits: Traits(displayGamut: displayGamut))
    }

    public convenience init(forceTouchCapability: UIForceTouchCapability) {
        self.init(traits: Traits(forceTouchCapability: forceTouchCapability))
    }

    /// The collections merged in order: each trait takes the last specified value.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var traits = Traits()
        for collection in traitCollections { traits.merge(collection.traits) }
        self.init(traits: traits)
    }

    package init(traits: Traits) {
        userInterfaceStyle = traits.userInterfaceStyle
        displayScale = traits.displayScale
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        layoutDirection = traits.layoutDirection
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        userInterfaceIdiom = traits.userInterfaceIdiom
        userInterfaceLevel = traits.userInterfaceLevel
        accessibilityContrast = traits.accessibilityContrast
        legibilityWeight = traits.legibilityWeight
        displayGamut = traits.displayGamut
        forceTouchCapability = traits.forceTouchCapability
        super.init()
    }

    /// The traits as a value, to merge and compare.
    package var traits: Traits {
        Traits(userInterfaceStyle: userInterfaceStyle, displayScale: displayScale,
               horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
               layoutDirection: layoutDirection, preferredContentSizeCategory: preferredContentSizeCategory,
               userInterfaceIdiom: userInterfaceIdiom, userInterfaceLevel: userInterfaceLevel,
               accessibilityContrast: accessibilityContrast, legibilityWeight: legibilityWeight,
               displayGamut: displayGamut, forceTouchCapability: forceTouchCapability)
    }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        var merged = traits
        merged.merge(trait.traits)
        return merged == traits
    }

    /// Whether a dynamic color could resolve differently in `traitCollection`: the traits
    /// colors depend on (style, contrast, elevation, gamut) differ.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
            || userInterfaceLevel != other.userInterfaceLevel || displayGamut != other.displayGamut
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    public static var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encode(userInterfaceStyle.rawValue, forKey: "UITraitCollectionUserInterfaceStyle")
        coder.encode(Double(displayScale), forKey: "UITraitCollectionDisplayScale")
        coder.encode(horizontalSizeClass.rawValue, forKey: "UITraitCollectionHorizontalSizeClass")
        coder.encode(verticalSizeClass.rawValue, forKey: "UITraitCollectionVerticalSizeClass")
        coder.encode(layoutDirection.rawValue, forKey: "UITraitCollectionLayoutDirection")
        coder.encode(preferredContentSizeCategory.rawValue, forKey: "UITraitCollectionPreferredContentSizeCategory")
        coder.encode(userInterfaceIdiom.rawValue, forKey: "UITraitCollectionUserInterfaceIdiom")
    }

    public required convenience init?(coder: NSCoder) {
        var traits = Traits()
        traits.userInterfaceStyle = UIUserInterfaceStyle(rawValue: coder.decodeInteger(forKey: "UITraitCollectionUserInterfaceStyle")) ?? .unspecified
        let scale = CGFloat(coder.decodeDouble(forKey: "UITraitCollectionDisplayScale"))
        traits.displayScale = scale.isFinite && scale > 0 ? scale : 0
        traits.horizontalSizeClass = UIUserInterfaceSizeClass(rawValue: coder.decodeInteger(forKey: "UITraitCollectionHorizontalSizeClass")) ?? .unspecified
        traits.verticalSizeClass = UIUserInterfaceSizeClass(rawValue: coder.decodeInteger(forKey: "UITraitCollectionVerticalSizeClass")) ?? .unspecified
        if coder.containsValue(forKey: "UITraitCollectionLayoutDirection") {
            traits.layoutDirection = UITraitEnvironmentLayoutDirection(rawValue: coder.decodeInteger(forKey: "UITraitCollectionLayoutDirection")) ?? .unspecified
        }
        if let category = coder.decodeObject(forKey: "UITraitCollectionPreferredContentSizeCategory") as? String {
            traits.preferredContentSizeCategory = UIContentSizeCategory(rawValue: category)
        }
        if coder.containsValue(forKey: "UITraitCollectionUserInterfaceIdiom") {
            traits.userInterfaceIdiom = UIUserInterfaceIdiom(rawValue: coder.decodeInteger(forKey: "UITraitCollectionUserInterfaceIdiom")) ?? .unspecified
        }
        self.init(traits: traits)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other === self || other.traits == traits
    }

    open override var hash: Int { traits.hashValue }

    open override var description: String {
        var parts: [String] = []
        parts.append("UserInterfaceIdiom = \(userInterfaceIdiom)")
        parts.append("DisplayScale = \(String(format: "%g", Double(displayScale)))")
        parts.append("HorizontalSizeClass = \(horizontalSizeClass)")
        parts.append("VerticalSizeClass = \(verticalSizeClass)")
        parts.append("UserInterfaceStyle = \(userInterfaceStyle)")
        parts.append("LayoutDirection = \(layoutDirection)")
        parts.append("PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)")
        return "<UITraitCollection: \(objectAddress(self)); \(parts.joined(separator: ", "))>"
    }
}
