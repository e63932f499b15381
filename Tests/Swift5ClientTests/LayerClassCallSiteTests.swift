// Custom views built on Core Animation's layer classes and RGBA bitmap contexts, as iOS apps
// write them (Swift 5 mode): they must compile against these modules unchanged and draw.
import Testing
import UIKit
import UIKitTesting

final class ProgressRing: UIView {
    override class var layerClass: AnyClass { return CAShapeLayer.self }
    private var ring: CAShapeLayer { return layer as! CAShapeLayer }
    private let track = CAShapeLayer()
    private let gradient = CAGradientLayer()

    var progress: CGFloat = 0 {
        didSet { ring.strokeEnd = progress }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.blue.cgColor
        ring.lineWidth = 6
        ring.lineCap = .round
        ring.strokeEnd = 0
        track.fillColor = nil
        track.strokeColor = UIColor(white: 0.9, alpha: 1).cgColor
        track.lineWidth = 6
        // (A layer's own drawing lies under its sublayers, as on iOS: the track is not added
        // to the ring's layer; it is configured only to check the call forms compile.)
        gradient.colors = [UIColor.red.cgColor, UIColor.orange.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.type = .axial
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath(ovalIn: bounds.insetBy(dx: 3, dy: 3)).cgPath
        ring.path = path
        track.path = path
    }

    func animate(to value: CGFloat) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = progress
        animation.toValue = value
        animation.duration = 0.5
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        ring.add(animation, forKey: "progress")
        progress = value
    }
}

/// The pixel data of an image, the way image-processing code reads it on iOS.
func rgbaPixels(of image: CGImage) -> [UInt8] {
    let width = image.width, height = image.height
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let colorSpace = CGColorSpaceCreateDeviceRGB()
    let context = CGContext(data: &pixels, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                            space: colorSpace, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
    return pixels
}

@Suite("Layer-class call sites in Swift 5 mode", .freshContext)
struct LayerClassCallSiteTests {
    @Test("A progress ring on CAShapeLayer animates strokeEnd; an RGBA context reads the rendered pixels")
    @MainActor func ringAndPixels() {
        let host = UITestHost(size: CGSize(width: 60, height: 60), scale: 1)
        host.window.backgroundColor = .white
        let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        host.window.addSubview(ring)
        host.runLoopTurn()
        ring.animate(to: 1)
        host.runLoopTurn()
        host.advanceTime(by: 0.6)
        let pixels = rgbaPixels(of: host.renderScreen())
        // The ring's right edge (3 o'clock, where it starts) is blue: R, G, B, A in memory.
        let i = (30 * 60 + 57) * 4
        #expect(pixels[i] < 40 && pixels[i + 1] < 40 && pixels[i + 2] > 200 && pixels[i + 3] == 255, "\(pixels[i..<(i + 4)])")
    }
}
