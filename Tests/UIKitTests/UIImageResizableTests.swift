import UIKitTesting
import Foundation
import Testing
import UIKit

/// A 6×6 nine-patch with 2-pixel caps: red corners, green edges, a blue centre.
private let ninePatch: CGImage = {
    var rows: [[RGBA]] = []
    for y in 0..<6 {
        rows.append((0..<6).map { x in
            let edgeX = x < 2 || x >= 4, edgeY = y < 2 || y >= 4
            return edgeX && edgeY ? .red : (edgeX || edgeY ? .green : .blue)
        })
    }
    return ImageProbe.cgImage(rows)
}()

private let caps2 = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)

@Suite("UIImage resizable images (nine slices)", .freshContext) @MainActor
struct UIImageResizableTests {
    @Test("A plain image has zero cap insets and tile mode; resizableImage returns a new image and leaves the receiver alone")
    func properties() {
        let plain = UIImage(cgImage: ninePatch, scale: 2, orientation: .up)
        #expect(plain.capInsets == .zero)
        #expect(plain.resizingMode == .tile)
        let tiled = plain.resizableImage(withCapInsets: caps2)
        #expect(tiled !== plain)
        #expect(tiled.capInsets == caps2)
        #expect(tiled.resizingMode == .tile)   // UIKit's default for resizableImage(withCapInsets:)
        #expect(tiled.size == plain.size)
        #expect(tiled.scale == 2)
        #expect(tiled.cgImage === plain.cgImage)
        let stretched = plain.resizableImage(withCapInsets: caps2, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch)
        #expect(plain.capInsets == .zero)
    }

