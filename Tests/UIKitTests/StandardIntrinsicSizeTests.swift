import Foundation
@testable import QuartzCore
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

/// Standard views report intrinsic sizes: UILabel its text's size, UIImageView its image's.
@Suite("Intrinsic sizes of standard views", .serialized, .freshContext) @MainActor
struct StandardIntrinsicSizeTests {
    @Test("UILabel: the text's size rounded up to device pixels; empty text is zero; changing the text invalidates it")
    func label() {
        let (host, root) = (UITestHost(size: CGSize(width: 320, height: 100), scale: 2), UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100)))
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        let size = label.intrinsicContentSize
        let font = UIFont.systemFont(ofSize: 17)
        let measured = "Hello".size(withAttributes: [.font: font])
        // Widths round up to device pixels, not whole points, as UIKit's do (scale 2 here).
        #expect(size.width == (measured.width * 2).rounded(.up) / 2)
        #expect(size.height == (font.lineHeight * 2).rounded(.up) / 2)
        #expect(label.sizeThatFits(.zero) == size)
        label.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(root)
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor)])
        host.runLoopTurn()
        #expect(label.frame.size == size)
        label.text = "Hello, world"
        host.runLoopTurn()
        #expect(label.frame.width > size.width)
    }

    @Test("A multi-line label wraps at preferredMaxLayoutWidth")
    func multiline() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "The quick brown fox jumps over the lazy dog, again and again and again."
        label.preferredMaxLayoutWidth = 100
        let size = label.intrinsicContentSize
        #expect(size.width <= 100)
        #expect(size.height > UIFont.systemFont(ofSize: 17).lineHeight * 2)
    }

    @Test("UIImageView: the image's size in points; none without an image")
    func imageView() {
        let view = UIImageView()
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
        view.image = image
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 20))
    }
}
