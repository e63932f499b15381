import Testing
import UIKitTesting
@testable import QuartzCore
@testable import UIKit

/// CAShapeLayer and CAGradientLayer: Apple's documented defaults, animations on the virtual
/// clock frame by frame (`strokeEnd`, `path`, gradient `colors`), presentation copies, and the
/// damage of content that reaches beyond a layer's bounds.
@Suite("Layer classes", .serialized, .freshContext) @MainActor
struct LayerClassBehaviourTests {
    private func screenshot(_ host: UITestHost) -> CGImage { CGImage(buffer: host.screen.renderTarget!.buffer.copy()) }

    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    @Test("Defaults, as the CAShapeLayer and CAGradientLayer references give them")
    func defaults() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil && shape.fillColor == CGColor.black && shape.strokeColor == nil)
        #expect(shape.lineWidth == 1 && shape.miterLimit == 10 && shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.fillRule == .nonZero)
        #expect(shape.lineDashPhase == 0 && shape.lineDashPattern == nil)
        let gradient = CAGradientLayer()
        #expect(gradient.colors == nil && gradient.locations == nil && gradient.type == .axial)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        // Non-finite input keeps a sane value.
        shape.lineWidth = .nan
        shape.strokeEnd = .infinity
        #expect(shape.lineWidth == 1 && shape.strokeEnd == 1)
    }

    @Test("strokeEnd animates from 0 to 1 frame by frame: the model is 1 at once, presentation and pixels follow the clock")
    func strokeEndAnimation() throws {
        let host = UITestHost(size: CGSize(width: 100, height: 20), scale: 1)
        host.window.backgroundColor = .white
        let line = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10)); path.addLine(to: CGPoint(x: 100, y: 10))
        line.path = path
        line.strokeColor = UIColor.black.cgColor
        line.lineWidth = 6
        host.window.layer.addSublayer(line)
        host.runLoopTurn()
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0; draw.toValue = 1; draw.duration = 1
        line.add(draw, forKey: "draw")
        host.runLoopTurn()
        for step in 1...4 {
            host.advanceTime(by: 0.2)
            let t = CGFloat(step) * 0.2
            #expect(line.strokeEnd == 1)
            #expect(abs(try #require(line.presentation()).strokeEnd - t) < 0.02)
            let shot = screenshot(host)
            let drawnTo = t * 100
            #expect(pixel(shot, Int(drawnTo) - 3, 10)[0] < 30, "t = \(t): drawn up to \(drawnTo)")
            #expect(pixel(shot, Int(drawnTo) + 3, 10)[0] > 225, "t = \(t): not yet past \(drawnTo)")
            #expect(ReferenceImage.difference(shot, host.fullRecomposite(), tolerance: 1) == nil)
        }
        host.advanceTime(by: 0.5)
        #expect(pixel(screenshot(host), 97, 10)[0] < 30)
    }

    @Test("Setting strokeEnd on a shown standalone shape layer animates implicitly over 0.25 s; a view's layer changes at once")
    func implicitAnimation() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        let ring = CAShapeLayer()
        ring.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 30, height: 30), transform: nil)
        host.window.layer.addSublayer(ring)
        host.runLoopTurn()
        ring.strokeEnd = 0.2
        #expect(ring.animation(forKey: "strokeEnd") != nil)
        host.runLoopTurn()
        host.advanceTime(by: 0.125)
        // Halfway through the default (ease-in-ease-out) timing: most of the way from 1 to 0.2.
        let halfway = ring.presentation()?.strokeEnd ?? 0
        #expect(halfway > 0.2 && halfway < 0.5, "\(halfway)")
        final class ShapeView: UIView { override class var layerClass: AnyClass { CAShapeLayer.self } }
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        host.window.addSubview(view)
        host.runLoopTurn()
        (view.layer as! CAShapeLayer).strokeEnd = 0.5
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("A path animates point by point to a path with the same elements; to any other path it switches at the end")
    func pathAnimation() throws {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        host.window.backgroundColor = .white
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        host.window.layer.addSublayer(shape)
        host.runLoopTurn()
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        grow.toValue = CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 40), transform: nil)
        grow.duration = 1
        shape.add(grow, forKey: "grow")
        host.runLoopTurn()
        host.advanceTime(by: 0.5)
        let middle = try #require(shape.presentation()?.path)
        #expect(middle.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(pixel(screenshot(host), 35, 25)[0] < 30 && pixel(screenshot(host), 45, 25)[0] > 225)
        let other = CABasicAnimation(keyPath: "path")
        other.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        other.toValue = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80), transform: nil)
        other.duration = 1
        shape.add(other, forKey: "grow")
        host.advanceTime(by: 0.5)
        #expect(shape.presentation()?.path?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test("Gradient colors animate component by component; locations too")
    func gradientColors() throws {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 1)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        gradient.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
        host.window.layer.addSublayer(gradient)
        host.runLoopTurn()
        let fade = CABasicAnimation(keyPath: "colors")
        fade.fromValue = [UIColor.red.cgColor, UIColor.red.cgColor]
        fade.toValue = [UIColor.blue.cgColor, UIColor.blue.cgColor]
        fade.duration = 1
        gradient.add(fade, forKey: "fade")
        host.runLoopTurn()
        host.advanceTime(by: 0.5)
        let p = pixel(screenshot(host), 10, 10)
        #expect(abs(p[0] - 128) <= 2 && p[1] == 0 && abs(p[2] - 128) <= 2)
        let colors = try #require(gradient.presentation()?.colors as? [CGColor])
        #expect(colors.count == 2 && abs(colors[0].rgba.r - 0.5) < 0.01)
        gradient.locations = [0, 1]
        let move = CABasicAnimation(keyPath: "locations")
        move.fromValue = [0.0, 1.0]; move.toValue = [0.5, 1.0]; move.duration = 1
        gradient.add(move, forKey: "move")
        host.advanceTime(by: 0.5)
        let locations = try #require(gradient.presentation()?.locations)
        #expect(locations.count == 2 && abs(locations[0].doubleValue - 0.25) < 0.02)
    }

    @Test("A shape beyond its zero bounds is damaged where it was and where it is: each damage-only frame equals a full recomposite")
    func damageBeyondBounds() {
        let host = UITestHost(size: CGSize(width: 120, height: 80), scale: 1)
        host.window.backgroundColor = .white
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40), transform: nil)
        shape.fillColor = UIColor.systemRed.cgColor
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 8
        host.window.layer.addSublayer(shape)
        host.runLoopTurn()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.path = CGPath(ellipseIn: CGRect(x: 60, y: 20, width: 50, height: 50), transform: nil)
        CATransaction.commit()
        host.runLoopTurn()
        let shot = screenshot(host)
        #expect(pixel(shot, 30, 30) == [255, 255, 255, 255])      // the old circle is gone
        #expect(ReferenceImage.difference(shot, host.fullRecomposite(), tolerance: 1) == nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.position = CGPoint(x: -30, y: 0)
        shape.lineWidth = 2
        CATransaction.commit()
        host.runLoopTurn()
        #expect(ReferenceImage.difference(screenshot(host), host.fullRecomposite(), tolerance: 1) == nil)
    }

    @Test("presentation() of a shape layer is a CAShapeLayer with its shape; init(layer:) copies it")
    func copies() throws {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 1)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        shape.lineDashPattern = [2, 1]
        shape.strokeColor = UIColor.green.cgColor
        host.window.layer.addSublayer(shape)
        host.runLoopTurn()
        let p = try #require(shape.presentation())
        #expect(p.path == shape.path && p.lineDashPattern == [2, 1] && p.strokeColor == shape.strokeColor)
        let copy = CAShapeLayer(layer: shape)
        #expect(copy.path == shape.path && copy.strokeColor == shape.strokeColor)
    }

    @Test("CATextLayer defaults (fontSize 36, white, not wrapped, no truncation, natural alignment); fontSize and foregroundColor animate, UIColor values included")
    func textLayer() throws {
        let text = CATextLayer()
        #expect(text.string == nil && text.fontSize == 36 && text.foregroundColor == CGColor(gray: 1, alpha: 1))
        #expect(!text.isWrapped && text.truncationMode == .none && text.alignmentMode == .natural)
        let host = UITestHost(size: CGSize(width: 60, height: 60), scale: 1)
        text.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        text.string = "Hi"
        host.window.layer.addSublayer(text)
        host.runLoopTurn()
        let grow = CABasicAnimation(keyPath: "fontSize")
        grow.fromValue = 10; grow.toValue = 30; grow.duration = 1
        text.add(grow, forKey: "grow")
        let tint = CABasicAnimation(keyPath: "foregroundColor")
        tint.fromValue = UIColor.red; tint.toValue = UIColor.blue; tint.duration = 1
        text.add(tint, forKey: "tint")
        host.runLoopTurn()
        host.advanceTime(by: 0.5)
        let p = try #require(text.presentation())
        #expect(abs(p.fontSize - 20) < 0.01)
        let c = try #require(p.foregroundColor).rgba
        #expect(abs(c.r - 0.5) < 0.01 && abs(c.b - 0.5) < 0.01)
        #expect(text.fontSize == 36)
    }

    @Test("CAReplicatorLayer: instance i runs its animations i × instanceDelay behind; every damage-only frame equals a full recomposite")
    func replicatorDelay() {
        let host = UITestHost(size: CGSize(width: 100, height: 20), scale: 1)
        host.window.backgroundColor = .white
        let row = CAReplicatorLayer()
        row.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        #expect(row.instanceCount == 1 && row.instanceDelay == 0 && CATransform3DIsIdentity(row.instanceTransform))
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        bar.backgroundColor = UIColor.black.cgColor
        row.addSublayer(bar)
        row.instanceCount = 4
        row.instanceTransform = CATransform3DMakeTranslation(25, 0, 0)
        row.instanceDelay = 0.25
        host.window.layer.addSublayer(row)
        host.runLoopTurn()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0; fade.toValue = 1; fade.duration = 1
        fade.fillMode = .both
        bar.add(fade, forKey: "fade")
        host.runLoopTurn()
        for step in 1...6 {
            host.advanceTime(by: 0.125)
            let now = Double(step) * 0.125
            let shot = screenshot(host)
            for i in 0..<4 {
                let opacity = min(1, max(0, now - Double(i) * 0.25))
                let expected = Int((255 * (1 - opacity)).rounded())
                #expect(abs(pixel(shot, i * 25 + 10, 10)[0] - expected) <= 3, "t = \(now), instance \(i)")
            }
            #expect(ReferenceImage.difference(shot, host.fullRecomposite(), tolerance: 1) == nil, "t = \(now)")
        }
        // The sublayer list holds the original only.
        #expect(row.sublayers?.count == 1)
    }

    @Test("CATiledLayer as a view's layerClass: draw(_:) runs once per tile of tileSize pixels, with the tile as its rect, and the tiles cover the view")
    func tiledLayer() {
        final class TiledView: UIView {
            override class var layerClass: AnyClass { CATiledLayer.self }
            var rects: [CGRect] = []
            override func draw(_ rect: CGRect) {
                rects.append(rect)
                UIColor(white: CGFloat(rects.count % 2) * 0.5, alpha: 1).setFill()
                UIRectFill(rect)
            }
        }
        let host = UITestHost(size: CGSize(width: 120, height: 80), scale: 2)
        let view = TiledView(frame: CGRect(x: 0, y: 0, width: 100, height: 70))
        (view.layer as! CATiledLayer).tileSize = CGSize(width: 64, height: 64)   // 32 points at 2×
        #expect(CATiledLayer.fadeDuration() == 0.25)
        host.window.addSubview(view)
        host.runLoopTurn()
        #expect(view.rects.count == 12)
        #expect(view.rects.first == CGRect(x: 0, y: 0, width: 32, height: 32))
        #expect(view.rects.contains(CGRect(x: 96, y: 64, width: 4, height: 6)))
        let shot = screenshot(host)
        #expect(pixel(shot, 10, 10)[0] < 140 && pixel(shot, 70, 10)[0] < 140)   // first tile gray, next black…
        #expect(pixel(shot, 198, 138)[3] == 255)                                 // the last corner drawn
    }

    @Test("CATextLayer and CAReplicatorLayer as a view's layerClass draw their content")
    func textAndReplicatorViews() {
        final class TextView: UIView { override class var layerClass: AnyClass { CATextLayer.self } }
        final class RepeatView: UIView { override class var layerClass: AnyClass { CAReplicatorLayer.self } }
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        host.window.backgroundColor = .white
        let label = TextView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let text = label.layer as! CATextLayer
        text.string = "██"
        text.foregroundColor = UIColor.black.cgColor
        text.fontSize = 30
        host.window.addSubview(label)
        let repeater = RepeatView(frame: CGRect(x: 0, y: 50, width: 100, height: 50))
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        square.backgroundColor = .red
        repeater.addSubview(square)
        (repeater.layer as! CAReplicatorLayer).instanceCount = 3
        (repeater.layer as! CAReplicatorLayer).instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        host.window.addSubview(repeater)
        host.runLoopTurn()
        let shot = screenshot(host)
        #expect(pixel(shot, 10, 20)[0] < 60)                       // the text's ink
        #expect(pixel(shot, 45, 55) == [255, 0, 0, 255])           // the third square
        #expect(repeater.subviews.count == 1)
    }
}
