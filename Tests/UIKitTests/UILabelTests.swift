import Foundation
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

/// UILabel's attributed text, font shrinking, highlighting and two-pass multi-line layout,
/// as the UILabel reference documents them.
@Suite("UILabel", .freshContext) @MainActor
struct UILabelCompletionTests {
    /// The ink bounds (non-white pixels) of `image` in pixels.
    private func ink(_ image: CGImage, in area: CGRect? = nil) -> CGRect {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let box = area ?? CGRect(x: 0, y: 0, width: image.width, height: image.height)
        for y in Int(box.minY)..<Int(box.maxY) {
            for x in Int(box.minX)..<Int(box.maxX) {
                let p = image.pixel(x: x, y: y)
                guard min(p.r, p.g, p.b) < 160 else { continue }
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    private func host(_ label: UILabel, width: CGFloat = 240, height: CGFloat = 60) -> UITestHost {
        let host = UITestHost(size: CGSize(width: width, height: height), scale: 1)
        host.window.backgroundColor = .white
        host.window.addSubview(label)
        return host
    }

    // MARK: Attributed text

    @Test("attributedText after text gives the text in the label's font, color and alignment; setting it sets text")
    func attributedTextMirrorsText() throws {
        let label = UILabel()
        label.text = "Hello"
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .red
        label.textAlignment = .center
        let attributed = try #require(label.attributedText)
        #expect(attributed.string == "Hello")
        #expect((attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont) == .boldSystemFont(ofSize: 20))
        #expect((attributed.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor) == .red)
        #expect((attributed.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
        label.attributedText = NSAttributedString(string: "World", attributes: [.foregroundColor: UIColor.blue])
        #expect(label.text == "World")
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test("Setting font, textColor or textAlignment after attributedText applies it to the whole attributed string")
    func labelPropertiesRestyleAttributedText() throws {
        let label = UILabel()
        let styled = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        styled.addAttribute(.foregroundColor, value: UIColor.green, range: NSRange(location: 1, length: 1))
        label.attributedText = styled
        label.font = .systemFont(ofSize: 30)
        label.textColor = .orange
        label.textAlignment = .right
        let result = try #require(label.attributedText)
        for i in 0..<2 {
            #expect((result.attribute(.font, at: i, effectiveRange: nil) as? UIFont)?.pointSize == 30)
            #expect((result.attribute(.foregroundColor, at: i, effectiveRange: nil) as? UIColor) == .orange)
            #expect((result.attribute(.paragraphStyle, at: i, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .right)
        }
    }

    @Test("Ranges of attributed text without a font or color draw in the label's; each range keeps its own otherwise")
    func attributedRangesDrawWithTheirOwnStyle() {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 220, height: 40))
        label.font = .systemFont(ofSize: 24)
        let styled = NSMutableAttributedString(string: "RRRR", attributes: [.foregroundColor: UIColor.red])
        styled.append(NSAttributedString(string: "BBBB", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 12)]))
        label.attributedText = styled
        let image = host(label).renderScreen()
        let red = ink(image, in: CGRect(x: 10, y: 10, width: 60, height: 40))
        #expect(!red.isNull && image.pixel(x: Int(red.midX), y: Int(red.midY)).r > 200)
        // The plain-styled range is 24-point, the blue one 12-point: its capitals are half as tall.
        let plain = UILabel(frame: label.frame)
        plain.font = .systemFont(ofSize: 24)
        plain.text = "RRRR"
        #expect(label.intrinsicContentSize.width > plain.intrinsicContentSize.width)
        #expect(label.intrinsicContentSize.height == plain.intrinsicContentSize.height)
    }

    // MARK: Shrinking

