import Testing
import UIKit
import UIKitTesting

/// Emoji draw in colour, from the colour emoji font the project's font configuration names
/// (Noto Color Emoji, Debian's `fonts-noto-color-emoji`), as iOS draws them from Apple Color
/// Emoji, instead of as boxes.
@Suite("Emoji text", .freshContext) @MainActor
struct EmojiTextTests {
    /// How many pixels of `image` are strongly coloured (not grey).
    private func colouredPixels(_ image: CGImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                let hi = max(p.r, p.g, p.b), lo = min(p.r, p.g, p.b)
                if p.a > 200, Int(hi) - Int(lo) > 80 { count += 1 }
            }
        }
        return count
    }

    @Test("A label's emoji draws in colour with black text around it, and takes the width of one glyph, not of a missing-glyph box")
    func labelDrawsColourEmoji() throws {
        let host = UITestHost(size: CGSize(width: 120, height: 40), scale: 2)
        host.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 4, y: 4, width: 112, height: 32))
        label.text = "Hi 😀👍"
        label.font = .systemFont(ofSize: 20)
        label.textColor = .black
        host.window.addSubview(label)
        let image = host.renderScreen()
        #expect(colouredPixels(image) > 200)
        // The emoji are as wide as iOS's (about 1.25 em each), not DejaVu's narrow boxes.
        let emojiOnly = ("😀" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        #expect(emojiOnly.width > 20 && emojiOnly.width < 30)
        #expect(emojiOnly.height > 20)
    }

    @Test("Apple Color Emoji, named as iOS code names it, resolves to the colour emoji font")
    func appleColorEmojiByName() throws {
        let font = try #require(UIFont(name: "AppleColorEmoji", size: 16))
        #expect(font.familyName == "Noto Color Emoji")
        #expect(UIFont(name: "Apple Color Emoji", size: 16)?.familyName == "Noto Color Emoji")
    }
}
