import Testing
import UIKit
import UIKitTesting

/// UIView.autoresizingMask: "When a view's bounds change, that view automatically resizes its
/// subviews according to each subview's autoresizing mask… When more than one option along
/// the same axis is set, the default behavior is to distribute the size difference
/// proportionally among the flexible portions." Raw values are UIKit's.
@Suite("Autoresizing", .serialized, .freshContext) @MainActor
struct AutoresizingTests {
    @Test("Raw values are UIKit's: LM 1, W 2, RM 4, TM 8, H 16, BM 32; none by default")
    func rawValues() {
        #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
        #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
        #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
        #expect(UIView().autoresizingMask == [])
        #expect(UIView().autoresizesSubviews)
    }

    /// Superview 320 → 375 wide (+55); subview x 20, width 100, right margin 200.
    static let horizontalCases: [(UIView.AutoresizingMask, CGFloat, CGFloat)] = [
        ([], 20, 100),
        ([.flexibleRightMargin], 20, 100),
        ([.flexibleWidth], 20, 155),
        ([.flexibleWidth, .flexibleRightMargin], 20, 100 + 55 * 100 / 300),        // 118.333…
        ([.flexibleLeftMargin], 75, 100),
        ([.flexibleLeftMargin, .flexibleRightMargin], 20 + 55 * 20 / 220, 100),    // 25
        ([.flexibleLeftMargin, .flexibleWidth], 20 + 55 * 20 / 120, 100 + 55 * 100 / 120),   // 29.1667, 145.833
        ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], 20 + 55 * 20 / 320, 100 + 55 * 100 / 320), // 23.4375, 117.1875
    ]

    @Test("Horizontal masks share the width change among the flexible parts in proportion to their widths",
          arguments: 0..<8)
    func horizontal(_ i: Int) {
        let (mask, x, width) = Self.horizontalCases[i]
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        view.autoresizingMask = mask
        superview.addSubview(view)
        superview.frame.size.width = 375
        #expect(abs(view.frame.minX - x) < 1e-9, "mask \(mask): x \(view.frame.minX), expected \(x)")
        #expect(abs(view.frame.width - width) < 1e-9, "mask \(mask): width \(view.frame.width), expected \(width)")
        #expect(view.frame.minY == 10 && view.frame.height == 50, "the other axis is untouched")
    }

    @Test("Vertical masks follow the same rule: top margin, height, bottom margin")
    func vertical() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 320))
        let view = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 100))
        view.autoresizingMask = [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        superview.addSubview(view)
        superview.bounds.size.height = 375      // through bounds as well as frame
        #expect(view.frame.minY == 23.4375 && view.frame.height == 117.1875)
    }

    @Test("Figure 3-4: a flexible-width, flexible-height view keeps its margins when the superview grows")
    func flexibleSizeKeepsMargins() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: superview.bounds.insetBy(dx: 10, dy: 20))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(view)
        superview.frame = CGRect(x: 0, y: 0, width: 480, height: 320)     // rotated to landscape
        #expect(view.frame == CGRect(x: 10, y: 20, width: 460, height: 280))
    }

    @Test("Flexible parts with no length share the change equally (a view filling its superview, centred by both margins)")
    func zeroFlexibleSpace() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        superview.addSubview(view)
        superview.frame.size.width = 140
        #expect(view.frame.minX == 20 && view.frame.width == 100)
    }

    @Test("Resizing is immediate (inside the setter) and follows through nested views")
    func nestedAndImmediate() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)); b.autoresizingMask = [.flexibleWidth]
        let c = UIView(frame: CGRect(x: 10, y: 0, width: 80, height: 10)); c.autoresizingMask = [.flexibleWidth]
        a.addSubview(b); b.addSubview(c)
        a.frame.size.width = 200
        #expect(b.frame.width == 200)
        #expect(c.frame == CGRect(x: 10, y: 0, width: 180, height: 10))
    }

    @Test("autoresizesSubviews = false leaves subviews alone; a position-only change resizes nothing")
    func switchedOffAndMoves() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)); view.autoresizingMask = [.flexibleWidth]
        superview.addSubview(view)
        superview.frame.origin = CGPoint(x: 30, y: 30)
        #expect(view.frame.width == 50)
        superview.autoresizesSubviews = false
        superview.frame.size.width = 300
        #expect(view.frame.width == 50)
    }

    @Test("Shrinking never gives a negative size")
    func neverNegative() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 10)); view.autoresizingMask = [.flexibleWidth]
        superview.addSubview(view)
        superview.frame.size.width = 20
        #expect(view.frame.width == 0)
    }
}
