import UIKitTesting
import Foundation
import Testing
@testable import CoreGraphics
@testable import UIKit

/// Fonts made from bytes, as iOS apps load a font shipped in their bundle or downloaded:
/// `CGDataProvider(data:)` → `CGFont(_:)` → `CTFontManagerRegisterGraphicsFont`, after which
/// `UIFont(name:size:)` finds the face by its PostScript name. (The fixture is the font
/// registration fixture renamed "OpenUIKit Data Sans", PostScript name
/// "OpenUIKitDataSans-Medium".)
@Suite("Graphics fonts", .serialized, .freshContext) @MainActor
struct GraphicsFontTests {
    private var fixtures: URL { Bundle.module.resourceURL!.appendingPathComponent("Fonts") }

    @Test("CGFont(_:) reads a font's names from its bytes, from Data or CFData, and is nil for bytes that are not a font")
    func fontFromBytes() throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("OpenUIKitDataSans-Medium.ttf"))
        let provider = try #require(CGDataProvider(data: data as CFData))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName as String? == "OpenUIKitDataSans-Medium")
        #expect(font.fullName as String? == "OpenUIKit Data Sans Medium")
        #expect(font.unitsPerEm == 2048)
        #expect(font.numberOfGlyphs > 10)
        let notAFont = try Data(contentsOf: fixtures.appendingPathComponent("NotAFont.ttf"))
        #expect(CGFont(CGDataProvider(data: notAFont)!) == nil)
        #expect(CGFont(CGDataProvider(data: Data())!) == nil)
        #expect(CGFont(CGDataProvider(data: Data(repeating: 0, count: 64))!) == nil)
        let url = fixtures.appendingPathComponent("OpenUIKitDataSans-Medium.ttf")
        #expect(CGDataProvider(url: url as CFURL)?.data == data)
        #expect(CGDataProvider(url: fixtures.appendingPathComponent("Missing.ttf") as CFURL) == nil)
    }

    @Test("CGFont(_:) with a name finds installed fonts by PostScript or family name, nil for unknown names")
    func fontByName() {
        #expect(CGFont("Helvetica-Bold" as CFString)?.postScriptName as String? == "LiberationSans-Bold")
        #expect(CGFont("DejaVu Sans" as CFString)?.postScriptName as String? == "DejaVuSans")
        #expect(CGFont("NoSuchFont" as CFString) == nil)
    }

    @Test("CTFontManagerRegisterGraphicsFont makes the face available by PostScript name; registering it again fails as Core Text does")
    func registerGraphicsFont() throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("OpenUIKitDataSans-Medium.ttf"))
        let provider = try #require(CGDataProvider(data: data))
        let font = try #require(CGFont(provider))
        if !UIFont.familyNames.contains("OpenUIKit Data Sans") {
            #expect(UIFont(name: "OpenUIKitDataSans-Medium", size: 20) == nil)
            var error: Unmanaged<CFError>?
            #expect(CTFontManagerRegisterGraphicsFont(font, &error))
            #expect(error == nil)
        }
        let registered = try #require(UIFont(name: "OpenUIKitDataSans-Medium", size: 20))
        #expect(registered.fontName == "OpenUIKitDataSans-Medium")
        #expect(registered.familyName == "OpenUIKit Data Sans")
        // Its outlines are DejaVu Sans Bold's.
        let text = "Graphics fonts"
        #expect(abs(text.size(withAttributes: [.font: registered]).width
                    - text.size(withAttributes: [.font: UIFont(name: "DejaVuSans-Bold", size: 20)!]).width) < 0.01)
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.alreadyRegistered.rawValue)
        var installed: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterGraphicsFont(CGFont("Helvetica" as CFString)!, &installed))
        #expect(installed?.takeRetainedValue().code == CTFontManagerError.alreadyRegistered.rawValue)
    }
}
