import UIKitTesting
import Foundation
import Testing
import UIKit

/// Stored 2×2 pixels: A B on top, C D below.
private let a = RGBA.red, b = RGBA.green, c = RGBA.blue, d = RGBA.yellow
private let quad = ImageProbe.cgImage([[a, b], [c, d]])

@Suite("UIImage drawing", .freshContext) @MainActor
struct UIImageDrawingTests {
    /// The four pixels of `image` drawn at 1:1 into a 2×2 renderer, rows top first.
    private func shown(_ image: UIImage) -> [[RGBA]] {
        let out = ImageProbe.render(CGSize(width: 2, height: 2)) { _ in image.draw(at: .zero) }
        return [[ImageProbe.pixel(out, 0, 0), ImageProbe.pixel(out, 1, 0)],
                [ImageProbe.pixel(out, 0, 1), ImageProbe.pixel(out, 1, 1)]]
    }

    @Test("draw(at:) draws upright in UIKit's top-left space: the first stored row at the top")
    func drawAtIsUpright() {
        #expect(shown(UIImage(cgImage: quad)) == [[a, b], [c, d]])
    }

    @Test("Each orientation shows the stored pixels turned or mirrored as UIKit defines it",
          arguments: [
              (UIImage.Orientation.up, [[a, b], [c, d]]),
              (.down, [[d, c], [b, a]]),            // half a turn
              (.left, [[b, d], [a, c]]),            // a quarter turn counterclockwise
              (.right, [[c, a], [d, b]]),           // a quarter turn clockwise
              (.upMirrored, [[b, a], [d, c]]),      // mirrored left to right
              (.downMirrored, [[c, d], [a, b]]),    // mirrored top to bottom
              (.leftMirrored, [[a, c], [b, d]]),    // transposed
              (.rightMirrored, [[d, b], [c, a]]),   // transposed the other way
          ])
    func orientations(orientation: UIImage.Orientation, expected: [[RGBA]]) {
        #expect(shown(UIImage(cgImage: quad, scale: 1, orientation: orientation)) == expected)
    }

    @Test("A turned non-square image draws at its turned size: stored 2×1 shown .right is 1×2, first pixel on top")
    func turnedNonSquare() {
        let image = UIImage(cgImage: ImageProbe.cgImage([[a, b]]), scale: 1, orientation: .right)
        let out = ImageProbe.render(CGSize(width: 2, height: 2)) { _ in image.draw(at: CGPoint(x: 1, y: 0)) }
        #expect(ImageProbe.pixel(out, 1, 0) == a)
        #expect(ImageProbe.pixel(out, 1, 1) == b)
        #expect(ImageProbe.pixel(out, 0, 0) == .clear)
    }

    @Test("draw(in:) scales the image to fill the rectangle")
    func drawInScales() {
        let out = ImageProbe.render(CGSize(width: 30, height: 30)) { _ in
            UIImage(cgImage: quad).draw(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        #expect(ImageProbe.pixel(out, 12, 12) == a)
        #expect(ImageProbe.pixel(out, 27, 12) == b)
        #expect(ImageProbe.pixel(out, 12, 27) == c)
        #expect(ImageProbe.pixel(out, 27, 27) == d)
        #expect(ImageProbe.pixel(out, 5, 5) == .clear)
    }

    @Test("An image's scale sets its drawn size in points: a 4×4-pixel @2x image covers 2×2 points")
    func scaleSetsDrawnSize() {
        let retina = UIImage(cgImage: ImageProbe.solid(.blue, width: 4, height: 4), scale: 2, orientation: .up)
        let out = ImageProbe.render(CGSize(width: 4, height: 4), scale: 2) { _ in retina.draw(at: CGPoint(x: 1, y: 1)) }
        #expect(ImageProbe.pixel(out, 2, 2) == .blue)
        #expect(ImageProbe.pixel(out, 5, 5) == .blue)
        #expect(ImageProbe.pixel(out, 6, 6) == .clear)
        #expect(ImageProbe.pixel(out, 1, 1) == .clear)
    }

    @Test("draw(in:blendMode:alpha:) applies alpha and blend mode to this draw only")
    func blendModeAndAlpha() {
        let blue = UIImage(cgImage: ImageProbe.solid(.blue, width: 2, height: 2))
        let out = ImageProbe.render(CGSize(width: 6, height: 2)) { ctx in
            blue.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: .normal, alpha: 0.5)
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 2, y: 0, width: 4, height: 2))
            blue.draw(at: CGPoint(x: 2, y: 0), blendMode: .clear, alpha: 1)
            blue.draw(at: CGPoint(x: 4, y: 0))   // normal, opaque again
        }
        #expect(ImageProbe.pixel(out, 1, 1).isNear(RGBA(0, 0, 128, 128), tolerance: 1))
        #expect(ImageProbe.pixel(out, 3, 1) == .clear)
        #expect(ImageProbe.pixel(out, 5, 1) == .blue)
    }

    @Test("Drawing leaves the context's CTM and state as they were")
    func stateRestored() {
        let out = ImageProbe.render(CGSize(width: 4, height: 4)) { ctx in
            let before = ctx.cgContext.ctm
            UIImage(cgImage: quad, scale: 1, orientation: .leftMirrored).draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
            #expect(ctx.cgContext.ctm == before)
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 2, y: 2, width: 2, height: 2))
        }
        #expect(ImageProbe.pixel(out, 3, 3) == .green)
    }

    @Test("Without a current context, or for an empty image or rect, drawing does nothing")
    func nothingToDraw() {
        UIImage(cgImage: quad).draw(at: .zero)   // no context: no crash
        let out = ImageProbe.render(CGSize(width: 2, height: 2)) { _ in
            UIImage().draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
            UIImage(cgImage: quad).draw(in: CGRect(x: 0, y: 0, width: 0, height: 2))
            UIImage(cgImage: quad).draw(in: .null)
        }
        #expect(ImageProbe.pixel(out, 0, 0) == .clear)
    }

    @Test("drawAsPattern(in:) repeats the image from the origin, clipped to the rectangle")
    func drawAsPattern() {
        let out = ImageProbe.render(CGSize(width: 6, height: 6)) { _ in
            UIImage(cgImage: quad).drawAsPattern(in: CGRect(x: 1, y: 1, width: 4, height: 4))
        }
        #expect(ImageProbe.pixel(out, 0, 0) == .clear)
        #expect(ImageProbe.pixel(out, 2, 2) == a)   // tiles start at (0, 0): (2, 2) is a tile's first pixel
        #expect(ImageProbe.pixel(out, 3, 2) == b)
        #expect(ImageProbe.pixel(out, 1, 1) == d)
        #expect(ImageProbe.pixel(out, 4, 3) == c)
        #expect(ImageProbe.pixel(out, 5, 5) == .clear)
    }
}
