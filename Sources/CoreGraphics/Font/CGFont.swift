import Foundation

/// A font face, independent of size: made from a font file's bytes (`CGFont(_:)` with a data
/// provider) to be registered with `CTFontManagerRegisterGraphicsFont`, or found among the
/// installed fonts by name (`CGFont(_:)` with a name, in Core Text). Immutable.
public final class CGFont: @unchecked Sendable {
    /// The font file's bytes; nil for an installed font found by name.
    package let fileData: Data?
    private let names: FontFileNames

    /// The font in `provider`'s bytes (TrueType, OpenType, the first of a collection), or nil
    /// when they are not a font, as Core Graphics answers.
    public init?(_ provider: CGDataProvider) {
        guard let data = provider.data, let names = FontFileNames(data) else { return nil }
        fileData = data
        self.names = names
    }

    /// An installed face known by its PostScript and family names (its file is not read:
    /// units per em are taken as 2048, DejaVu's and Liberation's, and glyphs are not counted).
    package init(installedPostScriptName: String, familyName: String) {
        fileData = nil
        names = FontFileNames(postScriptName: installedPostScriptName, fullName: nil, familyName: familyName,
                              unitsPerEm: 2048, numberOfGlyphs: 0)
    }

    /// The face's PostScript name, as `UIFont(name:size:)` finds it once registered.
    public var postScriptName: CFString? { names.postScriptName as CFString }
    /// The face's full name ("DejaVu Sans Bold").
    public var fullName: CFString? { (names.fullName ?? names.postScriptName) as CFString }
    /// The family the face belongs to.
    package var familyName: String? { names.familyName }
    /// Design units per em (from the `head` table).
    public var unitsPerEm: Int32 { names.unitsPerEm }
    /// How many glyphs the face has (from the `maxp` table; 0 for an installed font found by
    /// name).
    public var numberOfGlyphs: Int { names.numberOfGlyphs }
}

extension FontFileNames {
    init(postScriptName: String, fullName: String?, familyName: String?, unitsPerEm: Int32, numberOfGlyphs: Int) {
        self.postScriptName = postScriptName
        self.fullName = fullName
        self.familyName = familyName
        self.unitsPerEm = unitsPerEm
        self.numberOfGlyphs = numberOfGlyphs
    }
}
