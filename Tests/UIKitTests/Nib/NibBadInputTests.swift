import Foundation
import Testing
import UIKit
import RuntimeSupport

/// Files no Interface Builder writes, and files crafted to hurt the loader: each is refused
/// with a `NibLoadingError` naming the file, the element and its line, quickly and without
/// exhausting the stack, and nothing built before the failure is left behind.
@Suite @MainActor struct NibBadInputTests {
    // MARK: Helpers

    /// The error loading `xml` throws, with the loader's warnings captured; nil when it loads.
    private func failure(_ xml: String, owner: Any? = nil, options: [UINib.OptionsKey: Any]? = nil) -> NibLoadingError? {
        failure(Data(xml.utf8), owner: owner, options: options)
    }

    private func failure(_ data: Data, owner: Any? = nil, options: [UINib.OptionsKey: Any]? = nil) -> NibLoadingError? {
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
    private func line(of marker: String, in text: String) -> Int? {
        text.range(of: marker).map { text[..<$0.lowerBound].count { $0 == "\n" } + 1 }
    }

    /// A file named `name` in a folder of its own, so the parsed-document cache never mixes
    /// two tests' files.
    private func file(_ name: String, _ data: Data) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("NibBadInput-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    private func view(_ id: String, _ body: String = "") -> String {
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

    /// An id names one object: a second object with it is refused at the second.
    @Test func duplicateIdIsRefusedAtTheSecondObject() throws {
        let xml = NibXML.document(objects: view("dup") + "\n" + view("dup"))
        let error = try #require(failure(xml))
        #expect(error.reason == .invalidValue)
        #expect(error.element == "<view>")
        #expect(error.line == 5)
        #expect(error.message.contains("the id \"dup\" is used twice"))
    }

    /// A view cannot be its own subview: a descendant carrying its ancestor's id is a
    /// cycle, refused at the descendant.
    @Test func viewListedAsItsOwnSubviewIsACycle() throws {
        let xml = NibXML.document(objects: view("self", "\n" + #"<subviews><view contentMode="scaleToFill" id="self"/></subviews>"#))
        let error = try #require(failure(xml))
        #expect(error.reason == .cyclicReference)
        #expect(error.element == "<view>")
        #expect(error.line == 5)
        #expect(error.message.contains("\"self\""))
    }

    /// An id may not reuse a placeholder's: a view cannot stand in for File's Owner.
    @Test func objectReusingThePlaceholderIdIsRefused() throws {
        let xml = NibXML.document(objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            \(view("-1"))
            """)
        let window = UIWindow()
        let error = try #require(failure(xml, owner: window))
        #expect(error.reason == .invalidValue)
        #expect(error.message.contains("the id \"-1\" is used twice"))
        #expect(window.subviews.isEmpty)
    }

    /// An outlet's destination must be an object of the file.
    @Test func outletToAnUndefinedIdIsAnUnknownReference() throws {
        let xml = NibXML.document(objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                <connections>
                    <outlet property="contentView" destination="missing" id="o1"/>
                </connections>
            </placeholder>
            \(view("v1"))
            """)
        let owner = BadInputOwner()
        let error = try #require(failure(xml, owner: owner))
        #expect(error.reason == .unknownReference)
        #expect(error.element == "<outlet>")
        #expect(error.line == line(of: "<outlet", in: xml))
        #expect(error.message.contains("the destination \"missing\" of property \"contentView\""))
        #expect(owner.contentView == nil)
    }

    /// A constraint's items must be views or layout guides of the file.
    @Test func constraintToAMissingItemIsAnUnknownReference() throws {
        let xml = NibXML.document(objects: view("v1", """

            <constraints>
                <constraint firstItem="v1" firstAttribute="width" secondItem="missing" secondAttribute="width" id="c1"/>
            </constraints>
            """))
        let error = try #require(failure(xml))
        #expect(error.reason == .unknownReference)
        #expect(error.element == "<constraint>")
        #expect(error.line == line(of: "<constraint ", in: xml))
        #expect(error.message.contains("\"missing\""))
    }

    // MARK: Cycles

    static let selfLoadingObjects = #"<view contentMode="scaleToFill" id="v1" customClass="BadInputSelfLoadingView" customModule="UIKitTests"/>"#

    /// A view whose `init(coder:)` loads the nib it is in recurses forever on iOS; here the
    /// nested load is refused as a cycle (naming the file) before the stack runs out.
    @Test func viewLoadingItsOwnNibIsACycle() throws {
        let url = try file("SelfLoading.xib", Data(NibXML.document(objects: Self.selfLoadingObjects).utf8))
        BadInputSelfLoadingView.reset(.file(url))
        defer { BadInputSelfLoadingView.reset(nil) }
        let error = #expect(throws: NibLoadingError.self) {
            _ = try RuntimeIssue.capture {
                _ = try UINib.throwingErrors { try UINib(contentsOf: url).instantiateThrowing(withOwner: nil) }
            }
        }
        #expect(error?.reason == .cyclicReference)
        #expect(error?.file == "SelfLoading.xib")
        #expect(BadInputSelfLoadingView.made.count < BadInputSelfLoadingView.limit)
        #expect(BadInputSelfLoadingView.made.allSatisfy { $0.view == nil })
    }

    /// The same for a nib made from bytes each time: every copy is a new document, yet it is
    /// still the same file loading itself.
    @Test func viewLoadingItsOwnNibFromDataIsACycle() throws {
        BadInputSelfLoadingView.reset(.data(Data(NibXML.document(objects: Self.selfLoadingObjects).utf8)))
        defer { BadInputSelfLoadingView.reset(nil) }
        let error = failure(NibXML.document(objects: Self.selfLoadingObjects))
        #expect(error?.reason == .cyclicReference)
        #expect(BadInputSelfLoadingView.made.count < BadInputSelfLoadingView.limit)
    }

    // MARK: Size and depth

    /// No Interface Builder file is 100 MB: it is refused by its size before any parsing,
    /// from bytes or from a file, in far less than a second.
    @Test func hundredMegabyteDocumentIsTooLargeAndFailsFast() throws {
        let clock = ContinuousClock()
        let started = clock.now
        var data = Data(NibXML.document(objects: "<!--").utf8)
        data.append(Data(repeating: UInt8(ascii: " "), count: 100 << 20))
        let error = failure(data)
        #expect(error?.reason == .tooLarge)
        #expect(error?.file == "nib data")

        // A sparse file: 100 MB on disk without writing them.
        for name in ["Huge.xib", "Huge.storyboard"] {
            let url = try file(name, Data(NibXML.document(objects: "<!--").utf8))
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 100 << 20)
            try handle.close()
            let fromFile = #expect(throws: NibLoadingError.self) {
                if name.hasSuffix("xib") { _ = try UINib(contentsOf: url) } else { _ = try UIStoryboard(contentsOf: url) }
            }
            #expect(fromFile?.reason == .tooLarge)
            #expect(fromFile?.file == name)
        }
        #expect(clock.now - started < .seconds(2))
    }

    /// Real files nest a few dozen elements deep; 100,000 nested views are refused as too
    /// deep at the element where the limit is passed, without recursion exhausting the stack.
    @Test func hundredThousandNestedViewsAreTooDeep() throws {
        var body = ""
        for i in 0..<100_000 { body += "<view contentMode=\"scaleToFill\" id=\"v\(i)\"><subviews>\n" }
        for _ in 0..<100_000 { body += "</subviews></view>" }
        let error = try #require(failure(NibXML.document(objects: body)))
        #expect(error.reason == .tooDeep)
        #expect(error.file == "nib data")
        #expect(error.element == "<view>" || error.element == "<subviews>")
        #expect(error.line != nil)
    }

    // MARK: Unknown classes

    /// UIKit logs "Unknown class X in Interface Builder file." and makes the element's own
    /// class: a warning, not an error, even when loading strictly.
    @Test func unknownCustomClassIsAWarningNotAnError() throws {
        let xml = NibXML.document(objects: #"<label text="Hi" id="l1" customClass="NoSuchLabel" customModule="Nowhere"/>"#)
        var objects: [Any] = []
        let warnings = try RuntimeIssue.capture {
            objects = try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: nil)
        }
        #expect(type(of: objects.first as AnyObject) == UILabel.self)
        #expect(warnings.contains { $0.contains("Unknown class NoSuchLabel in Interface Builder file.") && $0.contains("line 4") })
    }

    // MARK: Nothing half-built

    /// A nib whose File's Owner outlets connect before a later failure (a runtime attribute
    /// that is not a number): the load throws, the owner's outlets are as they were, and
    /// every object the nib made is released.
    @Test func failedLoadLeavesTheOwnerUntouched() throws {
        BadInputTrackedView.made = []
        let xml = NibXML.document(objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                <connections>
                    <outlet property="contentView" destination="v1" id="o1"/>
                    <outlet property="label" destination="l1" id="o2"/>
                    <outletCollection property="views" destination="v2" id="o3"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="v1" customClass="BadInputTrackedView" customModule="UIKitTests">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <label text="Hi" id="l1"><rect key="frame" x="0.0" y="0.0" width="50" height="20"/></label>
                    <view contentMode="scaleToFill" id="v2" customClass="BadInputTrackedView" customModule="UIKitTests">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="v2" firstAttribute="width" secondItem="v1" secondAttribute="width" multiplier="0.5" id="c1"/>
                </constraints>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="alpha"><real key="value" value="NaN"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        let owner = BadInputOwner()
        let error = try #require(failure(xml, owner: owner))
        #expect(error.reason == .invalidValue)
        #expect(error.element == "<real>")
        #expect(owner.contentView == nil)
        #expect(owner.label == nil)
        #expect(owner.views == nil)
        #expect(BadInputTrackedView.made.count == 2)
        #expect(BadInputTrackedView.made.allSatisfy { $0.view == nil }, "a view of the failed nib is still alive")
    }

    /// The same when the owner itself lacks a later outlet (UIKit's "not key value
    /// coding-compliant"): the outlets connected before it are undone.
    @Test func ownerMissingALaterOutletKeepsNoEarlierOne() throws {
        BadInputTrackedView.made = []
        let xml = NibXML.document(objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                <connections>
                    <outlet property="contentView" destination="v1" id="o1"/>
                    <outlet property="noSuchOutlet" destination="v1" id="o2"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="v1" customClass="BadInputTrackedView" customModule="UIKitTests"/>
            """)
        let owner = BadInputOwner()
        let error = try #require(failure(xml, owner: owner))
        #expect(error.reason == .unknownKey)
        #expect(error.element == "<outlet>")
        #expect(error.line == line(of: "noSuchOutlet", in: xml))
        #expect(owner.contentView == nil)
        #expect(BadInputTrackedView.made.allSatisfy { $0.view == nil })
    }

    /// A window or superview handed in as File's Owner or as an external object is only
    /// connected to: a failed load leaves it without new subviews or outlets.
    @Test func windowAndExternalSuperviewGainNothingFromAFailedLoad() throws {
        BadInputTrackedView.made = []
        let xml = NibXML.document(objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <placeholder placeholderIdentifier="Container" id="ext">
                <connections>
                    <outlet property="contentView" destination="v1" id="o1"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="v1" customClass="BadInputTrackedView" customModule="UIKitTests">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <connections>
                    <outlet property="contentView" destination="missing" id="o2"/>
                </connections>
            </view>
            """)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = BadInputContainerView(frame: .zero)
        let error = try #require(failure(xml, owner: window, options: [.externalObjects: ["Container": container]]))
        #expect(error.reason == .unknownReference)
        #expect(window.subviews.isEmpty)
        #expect(container.subviews.isEmpty)
        #expect(container.contentView == nil)
        #expect(BadInputTrackedView.made.allSatisfy { $0.view == nil })
    }

    /// A view controller as File's Owner does not keep the view of a nib that failed.
    @Test func controllerOwnerKeepsNoViewFromAFailedLoad() throws {
        let xml = NibXML.document(objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                <connections>
                    <outlet property="view" destination="v1" id="o1"/>
                    <outlet property="noSuchOutlet" destination="v1" id="o2"/>
                </connections>
            </placeholder>
            \(view("v1"))
            """)
        let controller = UIViewController(nibName: nil, bundle: nil)
        let error = try #require(failure(xml, owner: controller))
        #expect(error.reason == .unknownKey)
        #expect(controller.viewIfLoaded == nil)
    }
}

// MARK: Classes the documents name

/// An owner with strong and weak outlets and an outlet collection.
final class BadInputOwner: UIResponder {
    @Outlet var contentView: UIView!
    @WeakOutlet var label: UILabel!
    @Outlet var views: [UIView]!
}

/// A superview handed to a nib as an external object.
final class BadInputContainerView: UIView {
    @Outlet var contentView: UIView!
}

/// A weak reference, to see whether an object was released.
struct BadInputWeakView {
    weak var view: UIView?
}

/// Remembers every instance a nib makes, weakly.
final class BadInputTrackedView: UIView {
    static var made: [BadInputWeakView] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Self.made.append(BadInputWeakView(view: self))
    }
}

/// Loads, from its `init(coder:)`, the nib it is in: the classic endless recursion. It stops
/// by itself after `limit` instances, so a loader that misses the cycle fails the test
/// instead of crashing it.
final class BadInputSelfLoadingView: UIView {
    enum Source { case file(URL), data(Data) }

    static let limit = 200
    private static var source: Source?
    static var made: [BadInputWeakView] = []

    static func reset(_ newSource: Source?) {
        source = newSource
        made = []
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Self.made.append(BadInputWeakView(view: self))
        guard Self.made.count < Self.limit else { return }
        switch Self.source {
        case .file(let url): (try? UINib(contentsOf: url))?.instantiate(withOwner: nil)
        case .data(let data): UINib(data: data, bundle: nil).instantiate(withOwner: nil)
        case nil: break
        }
    }
}
