import Testing
import UIKit
import UIKitTesting

/// How an opaque view's own drawing shows where it draws nothing, and how `masksToBounds`
/// treats a shadow: the rules iOS code relies on when it draws shapes in `draw(_:)`.
@Suite("Opaque drawing and clipped shadows", .freshContext) @MainActor
struct OpaqueDrawingTests {
    /// Draws a green dot in the middle and nothing in the corners.
    final class DotView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.green.setFill()
            UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).fill()
        }
    }

    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// A red window with a 40×40 dot view at (10, 10), drawn with `configure`.
    private func render(_ configure: (DotView) -> Void) -> CGImage {
        let host = UITestHost(size: CGSize(width: 60, height: 60), scale: 1)
        host.window.backgroundColor = .red
        let view = DotView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        configure(view)
        host.window.addSubview(view)
        return host.renderScreen()
    }

    @Test("An opaque view (the default) with a clear background is transparent where its draw(_:) draws nothing")
    func clearBackgroundStaysTransparent() {
        let image = render { $0.backgroundColor = .clear }
        #expect(pixel(image, 12, 12) == [255, 0, 0, 255])   // the window's red shows through
        #expect(pixel(image, 30, 30) == [0, 255, 0, 255])
    }

    @Test("An opaque view with no background color shows black where its draw(_:) draws nothing")
    func noBackgroundShowsBlack() {
        let image = render { $0.backgroundColor = nil }
        #expect(pixel(image, 12, 12) == [0, 0, 0, 255])
        #expect(pixel(image, 30, 30) == [0, 255, 0, 255])
    }

    @Test("An opaque view with a translucent background shows it over black, not over what lies behind")
    func translucentBackgroundIsOpaque() {
        let image = render { $0.backgroundColor = UIColor(white: 1, alpha: 0.5) }
        let corner = pixel(image, 12, 12)
        #expect(corner[0] == corner[1] && corner[1] == corner[2] && abs(corner[0] - 128) <= 1 && corner[3] == 255)
    }

    @Test("A view that is not opaque is transparent where it draws nothing, whatever its background")
    func notOpaqueIsTransparent() {
        let image = render { $0.isOpaque = false; $0.backgroundColor = nil }
        #expect(pixel(image, 12, 12) == [255, 0, 0, 255])
    }

    @Test("Turning a clear background opaque again and redrawing fills the corners with it")
    func clearThenWhite() {
        let host = UITestHost(size: CGSize(width: 60, height: 60), scale: 1)
        host.window.backgroundColor = .red
        let view = DotView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.backgroundColor = .clear
        host.window.addSubview(view)
        #expect(pixel(host.renderScreen(), 12, 12) == [255, 0, 0, 255])
        view.backgroundColor = .white
        view.setNeedsDisplay()
        #expect(pixel(host.renderScreen(), 12, 12) == [255, 255, 255, 255])
    }

    @Test("masksToBounds clips a layer's shadow to its (rounded) bounds: none of it shows outside, as in Core Animation")
    func masksToBoundsClipsShadow() {
        func shadowed(masks: Bool) -> CGImage {
            let host = UITestHost(size: CGSize(width: 80, height: 80), scale: 1)
            host.window.backgroundColor = .white
            let card = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
            card.layer.cornerRadius = 8
            card.layer.shadowColor = UIColor.black.cgColor
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = 4
            card.layer.shadowOffset = CGSize(width: 0, height: 6)
            // No background: inside the bounds the shadow is what shows, clipped to the corners.
            card.clipsToBounds = masks
            host.window.addSubview(card)
            return host.renderScreen()
        }
        let free = shadowed(masks: false), clipped = shadowed(masks: true)
        // Below the card: a shadow without masksToBounds, white with it.
        #expect(pixel(free, 40, 63)[0] < 200)
        #expect(pixel(clipped, 40, 63) == [255, 255, 255, 255])
        // Outside a rounded corner, but inside the square bounds: clipped away too.
        #expect(pixel(clipped, 20, 59) == [255, 255, 255, 255])
        // Inside the bounds, where the card has no content, the shadow still shows.
        #expect(pixel(clipped, 40, 57)[0] < 100)
        #expect(pixel(clipped, 40, 57) == pixel(free, 40, 57))
    }
}
