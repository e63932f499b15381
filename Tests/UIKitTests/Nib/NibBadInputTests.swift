import UIKitTesting
import Foundation
import Testing
import UIKit
import RuntimeSupport

/// Files no Interface Builder writes, and files crafted to hurt the loader: each is refused
/// with a `NibLoadingError` naming the file, the element and its line, quickly and without
/// exhausting the stack, and nothing built before the failure is left behind.
@Suite(.freshContext) @MainActor struct NibBadInputTests {
    // MARK: Helpers

    /// The error loading `xml` throws, with the loader's warnings captured; nil when it loads.
    func failure(_ xml: String, owner: Any? = nil, options: [UINib.OptionsKey: Any]? = nil) -> NibLoadingError? {
        failure(Data(xml.utf8), owner: owner, options: options)
    }

    func failure(_ data: Data, owner: Any? = nil, options: [UINib.OptionsKey: Any]? = nil) -> NibLoadingError? {
        var caught: NibLoadingError?
        _ = RuntimeIssue.capture {
            do {
                _ = try UINib.throwingErrors {
                    try UINib(data: data, bundle: nil).instantiateThrowing(withOwner: owner, options: options)
                }
            } catch let error as NibLoadingError {
                caught = error
            } catch {
                Issue.record("not a NibLoadingError: \(error)")
            }
        }
        return caught
    }

    /// The line `marker` first appears on, counted from 1.
    func line(of marker: String, in text: String) -> Int? {
        text.range(of: marker).map { text[..<$0.lowerBound].count { $0 == "\n" } + 1 }
    }

