import Foundation
import Testing
import UIKit
import UIKitTesting

/// `<stackView>` elements as Interface Builder writes them: the settings are attributes, the
/// arranged subviews are the `<subviews>` in order, and the stack lays them out once the
/// nib's constraints place it.
@Suite("UIStackView from nibs", .serialized, .freshContext) @MainActor
struct StackViewNibTests {
    /// A root view holding a vertical, centred, fill-equally stack pinned 20 points inside
    /// it, with three views of their own heights, as Interface Builder writes them.
    static let xib = NibXML.document(objects: """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="240" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="8" baselineRelativeArrangement="NO" translatesAutoresizingMaskIntoConstraints="NO" id="stk-1" userLabel="Stack">
                    <rect key="frame" x="20" y="20" width="200" height="160"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v-1">
                            <rect key="frame" x="50" y="0.0" width="100" height="48"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="w-1"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v-2">
                            <rect key="frame" x="0.0" y="56" width="200" height="48"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="200" id="w-2"/>
                            </constraints>
                        </view>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="l-1">
                            <rect key="frame" x="80" y="112" width="40" height="48"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                        </label>
                    </subviews>
                </stackView>
                <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stk-2">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stk-1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-1"/>
                <constraint firstItem="stk-1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c-2"/>
                <constraint firstAttribute="trailing" secondItem="stk-1" secondAttribute="trailing" constant="20" id="c-3"/>
                <constraint firstAttribute="bottom" secondItem="stk-1" secondAttribute="bottom" constant="20" id="c-4"/>
            </constraints>
        </view>
        """)

    @Test("A <stackView>'s attributes become its axis, distribution, alignment and spacing; its subviews are arranged in order")
    func decodesSettings() throws {
        let root = try #require(UINib(data: Data(Self.xib.utf8), bundle: nil).instantiateThrowing(withOwner: nil).first as? UIView)
        let stack = try #require(root.subviews.first as? UIStackView)
        #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.alignment == .center)
        #expect(stack.spacing == 8 && !stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews == stack.subviews && stack.arrangedSubviews.count == 3)
        #expect(stack.arrangedSubviews[2] is UILabel)
        let other = try #require(root.subviews.last as? UIStackView)
        #expect(other.axis == .horizontal && other.spacing == UIStackView.spacingUseSystem && other.isLayoutMarginsRelativeArrangement)
    }

    @Test("The nib's stack lays out: 160 high, three equal rows of (160 − 16) / 3 = 48, centred across 200")
    func laysOut() throws {
        let host = UITestHost(size: CGSize(width: 240, height: 200), scale: 1)
        let root = try #require(UINib(data: Data(Self.xib.utf8), bundle: nil).instantiateThrowing(withOwner: nil).first as? UIView)
        host.window.addSubview(root)
        host.runLoopTurn()
        let stack = try #require(root.subviews.first as? UIStackView)
        #expect(stack.frame == CGRect(x: 20, y: 20, width: 200, height: 160))
        let views = stack.arrangedSubviews
        #expect(views[0].frame == CGRect(x: 50, y: 0, width: 100, height: 48))
        #expect(views[1].frame == CGRect(x: 0, y: 56, width: 200, height: 48))
        let label = try #require(views[2] as? UILabel)
        let width = label.intrinsicContentSize.width
        #expect(label.frame.minY == 112 && label.frame.height == 48)
        #expect(abs(label.frame.midX - 100) <= 0.5 && abs(label.frame.width - width) <= 1)
    }

    @Test(.enabled(if: ConformanceCorpusTests.corpusIsPresent, "the Interface Builder corpus is not beside this checkout"))
    func corpusLabelsWithFonts() throws {
        // IBDecodable's LabelsWithFonts.xib: a vertical, top-aligned stack of three labels,
        // centred in a 375 × 667 view: the labels stack with no gaps from the stack's top
        // and leading edge, and the stack is as wide as the widest.
        let url = ConformanceCorpusTests.corpus.appendingPathComponent("xib/IBDecodable__IBDecodable__LabelsWithFonts.xib")
        let host = UITestHost(size: CGSize(width: 375, height: 667), scale: 2)
        let objects = try UINib(contentsOf: url).instantiateThrowing(withOwner: nil)
        let root = try #require(objects.compactMap { $0 as? UIView }.first)
        host.window.addSubview(root)
        host.runLoopTurn()
        let stack = try #require(root.subviews.first as? UIStackView)
        #expect(stack.axis == .vertical && stack.alignment == .leading && stack.arrangedSubviews.count == 3)
        let labels = try stack.arrangedSubviews.map { try #require($0 as? UILabel) }
        var y: CGFloat = 0
        for label in labels {
            #expect(abs(label.frame.minY - y) <= 0.5 && label.frame.minX == 0)
            #expect(abs(label.frame.height - label.intrinsicContentSize.height) <= 0.5)
            y = label.frame.maxY
        }
        #expect(abs(stack.bounds.height - y) <= 0.5)
        #expect(abs(stack.bounds.width - labels.map(\.frame.width).max()!) <= 0.5)
        #expect(abs(stack.frame.midX - 187.5) <= 0.5 && abs(stack.frame.midY - 333.5) <= 0.5)
    }
}
