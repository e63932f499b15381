import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Dynamic colors and the semantic system colors (UIColor reference, "Resolving a dynamically
/// generated color"; Apple's light and dark values of the system colors).
@Suite("Dynamic colors", .freshContext) @MainActor
struct DynamicColorTests {
    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    private func rgba(_ color: UIColor) -> [Int] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b].map { Int(($0 * 255).rounded()) } + [Int((a * 100).rounded())]
    }

    @Test("init(dynamicProvider:) asks the provider for each trait collection it is resolved in")
    func providerResolves() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .red : .blue }
        #expect(color.resolvedColor(with: dark) == .red)
        #expect(color.resolvedColor(with: light) == .blue)
        // A fixed color resolves to itself.
        #expect(UIColor.green.resolvedColor(with: dark) === UIColor.green)
    }

    @Test("cgColor resolves a dynamic color in UITraitCollection.current; performAsCurrent sets it and restores it")
    func cgColorUsesCurrent() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        dark.performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
            #expect(color.cgColor == UIColor.white.cgColor)
        }
        light.performAsCurrent { #expect(color.cgColor == UIColor.black.cgColor) }
        // Outside any view's work the main screen's traits are current: light by default.
        _ = UITestHost(size: CGSize(width: 10, height: 10), scale: 1)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        #expect(color.cgColor == UIColor.black.cgColor)
    }

    @Test("The semantic colors have Apple's light and dark values")
    func systemValues() {
        #expect(rgba(UIColor.label.resolvedColor(with: light)) == [0, 0, 0, 100])
        #expect(rgba(UIColor.label.resolvedColor(with: dark)) == [255, 255, 255, 100])
        #expect(rgba(UIColor.secondaryLabel.resolvedColor(with: dark)) == [235, 235, 245, 60])
        #expect(rgba(UIColor.systemBackground.resolvedColor(with: light)) == [255, 255, 255, 100])
        #expect(rgba(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 100])
        #expect(rgba(UIColor.secondarySystemBackground.resolvedColor(with: dark)) == [28, 28, 30, 100])
        #expect(rgba(UIColor.systemGroupedBackground.resolvedColor(with: light)) == [242, 242, 247, 100])
        #expect(rgba(UIColor.separator.resolvedColor(with: dark)) == [84, 84, 88, 60])
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: light)) == [0, 122, 255, 100])
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: dark)) == [10, 132, 255, 100])
        #expect(rgba(UIColor.systemRed.resolvedColor(with: dark)) == [255, 69, 58, 100])
        #expect(rgba(UIColor.systemGray6.resolvedColor(with: dark)) == [28, 28, 30, 100])
        #expect(rgba(UIColor.secondarySystemFill.resolvedColor(with: dark)) == [120, 120, 128, 32])
    }

    @Test("Backgrounds lighten in dark for elevated content (userInterfaceLevel)")
    func elevatedBackgrounds() {
        let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(rgba(UIColor.systemBackground.resolvedColor(with: elevated)) == [28, 28, 30, 100])
        #expect(rgba(UIColor.secondarySystemBackground.resolvedColor(with: elevated)) == [44, 44, 46, 100])
        // Only backgrounds: the label color does not change.
        #expect(rgba(UIColor.label.resolvedColor(with: elevated)) == [255, 255, 255, 100])
    }

    @Test("A system color is one shared object, equal to itself; two providers never compare equal")
    func equality() {
        #expect(UIColor.label === UIColor.label)
        #expect(UIColor.label == UIColor.label)
        let a = UIColor { _ in .red }, b = UIColor { _ in .red }
        #expect(a != b)
        #expect(a == a)
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.systemBlue.description.contains("systemBlueColor"))
    }

    @Test("withAlphaComponent keeps a dynamic color dynamic")
    func alphaStaysDynamic() {
        let faded = UIColor.label.withAlphaComponent(0.5)
        #expect(rgba(faded.resolvedColor(with: dark)) == [255, 255, 255, 50])
        #expect(rgba(faded.resolvedColor(with: light)) == [0, 0, 0, 50])
    }

    @Test("A provider that returns a dynamic color is resolved through it; one that returns itself stops")
    func nestedProviders() {
        let outer = UIColor { _ in UIColor.label }
        #expect(rgba(outer.resolvedColor(with: dark)) == [255, 255, 255, 100])
        final class Box: @unchecked Sendable { var color: UIColor? }
        let box = Box()
        let selfish = UIColor { _ in box.color ?? .red }
        box.color = selfish
        #expect(rgba(selfish.resolvedColor(with: dark)) == [0, 0, 0, 100])
    }

    @Test("Interface Builder's systemColor names decode to the dynamic system colors")
    func nibSystemColors() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                </view>
            </objects>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """
        let objects = try UINib(data: Data(xib.utf8), bundle: nil).instantiateThrowing(withOwner: nil)
        let view = try #require(objects.first as? UIView)
        #expect(view.backgroundColor === UIColor.systemBackground)
    }
}
