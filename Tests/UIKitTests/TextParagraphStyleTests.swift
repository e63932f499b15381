import UIKitTesting
import Testing
import UIKit

@Suite("NSParagraphStyle and text enums", .freshContext)
struct TextParagraphStyleTests {
    @Test("NSTextAlignment and NSLineBreakMode have UIKit's raw values (iOS: center 1, right 2)")
    func rawValues() {
        #expect(NSTextAlignment.left.rawValue == 0)
        #expect(NSTextAlignment.center.rawValue == 1)
        #expect(NSTextAlignment.right.rawValue == 2)
        #expect(NSTextAlignment.justified.rawValue == 3)
        #expect(NSTextAlignment.natural.rawValue == 4)
        #expect(NSLineBreakMode.byWordWrapping.rawValue == 0)
        #expect(NSLineBreakMode.byCharWrapping.rawValue == 1)
        #expect(NSLineBreakMode.byClipping.rawValue == 2)
        #expect(NSLineBreakMode.byTruncatingHead.rawValue == 3)
        #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
        #expect(NSLineBreakMode.byTruncatingMiddle.rawValue == 5)
    }

    @Test("NSStringDrawingOptions have UIKit's bits: 1, 2, 8 and 32")
    func optionBits() {
        #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
        #expect(NSStringDrawingOptions.usesFontLeading.rawValue == 2)
        #expect(NSStringDrawingOptions.usesDeviceMetrics.rawValue == 8)
        #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
    }

    @Test("Attribute keys have Apple's names")
    func keyNames() {
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.backgroundColor.rawValue == "NSBackgroundColor")
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
        #expect(NSAttributedString.Key.kern.rawValue == "NSKern")
    }

    @Test("The default paragraph style is natural alignment, word wrapping, no spacing")
    func defaults() {
        let style = NSParagraphStyle.default
        #expect(style.alignment == .natural)
        #expect(style.lineBreakMode == .byWordWrapping)
        #expect(style.lineSpacing == 0 && style.firstLineHeadIndent == 0)
    }

    @Test("copy gives an immutable style, mutableCopy a mutable one; later changes do not reach copies")
    func copies() throws {
        let mutable = NSMutableParagraphStyle()
        mutable.alignment = .center
        mutable.lineSpacing = 4
        let frozen = try #require(mutable.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle))
        mutable.alignment = .right
        #expect(frozen.alignment == .center && frozen.lineSpacing == 4)
        let again = try #require(frozen.mutableCopy() as? NSMutableParagraphStyle)
        #expect(again == frozen)
        again.lineBreakMode = .byTruncatingTail
        #expect(again != frozen)
        let reset = NSMutableParagraphStyle()
        reset.setParagraphStyle(frozen)
        #expect(reset == frozen)
    }

    @Test("Line spacing is never negative or NaN")
    func lineSpacingClamped() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = -5
        #expect(style.lineSpacing == 0)
        style.lineSpacing = .nan
        #expect(style.lineSpacing == 0)
    }
}
