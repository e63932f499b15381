// A nib's owner and a custom view as iOS apps write them, with the one-word Linux edits
// (@IBOutlet → @Outlet/@WeakOutlet, @IBAction → @Action, @IBInspectable → @Inspectable), in
// Swift 5 mode: they must compile and connect as on iOS.
import UIKitTesting
import Foundation
import Testing
import UIKit
import UIKitActions

final class RoundedCard: UIView {
    @Inspectable var cornerRadius: CGFloat = 0
    @Inspectable var badgeCount: Int = 0
    @Inspectable var highlightsOnTap: Bool = false

    override func awakeFromNib() {
        super.awakeFromNib()
        layer.cornerRadius = cornerRadius
    }
}

final class CardOwner: UIResponder {
    @Outlet var card: RoundedCard!
    @WeakOutlet var titleLabel: UILabel!
    @WeakOutlet var saveButton: UIButton?
    @Outlet var buttons: [UIButton]!
    var saves = 0
    var lastSender: Any?

    @Action private func save(_ sender: Any) {
        saves += 1
        lastSender = sender
    }

    @Action func touched(_ sender: UIButton, forEvent event: UIEvent) {}
}

private let cardNib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardOwner" customModule="Swift5ClientTests">
                <connections>
                    <outlet property="card" destination="crd" id="o1"/>
                    <outlet property="titleLabel" destination="ttl" id="o2"/>
                    <outlet property="saveButton" destination="sav" id="o3"/>
                    <outletCollection property="buttons" destination="sav" collectionClass="NSMutableArray" id="o4"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="crd" customClass="RoundedCard" customModule="Swift5ClientTests">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" id="ttl">
                        <rect key="frame" x="10" y="10" width="180" height="20"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                        <color key="textColor" systemColor="labelColor"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="sav">
                        <rect key="frame" x="10" y="50" width="80" height="30"/>
                        <state key="normal" title="Save"/>
                        <connections>
                            <action selector="save:" destination="-1" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
                </subviews>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="12"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="badgeCount"><integer key="value" value="3"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="highlightsOnTap" value="YES"/>
                </userDefinedRuntimeAttributes>
            </view>
        </objects>
    </document>
    """

@Suite("Nib call sites in Swift 5 mode", .freshContext)
struct NibCallSiteTests {
    @Test("Outlets, an outlet collection, a private action and inspectables connect as with @IBOutlet, @IBAction and @IBInspectable on iOS")
    @MainActor func ownerConnects() throws {
        let owner = CardOwner()
        let objects = UINib(data: Data(cardNib.utf8), bundle: nil).instantiate(withOwner: owner, options: nil)
        #expect(objects.count == 1)
        #expect(owner.card === objects.first as AnyObject)
        #expect(owner.titleLabel?.text == "Title")
        #expect(owner.buttons.count == 1 && owner.buttons.first === owner.saveButton)
        #expect(owner.card.cornerRadius == 12)
        #expect(owner.card.layer.cornerRadius == 12)
        #expect(owner.card.badgeCount == 3)
        #expect(owner.card.highlightsOnTap)
        owner.saveButton?.sendActions(for: .touchUpInside)
        #expect(owner.saves == 1)
        #expect(owner.lastSender as AnyObject? === owner.saveButton)
    }
}