    @Test("UIEdgeInsets: zero, equality, and inset(by:) as UIEdgeInsetsInsetRect")
    func edgeInsets() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) != UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5))
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(r == CGRect(x: 2, y: 1, width: 94, height: 46))
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).description == "{1, 2, 3, 4}")
    }

    @Test("Stretch mode: corners keep their size, edges stretch along one axis, the centre both")
    func stretchSlices() {
        let image = UIImage(cgImage: ninePatch).resizableImage(withCapInsets: caps2, resizingMode: .stretch)
        let out = ImageProbe.render(CGSize(width: 20, height: 12)) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 20, height: 12))
        }
        // Corners: 2×2 red at each corner, unscaled.
        for (x, y) in [(0, 0), (1, 1), (18, 0), (19, 1), (0, 10), (1, 11), (18, 10), (19, 11)] {
            #expect(ImageProbe.pixel(out, x, y) == .red, "corner pixel (\(x), \(y))")
        }
        // Edges: green, 2 pixels deep, all along.
        for (x, y) in [(2, 0), (10, 1), (17, 0), (0, 2), (1, 6), (0, 9), (19, 6), (10, 11), (2, 10)] {
            #expect(ImageProbe.pixel(out, x, y) == .green, "edge pixel (\(x), \(y))")
        }
        // Centre: blue right up to the edges.
        for (x, y) in [(2, 2), (10, 6), (17, 9)] {
            #expect(ImageProbe.pixel(out, x, y) == .blue, "centre pixel (\(x), \(y))")
        }
    }

    @Test("Tile mode repeats the edges and centre at their natural size instead of scaling them")
    func tileSlices() {
        // 5×5 with 1-pixel caps; the top edge is (green, cyan, green) and the centre row
        // (blue, yellow, blue) repeats; natural tiles are 3 pixels long.
        let k = RGBA.black
        let rows: [[RGBA]] = [
            [k, .green, .cyan, .green, k],
            [k, .blue, .yellow, .blue, k],
            [k, .blue, .yellow, .blue, k],
            [k, .blue, .yellow, .blue, k],
            [k, k, k, k, k],
        ]
        let base = UIImage(cgImage: ImageProbe.cgImage(rows))
        let insets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        let tiled = ImageProbe.render(CGSize(width: 11, height: 5)) { _ in
            base.resizableImage(withCapInsets: insets).draw(in: CGRect(x: 0, y: 0, width: 11, height: 5))
        }
        let topRow = (1...9).map { ImageProbe.pixel(tiled, $0, 0) }
        #expect(topRow == [.green, .cyan, .green, .green, .cyan, .green, .green, .cyan, .green])
        let middle = (1...9).map { ImageProbe.pixel(tiled, $0, 2) }
        #expect(middle == [.blue, .yellow, .blue, .blue, .yellow, .blue, .blue, .yellow, .blue])
        #expect(ImageProbe.pixel(tiled, 0, 0) == .black)
        #expect(ImageProbe.pixel(tiled, 10, 4) == .black)

        // The same drawn in stretch mode spreads the 3-pixel centre over 9 pixels.
        let stretched = ImageProbe.render(CGSize(width: 11, height: 5)) { _ in
            base.resizableImage(withCapInsets: insets, resizingMode: .stretch).draw(in: CGRect(x: 0, y: 0, width: 11, height: 5))
        }
        #expect(ImageProbe.pixel(stretched, 5, 2).isNear(.yellow, tolerance: 2))
        #expect(ImageProbe.pixel(stretched, 1, 2).isNear(.blue, tolerance: 2))
        #expect(ImageProbe.pixel(stretched, 4, 2) != .blue)   // tiling would put blue here
    }

    @Test("Cap insets are points: a @2x image's 2-point caps are 4 pixels, drawn as 2 points")
    func insetsArePoints() {
        // 12×12 pixels at scale 2: the nine-patch scaled up twice.
        let big = ImageProbe.cgImage((0..<12).map { y in (0..<12).map { x in
            let p = ninePatch.pixel(x: x / 2, y: y / 2)
            return RGBA(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
        } })
        let image = UIImage(cgImage: big, scale: 2, orientation: .up).resizableImage(withCapInsets: caps2, resizingMode: .stretch)
        let out = ImageProbe.render(CGSize(width: 10, height: 10), scale: 2) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(ImageProbe.pixel(out, 3, 3) == .red)      // corners are 4×4 pixels
        #expect(ImageProbe.pixel(out, 4, 0) == .green)
        #expect(ImageProbe.pixel(out, 16, 16) == .red)
        #expect(ImageProbe.pixel(out, 15, 19) == .green)
        #expect(ImageProbe.pixel(out, 10, 10) == .blue)
    }

    @Test("Drawn smaller than its caps, the caps shrink in proportion and the middle disappears")
    func smallerThanCaps() {
        let image = UIImage(cgImage: ninePatch).resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        let out = ImageProbe.render(CGSize(width: 4, height: 4)) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        // Each 3×3 corner (red, green and blue parts) is squeezed to 2×2: the outermost
        // pixel of each stays red, the inner ones mix in the corner's green and blue.
        for (x, y) in [(0, 0), (3, 0), (0, 3), (3, 3)] {
            #expect(ImageProbe.pixel(out, x, y) == .red, "outer corner pixel (\(x), \(y))")
        }
        #expect(ImageProbe.pixel(out, 1, 1).b > 50)
        #expect(ImageProbe.pixel(out, 1, 0).g > 100)
    }

    @Test("Zero cap insets in tile mode tile the whole image")
    func zeroInsetsTile() {
        let quad = ImageProbe.cgImage([[.red, .green], [.blue, .yellow]])
        let out = ImageProbe.render(CGSize(width: 6, height: 4)) { _ in
            UIImage(cgImage: quad).resizableImage(withCapInsets: .zero).draw(in: CGRect(x: 0, y: 0, width: 6, height: 4))
        }
        for x in 0..<6 {
            for y in 0..<4 {
                #expect(ImageProbe.pixel(out, x, y) == ImageProbe.pixel(UIImage(cgImage: quad), x % 2, y % 2))
            }
        }
    }

    @Test("Cap insets apply to the image as shown: a turned resizable image slices its turned pixels")
    func orientedResizable() {
        // Stored: the nine-patch with its top two rows magenta. Shown .down (half a turn)
        // the magenta rows are at the bottom.
        var rows = (0..<6).map { y in (0..<6).map { x in
            let p = ninePatch.pixel(x: x, y: y)
            return RGBA(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
        } }
        rows[0] = Array(repeating: .magenta, count: 6)
        rows[1] = Array(repeating: .magenta, count: 6)
        let image = UIImage(cgImage: ImageProbe.cgImage(rows), scale: 1, orientation: .down)
            .resizableImage(withCapInsets: caps2, resizingMode: .stretch)
        let out = ImageProbe.render(CGSize(width: 10, height: 10)) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(ImageProbe.pixel(out, 5, 9) == .magenta)
        #expect(ImageProbe.pixel(out, 0, 9) == .magenta)
        #expect(ImageProbe.pixel(out, 5, 0) == .green)
        #expect(ImageProbe.pixel(out, 0, 0) == .red)
        #expect(ImageProbe.pixel(out, 5, 5) == .blue)
    }
}
