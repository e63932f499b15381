import Foundation
import Testing
import UIKit
import UIKitTesting

/// Views UIKit gives defaults of their own (a white table, a white text view) still take
/// what Interface Builder saved: the file's values are applied after the class's defaults.
@Suite("Nib values over subclass defaults", .freshContext) @MainActor
struct NibSubclassDefaultsTests {
    @Test("A nib's background color and touch setting win over a table's, collection view's, cell's, text view's and image view's own defaults")
    func nibValuesWin() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="tv">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                            <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                        </tableView>
                        <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="none" id="cv">
                            <rect key="frame" x="0.0" y="100" width="320" height="100"/>
                            <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
                                <size key="itemSize" width="50" height="50"/>
                            </collectionViewFlowLayout>
                        </collectionView>
                        <textView clipsSubviews="YES" contentMode="scaleToFill" text="Hi" id="tx">
                            <rect key="frame" x="0.0" y="200" width="320" height="100"/>
                            <color key="backgroundColor" red="0.93725490199999995" green="0.93725490199999995" blue="0.95686274510000002" alpha="1" colorSpace="calibratedRGB"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </textView>
                        <imageView contentMode="scaleToFill" userInteractionEnabled="YES" id="iv">
                            <rect key="frame" x="0.0" y="300" width="50" height="50"/>
                        </imageView>
                        <textView clipsSubviews="YES" contentMode="scaleToFill" text="Default" id="tx2">
                            <rect key="frame" x="0.0" y="360" width="320" height="100"/>
                        </textView>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let root = try #require(try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: nil).first as? UIView)
        let table = try #require(root.subviews.first { $0 is UITableView })
        #expect(table.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let collection = try #require(root.subviews.first { $0 is UICollectionView })
        #expect(collection.backgroundColor?.cgColor.alpha == 0)
        let texts = root.subviews.compactMap { $0 as? UITextView }
        #expect(texts.first?.backgroundColor == UIColor(red: 0.93725490199999995, green: 0.93725490199999995, blue: 0.95686274510000002, alpha: 1))
        // A file that names no background keeps the class's own.
        #expect(texts.last?.backgroundColor == .systemBackground)
        let image = try #require(root.subviews.first { $0 is UIImageView })
        #expect(image.isUserInteractionEnabled)
    }
}
