import UIKitTesting
import Foundation
import Testing
import CoreText
@testable import UIKit

/// NSTextAttachment: an image inline in attributed text, as an icon before a title. The text
/// reserves the image's size (or the attachment's bounds) at the attachment character, and
/// labels and attributed-string drawing draw the image there.
@Suite("Text attachments", .serialized, .freshContext) @MainActor
struct TextAttachmentTests {
    private func swatch(_ color: UIColor, _ size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    private func iconTitle(_ icon: UIImage, font: UIFont) -> NSAttributedString {
        let s = NSMutableAttributedString(attachment: NSTextAttachment(image: icon))
        s.append(NSAttributedString(string: " Title", attributes: [.font: font]))
        return s
    }

    @Test("An attachment takes its image's width in the line; its bounds, when set, its size and height above the baseline")
    func measuring() {
        let font = UIFont.systemFont(ofSize: 17)
        let icon = swatch(.red, CGSize(width: 20, height: 10))
        let title = NSAttributedString(string: " Title", attributes: [.font: font]).size()
        let size = iconTitle(icon, font: font).size()
        // Within half a character's tracking: where spacings change between runs, the text
        // engine spreads the difference across the boundary.
        let slack = abs(SystemFontTracking.tracking(atSize: 17)) / 2 + 0.01
        #expect(abs(size.width - (title.width + 20)) < slack)
        #expect(abs(size.height - title.height) < 0.01, "a short image sits on the baseline within the line")
        let tall = NSTextAttachment(image: icon)
        tall.bounds = CGRect(x: 0, y: -5, width: 30, height: 60)
        let s = NSMutableAttributedString(attachment: tall)
        s.append(NSAttributedString(string: " Title", attributes: [.font: font]))
        let tallSize = s.size()
        #expect(abs(tallSize.width - (title.width + 30)) < slack)
        #expect(tallSize.height >= 55 + abs(font.descender) - 0.01, "the line grows to hold the 55 points above the baseline")
        // Bounds no text engine can hold are limited; bounds that are not numbers give the image's size.
        let huge = NSTextAttachment(image: icon)
        huge.bounds = CGRect(x: 0, y: 0, width: 1e12, height: 1e12)
        let hugeSize = NSAttributedString(attachment: huge).size()
        #expect(hugeSize.width.isFinite && hugeSize.width <= 1_000_000)
        let broken = NSTextAttachment(image: icon)
        broken.bounds = CGRect(x: 0, y: CGFloat.nan, width: 5, height: 5)
        #expect(abs(NSAttributedString(attachment: broken).size().width - 20) < 0.01)
        #expect(NSAttributedString(attachment: tall).string == "\u{FFFC}")
        #expect(NSAttributedString(attachment: tall).attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === tall)
    }

    @Test("A label draws the icon before its text: red pixels left of the text, resting on the baseline")
    func labelDrawsIcon() {
        let host = UITestHost(size: CGSize(width: 120, height: 40), scale: 1)
        host.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 24))
        label.attributedText = iconTitle(swatch(.red, CGSize(width: 12, height: 12)), font: .systemFont(ofSize: 17))
        host.window.addSubview(label)
        host.runLoopTurn()
        let image = host.renderScreen()
        var red: [(Int, Int)] = []
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if p.r > 200 && p.g < 60 && p.b < 60 { red.append((x, y)) }
        } }
        #expect(red.count == 144, "the whole 12×12 icon, nothing else")
        let xs = red.map(\.0), ys = red.map(\.1)
        #expect(xs.min() == 10 && xs.max() == 21)
        // The label centers its one line: the baseline is at 10 + (24 - lineHeight) / 2 + ascender.
        let font = UIFont.systemFont(ofSize: 17)
        let baseline = 10 + (24 - font.lineHeight) / 2 + font.ascender
        #expect(abs(CGFloat(ys.max()! + 1) - baseline) <= 1)
        let diff = ReferenceImage.compare(image, named: "label-attachment@1x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }

    @Test("NSAttributedString.draw(at:) draws the attachment's image upright in a UIKit context")
    func stringDrawing() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 30), format: {
            let f = UIGraphicsImageRendererFormat()
            f.scale = 1
            return f
        }())
        // Top half red, bottom half blue: upright means red above blue.
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        }
        let image = renderer.image { _ in
            iconTitle(icon, font: .systemFont(ofSize: 14)).draw(at: CGPoint(x: 5, y: 5))
        }.cgImage!
        var redY: [Int] = [], blueY: [Int] = []
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if p.r > 200 && p.g < 60 && p.b < 60 { redY.append(y) }
            if p.b > 200 && p.r < 60 && p.g < 60 { blueY.append(y) }
        } }
        #expect(!redY.isEmpty && !blueY.isEmpty)
        #expect((redY.max() ?? 0) < (blueY.min() ?? 0))
    }
}
