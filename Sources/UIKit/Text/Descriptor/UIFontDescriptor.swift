import CoreGraphics
import CoreText
import Foundation

/// A description of a font by its attributes — family, name, size, traits, text style —
/// from which `UIFont(descriptor:size:)` makes the font that matches best.
///
/// Fonts hand out their descriptor (`UIFont.fontDescriptor`), and descriptors derive others:
/// `withSymbolicTraits(_:)` (bold, italic; nil when the family has no such face, as on iOS),
/// `withDesign(_:)`, `withSize(_:)`, `withFamily(_:)`, `addingAttributes(_:)`. A descriptor of
/// a Dynamic Type font keeps its text style, so fonts made from it still follow the content
/// size category. Immutable.
///
/// As on iOS, the system font's descriptor names no family or face (its `.name` would pin the
/// face): traits and designs added to it pick among the system's faces; a named font's face
/// wins over added traits.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// The attributes as given or derived.
    public let fontAttributes: [AttributeName: Any]
    /// The system design picked with `withDesign(_:)` (nil: the default design).
    let design: SystemDesign?
    /// How fonts from this descriptor follow Dynamic Type.
    let scaling: DynamicTypeScaling?

    init(attributes: [AttributeName: Any], design: SystemDesign?, scaling: DynamicTypeScaling?) {
        fontAttributes = attributes
        self.design = design == .default ? nil : design
        self.scaling = scaling
        super.init()
    }

    public override convenience init() {
        self.init(fontAttributes: [:])
    }

    public convenience init(fontAttributes attributes: [AttributeName: Any]) {
        self.init(attributes: attributes, design: nil, scaling: nil)
    }

    /// The font named `fontName` (PostScript or family name) at `size` points.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    // MARK: Reading

    /// The size attribute, or 0 when there is none.
    open var pointSize: CGFloat { Self.number(fontAttributes[.size]) ?? 0 }

    /// The PostScript name of the face the descriptor matches ("DejaVuSans-Bold").
    open var postscriptName: String { UIFont(descriptor: self, size: 0).fontName }

    /// The font's transform; fonts here are never transformed.
    open var matrix: CGAffineTransform { .identity }

    /// The symbolic traits the descriptor asks for (those of its font, for a font's).
    open var symbolicTraits: SymbolicTraits {
        SymbolicTraits(rawValue: UInt32(saturating: Self.number(traits[.symbolic]) ?? 0))
    }

    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The `.traits` dictionary (empty when there is none).
    var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

    // MARK: Deriving

    /// This descriptor with exactly `symbolicTraits` (replacing its own), or nil when its
    /// family has no face with them: bold needs a bold face, monospace a monospaced family;
    /// italic is always available (slanted when the family has no italic face); condensed,
    /// expanded, vertical and leading variants exist in none of the families here.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let supported: SymbolicTraits = [.traitBold, .traitItalic, .traitMonoSpace, .traitUIOptimized]
        guard symbolicTraits.isSubset(of: supported), let face = resolvedFace(size: 12) else { return nil }
        if symbolicTraits.contains(.traitMonoSpace), !Self.isMonospaced(face.family) { return nil }
        if symbolicTraits.contains(.traitBold), !Self.hasBoldFace(face.family) { return nil }
        var traits = self.traits
        var weight = Self.number(traits[.weight]) ?? UIFont.Weight(openTypeWeight: face.weight).rawValue
        if symbolicTraits.contains(.traitBold) {
            weight = Swift.max(weight, UIFont.Weight.bold.rawValue)
        } else if face.weight >= 700 {
            weight = UIFont.Weight.regular.rawValue
        }
        traits[.weight] = weight
        traits[.symbolic] = symbolicTraits.rawValue
        traits[.slant] = nil
        var attributes = fontAttributes
        attributes[.traits] = traits
        attributes[.face] = nil
        if attributes[.name] != nil {
            // The face is chosen anew in the named face's family.
            attributes[.name] = nil
            attributes[.family] = TextEngine.shared.metrics(for: face).familyName
        }
        return UIFontDescriptor(attributes: attributes, design: design, scaling: scaling)
    }

    /// This system-font descriptor in another design, or nil for a descriptor of a named
    /// font or family (they have no designs) or a design no installed font draws.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard fontAttributes[.name] == nil, fontAttributes[.family] == nil,
              let family = Self.family(of: design),
              TextEngine.shared.family(named: TextFont(family: family, size: 0).drawingFamily) != nil else { return nil }
        return UIFontDescriptor(attributes: fontAttributes, design: design, scaling: scaling)
    }

    /// This descriptor with `attributes` added (replacing those of the same keys). A new size
    /// ends Dynamic Type scaling.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        let merged = fontAttributes.merging(attributes) { _, new in new }
        let keepsScaling = attributes[.size] == nil && attributes[.textStyle] == nil
        return UIFontDescriptor(attributes: merged, design: design, scaling: keepsScaling ? scaling : nil)
    }

    /// This descriptor at `newPointSize`; fonts from it keep that size whatever the user's
    /// text size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        addingAttributes([.size: newPointSize])
    }

    /// This descriptor in `newFamily`, its face chosen by its traits.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(attributes: attributes, design: nil, scaling: scaling)
    }

    /// This descriptor with the face named `newFace` ("Bold", "Italic") in its family.
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        addingAttributes([.face: newFace])
    }

    /// Descriptors of the installed faces that match this one's `mandatoryKeys` (nil: all of
    /// its attributes): the faces of its family, those of the same name or traits when those
    /// keys are mandatory. Empty when no installed font matches.
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] {
        guard let face = resolvedFace(size: 12) else { return [] }
        let mandatory = mandatoryKeys ?? Set(fontAttributes.keys)
        let family = TextEngine.shared.metrics(for: face).familyName
        let wanted = TextEngine.shared.metrics(for: face).fontName
        var matches: [UIFontDescriptor] = []
        for name in UIFont.fontNames(forFamilyName: family) {
            var attributes: [AttributeName: Any] = [.name: name, .family: family]
            if pointSize > 0 { attributes[.size] = pointSize }
            let candidate = UIFontDescriptor(fontAttributes: attributes)
            guard let candidateFace = candidate.resolvedFace(size: 12) else { continue }
            if mandatory.contains(.name) || mandatory.contains(.face), name != wanted { continue }
            if mandatory.contains(.traits),
               (candidateFace.weight >= 700) != (face.weight >= 700) || candidateFace.italic != face.italic { continue }
            matches.append(candidate)
        }
        return matches
    }

    // MARK: Text styles

    /// The descriptor of `preferredFont(forTextStyle:)`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of `preferredFont(forTextStyle:compatibleWith:)`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    // MARK: NSObject

    public func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        let parts = fontAttributes.map { "\($0.key.rawValue) = \($0.value)" }.sorted()
        return "UIFontDescriptor <\(design.map { "design \($0.rawValue); " } ?? "")\(parts.joined(separator: "; "))>"
    }
}
