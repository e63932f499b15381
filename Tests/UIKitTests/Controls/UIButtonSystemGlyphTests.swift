import CoreGraphics
import Testing
import UIKit
import UIKitTesting

/// UIButton's info and contact-add types show a 22-point circled glyph in the tint when given
/// no image (Apple: "a contact add button", "an information button"), as UIKit's do.
@Suite("UIButton system glyphs", .freshContext) @MainActor
struct UIButtonSystemGlyphTests {
    @Test("Detail disclosure, info and contact add have a 22-point template image; other types have none until given one")
    func images() {
        for type in [UIButton.ButtonType.detailDisclosure, .infoLight, .infoDark, .contactAdd] {
            let button = UIButton(type: type)
            #expect(button.image(for: .normal)?.size == CGSize(width: 22, height: 22))
            #expect(button.currentImage?.renderingMode == .alwaysTemplate)
            #expect(button.intrinsicContentSize == CGSize(width: 22, height: 22))
        }
        #expect(UIButton(type: .system).image(for: .normal) == nil)
        #expect(UIButton(type: .custom).image(for: .normal) == nil)
        let given = UIButton(type: .contactAdd)
        let star = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        given.setImage(star, for: .normal)
        #expect(given.currentImage === star)
    }

    @Test("The glyph is drawn in the tint: the plus's centre and the circle's edge, nothing between")
    func drawnInTint() {
        let host = UITestHost(size: CGSize(width: 22, height: 22), scale: 1)
        host.window.backgroundColor = .white
        let button = UIButton(type: .contactAdd)
        button.tintColor = .red
        button.frame = CGRect(x: 0, y: 0, width: 22, height: 22)
        host.window.addSubview(button)
        host.runLoopTurn()
        let image = host.renderScreen()
        let centre = image.pixel(x: 11, y: 11), edge = image.pixel(x: 11, y: 0), between = image.pixel(x: 4, y: 11)
        #expect(centre.r > 200 && centre.g < 80, "\(centre)")
        #expect(edge.r > 200 && edge.g < 140, "\(edge)")
        #expect(between.r > 240 && between.g > 240, "\(between)")
    }
}
