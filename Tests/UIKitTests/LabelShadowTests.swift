import Testing
import UIKitTesting
@testable import UIKit

/// UILabel's `shadowColor`/`shadowOffset` ("The shadow color of the text… default offset
/// (0, -1)") and UIButton's `setTitleShadowColor(_:for:)`, which puts the state's shadow
/// color on the title label.
@Suite("Text shadows", .serialized, .freshContext) @MainActor
struct LabelShadowTests {
    private func redPixels(_ image: CGImage, _ predicate: (Int, Int) -> Bool = { _, _ in true }) -> Int {
        var n = 0
        for y in 0..<image.height { for x in 0..<image.width where predicate(x, y) {
            let p = image.pixel(x: x, y: y)
            if p.r > 200 && p.g < 80 && p.b < 80 { n += 1 }
        } }
        return n
    }

    @Test("A label draws its text's shadow in shadowColor at shadowOffset (sharp, under the text); none without a color")
    func labelShadow() {
        let host = UITestHost(size: CGSize(width: 120, height: 40), scale: 1)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.backgroundColor = .white
        label.text = "IIII"
        label.font = .systemFont(ofSize: 24)
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        host.window.addSubview(label)
        #expect(redPixels(host.render(label)) == 0)
        label.shadowColor = .red
        label.shadowOffset = CGSize(width: 4, height: 3)
        host.runLoopTurn()
        let image = host.render(label)
        let red = redPixels(image)
        #expect(red > 20)
        // Each red pixel lies down and to the right of the black text: the text itself covers
        // the shadow where they overlap, so the pixel 4 left and 3 up is text (dark) or red.
        var unexplained = 0
        for y in 3..<image.height { for x in 4..<image.width {
            let p = image.pixel(x: x, y: y)
            guard p.r > 200 && p.g < 80 && p.b < 80 else { continue }
            let q = image.pixel(x: x - 4, y: y - 3)
            if q.r > 100 && q.g > 100 { unexplained += 1 }   // white there: not from the offset
        } }
        #expect(unexplained == 0)
    }

    @Test("A button's title takes the state's title shadow color; reversesTitleShadowWhenHighlighted flips the offset while highlighted")
    func buttonTitleShadow() throws {
        let button = UIButton(type: .custom)
        button.setTitle("Shadow", for: .normal)
        button.setTitleShadowColor(.red, for: .normal)
        button.setTitleShadowColor(.blue, for: .highlighted)
        let label = try #require(button.titleLabel)
        #expect(label.shadowColor == .red && button.currentTitleShadowColor == .red)
        label.shadowOffset = CGSize(width: 1, height: 2)
        button.reversesTitleShadowWhenHighlighted = true
        button.isHighlighted = true
        #expect(label.shadowColor == .blue && label.shadowOffset == CGSize(width: -1, height: -2))
        button.isHighlighted = false
        #expect(label.shadowColor == .red && label.shadowOffset == CGSize(width: 1, height: 2))
    }

    @Test("Rendered: a label and a button with text shadows at scale 2")
    func rendering() {
        let host = UITestHost(size: CGSize(width: 200, height: 90), scale: 2)
        host.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 5, width: 180, height: 36))
        label.text = "Shadowed label"
        label.font = .systemFont(ofSize: 22)
        label.textColor = .darkGray
        label.shadowColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        label.shadowOffset = CGSize(width: 1.5, height: 1.5)
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 10, y: 46, width: 180, height: 38)
        button.backgroundColor = UIColor(red: 0.2, green: 0.3, blue: 0.6, alpha: 1)
        button.setTitle("Embossed", for: .normal)
        button.setTitleShadowColor(.black, for: .normal)
        button.titleLabel?.shadowOffset = CGSize(width: 0, height: -1)
        host.window.addSubview(label)
        host.window.addSubview(button)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "text-shadows@2x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }
}
