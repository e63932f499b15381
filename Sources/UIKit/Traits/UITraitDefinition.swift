import CoreGraphics

/// A trait as a type (iOS 17): what `registerForTraitChanges(_:handler:)` watches and
/// `traitOverrides` sets, named like `UITraitUserInterfaceStyle.self`.
public protocol UITraitDefinition {
    /// A stable name for the trait.
    static var identifier: String { get }
    /// Whether dynamic colors can resolve differently when the trait changes.
    static var affectsColorAppearance: Bool { get }
    /// Whether the trait's values in `a` and `b` differ.
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool
}

extension UITraitDefinition {
    public static var affectsColorAppearance: Bool { false }
}

/// The traits `registerForTraitChanges` takes.
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceStyle"
    public static var affectsColorAppearance: Bool { true }
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceStyle != b.userInterfaceStyle }
}

public enum UITraitDisplayScale: UITraitDefinition {
    public static let identifier = "UITraitDisplayScale"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.displayScale != b.displayScale }
}

public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static let identifier = "UITraitHorizontalSizeClass"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.horizontalSizeClass != b.horizontalSizeClass }
}

public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static let identifier = "UITraitVerticalSizeClass"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.verticalSizeClass != b.verticalSizeClass }
}

public enum UITraitLayoutDirection: UITraitDefinition {
    public static let identifier = "UITraitLayoutDirection"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.layoutDirection != b.layoutDirection }
}

public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let identifier = "UITraitPreferredContentSizeCategory"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.preferredContentSizeCategory != b.preferredContentSizeCategory
    }
}

public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceIdiom"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceIdiom != b.userInterfaceIdiom }
}

public enum UITraitUserInterfaceLevel: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceLevel"
    public static var affectsColorAppearance: Bool { true }
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceLevel != b.userInterfaceLevel }
}

public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static let identifier = "UITraitAccessibilityContrast"
    public static var affectsColorAppearance: Bool { true }
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.accessibilityContrast != b.accessibilityContrast }
}

public enum UITraitLegibilityWeight: UITraitDefinition {
    public static let identifier = "UITraitLegibilityWeight"
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.legibilityWeight != b.legibilityWeight }
}

public enum UITraitDisplayGamut: UITraitDefinition {
    public static let identifier = "UITraitDisplayGamut"
    public static var affectsColorAppearance: Bool { true }
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.displayGamut != b.displayGamut }
}

extension UITraitCollection {
    /// The traits dynamic colors depend on: register for these to redo work that resolved
    /// colors.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self, UITraitAccessibilityContrast.self, UITraitDisplayGamut.self]
    }

    /// The traits image lookup depends on.
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [UITraitDisplayScale.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self, UITraitUserInterfaceIdiom.self,
         UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitDisplayGamut.self]
    }
}
