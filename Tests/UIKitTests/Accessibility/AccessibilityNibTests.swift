import Foundation
import Testing
import UIKit
import UIKitTesting

/// Interface Builder's Accessibility inspector, as it writes it into a .xib.
@Suite("Accessibility in nibs", .freshContext) @MainActor
struct AccessibilityNibTests {
    /// A xib whose one object is a 320×480 view holding `content`.
    static func rootView(_ content: String) throws -> UIView {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects><view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
        \(content)
            </view></objects>
        </document>
        """
        return try #require(try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: nil).first as? UIView)
    }

    /// A screen as Xcode writes it after using the Accessibility inspector on its views.
    static let screen = """
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Privacy" id="title">
                        <rect key="frame" x="20" y="20" width="280" height="30"/>
                        <accessibility key="accessibilityConfiguration" identifier="title">
                            <accessibilityTraits key="traits" staticText="YES" header="YES"/>
                        </accessibility>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="32"/>
                    </label>
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" id="shield">
                        <rect key="frame" x="20" y="60" width="40" height="40"/>
                        <accessibility key="accessibilityConfiguration" label="Protected" hint="Your data is encrypted" identifier="encryption">
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                    </imageView>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="continue">
                        <rect key="frame" x="20" y="120" width="280" height="44"/>
                        <accessibility key="accessibilityConfiguration" identifier="Continue"/>
                        <state key="normal" title="Continue"/>
                    </button>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="decoration" id="deco">
                        <rect key="frame" x="20" y="200" width="280" height="20"/>
                        <accessibility key="accessibilityConfiguration">
                            <bool key="isElement" value="NO"/>
                        </accessibility>
                    </label>
                </subviews>
    """

    @Test("A xib's accessibility configuration sets identifier, label, hint, element flag and traits; the rest keep the class's defaults")
    func decodesConfiguration() throws {
        let root = try Self.rootView(Self.screen)
        let title = try #require(root.subviews[0] as? UILabel)
        #expect(title.accessibilityIdentifier == "title")
        #expect(title.accessibilityTraits == [.staticText, .header])
        #expect(title.accessibilityLabel == "Privacy", "no label in the file: the text is read")
        let shield = try #require(root.subviews[1] as? UIImageView)
        #expect(shield.isAccessibilityElement)
        #expect(shield.accessibilityLabel == "Protected")
        #expect(shield.accessibilityHint == "Your data is encrypted")
        #expect(shield.accessibilityIdentifier == "encryption")
        #expect(shield.accessibilityTraits == .image)
        let button = try #require(root.subviews[2] as? UIButton)
        #expect(button.accessibilityIdentifier == "Continue")
        #expect(button.accessibilityTraits == .button)
        let decoration = try #require(root.subviews[3] as? UILabel)
        #expect(!decoration.isAccessibilityElement)

        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        host.window.addSubview(root)
        #expect(host.accessibilityDescription() == """
            Heading "Privacy" id:"title" frame:(20,20,280,30)
            Image "Protected" hint:"Your data is encrypted" id:"encryption" frame:(20,60,40,40)
            Button "Continue" id:"Continue" frame:(20,120,280,44)
            """)
    }

    @Test("User-defined runtime attributes set accessibility properties by their key paths, as key-value coding does on iOS")
    func runtimeAttributes() throws {
        let root = try Self.rootView("""
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="YES"/>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Map"/>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="map"/>
            </userDefinedRuntimeAttributes>
            """)
        #expect(root.isAccessibilityElement)
        #expect(root.accessibilityLabel == "Map")
        #expect(root.accessibilityIdentifier == "map")
    }
}
