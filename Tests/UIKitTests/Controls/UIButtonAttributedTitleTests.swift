import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// `setAttributedTitle(_:for:)`: "If you set both a title and an attributed title for the
/// button, the button prefers the use of the attributed title… If a title is not specified
/// for a state, the default behavior is to use the title associated with the normal state."
@Suite("UIButton attributed titles", .serialized, .freshContext) @MainActor
struct UIButtonAttributedTitleTests {
    private func color(_ text: NSAttributedString?, at index: Int) -> UIColor? {
        text?.attribute(.foregroundColor, at: index, effectiveRange: nil) as? UIColor
    }

    @Test("attributedTitle(for:) falls back to the normal state's, then nil; currentAttributedTitle follows the state")
    func fallback() {
        let button = UIButton(type: .custom)
        #expect(button.attributedTitle(for: .normal) == nil && button.currentAttributedTitle == nil)
        let normal = NSAttributedString(string: "Normal"), pressed = NSAttributedString(string: "Pressed")
        button.setAttributedTitle(normal, for: .normal)
        #expect(button.attributedTitle(for: .highlighted)?.string == "Normal")
        button.setAttributedTitle(pressed, for: .highlighted)
        #expect(button.attributedTitle(for: .highlighted)?.string == "Pressed")
        button.isHighlighted = true
        #expect(button.currentAttributedTitle?.string == "Pressed")
        #expect(button.titleLabel?.text == "Pressed")
        button.isHighlighted = false
        #expect(button.titleLabel?.text == "Normal")
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.attributedTitle(for: .selected) == nil)
    }

    @Test("An attributed title wins over the plain title, even a plain title for the current state; removing it shows the plain title again")
    func attributedWins() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setTitle("Plain selected", for: .selected)
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        #expect(button.titleLabel?.text == "Styled")
        button.isSelected = true
        #expect(button.titleLabel?.text == "Styled")
        #expect(button.currentTitle == "Plain selected")
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == "Plain selected")
        #expect(button.titleLabel?.attributedText?.attribute(.underlineStyle, at: 0, effectiveRange: nil) == nil)
    }

    @Test("The state's title color colors only the ranges without a color of their own")
    func titleColorFillsUncolored() {
        let button = UIButton(type: .custom)
        let title = NSMutableAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red])
        title.append(NSAttributedString(string: " plain"))
        button.setAttributedTitle(title, for: .normal)
        button.setTitleColor(.green, for: .normal)
        button.setTitleColor(.blue, for: .highlighted)
        let label = button.titleLabel!
        #expect(color(label.attributedText, at: 0) == .red)
        #expect(color(label.attributedText, at: 4) == .green)
        button.isHighlighted = true
        #expect(color(label.attributedText, at: 0) == .red)
        #expect(color(label.attributedText, at: 4) == .blue)
        // The stored title is untouched.
        #expect(color(button.attributedTitle(for: .normal), at: 4) == nil)
    }

    @Test("The button sizes itself to the attributed title, which keeps its font, and reads it to VoiceOver")
    func sizeAndAccessibility() {
        let button = UIButton(type: .system)
        button.setAttributedTitle(NSAttributedString(string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 40)]), for: .normal)
        #expect(button.intrinsicContentSize.height > 40 + 12 - 1)
        #expect(button.accessibilityLabel == "Big")
    }

    @Test("A nib's <attributedString key=\"attributedTitle\"> in a <state> sets that state's attributed title, underline included")
    func nib() throws {
        let xml = NibXML.document(objects: """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                <state key="normal">
                    <attributedString key="attributedTitle">
                        <fragment content="Tap">
                            <attributes>
                                <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <font key="NSFont" metaFont="system" size="17"/>
                                <integer key="NSUnderline" value="1"/>
                            </attributes>
                        </fragment>
                        <fragment content=" here"/>
                    </attributedString>
                </state>
            </button>
            """)
        let objects = try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: nil)
        let button = try #require(objects.first as? UIButton)
        let title = try #require(button.attributedTitle(for: .normal))
        #expect(title.string == "Tap here")
        #expect((title.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Double) == 1)
        #expect(button.titleLabel?.text == "Tap here")
    }

    @Test("Rendered: attributed titles with underlines and their own colors at scale 2")
    func rendering() {
        let host = UITestHost(size: CGSize(width: 220, height: 100), scale: 2)
        host.window.backgroundColor = .white
        let system = UIButton(type: .system)
        let title = NSMutableAttributedString(string: "Underlined", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
        title.append(NSAttributedString(string: " red", attributes: [.foregroundColor: UIColor.red,
                                                                     .font: UIFont.boldSystemFont(ofSize: 15)]))
        system.setAttributedTitle(title, for: .normal)
        system.frame = CGRect(x: 10, y: 10, width: 200, height: 36)
        let custom = UIButton(type: .custom)
        custom.backgroundColor = UIColor(red: 0.2, green: 0.3, blue: 0.6, alpha: 1)
        custom.setAttributedTitle(NSAttributedString(string: "Struck", attributes: [.strikethroughStyle: 1,
                                                                                   .font: UIFont.systemFont(ofSize: 20)]), for: .normal)
        custom.frame = CGRect(x: 10, y: 54, width: 200, height: 36)
        host.window.addSubview(system)
        host.window.addSubview(custom)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "button-attributed-title@2x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }
}
