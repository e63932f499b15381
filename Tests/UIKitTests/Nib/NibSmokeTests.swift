import Testing
import UIKit

@Suite @MainActor struct NibSmokeTests {
    @Test func loadsNestedViews() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <label opaque="NO" text="Hello" id="lbl" tag="5">
                            <rect key="frame" x="10" y="10" width="100" height="20"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let objects = try UINib(data: Data(xib.utf8), bundle: nil).instantiateThrowing(withOwner: nil)
        let root = try #require(objects.first as? UIView)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = try #require(root.subviews.first as? UILabel)
        #expect(label.text == "Hello")
        #expect(label.tag == 5)
        #expect(!label.isOpaque)
    }
}
