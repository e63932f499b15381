import UIKitTesting
import Testing
import UIKit

@Suite("Attributed string drawing", .freshContext)
struct TextAttributedStringTests {
    private let pangram = "The quick brown fox jumps over the lazy dog"

    @Test("An attributed string with uniform attributes measures like the plain string with them")
    func uniform() {
        let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.blue]
        let attributed = NSAttributedString(string: pangram, attributes: attrs)
        #expect(attributed.size() == pangram.size(withAttributes: attrs))
        let size = CGSize(width: 120, height: 0)
        #expect(attributed.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil)
                == pangram.boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: attrs, context: nil))
    }

    @Test("Ranges keep their own fonts: a larger font on part of the text makes the line taller and wider")
    func mixedFonts() {
        let text = NSMutableAttributedString(string: "small BIG", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        let plain = text.size()
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 30), range: NSRange(location: 6, length: 3))
        let mixed = text.size()
        #expect(mixed.height > plain.height)
        #expect(mixed.width > plain.width)
        #expect(abs(mixed.height - UIFont.systemFont(ofSize: 30).lineHeight) < 0.01)
    }

    @Test("Ranges after characters outside the BMP (UTF-16 surrogate pairs) still start where NSRange says")
    func utf16Ranges() {
        let text = NSMutableAttributedString(string: "😀ab", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        let before = text.size()
        text.addAttribute(.kern, value: 10, range: NSRange(location: 2, length: 1))
        #expect(text.size().width > before.width + 5)
    }

    @Test("The paragraph style of the first character applies: centered text moves right")
    @MainActor
    func paragraphStyle() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let text = NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: style])
        let c = CGContext(data: nil, width: 300, height: 40, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                          bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        c.translateBy(x: 0, y: 40)
        c.scaleBy(x: 1, y: -1)
        UIGraphicsPushContext(c)
        text.draw(in: CGRect(x: 0, y: 0, width: 300, height: 40))
        UIGraphicsPopContext()
        c.flush()
        var xs: [Int] = []
        for y in 0..<40 { for x in 0..<300 where c.buffer!.pixel(x: x, y: y).a > 128 { xs.append(x) } }
        let mid = Double(xs.min()! + xs.max()!) / 2
        #expect(abs(mid - 150) <= 3)
    }

    @Test("Each range draws in its own color")
    @MainActor
    func rangeColors() {
        let text = NSMutableAttributedString(string: "HH", attributes: [.font: UIFont.systemFont(ofSize: 40), .foregroundColor: UIColor.red])
        text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 1, length: 1))
        let c = CGContext(data: nil, width: 100, height: 60, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                          bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        c.translateBy(x: 0, y: 60)
        c.scaleBy(x: 1, y: -1)
        UIGraphicsPushContext(c)
        text.draw(at: CGPoint(x: 5, y: 5))
        UIGraphicsPopContext()
        c.flush()
        var redXs: [Int] = [], blueXs: [Int] = []
        for y in 0..<60 {
            for x in 0..<100 {
                let p = c.buffer!.pixel(x: x, y: y)
                if p.a == 255 && p.r > 240 && p.b < 20 { redXs.append(x) }
                if p.a == 255 && p.b > 240 && p.r < 20 { blueXs.append(x) }
            }
        }
        #expect(!redXs.isEmpty && !blueXs.isEmpty)
        #expect(redXs.max()! < blueXs.min()!)
    }

    @Test("Empty attributed strings measure zero and draw nothing")
    @MainActor
    func empty() {
        let text = NSAttributedString(string: "")
        #expect(text.size() == .zero)
        #expect(text.boundingRect(with: CGSize(width: 10, height: 10), options: .usesLineFragmentOrigin, context: nil) == .zero)
        text.draw(at: .zero)
        text.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        text.draw(with: .zero, options: [], context: nil)
    }
}
