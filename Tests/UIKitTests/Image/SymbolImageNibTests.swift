import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import RuntimeSupport

/// Interface Builder names system symbols in its `<resources>` (`catalog="system"`) and refers
/// to them by name, or with `<imageReference … catalog="system" symbolScale=…>`; image views
/// keep their `<preferredSymbolConfiguration>`. They load as `UIImage(systemName:)` does.
@Suite("Symbol images in nibs", .freshContext) @MainActor
struct SymbolImageNibTests {
    private func load(_ objects: String, resources: String) throws -> [Any] {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>\(objects)</objects>
                <resources>\(resources)</resources>
            </document>
            """
        return try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: nil)
    }

    @Test("An image attribute naming a system resource loads the symbol, in image views and buttons")
    func systemResource() throws {
        let objects = try load("""
            <imageView contentMode="scaleToFill" image="heart.fill" catalog="system" id="i1">
                <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
            </imageView>
            <button contentMode="scaleToFill" buttonType="system" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                <state key="normal" image="square.and.arrow.up" catalog="system"/>
            </button>
            """, resources: """
            <image name="heart.fill" catalog="system" width="128" height="109"/>
            <image name="square.and.arrow.up" catalog="system" width="115" height="128"/>
            """)
        let imageView = try #require(objects.first as? UIImageView)
        #expect(imageView.image?.isSymbolImage == true)
        let button = try #require(objects.last as? UIButton)
        #expect(button.image(for: .normal)?.isSymbolImage == true)
    }

    @Test("An image reference gives the symbol's scale; the preferred configuration is kept")
    func referenceAndConfiguration() throws {
        let objects = try load("""
            <imageView contentMode="scaleAspectFit" id="i1">
                <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                <imageReference key="image" image="gearshape" catalog="system" symbolScale="large"/>
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="small" weight="bold"/>
            </imageView>
            """, resources: #"<image name="gearshape" catalog="system" width="128" height="123"/>"#)
        let imageView = try #require(objects.first as? UIImageView)
        let image = try #require(imageView.image)
        #expect(UIImage.resolve(try #require(image.symbolConfiguration)).scale == .large)
        let preferred = try #require(imageView.preferredSymbolConfiguration)
        #expect(preferred.isEqual(to: UIImage.SymbolConfiguration(weight: .bold).applying(UIImage.SymbolConfiguration(scale: .small))))
    }

    @Test("A system name that is not a symbol here is reported and leaves no image")
    func unknownSymbol() throws {
        var objects: [Any] = []
        let warnings = try RuntimeIssue.capture {
            objects = try load(#"<imageView contentMode="scaleToFill" image="no.such.symbol" catalog="system" id="i1"/>"#,
                               resources: #"<image name="no.such.symbol" catalog="system" width="10" height="10"/>"#)
        }
        #expect((objects.first as? UIImageView)?.image == nil)
        #expect(warnings.contains { $0.contains("no.such.symbol") })
    }
}

/// Buttons draw symbol images in their preferred symbol configuration per state (classic
/// buttons) or `preferredSymbolConfigurationForImage` (configured ones, sized to the title's
/// font when it is nil).
@Suite("Symbol images in buttons", .freshContext) @MainActor
struct SymbolImageButtonTests {
    @Test("setPreferredSymbolConfiguration(_:forImageIn:) sizes the shown symbol; other states fall back to normal's")
    func classicButton() throws {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration.unspecified
            .withTraitCollection(UITraitCollection(displayScale: 1))), for: .normal)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40), forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted)?.isEqual(to: UIImage.SymbolConfiguration(pointSize: 40)) == true)
        #expect(button.currentPreferredSymbolConfiguration != nil)
        #expect(button.intrinsicContentSize.height >= 48)
        #expect(button.imageView?.image?.size == CGSize(width: 48, height: 48))
    }

    @Test("A configured button sizes a symbol to its title font unless the configuration says otherwise")
    func configuredButton() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.image = UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration.unspecified
            .withTraitCollection(UITraitCollection(displayScale: 1)))
        configuration.title = "Add"
        let button = UIButton(configuration: configuration)
        button.layoutIfNeeded()
        let natural = try #require(button.imageView?.image?.size)
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 30)
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.imageView?.image?.size == CGSize(width: 36, height: 36))
        #expect(natural.width < 36)
    }
}
