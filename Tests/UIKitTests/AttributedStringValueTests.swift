import UIKitTesting
import Testing
import UIKit

/// Foundation on Linux compares neighbouring runs' attribute values through Core Foundation;
/// UIKit's paragraph styles, colors and fonts must survive it, as they do on iOS.
@Suite("Attributed string values", .freshContext) @MainActor
struct AttributedStringValueTests {
    @Test("Runs with distinct paragraph styles, equal or not, can be appended, copied and restyled")
    func paragraphStylesAsRunValues() {
        for alignments in [[NSTextAlignment.left, .right], [.natural, .natural], [.center, .center]] {
            let text = NSMutableAttributedString(string: "")
            for (i, alignment) in alignments.enumerated() {
                let style = NSMutableParagraphStyle()
                style.alignment = alignment
                text.append(NSAttributedString(string: "run \(i) ", attributes: [.paragraphStyle: style]))
            }
            let copy = NSAttributedString(attributedString: text)
            #expect(copy.string == "run 0 run 1 ")
            let center = NSMutableParagraphStyle()
            center.alignment = .center
            text.addAttribute(.paragraphStyle, value: center, range: NSRange(location: 0, length: text.length))
            var effective = NSRange()
            _ = text.attribute(.paragraphStyle, at: 0, effectiveRange: &effective)
            // Equal styles merge into one run, as on iOS.
            #expect(effective.length == text.length)
        }
    }

    @Test("Runs with distinct colors and fonts, equal or not, merge when equal and stay apart when not")
    func colorsAndFontsAsRunValues() {
        let text = NSMutableAttributedString(string: "abcd")
        text.addAttribute(.foregroundColor, value: UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1), range: NSRange(location: 0, length: 2))
        text.addAttribute(.foregroundColor, value: UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1), range: NSRange(location: 2, length: 1))
        text.addAttribute(.foregroundColor, value: UIColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 1), range: NSRange(location: 3, length: 1))
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 11), range: NSRange(location: 0, length: 4))
        var effective = NSRange()
        _ = text.attributes(at: 0, effectiveRange: &effective)
        #expect(effective == NSRange(location: 0, length: 3))
    }
}
