import Testing
import UIKit
import UIKitTesting

@Suite("UIImageView and UILabel", .serialized, .freshContext) @MainActor
struct StandardViewTests {
    private func image(scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat(); format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
    }

    @Test("UIImageView(image:) is sized to the image in points, ignores touches, and shows it as layer contents")
    func imageView() {
        let img = image(scale: 2)
        let v = UIImageView(image: img)
        #expect(v.frame.size == CGSize(width: 20, height: 10))
        #expect(!v.isUserInteractionEnabled)
        let contents = v.layer.contents as? CGImage
        let same = contents != nil && contents === img.cgImage
        #expect(same)
        #expect(v.layer.contentsScale == 2)
    }

    @Test("A resizable image's cap insets become the layer's stretchable contentsCenter")
    func resizable() {
        let v = UIImageView(image: image(scale: 1).resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 5, bottom: 2, right: 5)))
        #expect(v.layer.contentsCenter == CGRect(x: 0.25, y: 0.2, width: 0.5, height: 0.6))
        v.image = image(scale: 1)
        #expect(v.layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("An image view shows its image through the compositor with its content mode")
    func rendered() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        host.window.backgroundColor = .white
        let v = UIImageView(image: image(scale: 1))
        v.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        v.contentMode = .center
        host.window.addSubview(v)
        let frame = host.renderScreen()
        #expect(frame.buffer.pixel(x: 20, y: 20).r == 255 && frame.buffer.pixel(x: 20, y: 20).g == 0)
        #expect(frame.buffer.pixel(x: 20, y: 5).g == 255)    // above the centred 20 × 10 image: white
    }

    @Test("UILabel draws its text centred vertically, in its text color")
    func label() {
        let host = UITestHost(size: CGSize(width: 120, height: 40), scale: 1)
        host.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "HHHH"
        label.textColor = .blue
        label.font = UIFont.boldSystemFont(ofSize: 20)
        host.window.addSubview(label)
        let frame = host.renderScreen()
        var rows: [Int] = []
        for y in 0..<40 {
            if (0..<120).contains(where: { x in let p = frame.buffer.pixel(x: x, y: y); return p.b > 200 && p.r < 80 }) { rows.append(y) }
        }
        #expect(!rows.isEmpty)
        let middle = (rows.first! + rows.last!) / 2
        #expect(abs(middle - 20) <= 3)
        #expect(!label.isUserInteractionEnabled && label.numberOfLines == 1)
    }
}
