import Foundation
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

extension NibBadInputTests {
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
        let started = ThreadCPUClock.now
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
        #expect(ThreadCPUClock.now - started < .seconds(2))
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