    @Test("adjustsFontSizeToFitWidth with a minimumScaleFactor shrinks one line of text until it fits the width")
    func shrinksToFitWidth() {
        let text = String(repeating: "H", count: 20)
        // A font whose width is proportional to its size (the system font's tracking is not).
        let font = UIFont(name: "Helvetica", size: 20)!
        let fullWidth = (text as NSString).size(withAttributes: [.font: font]).width
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: (fullWidth * 0.6).rounded(), height: 40))
        label.font = font
        label.text = text
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let image = host(label, width: 300).renderScreen()
        let box = ink(image)
        // All twenty capitals are drawn within the label, at about 60 % of their height.
        #expect(box.maxX <= label.frame.maxX)
        let fullCapHeight = font.capHeight
        #expect(abs(box.height - fullCapHeight * 0.6) <= 1.5, "cap height \(box.height), full \(fullCapHeight)")
        #expect(box.width > label.frame.width * 0.9)
    }

    @Test("With minimumScaleFactor 0 (the default) nothing shrinks: the text is truncated instead")
    func zeroScaleFactorDoesNotShrink() {
        let shrinking = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        shrinking.text = String(repeating: "H", count: 20)
        shrinking.adjustsFontSizeToFitWidth = true
        let plain = UILabel(frame: shrinking.frame)
        plain.text = shrinking.text
        #expect(ReferenceImage.difference(host(shrinking).renderScreen(), host(plain).renderScreen(), tolerance: 0) == nil)
    }

    @Test("Text that does not fit even at minimumScaleFactor is drawn at that scale and truncated")
    func shrinksNoFurtherThanTheMinimum() {
        let font = UIFont.systemFont(ofSize: 20)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.font = font
        label.text = String(repeating: "H", count: 40)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.8
        let box = ink(host(label).renderScreen())
        #expect(abs(box.height - font.capHeight * 0.8) <= 1.5)
        #expect(box.maxX <= 100)
    }

    @Test("Shrunk text keeps the full-size baseline (.alignBaselines) or centre (.alignCenters)")
    func baselineAdjustment() {
        func capitals(_ adjustment: UIBaselineAdjustment, count: Int) -> CGRect {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 60))
            label.font = .systemFont(ofSize: 24)
            label.text = String(repeating: "H", count: count)
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.3
            label.baselineAdjustment = adjustment
            return ink(host(label).renderScreen())
        }
        let full = capitals(.alignBaselines, count: 3)
        let baseline = capitals(.alignBaselines, count: 20)
        let centred = capitals(.alignCenters, count: 20)
        #expect(baseline.height < full.height * 0.7)
        #expect(abs(baseline.maxY - full.maxY) <= 1)
        #expect(abs(centred.midY - full.midY) <= 1.5)
        #expect(centred.maxY < baseline.maxY)
    }

    @Test("minimumScaleFactor outside 0…1 is reported and ignored")
    func badScaleFactor() throws {
        let label = UILabel()
        label.minimumScaleFactor = 0.5
        let issues = RuntimeIssue.capture { label.minimumScaleFactor = 2 }
        #expect(label.minimumScaleFactor == 0.5)
        #expect(issues.contains { $0.contains("UILabel.minimumScaleFactor") })
        _ = RuntimeIssue.capture { label.minimumScaleFactor = .nan }
        #expect(label.minimumScaleFactor == 0.5)
    }

    // MARK: Highlighting

    @Test("A highlighted label draws in highlightedTextColor; without one, in its text color")
    func highlightedTextColor() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.font = .boldSystemFont(ofSize: 30)
        label.text = "IIII"
        label.textColor = .black
        let h = host(label)
        label.isHighlighted = true
        var image = h.renderScreen()
        var box = ink(image)
        #expect(image.pixel(x: Int(box.minX) + 1, y: Int(box.midY)).r < 40)
        label.highlightedTextColor = .red
        image = h.renderScreen()
        box = ink(image)
        let p = image.pixel(x: Int(box.minX) + 1, y: Int(box.midY))
        #expect(p.r > 200 && p.g < 60)
        label.isHighlighted = false
        image = h.renderScreen()
        #expect(image.pixel(x: Int(box.minX) + 1, y: Int(box.midY)).r < 40)
    }

    // MARK: Auto Layout

    @Test("A multi-line label under Auto Layout wraps at the width the constraints give it: its height follows in the same frame (two-pass layout)")
    func multiLineHeightFollowsWidth() {
        let host = UITestHost(size: CGSize(width: 400, height: 400), scale: 1)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        host.window.addSubview(container)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A label with enough words in it to wrap over several lines when it is narrow"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        host.runLoopTurn()
        let oneLine = label.font.lineHeight
        #expect(label.frame.width == 200)
        let expected = label.sizeThatFits(CGSize(width: 200, height: 0)).height
        #expect(label.frame.height == expected)
        #expect(label.frame.height > 2 * oneLine)
        // Wider: fewer lines, in the next frame.
        container.frame.size.width = 380
        host.runLoopTurn()
        #expect(label.frame.width == 380)
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 380, height: 0)).height)
        #expect(label.frame.height < expected)
    }

    @Test("preferredMaxLayoutWidth, when set, is the width a multi-line label's intrinsic size wraps at")
    func preferredMaxLayoutWidthWins() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A label with enough words in it to wrap over several lines when it is narrow"
        label.preferredMaxLayoutWidth = 120
        #expect(label.intrinsicContentSize.width <= 120)
        #expect(label.intrinsicContentSize == label.sizeThatFits(CGSize(width: 120, height: 0)))
    }

    // MARK: Nibs

    @Test("A label from a xib gets its attributed fragments, shrinking, baseline adjustment and highlighted color")
    func nibAttributes() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <objects>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignCenters" adjustsFontSizeToFit="YES" minimumScaleFactor="0.5" id="lab-el-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                    <attributedString key="attributedText">
                        <fragment content="This is ">
                            <attributes>
                                <color key="NSColor" cocoaTouchSystemColor="darkTextColor"/>
                                <font key="NSFont" size="17" name="Helvetica"/>
                                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="truncatingTail" baseWritingDirection="natural"/>
                            </attributes>
                        </fragment>
                        <fragment content="pink">
                            <attributes>
                                <color key="NSColor" red="1" green="0.0" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                                <font key="NSFont" size="20" name="Helvetica-Bold"/>
                                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="truncatingTail" baseWritingDirection="natural"/>
                            </attributes>
                        </fragment>
                        <fragment content=" text">
                            <attributes>
                                <color key="NSColor" cocoaTouchSystemColor="darkTextColor"/>
                                <font key="NSFont" size="17" name="Helvetica"/>
                                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="truncatingTail" baseWritingDirection="natural"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                    <color key="highlightedColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </label>
            </objects>
        </document>
        """
        let objects = try UINib(data: Data(xib.utf8), bundle: nil).instantiateThrowing(withOwner: nil)
        let label = try #require(objects.first as? UILabel)
        let text = try #require(label.attributedText)
        #expect(text.string == "This is pink text")
        #expect((text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 17)
        #expect((text.attribute(.font, at: 9, effectiveRange: nil) as? UIFont)?.pointSize == 20)
        #expect((text.attribute(.foregroundColor, at: 9, effectiveRange: nil) as? UIColor) == UIColor(red: 1, green: 0, blue: 1, alpha: 1))
        #expect((text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
        #expect(label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0.5)
        #expect(label.baselineAdjustment == .alignCenters)
        #expect(label.highlightedTextColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test("Labels render: attributed colors, shrunk text, wrapped and truncated lines, highlighted and shadowed text", arguments: [UIUserInterfaceStyle.light, .dark])
    func rendering(_ style: UIUserInterfaceStyle) {
        let host = UITestHost(size: CGSize(width: 240, height: 200), scale: 2, userInterfaceStyle: style)
        host.window.backgroundColor = .systemBackground
        let attributed = UILabel(frame: CGRect(x: 10, y: 5, width: 220, height: 30))
        let styled = NSMutableAttributedString(string: "Red ", attributes: [.foregroundColor: UIColor.red])
        styled.append(NSAttributedString(string: "bold ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]))
        styled.append(NSAttributedString(string: "blue", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 13)]))
        attributed.attributedText = styled
        let shrunk = UILabel(frame: CGRect(x: 10, y: 40, width: 220, height: 30))
        shrunk.text = "This sentence shrinks to fit the label's width"
        shrunk.adjustsFontSizeToFitWidth = true
        shrunk.minimumScaleFactor = 0.5
        let wrapped = UILabel(frame: CGRect(x: 10, y: 75, width: 220, height: 60))
        wrapped.numberOfLines = 3
        wrapped.font = .systemFont(ofSize: 14)
        wrapped.text = "Three lines at most: this text wraps by word and the last line that shows is truncated at its tail, as UILabel does"
        let highlighted = UILabel(frame: CGRect(x: 10, y: 140, width: 105, height: 30))
        highlighted.text = "Highlighted"
        highlighted.highlightedTextColor = .systemBlue
        highlighted.isHighlighted = true
        let shadowed = UILabel(frame: CGRect(x: 125, y: 140, width: 105, height: 30))
        shadowed.text = "Shadow"
        shadowed.shadowColor = .gray
        shadowed.shadowOffset = CGSize(width: 1, height: 1)
        for label in [attributed, shrunk, wrapped, highlighted, shadowed] { host.window.addSubview(label) }
        let diff = ReferenceImage.compare(host.renderScreen(), named: style == .dark ? "labels-dark@2x" : "labels@2x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }
}

extension UILabelCompletionTests {
    @Test("Setting textAlignment over attributed runs that differ only in paragraph style makes them equal, and the label still draws")
    func restylingMakesRunsEqual() throws {
        let left = NSMutableParagraphStyle(), right = NSMutableParagraphStyle()
        left.alignment = .left
        right.alignment = .right
        let styled = NSMutableAttributedString(string: "one ", attributes: [.paragraphStyle: left])
        styled.append(NSAttributedString(string: "two", attributes: [.paragraphStyle: right]))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.attributedText = styled
        label.textAlignment = .center
        let text = try #require(label.attributedText)
        #expect((text.attribute(.paragraphStyle, at: 5, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
        #expect(!ink(host(label).renderScreen()).isNull)
    }

    @Test("isEnabled = false dims the text (drawn in the tertiary label color) and leaves touches alone, as the UILabel reference says")
    func disabledDims() {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        label.text = "Disabled"
        label.textColor = .black
        label.isUserInteractionEnabled = true
        let host = host(label)
        #expect(!ink(host.renderScreen()).isNull)
        label.isEnabled = false
        let image = host.renderScreen()
        var darkest = 255
        for y in 10..<50 { for x in 10..<210 { darkest = min(darkest, Int(image.pixel(x: x, y: y).r)) } }
        // Tertiary label (60 60 67 at 30 %) over white: no darker than about 180.
        #expect(darkest > 150 && darkest < 230, "\(darkest)")
        #expect(host.window.hitTest(CGPoint(x: 50, y: 30), with: nil) === label)
    }

    @Test("allowsDefaultTighteningForTruncation draws a slightly-too-long line with its letters closer instead of truncating it")
    func tighteningBeforeTruncation() {
        let text = "Tighten this line a little"
        let font = UIFont.systemFont(ofSize: 17)
        let natural = ceil(text.size(withAttributes: [.font: font]).width)
        let label = UILabel(frame: CGRect(x: 0, y: 10, width: natural - 6, height: 30))
        label.text = text
        label.font = font
        let host = host(label, width: 300)
        let truncated = host.renderScreen()
        label.allowsDefaultTighteningForTruncation = true
        let tightened = host.renderScreen()
        // The same line set by hand with the letters 6 / 25 points closer, in a label wide enough.
        let squeeze = (text.size(withAttributes: [.font: font]).width - (natural - 6)) / CGFloat(text.count - 1)
        let reference = UILabel(frame: label.frame)
        reference.attributedText = NSAttributedString(string: text, attributes: [.font: font, .kern: -squeeze])
        reference.frame.size.width = natural + 20
        label.removeFromSuperview()
        host.window.addSubview(reference)
        let handSet = host.renderScreen()
        #expect(ReferenceImage.difference(tightened, handSet, tolerance: 8) == nil, "the same glyphs at the same places, to antialiasing")
        #expect(ReferenceImage.difference(tightened, truncated, tolerance: 2) != nil)
        #expect(ink(tightened).width <= natural - 6)
    }

    @Test("Nibs set enabled=\"NO\" and allowsDefaultTighteningForTruncation on labels")
    func nibEnabledAndTightening() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" enabled="NO" text="Off" allowsDefaultTighteningForTruncation="YES" lineBreakMode="tailTruncation" id="lb-1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </objects>
        </document>
        """
        let label = try #require(try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: nil).first as? UILabel)
        #expect(!label.isEnabled)
        #expect(label.allowsDefaultTighteningForTruncation)
    }
}

