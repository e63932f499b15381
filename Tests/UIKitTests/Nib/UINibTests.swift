import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

/// UINib as Apple documents it: objects are created through `init(coder:)`, then every outlet
/// and action is connected, then `awakeFromNib()` goes to each object; `instantiate` returns
/// the top-level objects without File's Owner and First Responder.
@Suite(.freshContext) @MainActor struct UINibTests {
    private func loadScreen() throws -> (CaptionScreenOwner, [Any]) {
        let owner = CaptionScreenOwner()
        let objects = try UINib(nibName: "CaptionScreen", bundle: .module).instantiateThrowing(withOwner: owner)
        return (owner, objects)
    }

    @Test func topLevelObjectsInDocumentOrderWithoutPlaceholders() throws {
        let (owner, objects) = try loadScreen()
        #expect(objects.count == 2)
        #expect(objects[0] as AnyObject === owner.view)
        #expect(objects[1] is UITapGestureRecognizer)
    }

    @Test func filesOwnerOutletsAreConnected() throws {
        let (owner, _) = try loadScreen()
        #expect(owner.view is AwakeRecordingView)
        #expect(owner.captionView.superview === owner.view)
        #expect(owner.doneButton.title(for: .normal) == "Done")
        #expect(owner.heightConstraint.constant == 200)
        #expect(owner.heightConstraint.firstItem === owner.captionView)
    }

    @Test func outletCollectionKeepsDocumentOrder() throws {
        let (owner, _) = try loadScreen()
        #expect(owner.badges.map(\.tag) == [1, 2, 3])
    }

    /// A nested custom view runs its own `init(coder:)`, which loads another nib with itself
    /// as owner (the guide's pattern for using CaptionableImageView inside another nib).
    @Test func customClassInsideAnotherNibLoadsItsOwnNib() throws {
        let (owner, _) = try loadScreen()
        let caption = try #require(owner.captionView)
        #expect(caption.label.text == "Yo dawg, I heard you like views")
        #expect(caption.contentView.superview === caption)
        #expect(caption.imageView.contentMode == .scaleAspectFill)
    }

    @Test func awakeFromNibComesAfterConnections() throws {
        NibEventLog.events = []
        let (owner, _) = try loadScreen()
        #expect(NibEventLog.events == ["awake AwakeRecordingView subviews=5"])
        #expect(owner.view != nil)
    }

    /// `prepareForInterfaceBuilder()` is for design time: the canvas (xib-render) calls it,
    /// after `awakeFromNib()`, so sample content set there is what it shows; an app never does.
    @Test func prepareForInterfaceBuilderOnlyOnTheCanvas() throws {
        let xib = NibXML.document(objects: """
            <view contentMode="scaleToFill" customClass="DesignableBadge" customModule="UIKitTests" id="b1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """)
        let nib = UINib(data: Data(xib.utf8), bundle: nil)
        let app = try #require(try nib.instantiateThrowing(withOwner: nil).first as? DesignableBadge)
        #expect(app.events == ["awakeFromNib"])
        let canvas = try #require(try nib.instantiateThrowing(withOwner: nil, options: [.interfaceBuilderCanvas: true]).first as? DesignableBadge)
        #expect(canvas.events == ["awakeFromNib", "prepareForInterfaceBuilder"])
    }

    @Test func runtimeAttributesSetLayerKeyPaths() throws {
        let (owner, _) = try loadScreen()
        #expect(owner.doneButton.layer.cornerRadius == 8)
        #expect(owner.doneButton.layer.masksToBounds)
    }

