import Foundation
import Testing
import UIKit
import UIKitTesting

/// The text field's owner in `StandardOutletTests`: its delegate.
final class StandardOutletOwner: UIResponder, UITextFieldDelegate {
    @Outlet var field: UITextField!
}

/// Outlets of UIKit's own classes that Interface Builder offers (`delegate`, `inputView`,
/// `inputAccessoryView`, …) connect by key as Apple's classes take them.
@Suite(.freshContext) @MainActor struct StandardOutletTests {
    @Test func textFieldDelegateAndInputViewsConnect() throws {
        _ = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let xib = NibXML.document(objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                <connections><outlet property="field" destination="tf" id="c0"/></connections>
            </placeholder>
            <textField opaque="NO" contentMode="scaleToFill" id="tf">
                <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                <connections><outlet property="delegate" destination="-1" id="c1"/><outlet property="inputView" destination="iv" id="c2"/><outlet property="inputAccessoryView" destination="bar" id="c3"/></connections>
            </textField>
            <view contentMode="scaleToFill" id="iv"><rect key="frame" x="0.0" y="0.0" width="320" height="216"/></view>
            <view contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></view>
            """)
        let owner = StandardOutletOwner()
        let objects = try UINib(data: Data(xib.utf8), bundle: nil).instantiateThrowing(withOwner: owner)
        let field = try #require(owner.field)
        #expect(field.delegate === owner)
        #expect(field.inputView === objects[1] as AnyObject)
        #expect(field.inputAccessoryView === objects[2] as AnyObject)
    }
}