    /// A file named `name` in a folder of its own, so the parsed-document cache never mixes
    /// two tests' files.
    func file(_ name: String, _ data: Data) throws -> URL {
        let folder = try TestScratch.folder("NibBadInput")
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    func view(_ id: String, _ body: String = "") -> String {
        #"<view contentMode="scaleToFill" id="\#(id)"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>\#(body)</view>"#
    }

    // MARK: Malformed XML

    enum Malformed: String, CaseIterable, Sendable {
        case truncated, unclosedTag, garbage, empty

        var data: Data {
            let valid = NibXML.document(objects: #"<view contentMode="scaleToFill" id="v1"/>"#)
            switch self {
            case .truncated: return Data(valid.utf8.prefix(valid.utf8.count / 2))
            case .unclosedTag: return Data(valid.replacingOccurrences(of: "</objects>", with: "").utf8)
            case .garbage: return Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ 7) })
            case .empty: return Data()
            }
        }
    }

    /// Bytes that are not well-formed XML are refused as malformed XML, naming the file: the
    /// .xib's name when it comes from a file, "nib data" when from bytes.
    @Test(arguments: Malformed.allCases)
    func malformedXMLNamesTheFile(_ input: Malformed) throws {
        let url = try file("Broken.xib", input.data)
        let fromFile = #expect(throws: NibLoadingError.self) { try UINib(contentsOf: url) }
        #expect(fromFile?.reason == .malformedXML)
        #expect(fromFile?.file == "Broken.xib")
        #expect(fromFile?.description.hasPrefix("Broken.xib") == true)

        let fromData = failure(input.data)
        #expect(fromData?.reason == .malformedXML)
        #expect(fromData?.file == "nib data")
    }

    /// A storyboard is parsed when it is opened, so a malformed one throws there.
    @Test func malformedStoryboardThrowsWhenOpened() throws {
        let url = try file("Broken.storyboard", Malformed.truncated.data)
        let error = #expect(throws: NibLoadingError.self) { try UIStoryboard(contentsOf: url) }
        #expect(error?.reason == .malformedXML)
        #expect(error?.file == "Broken.storyboard")
    }

    /// A character the declared encoding cannot convert is malformed XML; the parser must not
    /// be stopped from inside its error report (libxml2 then reads the input it released).
    @Test func badByteInADeclaredEncodingIsMalformed() throws {
        var data = Data(#"<?xml version="1.0" encoding="NO"?>"#.utf8)
        data.append(contentsOf: [0x0A, 0x3C, 0xF1, 0x64, 0x3E, 0x0A])
        let error = try #require(failure(data))
        #expect(error.reason == .malformedXML)
        #expect(error.file == "nib data")
    }

    /// Interface Builder writes UTF-8: a byte that is not UTF-8 text inside an attribute is
    /// malformed XML at its line, refused before Foundation's parser (which stops the
    /// program on such an attribute) sees it.
    @Test func invalidUTF8InAnAttributeIsMalformed() throws {
        var data = Data(NibXML.document(objects: #"<view contentMode="scaleToFill" id="v"/>"#).utf8)
        data.insert(0xBC, at: data.range(of: Data(#"id="v"#.utf8))!.upperBound)
        let error = try #require(failure(data))
        #expect(error.reason == .malformedXML)
        #expect(error.line == 4)
        #expect(error.message.contains("is not UTF-8 text"))
    }

    /// An unclosed tag is reported at the line where the parser gave up.
    @Test func unclosedTagReportsALine() {
        let error = failure(Malformed.unclosedTag.data)
        #expect(error?.line != nil)
    }

    // MARK: Wrong types

    struct WrongValue: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let objects: String
        /// The element the error must name, and the text that finds its line.
        let element: String
        let marker: String
        let message: String
    }

    nonisolated static let wrongValues: [WrongValue] = [
        WrongValue(testDescription: "frame width=\"abc\"", objects: """
            <view contentMode="scaleToFill" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="abc" height="10"/>
            </view>
            """, element: "<rect>", marker: "width=\"abc\"", message: "width=\"abc\" is not a finite number"),
        WrongValue(testDescription: "alpha=\"NaN\"", objects: """
            <view contentMode="scaleToFill" alpha="NaN" id="v1"/>
            """, element: "<view>", marker: "alpha=", message: "alpha=\"NaN\" is not a finite number"),
        WrongValue(testDescription: "pointSize=\"inf\"", objects: """
            <label text="Hi" id="l1">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="inf"/>
            </label>
            """, element: "<fontDescription>", marker: "pointSize=", message: "pointSize=\"inf\" is not a finite number"),
        WrongValue(testDescription: "x=\"1e400\"", objects: """
            <view contentMode="scaleToFill" id="v1">
                <rect key="frame" x="1e400" y="0.0" width="10" height="10"/>
            </view>
            """, element: "<rect>", marker: "x=\"1e400\"", message: "x=\"1e400\" is not a finite number"),
        WrongValue(testDescription: "tag=\"1.5\"", objects: """
            <view contentMode="scaleToFill" tag="1.5" id="v1"/>
            """, element: "<view>", marker: "tag=", message: "tag=\"1.5\" is not a whole number"),
        WrongValue(testDescription: "contentMode=\"bogus\"", objects: """
            <view contentMode="bogus" id="v1"/>
            """, element: "<view>", marker: "bogus", message: "contentMode=\"bogus\" is not a value UIKit knows"),
        WrongValue(testDescription: "negative height", objects: """
            <view contentMode="scaleToFill" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="10" height="-1"/>
            </view>
            """, element: "<rect>", marker: "height=\"-1\"", message: "is negative"),
        WrongValue(testDescription: "color red=\"NaN\"", objects: """
            <view contentMode="scaleToFill" id="v1">
                <color key="backgroundColor" red="NaN" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            """, element: "<color>", marker: "red=", message: "red=\"NaN\""),
        WrongValue(testDescription: "constraint constant=\"1e309\"", objects: """
            <view contentMode="scaleToFill" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <constraints>
                    <constraint firstAttribute="width" constant="1e309" id="c1"/>
                </constraints>
            </view>
            """, element: "<constraint>", marker: "1e309", message: "constant=\"1e309\" is not a finite number"),
    ]

    /// A value that cannot be what its attribute says (not a number, NaN, an infinity, a
    /// literal that overflows, a fraction for an integer, an unknown enumeration case) is an
    /// invalid value naming the element that holds it and its line; it never reaches a view.
    @Test(arguments: wrongValues)
    func wrongTypeIsAnInvalidValueAtItsElement(_ value: WrongValue) throws {
        let xml = NibXML.document(objects: value.objects)
        let error = try #require(failure(xml))
        #expect(error.reason == .invalidValue)
        #expect(error.file == "nib data")
        #expect(error.element == value.element)
        #expect(error.line == line(of: value.marker, in: xml))
        #expect(error.message.contains(value.message), "\(error)")
    }

    // MARK: Ids and references

    /// Every object needs an id: connections and constraints find objects by it.
    @Test func missingIdIsAMissingAttribute() throws {
        let xml = NibXML.document(objects: view("v1", #"<subviews><view contentMode="scaleToFill"/></subviews>"#))
        let error = try #require(failure(xml))
        #expect(error.reason == .missingAttribute)
        #expect(error.element == "<view>")
        #expect(error.message == "<view> has no id")
    }
}