    /// Actions from the nib are target-action pairs: a tap on the button calls the owner's
    /// `@Action` method; an action sent to First Responder travels the responder chain.
    @Test func actionsReachTargetsAndTheResponderChain() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 600), scale: 1)
        let container = TouchDownContainer(frame: host.window.bounds)
        host.window.addSubview(container)
        let (owner, _) = try loadScreen()
        container.addSubview(owner.view)
        host.runLoopTurn()
        let button = try #require(owner.doneButton)
        host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        #expect(owner.doneTaps == 1)
        #expect(container.touchDowns == 1)
    }

    @Test func doubleTapRecognizerFromNibSendsItsAction() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 600), scale: 1)
        let (owner, _) = try loadScreen()
        host.window.addSubview(owner.view)
        host.runLoopTurn()
        let badge = owner.badges[2]
        host.doubleTap(at: badge.convert(CGPoint(x: 22, y: 22), to: nil))
        #expect(owner.doubleTaps == 1)
    }

    @Test func gestureRecognizerFromNibIsAttachedAndSendsItsAction() throws {
        let (owner, objects) = try loadScreen()
        let tap = try #require(objects[1] as? UITapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 2)
        #expect(tap.view === owner.badges[2])
    }

    /// Constraints from the file are installed and solved: the badges line up after the
    /// button, square, 10 points apart.
    @Test func constraintsLayOutTheScreen() throws {
        let (owner, _) = try loadScreen()
        let root = try #require(owner.view)
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        root.layoutIfNeeded()
        #expect(owner.captionView.frame == CGRect(x: 20, y: 20, width: 350, height: 200))
        #expect(owner.doneButton.frame == CGRect(x: 20, y: 240, width: 120, height: 44))
        #expect(owner.badges.map(\.frame.minX) == [160, 214, 268])
        #expect(owner.badges.allSatisfy { $0.frame.width == 44 && $0.frame.height == 44 })
    }

    /// Instantiating again reuses the parsed document and makes new objects.
    @Test func instantiatingTwiceMakesNewObjects() throws {
        let nib = UINib(nibName: "ProfileView", bundle: .module)
        let a = try nib.instantiateThrowing(withOwner: nil)
        let b = try nib.instantiateThrowing(withOwner: nil)
        #expect(a.first as AnyObject !== b.first as AnyObject)
        #expect(try nib.document() === nib.document())
    }

    @Test func bundleLoadNibNamed() throws {
        let objects = try #require(Bundle.module.loadNibNamed("ProfileView", owner: nil, options: nil))
        let view = try #require(objects.first as? UIView)
        let label = try #require(view.subviews.first as? UILabel)
        #expect(label.text == "Ada")
        #expect(label.textAlignment == .center)
        #expect(label.font.pointSize == 24)
        #expect(label.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
    }

    /// An owner without a property for an outlet is UIKit's NSUnknownKeyException.
    @Test func ownerLackingAnOutletIsNotKeyValueCodingCompliant() throws {
        let error = try #require(throws: NibLoadingError.self) {
            try UINib(nibName: "ProfileView", bundle: .module).instantiateThrowing(withOwner: UIResponder())
        }
        #expect(error.reason == .unknownKey)
        #expect(error.message.contains("this class is not key value coding-compliant for the key nameLabel."))
        #expect(error.element == "<outlet>")
    }

    /// A nil owner: outlets on File's Owner are not connected, the objects still load.
    @Test func nilOwnerSkipsOwnerOutlets() throws {
        let objects = try UINib(nibName: "CaptionScreen", bundle: .module).instantiateThrowing(withOwner: nil)
        #expect(objects.count == 2)
    }

    /// Apple logs "Unknown class X in Interface Builder file." and uses the element's class.
    @Test func unknownCustomClassFallsBackToTheBaseClass() throws {
        let xib = NibXML.document(objects: """
            <view contentMode="scaleToFill" id="v1" customClass="NoSuchView" customModule="NoSuchModule">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            """)
        var objects: [Any] = []
        let messages = RuntimeIssue.capture {
            objects = (try? UINib(data: Data(xib.utf8), bundle: nil).instantiateThrowing(withOwner: nil)) ?? []
        }
        #expect(type(of: objects.first as AnyObject) == UIView.self)
        #expect(messages.contains { $0.contains("Unknown class NoSuchView in Interface Builder file.") })
    }

    @Test func missingNibIsNotFound() {
        let error = #expect(throws: NibLoadingError.self) {
            try UINib(nibName: "NoSuchNib", bundle: .module).instantiateThrowing(withOwner: nil)
        }
        #expect(error?.reason == .notFound)
    }

    /// `UINib.throwingErrors` turns the non-throwing API's stop into a thrown error.
    @Test func throwingErrorsCatchesTheNonThrowingAPI() {
        let error = #expect(throws: NibLoadingError.self) {
            try UINib.throwingErrors { UINib(nibName: "NoSuchNib", bundle: .module).instantiate(withOwner: nil) }
        }
        #expect(error?.message.contains("Could not load NIB in bundle") == true)
    }

    /// External objects stand in for their placeholders by identifier.
    @Test func externalObjectsFillTheirPlaceholders() throws {
        let xib = NibXML.document(objects: """
            <placeholder placeholderIdentifier="SharedOwner" id="ext"><connections><outlet property="view" destination="v1" id="o1"/></connections></placeholder>
            <view contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """)
        let controller = UIViewController()
        let objects = try UINib(data: Data(xib.utf8), bundle: nil)
            .instantiateThrowing(withOwner: nil, options: [.externalObjects: ["SharedOwner": controller]])
        #expect(controller.viewIfLoaded === objects.first as AnyObject)
    }

    /// A placeholder constraint ("Remove at build time") is for design time: an app loading
    /// the nib never has it, while the canvas (xib-render) lays out with it, as Xcode's does.
    @Test func placeholderConstraintsOnlyOnTheCanvas() throws {
        let xib = NibXML.document(objects: """
            <view contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v2"><rect key="frame" x="0.0" y="0.0" width="100" height="59"/>
                        <constraints><constraint firstAttribute="height" constant="59" placeholder="YES" id="p1"/></constraints>
                    </view>
                </subviews>
            </view>
            """)
        let nib = UINib(data: Data(xib.utf8), bundle: nil)
        let app = try #require(try nib.instantiateThrowing(withOwner: nil).first as? UIView)
        #expect(app.subviews.first?.constraints.isEmpty == true)
        let canvas = try #require(try nib.instantiateThrowing(withOwner: nil, options: [.interfaceBuilderCanvas: true]).first as? UIView)
        #expect(canvas.subviews.first?.constraints.map(\.constant) == [59])
    }

    /// UIKit makes an `NSObject` for a custom object whose class it does not know, with a
    /// warning, and loads the rest: here a class that is not linked in and one a nib cannot
    /// make (not `NSCoding`) each get a plain stand-in, and the view beside them loads.
    @Test func customObjectsOfUnknownClassesAreStoodInFor() throws {
        let xib = NibXML.document(objects: """
            <customObject id="c1" customClass="NoSuchDataSource" customModule="NoSuchModule"/>
            <customObject id="c2" customClass="NibNotCodableObject" customModule="UIKitTests"/>
            <view contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """)
        var objects: [Any] = []
        let messages = try RuntimeIssue.capture {
            objects = try UINib(data: Data(xib.utf8), bundle: nil).instantiateThrowing(withOwner: nil)
        }
        #expect(objects.count == 3)
        #expect(objects.prefix(2).allSatisfy { $0 is NSObject && !($0 is UIView) && !($0 is NibNotCodableObject) })
        #expect(objects.last is UIView)
        #expect(messages.contains { $0.contains("Unknown class NoSuchDataSource in Interface Builder file") })
        #expect(messages.contains { $0.contains("NibNotCodableObject cannot be created by a nib") })
    }

    /// A button archived without a font has UIKit's default for its type: 18 pt for a custom
    /// button, 15 pt for a system one. Xcode lays such a custom button with one line of title
    /// out 34 pt tall (as in home-assistant's and XLPagerTabStrip's storyboards), a system one 30.
    @Test func buttonsWithoutAFontTakeTheirTypesDefault() throws {
        let xib = NibXML.document(objects: """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="custom">
                <rect key="frame" x="0.0" y="0.0" width="69" height="34"/><state key="normal" title="Connect"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="system">
                <rect key="frame" x="0.0" y="0.0" width="56" height="30"/><state key="normal" title="Connect"/>
            </button>
            """)
        let buttons = try UINib(data: Data(xib.utf8), bundle: nil).instantiateThrowing(withOwner: nil).compactMap { $0 as? UIButton }
        try #require(buttons.count == 2)
        #expect(buttons[0].titleLabel?.font.pointSize == 18)
        #expect(abs(buttons[0].intrinsicContentSize.height - 34) <= 0.5)
        #expect(buttons[1].titleLabel?.font.pointSize == 15)
        #expect(abs(buttons[1].intrinsicContentSize.height - 30) <= 0.5)
    }
}

/// An object a nib cannot make: it does not adopt NSCoding.
final class NibNotCodableObject: NSObject {}

/// Builds small test documents around an `<objects>` body.
enum NibXML {
    static func document(objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                \(objects)
            </objects>
        </document>
        """
    }
}

