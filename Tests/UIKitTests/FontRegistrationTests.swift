import UIKitTesting
import Foundation
import Testing
@testable import CoreGraphics
@testable import UIKit
import RuntimeSupport

/// Fonts registered at run time, as Core Text's `CTFontManagerRegisterFontsForURL` and the
/// Info.plist's `UIAppFonts` register them on iOS; `UIFont.fontName` is the face's PostScript
/// name. (The fixture is DejaVu Sans Bold renamed "OpenUIKit Test Sans Medium", PostScript
/// name "OpenUIKitTestSans-Medium", reduced to ASCII.)
@Suite("Font registration", .serialized, .freshContext) @MainActor
struct FontRegistrationTests {
    private var fixtures: URL { Bundle.module.resourceURL!.appendingPathComponent("Fonts") }

    @Test("A registered font is found by PostScript name and family, draws with its own face, and names itself by its PostScript name")
    func registerAndUse() throws {
        let url = fixtures.appendingPathComponent("OpenUIKitTestSans-Medium.ttf")
        if !UIFont.familyNames.contains("OpenUIKit Test Sans") {
            #expect(UIFont(name: "OpenUIKitTestSans-Medium", size: 20) == nil)
            var error: Unmanaged<CFError>?
            let generation = TextEngine.shared.fontsGeneration
            #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
            #expect(error == nil)
            #expect(TextEngine.shared.fontsGeneration == generation + 1, "text measured before may lay out differently now")
        }
        let font = try #require(UIFont(name: "OpenUIKitTestSans-Medium", size: 20))
        #expect(font.fontName == "OpenUIKitTestSans-Medium")
        #expect(font.familyName == "OpenUIKit Test Sans")
        #expect(UIFont.familyNames.contains("OpenUIKit Test Sans"))
        #expect(UIFont.fontNames(forFamilyName: "OpenUIKit Test Sans").contains("OpenUIKitTestSans-Medium"))
        #expect(UIFont(name: "OpenUIKit Test Sans", size: 20)?.fontName == "OpenUIKitTestSans-Medium")
        // The face is DejaVu Sans Bold's outlines: it measures as DejaVu Sans Bold does.
        let text = "Registered fonts"
        let width = text.size(withAttributes: [.font: font]).width
        let dejaVuBold = try #require(UIFont(name: "DejaVuSans-Bold", size: 20))
        #expect(abs(width - text.size(withAttributes: [.font: dejaVuBold]).width) < 0.01)
        #expect(abs(width - text.size(withAttributes: [.font: UIFont(name: "DejaVu Sans", size: 20)!]).width) > 5)
        // Built-in faces keep their PostScript names, synthesized slants included.
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "Inter-Bold")
        #expect(UIFont(name: "DejaVu Sans", size: 12)?.fontDescriptor.withSymbolicTraits(.traitItalic)
            .map { UIFont(descriptor: $0, size: 0).fontName } == "DejaVuSans-Oblique")
    }

    @Test("Registering fails, with Core Text's error codes, for a font already registered, a missing file and a file that is not a font")
    func failures() {
        let font = fixtures.appendingPathComponent("OpenUIKitTestSans-Medium.ttf")
        _ = CTFontManagerRegisterFontsForURL(font as CFURL, .process, nil)
        func code(_ url: URL) -> Int? {
            var error: Unmanaged<CFError>?
            #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
            return error?.takeRetainedValue().code
        }
        #expect(code(font) == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(code(fixtures.appendingPathComponent("Missing.ttf")) == CTFontManagerError.fileNotFound.rawValue)
        #expect(code(fixtures.appendingPathComponent("NotAFont.ttf")) == CTFontManagerError.unrecognizedFormat.rawValue)
        #expect(UIFont(name: "NotAFont", size: 12) == nil)
    }

    @Test("UIAppFonts: the fonts the Info.plist lists are registered at launch; a missing or broken entry is reported, not fatal")
    func appFonts() throws {
        // Kept: a registered font stays registered for the process, as on iOS, and the tests that
        // run after this one draw with it, so its file must outlive the test. One folder for
        // every run, made afresh, so runs do not pile up copies in the temporary directory.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("OpenUIKitTests-AppFonts")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("OpenUIKitTestSans-Medium.ttf"),
                                         to: directory.appendingPathComponent("Fonts/AppFont.ttf"))
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("NotAFont.ttf"),
                                         to: directory.appendingPathComponent("Broken.ttf"))
        let plist: [String: Any] = ["CFBundleIdentifier": "test.appfonts", "UIAppFonts": ["Fonts/AppFont.ttf", "Broken.ttf", "Gone.otf"]]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            .write(to: directory.appendingPathComponent("Info.plist"))
        let bundle = try #require(Bundle(url: directory))
        try #require(bundle.object(forInfoDictionaryKey: "UIAppFonts") != nil)
        let issues = RuntimeIssue.capture { UIApplication.shared.registerAppFonts(from: bundle) }
        #expect(issues.count == 2, "\(issues)")
        #expect(issues.contains { $0.contains("Broken.ttf") } && issues.contains { $0.contains("Gone.otf") })
        #expect(UIFont(name: "OpenUIKitTestSans-Medium", size: 12) != nil)
    }
}
