import Testing
import UIKit
import UIKitTesting

/// A view that draws "T" in red in its `draw(_:)`, as an iOS app would.
private final class TextView: UIView {
    override func draw(_ rect: CGRect) {
        "T".draw(at: CGPoint(x: 4, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.red])
    }
}

@Suite("Text in a view's draw(_:)", .serialized, .freshContext) @MainActor
struct TextViewDrawingTests {
    @Test("Text drawn in draw(_:) reaches the screen upright, in its color, at the screen's scale")
    func textOnScreen() {
        let host = UITestHost(size: CGSize(width: 60, height: 60), scale: 2)
        host.window.backgroundColor = .white
        let view = TextView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.backgroundColor = .white
        host.window.addSubview(view)
        let image = host.renderScreen()
        var rows: [Int: Int] = [:]
        var minX = Int.max, minY = Int.max, maxY = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                guard p.r > 200, p.g < 60, p.b < 60 else { continue }
                rows[y, default: 0] += 1
                minX = min(minX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        #expect(!rows.isEmpty)
        let widest = rows.max { $0.value < $1.value }!.key
        #expect(widest < (minY + maxY) / 2)
        let font = UIFont.systemFont(ofSize: 30)
        // The T's top: view y 10 + point y 2 + ascender - cap height, in pixels at 2×.
        #expect(abs(Double(minY) - 2 * Double(12 + font.ascender - font.capHeight)) <= 2)
        #expect(minX >= 2 * 14 - 1 && minX < 2 * 14 + 8)
    }
}
