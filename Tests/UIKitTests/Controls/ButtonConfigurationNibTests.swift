import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Interface Builder (Xcode 13+) writes a configured button as a `<buttonConfiguration>`
/// inside the `<button>`; the nib makes it the button's `configuration`.
@Suite("UIButton configuration in nibs", .freshContext) @MainActor
struct ButtonConfigurationNibTests {
    private func load(_ button: String) throws -> UIButton {
        let xml = NibXML.document(objects: button)
        let objects = try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: nil)
        return try #require(objects.first as? UIButton)
    }

    @Test("Style, title, image placement and padding, corner style, size, insets, background and colors are decoded; the legacy state title gives way")
    func decodesConfiguration() throws {
        let button = try load("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="filled" title="Apply" subtitle="now" imagePlacement="trailing" imagePadding="6" titlePadding="2" titleAlignment="leading" cornerStyle="capsule" buttonSize="large">
                    <backgroundConfiguration key="background" strokeWidth="2">
                        <color key="strokeColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </backgroundConfiguration>
                    <directionalEdgeInsets key="contentInsets" top="4" leading="8" bottom="4" trailing="8"/>
                    <fontDescription key="titleFontDescription" type="boldSystem" pointSize="16"/>
                    <color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <color key="baseBackgroundColor" systemColor="systemGreenColor"/>
                </buttonConfiguration>
            </button>
            """)
        let configuration = try #require(button.configuration)
        #expect(configuration.style == .filled)
        #expect(configuration.title == "Apply" && configuration.subtitle == "now")
        #expect(configuration.imagePlacement == .trailing && configuration.imagePadding == 6 && configuration.titlePadding == 2)
        #expect(configuration.titleAlignment == .leading && configuration.cornerStyle == .capsule && configuration.buttonSize == .large)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        #expect(configuration.background.strokeWidth == 2)
        #expect(rgba(try #require(configuration.baseBackgroundColor)) == rgba(.systemGreen))
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Apply")
        let font = try #require(button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        #expect(font.pointSize == 16)
    }

    @Test("A button marked Selection as Primary Action in Interface Builder is a toggle button")
    func toggleFromNib() throws {
        let button = try load(#"<button buttonType="system" changesSelectionAsPrimaryAction="YES" id="b1"><buttonConfiguration key="configuration" style="gray" title="Bold"/></button>"#)
        #expect(button.changesSelectionAsPrimaryAction && !button.showsMenuAsPrimaryAction)
        button.sendActions(for: .touchUpInside)
        #expect(!button.isSelected, "sending actions is not a tap")
    }

    @Test("An unknown configuration style fails the load and names the attribute")
    func unknownStyle() {
        #expect(throws: NibLoadingError.self) {
            _ = try load(#"<button id="b1"><buttonConfiguration key="configuration" style="glassy"/></button>"#)
        }
    }

    @Test("The corpus's configured button (a plain configuration, bold 16-point title, white) loads with its recorded frame")
    func corpusButton() throws {
        let url = ConformanceCorpusTests.corpus.appendingPathComponent("xib/WenchaoD__FSCalendar__WorkGroupVC.xib")
        try #require(FileManager.default.fileExists(atPath: url.path), "the corpus is not beside this checkout")
        let objects = try UINib(contentsOf: url).instantiateThrowing(withOwner: nil, options: [.interfaceBuilderCanvas: true])
        let root = try #require(objects.compactMap { $0 as? UIView }.first)
        let host = UITestHost(size: root.frame.size, scale: 2)
        host.window.addSubview(root)
        host.runLoopTurn()
        let button = try #require(root.subviews.compactMap { $0 as? UIButton }.first)
        #expect(button.configuration?.title == "Apply")
        #expect(button.titleLabel?.text == "Apply")
        #expect(button.frame == CGRect(x: 20, y: 792, width: 374, height: 50), "\(button.frame)")
    }
}
