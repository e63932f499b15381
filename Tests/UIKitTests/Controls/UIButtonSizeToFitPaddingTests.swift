import Testing
import UIKit
import UIKitTesting

/// iOS keeps a title's fitted padding after `sizeToFit()`: the 6 points above and below the
/// title that the fitted height includes stay at the aligned edge when the button is then
/// made bigger and its title aligned to the top or bottom (flowkey's iOS-verified suite
/// records it); a button never sized to fit puts the title at the edge.
@Suite("UIButton after sizeToFit", .freshContext)
@MainActor
struct UIButtonSizeToFitPaddingTests {
    private func button(sizedToFit: Bool, vertical: UIControl.ContentVerticalAlignment) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle("Short", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 12)
        if sizedToFit { button.sizeToFit() }
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = vertical
        button.layoutIfNeeded()
        return button
    }

    @Test("A fitted button's height is the title's plus 6 points above and below")
    func fittedHeight() throws {
        let button = UIButton(type: .custom)
        button.setTitle("Short", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 12)
        button.sizeToFit()
        let label = try #require(button.titleLabel)
        #expect(abs(button.frame.height - (label.intrinsicContentSize.height + 12)) < 1e-9)
    }

    @Test("Top-aligned: the title sits 6 points down after sizeToFit, at the top edge otherwise")
    func top() throws {
        #expect(abs(try #require(button(sizedToFit: true, vertical: .top).titleLabel).frame.minY - 6) < 1e-9)
        #expect(abs(try #require(button(sizedToFit: false, vertical: .top).titleLabel).frame.minY) < 1e-9)
    }

    @Test("Bottom-aligned: the title ends 6 points above the bottom after sizeToFit, at the bottom edge otherwise")
    func bottom() throws {
        #expect(abs(try #require(button(sizedToFit: true, vertical: .bottom).titleLabel).frame.maxY - 94) < 1e-9)
        #expect(abs(try #require(button(sizedToFit: false, vertical: .bottom).titleLabel).frame.maxY - 100) < 1e-9)
    }

    @Test("Centred titles are unaffected by sizeToFit")
    func centered() throws {
        let fitted = try #require(button(sizedToFit: true, vertical: .center).titleLabel).frame
        let plain = try #require(button(sizedToFit: false, vertical: .center).titleLabel).frame
        #expect(fitted == plain)
    }
}
