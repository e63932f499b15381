import Foundation
import Testing
import UIKit
import UIKitTesting

/// What Interface Builder's canvas shows that a strict load does not: images the bundle lacks
/// at the size the file records, and top-level views held at the size the canvas gives them.
@Suite(.freshContext) @MainActor struct CanvasPlaceholderTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="247" height="30"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                        </imageView>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill">
                            <rect key="frame" x="48" y="0.0" width="199" height="30"/>
                        </view>
                    </subviews>
                </stackView>
            </objects>
            <resources>
                <image name="logo" width="40" height="30"/>
            </resources>
        </document>
        """

    private func load(canvas: Bool) throws -> UIStackView {
        let options: [UINib.OptionsKey: Any] = canvas ? [.interfaceBuilderCanvas: true] : [:]
        let objects = try UINib(data: Data(Self.xib.utf8), bundle: nil).instantiateThrowing(withOwner: nil, options: options)
        return try #require(objects.first as? UIStackView)
    }

    /// On the canvas, an image the bundle lacks is a blank placeholder of the size the file's
    /// `<resources>` record: the image view keeps that intrinsic size and the stack view
    /// distributes around it as Xcode did.
    @Test func missingImageKeepsItsRecordedSizeOnTheCanvas() throws {
        let host = UITestHost(size: CGSize(width: 400, height: 400), scale: 1)
        let stack = try load(canvas: true)
        InterfaceBuilderCanvas.place(stack, size: CGSize(width: 247, height: 30), in: host.window)
        host.runLoopTurn()
        let imageView = try #require(stack.arrangedSubviews.first as? UIImageView)
        #expect(imageView.image?.size == CGSize(width: 40, height: 30))
        #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 30))
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(stack.arrangedSubviews[1].frame == CGRect(x: 48, y: 0, width: 199, height: 30))
    }

    /// A strict load keeps iOS's behaviour: a missing image is no image.
    @Test func missingImageIsNilOutsideTheCanvas() throws {
        _ = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let stack = try load(canvas: false)
        let imageView = try #require(stack.arrangedSubviews.first as? UIImageView)
        #expect(imageView.image == nil)
    }

    /// A top-level view laid out by constraints alone (`translatesAutoresizingMaskIntoConstraints="NO"`)
    /// would shrink to what its content allows; the canvas holds it at the size it is given.
    @Test func topLevelViewLaidOutByConstraintsKeepsTheCanvasSize() throws {
        let host = UITestHost(size: CGSize(width: 400, height: 400), scale: 1)
        let stack = try load(canvas: true)
        #expect(!stack.translatesAutoresizingMaskIntoConstraints)
        InterfaceBuilderCanvas.place(stack, size: CGSize(width: 247, height: 60), in: host.window)
        host.runLoopTurn()
        stack.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 247, height: 60))
    }
}
