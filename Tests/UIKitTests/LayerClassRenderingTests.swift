import Testing
import UIKitTesting
@testable import UIKit

/// A view whose layer is a shape layer (`layerClass`), as iOS progress rings are built.
private final class RingView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shape: CAShapeLayer { layer as! CAShapeLayer }
}

/// A view whose layer is a gradient layer.
private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradient: CAGradientLayer { layer as! CAGradientLayer }
}

/// Core Animation's layer classes drawn by the compositor, standalone and as a view's
/// `layerClass`, at scale 1 and 2.
@Suite("Layer classes rendered", .serialized, .freshContext) @MainActor
struct LayerClassRenderingTests {
    private func scene(scale: CGFloat) -> UITestHost {
        let host = UITestHost(size: CGSize(width: 300, height: 200), scale: scale)
        host.window.backgroundColor = .white

        // A progress ring: the view's own layer, stroked to 70 % with round caps.
        let ring = RingView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        ring.shape.path = CGPath(ellipseIn: CGRect(x: 8, y: 8, width: 64, height: 64), transform: nil)
        ring.shape.fillColor = nil
        ring.shape.strokeColor = UIColor.systemBlue.cgColor
        ring.shape.lineWidth = 8
        ring.shape.lineCap = .round
        ring.shape.strokeEnd = 0.7
        host.window.addSubview(ring)

        // A star filled even-odd (hollow centre) with a dashed outline, on a zero-bounds layer:
        // the path is drawn in the layer's coordinates beyond its bounds, as on iOS.
        let star = CAShapeLayer()
        let path = CGMutablePath()
        for i in 0..<5 {
            let a = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let p = CGPoint(x: 150 + 40 * cos(a), y: 50 + 40 * sin(a))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        star.path = path
        star.fillRule = .evenOdd
        star.fillColor = UIColor.systemOrange.cgColor
        star.strokeColor = UIColor.black.cgColor
        star.lineWidth = 2
        star.lineDashPattern = [6, 3]
        star.lineJoin = .round
        host.window.layer.addSublayer(star)

        // A half-open square, stroked from 0.25 to 0.75 with square caps and miter joins.
        let square = CAShapeLayer()
        square.frame = CGRect(x: 210, y: 10, width: 80, height: 80)
        square.path = CGPath(rect: CGRect(x: 10, y: 10, width: 60, height: 60), transform: nil)
        square.fillColor = UIColor(white: 0.9, alpha: 1).cgColor
        square.strokeColor = UIColor.systemGreen.cgColor
        square.lineWidth = 6
        square.strokeStart = 0.25
        square.strokeEnd = 0.75
        square.lineCap = .square
        host.window.layer.addSublayer(square)

        // Gradients: axial (the view's layer, with locations), radial and conic.
        let axial = GradientView(frame: CGRect(x: 10, y: 110, width: 80, height: 80))
        axial.gradient.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor, UIColor.blue.cgColor]
        axial.gradient.locations = [0, 0.3, 1]
        axial.gradient.startPoint = CGPoint(x: 0, y: 0)
        axial.gradient.endPoint = CGPoint(x: 1, y: 1)
        host.window.addSubview(axial)
        let radial = CAGradientLayer()
        radial.type = .radial
        radial.frame = CGRect(x: 110, y: 110, width: 80, height: 80)
        radial.colors = [UIColor.white.cgColor, UIColor.purple.cgColor]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        host.window.layer.addSublayer(radial)
        let conic = CAGradientLayer()
        conic.type = .conic
        conic.frame = CGRect(x: 210, y: 110, width: 80, height: 80)
        conic.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor, UIColor.red.cgColor]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 1, y: 0.5)
        conic.cornerRadius = 40
        conic.masksToBounds = true
        host.window.layer.addSublayer(conic)
        return host
    }

    @Test("Shapes (trimmed ring, even-odd dashed star beyond zero bounds, trimmed square) and gradients (axial, radial, conic)", arguments: [1.0, 2.0])
    func layerClasses(_ scale: CGFloat) {
        let host = scene(scale: scale)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "layer-classes@\(Int(scale))x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }

    @Test("Text layers: defaults (Helvetica 36, white), a UIFont at fontSize, wrapping with centred alignment, truncation, an attributed string", arguments: [1.0, 2.0])
    func textLayers(_ scale: CGFloat) {
        let host = UITestHost(size: CGSize(width: 300, height: 200), scale: scale)
        host.window.backgroundColor = UIColor(white: 0.15, alpha: 1)
        let plain = CATextLayer()
        plain.frame = CGRect(x: 10, y: 5, width: 280, height: 44)
        plain.string = "Default 36"
        host.window.layer.addSublayer(plain)

        let sized = CATextLayer()
        sized.frame = CGRect(x: 10, y: 55, width: 135, height: 60)
        sized.font = UIFont.boldSystemFont(ofSize: 40)      // its size is ignored
        sized.fontSize = 14
        sized.foregroundColor = UIColor.yellow.cgColor
        sized.isWrapped = true
        sized.alignmentMode = .center
        sized.string = "A bold font at fontSize 14, wrapped and centred in its bounds"
        host.window.layer.addSublayer(sized)

        let truncated = CATextLayer()
        truncated.frame = CGRect(x: 155, y: 55, width: 135, height: 20)
        truncated.fontSize = 14
        truncated.truncationMode = .end
        truncated.string = "Truncated at the end of the line"
        truncated.backgroundColor = UIColor(white: 0.3, alpha: 1).cgColor
        host.window.layer.addSublayer(truncated)

        let attributed = NSMutableAttributedString(string: "Red ", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 22)])
        attributed.append(NSAttributedString(string: "and green", attributes: [.foregroundColor: UIColor.green, .font: UIFont.italicSystemFont(ofSize: 18)]))
        let rich = CATextLayer()
        rich.frame = CGRect(x: 10, y: 130, width: 280, height: 60)
        rich.string = attributed
        rich.contentsScale = scale
        host.window.layer.addSublayer(rich)

        let diff = ReferenceImage.compare(host.renderScreen(), named: "text-layers@\(Int(scale))x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }

    @Test("Replicators: a spinner of 12 dots fading by instanceAlphaOffset, a row tinted by instanceColor and offsets", arguments: [1.0, 2.0])
    func replicators(_ scale: CGFloat) {
        let host = UITestHost(size: CGSize(width: 200, height: 100), scale: scale)
        host.window.backgroundColor = .white
        let spinner = CAReplicatorLayer()
        spinner.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        let dot = CALayer()
        dot.frame = CGRect(x: 35, y: 2, width: 10, height: 10)
        dot.cornerRadius = 5
        dot.backgroundColor = UIColor.black.cgColor
        spinner.addSublayer(dot)
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        spinner.instanceAlphaOffset = -1.0 / 12
        host.window.layer.addSublayer(spinner)

        let row = CAReplicatorLayer()
        row.frame = CGRect(x: 100, y: 35, width: 90, height: 30)
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: 12, height: 30)
        bar.backgroundColor = UIColor.white.cgColor
        row.addSublayer(bar)
        row.instanceCount = 6
        row.instanceTransform = CATransform3DMakeTranslation(15, 0, 0)
        row.instanceColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        row.instanceRedOffset = 0.2
        row.instanceBlueOffset = -0.2
        host.window.layer.addSublayer(row)

        let diff = ReferenceImage.compare(host.renderScreen(), named: "replicators@\(Int(scale))x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }
}
