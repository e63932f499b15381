import Foundation
import Testing
import UIKit
import UIKitTesting

/// A label keeps what its text measured in each size it was asked (layout asks several times
/// a frame), so every measurement must follow each input that changes it, as UIKit's do:
/// after any change a label measures as a new label set up the same way does.
@Suite("Label measurements follow their inputs", .serialized, .freshContext) @MainActor
struct LabelTextSizeTests {
    static let words = "A label keeps what its text measured, and measures again when it changes"

    /// A multi-line label, measured at two widths and for its intrinsic size (so its
    /// measurements are kept).
    func measuredLabel() -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = Self.words
        _ = label.sizeThatFits(CGSize(width: 120, height: 0))
        _ = label.sizeThatFits(CGSize(width: 200, height: 0))
        _ = label.intrinsicContentSize
        return label
    }

    /// Whether `label` measures as `fresh` does, at the sizes asked before and at others.
    func measuresAlike(_ label: UILabel, _ fresh: UILabel) -> Bool {
        let sizes = [CGSize(width: 120, height: 0), CGSize(width: 200, height: 0), CGSize(width: 200, height: 30), .zero]
        return sizes.allSatisfy { label.sizeThatFits($0) == fresh.sizeThatFits($0) }
            && label.intrinsicContentSize == fresh.intrinsicContentSize
            && label.textRect(forBounds: CGRect(x: 0, y: 0, width: 150, height: 400), limitedToNumberOfLines: 2)
                == fresh.textRect(forBounds: CGRect(x: 0, y: 0, width: 150, height: 400), limitedToNumberOfLines: 2)
    }

    @Test("The same question twice gets the same answer; another width gets its own")
    func widths() {
        _ = UITestHost(size: CGSize(width: 320, height: 100), scale: 2)
        let label = measuredLabel()
        let narrow = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(label.sizeThatFits(CGSize(width: 120, height: 0)) == narrow)
        #expect(label.sizeThatFits(CGSize(width: 200, height: 0)).height < narrow.height, "wider wraps into fewer lines")
        let fresh = UILabel()
        fresh.numberOfLines = 0
        fresh.text = Self.words
        #expect(measuresAlike(label, fresh))
    }

    @Test("A label's size follows a changed text, attributed text, font, number of lines, line break mode and preferred width")
    func inputs() {
        _ = UITestHost(size: CGSize(width: 320, height: 100), scale: 2)
        let changes: [(String, (UILabel) -> Void)] = [
            ("text", { $0.text = "Shorter" }),
            ("attributed text", { $0.attributedText = NSAttributedString(string: Self.words, attributes: [.font: UIFont.systemFont(ofSize: 30)]) }),
            ("font", { $0.font = .systemFont(ofSize: 25) }),
            ("number of lines", { $0.numberOfLines = 1 }),
            ("line break mode", { $0.numberOfLines = 1; _ = $0.sizeThatFits(CGSize(width: 120, height: 0)); $0.lineBreakMode = .byCharWrapping }),
            ("preferred width", { $0.preferredMaxLayoutWidth = 90 }),
            ("font over attributed text", { $0.attributedText = NSAttributedString(string: Self.words); _ = $0.intrinsicContentSize; $0.font = .boldSystemFont(ofSize: 22) }),
        ]
        for (name, change) in changes {
            let label = measuredLabel()
            let before = [label.intrinsicContentSize, label.sizeThatFits(CGSize(width: 120, height: 0))]
            change(label)
            let fresh = UILabel()
            fresh.numberOfLines = 0
            fresh.text = Self.words
            change(fresh)
            #expect(measuresAlike(label, fresh), "after a change of \(name)")
            let after = [label.intrinsicContentSize, label.sizeThatFits(CGSize(width: 120, height: 0))]
            if name != "line break mode" { #expect(after != before, "\(name) changes the size") }
        }
    }

    @Test("Sizes round up to the pixels of the screen the label is on: moved to another screen, it measures again")
    func screens() throws {
        let host = UITestHost(size: CGSize(width: 320, height: 200), scale: 2)
        let external = host.attachScreen(size: CGSize(width: 320, height: 200), scale: 3)
        let label = UILabel()
        label.text = "Pixels"
        host.window.addSubview(label)
        let atTwo = label.intrinsicContentSize
        #expect(atTwo.width * 2 == (atTwo.width * 2).rounded())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.screen = external
        window.isHidden = false
        window.addSubview(label)
        let atThree = label.intrinsicContentSize
        #expect(atThree.width * 3 == (atThree.width * 3).rounded(), "whole pixels of the 3× screen")
        let measured = "Pixels".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(atThree.width == (measured.width * 3).rounded(.up) / 3 && atTwo.width == (measured.width * 2).rounded(.up) / 2)
        window.isHidden = true
    }
}
