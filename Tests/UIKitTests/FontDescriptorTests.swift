import UIKitTesting
import Foundation
import Testing
@testable import UIKit

/// UIFontDescriptor: fonts described by attributes, derived with traits, designs, sizes and
/// families, matched against the installed faces, and turned back into fonts with
/// `UIFont(descriptor:size:)`.
@Suite("UIFontDescriptor", .serialized, .freshContext) @MainActor
struct FontDescriptorTests {
    @Test("Real code: a bold body font from the body descriptor, still a Dynamic Type font of the body's size")
    func boldBody() throws {
        _ = UITestHost()
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.fontDescriptor.fontAttributes[.textStyle] as? UIFont.TextStyle == .body)
        #expect(body.fontDescriptor.pointSize == 17)
        let bold = UIFont(descriptor: UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(bold.pointSize == 17)
        #expect(bold.fontName == "Inter-Bold")
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(bold.fontDescriptor.fontAttributes[.textStyle] as? UIFont.TextStyle == .body)
        #expect(bold.adjusted(for: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)).pointSize == 23)
        // A size of its own makes a fixed-size font.
        let twenty = UIFont(descriptor: body.fontDescriptor, size: 20)
        #expect(twenty.pointSize == 20)
        #expect(twenty.fontDescriptor.fontAttributes[.textStyle] == nil)
    }

    @Test("Real code: withDesign picks the rounded, serif and monospaced system faces; named fonts have no designs")
    func designs() throws {
        let rounded = try #require(UIFont.systemFont(ofSize: 17).fontDescriptor.withDesign(.rounded))
        #expect(UIFont(descriptor: rounded, size: 0).familyName == "Comfortaa")
        #expect(UIFont(descriptor: rounded, size: 0).pointSize == 17)
        let boldRounded = try #require(UIFont.boldSystemFont(ofSize: 20).fontDescriptor.withDesign(.rounded))
        #expect(UIFont(descriptor: boldRounded, size: 0).fontName == "Comfortaa-Bold")
        let serif = try #require(UIFont.systemFont(ofSize: 17).fontDescriptor.withDesign(.serif))
        #expect(UIFont(descriptor: serif, size: 0).familyName == "DejaVu Serif")
        let mono = try #require(UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withDesign(.monospaced))
        #expect(UIFont(descriptor: mono, size: 0).familyName == "DejaVu Sans Mono")
        #expect(UIFont(descriptor: mono, size: 0).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        let back = try #require(mono.withDesign(.default))
        #expect(UIFont(descriptor: back, size: 0).familyName == "Inter")
        #expect(UIFont(name: "Helvetica", size: 12)!.fontDescriptor.withDesign(.rounded) == nil)
        #expect(UIFont.systemFont(ofSize: 12).fontDescriptor.withDesign(UIFontDescriptor.SystemDesign("unknown")) == nil)
    }

    @Test("Real code: adding a weight trait to the system font's descriptor picks the bold face; a named face wins over traits")
    func addingWeight() throws {
        let descriptor = UIFont.systemFont(ofSize: 17).fontDescriptor
        let bold = descriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
        #expect(UIFont(descriptor: bold, size: 0).fontName == "Inter-Bold")
        let light = descriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.light.rawValue]])
        #expect(UIFont(descriptor: light, size: 0).fontName == "Inter-Light")
        let named = UIFontDescriptor(name: "Helvetica", size: 14).addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
        #expect(UIFont(descriptor: named, size: 0).fontName == "LiberationSans")
        #expect(UIFont(descriptor: named, size: 0).pointSize == 14)
    }

    @Test("withSymbolicTraits replaces the traits, and is nil when the family has no such face")
    func symbolicTraits() throws {
        let helvetica = try #require(UIFont(name: "Helvetica-Bold", size: 15))
        let italic = try #require(helvetica.fontDescriptor.withSymbolicTraits(.traitItalic))
        #expect(UIFont(descriptor: italic, size: 0).fontName == "LiberationSans-Italic")
        let both = try #require(helvetica.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(UIFont(descriptor: both, size: 0).fontName == "LiberationSans-BoldItalic")
        #expect(helvetica.fontDescriptor.withSymbolicTraits(.traitCondensed) == nil)
        #expect(UIFont.systemFont(ofSize: 12).fontDescriptor.withSymbolicTraits(.traitMonoSpace) == nil)
        #expect(UIFont(name: "Courier", size: 12)!.fontDescriptor.withSymbolicTraits([.traitMonoSpace, .traitBold]) != nil)
        #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits == .traitItalic)
    }

    @Test("Descriptors by attributes: name, family and face, size, postscriptName; fonts that are not installed fall back to the system font")
    func attributes() throws {
        let byName = UIFontDescriptor(name: "Times-Bold", size: 18)
        #expect(byName.pointSize == 18)
        #expect(byName.postscriptName == "LiberationSerif-Bold")
        #expect(byName.fontAttributes[.name] as? String == "Times-Bold")
        let family = UIFontDescriptor(fontAttributes: [.family: "Liberation Mono", .face: "Bold Italic"])
        #expect(UIFont(descriptor: family, size: 11).fontName == "LiberationMono-BoldItalic")
        #expect(UIFont(descriptor: family, size: 0).pointSize == 12, "no size anywhere: 12")
        let serif = byName.withFamily("DejaVu Serif").withSize(9)
        #expect(UIFont(descriptor: serif, size: 0).fontName == "DejaVuSerif")
        #expect(UIFont(descriptor: serif, size: 0).pointSize == 9)
        let style = UIFontDescriptor(fontAttributes: [.textStyle: UIFont.TextStyle.title2])
        #expect(UIFont(descriptor: style, size: 0).pointSize == 22)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption1,
                compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)).pointSize == 22)
        let missing = UIFontDescriptor(name: "NoSuchFont-Regular", size: 13)
        #expect(UIFont(descriptor: missing, size: 0).familyName == "Inter")
    }

    @Test("matchingFontDescriptors lists the family's installed faces, narrowed by the mandatory keys")
    func matching() {
        let family = UIFontDescriptor(fontAttributes: [.family: "Liberation Sans"])
        let all = family.matchingFontDescriptors(withMandatoryKeys: [.family]).compactMap { $0.fontAttributes[.name] as? String }
        #expect(Set(all) == ["LiberationSans", "LiberationSans-Bold", "LiberationSans-Italic", "LiberationSans-BoldItalic"])
        let bold = family.withSymbolicTraits(.traitBold)!.matchingFontDescriptors(withMandatoryKeys: [.traits])
        #expect(bold.compactMap { $0.fontAttributes[.name] as? String } == ["LiberationSans-Bold"])
        #expect(UIFontDescriptor(fontAttributes: [.family: "No Such Family"]).matchingFontDescriptors(withMandatoryKeys: nil).isEmpty)
    }
}
