import UIKitTesting
import Foundation
import Testing
import UIKit

/// The values Interface Builder writes, read as UIKit reads them from a nib.
@Suite(.freshContext) @MainActor struct IBValueTests {
    /// A document whose `<view id="v">` holds `body`, and whose resources are `resources`.
    private func view(_ body: String, resources: String = "") throws -> (IBElement, IBValueContext) {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects><view id="v">\(body)</view></objects>
                <resources>\(resources)</resources>
            </document>
            """
        let document = try IBDocument(data: Data(xml.utf8), file: "Values.xib")
        let element = try #require(document.elementsByID["v"])
        return (element, IBValueContext(file: "Values.xib", resources: document.resources, bundle: nil))
    }

    private func components(_ color: UIColor?) throws -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        try #require(color).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    private func color(_ xml: String, resources: String = "") throws -> UIColor? {
        let (element, context) = try view(xml, resources: resources)
        return try IBValue.color(try #require(element.child(key: "c")), in: context)
    }

    /// Components are taken as written in every color space the corpus uses (sRGB, Display
    /// P3, calibrated and device RGB, generic and calibrated gray).
    @Test func colorSpacesKeepTheirComponents() throws {
        #expect(try components(color(#"<color key="c" red="1" green="0.5" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#)) == [1, 0.5, 0.25, 1])
        #expect(try components(color(#"<color key="c" red="0.2" green="0.4" blue="0.6" alpha="0.5" colorSpace="calibratedRGB"/>"#)) == [0.2, 0.4, 0.6, 0.5])
        #expect(try components(color(#"<color key="c" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="deviceRGB"/>"#)) == [0.2, 0.4, 0.6, 1])
        #expect(try components(color(#"<color key="c" red="0.9" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#)) == [0.9, 0.1, 0.1, 1])
        #expect(try components(color(#"<color key="c" white="0.25" alpha="0.8" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)) == [0.25, 0.25, 0.25, 0.8])
        #expect(try components(color(#"<color key="c" white="0.5" alpha="1" colorSpace="calibratedWhite"/>"#)) == [0.5, 0.5, 0.5, 1])
    }

    /// `<nil key=…>` is a color set to none.
    @Test func nilColor() throws {
        #expect(try color(#"<nil key="c"/>"#) == nil)
    }

    /// A system color is UIKit's dynamic color of that name, whatever value the document
    /// saved (that is only its light look; a name UIKit does not know takes the saved value);
    /// `cocoaTouchSystemColor` and catalog colors name UIKit's colors.
    @Test func systemAndNamedColors() throws {
        let saved = #"<systemColor name="systemBackgroundColor"><color white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>"#
        #expect(try color(#"<color key="c" systemColor="systemBackgroundColor"/>"#, resources: saved) === UIColor.systemBackground)
        let unknown = #"<systemColor name="futureColor"><color white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>"#
        #expect(try components(color(#"<color key="c" systemColor="futureColor"/>"#, resources: unknown)) == [0.5, 0.5, 0.5, 1])
        #expect(try components(color(#"<color key="c" systemColor="systemBlueColor"/>"#)) == [0, 0.478, 1, 1])
        #expect(try components(color(#"<color key="c" cocoaTouchSystemColor="darkTextColor"/>"#)) == [0, 0, 0, 1])
        #expect(try components(color(#"<color key="c" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>"#)) == [0.949, 0.949, 0.969, 1])
        #expect(try components(color(#"<color key="c" name="systemRedColor" catalog="System" colorSpace="catalog"/>"#)) == [1, 0.231, 0.188, 1])
        let named = #"<namedColor name="Brand"><color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#
        #expect(try components(color(#"<color key="c" name="Brand"/>"#, resources: named)) == [0.1, 0.2, 0.3, 1])
        // A color set of the app's asset catalogs (Assets/Catalog.xcassets) wins over the saved
        // value, which is only the look it was saved in.
        let catalog = #"<namedColor name="Duotone"><color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#
        let duotone = try #require(try color(#"<color key="c" name="Duotone"/>"#, resources: catalog))
        #expect(try components(duotone.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == [0, 0.5, 1, 1])
        // Values written beside the system color win: they are what the file was saved with.
        #expect(try components(color(#"<color key="c" systemColor="secondaryLabelColor" red="0.2" green="0.2" blue="0.3" alpha="0.6" colorSpace="custom" customColorSpace="sRGB"/>"#)) == [0.2, 0.2, 0.3, 0.6])
    }

    /// Unknown system colors and non-finite components are errors naming the element.
    @Test func badColorsAreErrors() throws {
        let unknown = #expect(throws: NibLoadingError.self) { try color(#"<color key="c" systemColor="noSuchColor"/>"#) }
        #expect(unknown?.element == "<color>")
        #expect(unknown?.reason == .invalidValue)
        let nan = #expect(throws: NibLoadingError.self) { try color(#"<color key="c" red="NaN" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/>"#) }
        #expect(nan?.message.contains("red") == true)
    }

    private func font(_ xml: String) throws -> UIFont {
        let (element, context) = try view(xml)
        return try IBValue.font(try #require(element.child(key: "f")), in: context)
    }

    /// System fonts by type and weight, text styles at the default content size, named fonts
    /// (the system font when not installed), and the legacy `<font>` element.
    @Test func fonts() throws {
        #expect(try font(#"<fontDescription key="f" type="system" pointSize="17"/>"#) == .systemFont(ofSize: 17))
        #expect(try font(#"<fontDescription key="f" type="boldSystem" pointSize="20"/>"#) == .boldSystemFont(ofSize: 20))
        #expect(try font(#"<fontDescription key="f" type="system" weight="heavy" pointSize="12"/>"#) == .systemFont(ofSize: 12, weight: .heavy))
        #expect(try font(#"<fontDescription key="f" type="boldSystem" size="button"/>"#) == .boldSystemFont(ofSize: UIFont.buttonFontSize))
        #expect(try font(#"<fontDescription key="f" style="UICTFontTextStyleHeadline"/>"#) == .preferredFont(forTextStyle: .headline))
        #expect(try font(#"<fontDescription key="f" name="Helvetica-Bold" family="Helvetica" pointSize="14"/>"#) == UIFont(name: "Helvetica-Bold", size: 14))
        #expect(try font(#"<fontDescription key="f" name="NoSuchFont-Regular" family="No Such Font" pointSize="15"/>"#) == .systemFont(ofSize: 15))
        #expect(try font(#"<font key="f" metaFont="system" size="18"/>"#) == .systemFont(ofSize: 18))
        #expect(try font(#"<font key="f" metaFont="smallSystem"/>"#) == .systemFont(ofSize: UIFont.smallSystemFontSize))
        #expect(throws: NibLoadingError.self) { try font(#"<fontDescription key="f" type="system" pointSize="-3"/>"#) }
        #expect(throws: NibLoadingError.self) { try font(#"<fontDescription key="f" type="system" weight="chunky" pointSize="3"/>"#) }
    }

    /// Geometry must be finite; sizes not negative.
    @Test func geometry() throws {
        let (element, _) = try view(#"<rect key="frame" x="1.5" y="-2" width="30" height="40"/><rect key="bad" x="0" y="0" width="1e400" height="1"/><rect key="negative" x="0" y="0" width="-1" height="1"/>"#)
        #expect(try IBValue.rect(try #require(element.child("rect", key: "frame")), file: "f") == CGRect(x: 1.5, y: -2, width: 30, height: 40))
        #expect(throws: NibLoadingError.self) { try IBValue.rect(try #require(element.child("rect", key: "bad")), file: "f") }
        #expect(throws: NibLoadingError.self) { try IBValue.rect(try #require(element.child("rect", key: "negative")), file: "f") }
    }

    /// uikit-facts §1: Interface Builder names the flexible margins by edge (minX is the left
    /// margin); an empty element is no mask.
    @Test func autoresizingMask() throws {
        let (element, _) = try view(#"<autoresizingMask key="a" flexibleMinX="YES" widthSizable="YES" flexibleMaxY="YES"/><autoresizingMask key="none"/>"#)
        #expect(IBValue.autoresizingMask(try #require(element.child(key: "a"))) == [.flexibleLeftMargin, .flexibleWidth, .flexibleBottomMargin])
        #expect(IBValue.autoresizingMask(try #require(element.child(key: "none"))) == [])
    }

    /// Multipliers are decimals, ratios (width:height) or fractions; zero and non-finite
    /// values are refused, as NSLayoutConstraint refuses them.
    @Test func multipliers() {
        #expect(IBValue.multiplier("0.5") == 0.5)
        #expect(IBValue.multiplier("16:9").map(Double.init) == Double(16) / Double(9))
        #expect(IBValue.multiplier("1/3").map(Double.init) == Double(1) / Double(3))
        #expect(IBValue.multiplier("0") == nil)
        #expect(IBValue.multiplier("1:0") == nil)
        #expect(IBValue.multiplier("nan") == nil)
        #expect(IBValue.multiplier("x") == nil)
    }

    /// The names Interface Builder writes, including the older spellings in the corpus.
    @Test func enumerations() {
        #expect(IBValue.contentMode("scaleAspectFill") == .scaleAspectFill)
        #expect(IBValue.contentMode("bottomRight") == .bottomRight)
        #expect(IBValue.lineBreakMode("wordWrap") == .byWordWrapping)
        #expect(IBValue.lineBreakMode("truncatingTail") == .byTruncatingTail)
        #expect(IBValue.lineBreakMode("middleTruncation") == .byTruncatingMiddle)
        #expect(IBValue.textAlignment("natural") == .natural)
        #expect(IBValue.buttonType("roundedRect") == .system)
        #expect(IBValue.layoutAttribute("baseline") == .lastBaseline)
        #expect(IBValue.layoutAttribute("centerYWithinMargins") == .centerYWithinMargins)
        #expect(IBValue.layoutRelation("greaterThanOrEqual") == .greaterThanOrEqual)
        #expect(IBValue.contentHorizontalAlignment("leading") == .leading)
        #expect(IBValue.controlState("highlighted") == .highlighted)
        #expect(IBValue.contentMode("sideways") == nil)
    }
}
