import UIKitTesting
import Foundation
import QuartzCore
import Testing
import UIKit

/// One way of drawing into a `CGContext`, as an app reaches it.
struct DrawingEntryPoint: CustomTestStringConvertible, Sendable {
    let name: String
    let draw: @MainActor @Sendable (CGContext) -> Void
    var testDescription: String { name }

    /// Draws with `context` as UIKit's current context, as a `draw(_:)` override would.
    init(pushed name: String, _ draw: @escaping @MainActor @Sendable (CGContext) -> Void) {
        self.name = name
        self.draw = { context in
            UIGraphicsPushContext(context)
            draw(context)
            UIGraphicsPopContext()
        }
    }

    init(_ name: String, _ draw: @escaping @MainActor @Sendable (CGContext) -> Void) {
        self.name = name
        self.draw = draw
    }
}

/// Bitmap contexts in any layout Core Graphics accepts show what every drawing entry point
/// drew, in the declared layout: `CGBitmapContextCreate`'s memory is the bitmap, whatever
/// reaches it — Core Graphics calls, UIKit drawing, or Core Animation's `render(in:)`.
@Suite("Bitmap layout drawing", .freshContext) @MainActor
struct BitmapLayoutDrawingTests {
    static let width = 32, height = 24

    @Test("Each entry point draws the same pixels in every accepted layout as in BGRA (within one level per component; gray is the luminance, alpha-only the alpha)",
          arguments: DrawingEntryPoint.all, BitmapLayoutCase.all)
    func sameAsBGRA(_ entryPoint: DrawingEntryPoint, _ layout: BitmapLayoutCase) throws {
        let w = Self.width, h = Self.height
        let reference = try #require(layout.reference.drawn(width: w, height: h) { entryPoint.draw($0) })
        let drawn = try #require(layout.drawn(width: w, height: h) { entryPoint.draw($0) })
        #expect(reference.contains { $0.values.contains { $0 > 0 } }, "the reference drawing is blank")
        var mismatches: [String] = []
        for (i, (got, referencePixel)) in zip(drawn, reference).enumerated() {
            for (component, want) in layout.expected(from: referencePixel) {
                let have = got[component] ?? -1
                if abs((have * layout.levels).rounded() - (want * layout.levels).rounded()) > 1 {
                    mismatches.append("(\(i % w), \(i / w)) \(component): \(have) instead of \(want)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) components differ, first: \(mismatches.prefix(4))")
    }
}

extension DrawingEntryPoint {
    private static let orange = CGColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 0.7)
    private static let blue = CGColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 1)

    /// Four quadrants (red, half-transparent green, blue, clear) of a 6×6 image.
    private static func quadrants() -> CGImage {
        let context = CGContext(data: nil, width: 6, height: 6, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1); context.fill(CGRect(x: 0, y: 3, width: 3, height: 3))
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 0.5); context.fill(CGRect(x: 3, y: 3, width: 3, height: 3))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1); context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        return context.makeImage()!
    }

    private static func gradient() -> CGGradient {
        CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [orange, blue, CGColor(gray: 1, alpha: 0.3)],
                   locations: [0, 0.6, 1])!
    }

    @MainActor private static func layerFrame<Layer: CALayer>(_ layer: Layer) -> Layer {
        layer.frame = CGRect(x: 3, y: 2, width: 24, height: 18)
        return layer
    }

    /// A view with a translucent background, a subview and a label.
    @MainActor private static func view() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 22))
        view.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.6)
        let inner = UIView(frame: CGRect(x: 4, y: 4, width: 10, height: 8))
        inner.backgroundColor = .systemPink
        inner.layer.cornerRadius = 3
        view.addSubview(inner)
        let label = UILabel(frame: CGRect(x: 14, y: 6, width: 16, height: 14))
        label.text = "Ag"
        label.font = .systemFont(ofSize: 11)
        view.addSubview(label)
        return view
    }

    static let all: [DrawingEntryPoint] = [
        .init("CGContext fillPath") { c in
            c.setFillColor(orange)
            c.fillEllipse(in: CGRect(x: 3, y: 2, width: 22, height: 18))
            c.setFillColor(blue)
            c.fill(CGRect(x: 20, y: 12, width: 9, height: 9))
        },
        .init("CGContext strokePath") { c in
            c.setStrokeColor(orange)
            c.setLineWidth(3)
            c.move(to: CGPoint(x: 2, y: 2))
            c.addCurve(to: CGPoint(x: 30, y: 20), control1: CGPoint(x: 30, y: 0), control2: CGPoint(x: 0, y: 24))
            c.strokePath()
        },
        .init("CGContext clear") { c in
            c.setFillColor(blue)
            c.fill(CGRect(x: 0, y: 0, width: 32, height: 24))
            c.clear(CGRect(x: 8, y: 6, width: 12, height: 10))
        },
        .init("CGContext draw(_:in:) image") { c in
            c.draw(quadrants(), in: CGRect(x: 2, y: 3, width: 25, height: 17))
        },
        .init("CGContext drawLinearGradient") { c in
            c.drawLinearGradient(gradient(), start: CGPoint(x: 4, y: 2), end: CGPoint(x: 28, y: 20), options: [])
        },
        .init("CGContext drawRadialGradient") { c in
            c.drawRadialGradient(gradient(), startCenter: CGPoint(x: 14, y: 12), startRadius: 2,
                                 endCenter: CGPoint(x: 16, y: 12), endRadius: 11, options: .drawsAfterEndLocation)
        },
        .init("CGContext setShadow + fill") { c in
            c.setShadow(offset: CGSize(width: 3, height: -3), blur: 4, color: CGColor(red: 0, green: 0, blue: 0.5, alpha: 0.8))
            c.setFillColor(orange)
            c.fill(CGRect(x: 6, y: 8, width: 14, height: 10))
        },
        .init(pushed: "NSString.draw(at:withAttributes:)") { _ in
            ("Ag" as NSString).draw(at: CGPoint(x: 3, y: 2), withAttributes: [
                .font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor(cgColor: orange)])
        },
        .init(pushed: "NSAttributedString.draw(in:)") { _ in
            let text = NSMutableAttributedString(string: "Hi", attributes: [.font: UIFont.boldSystemFont(ofSize: 13)])
            text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 1, length: 1))
            text.draw(in: CGRect(x: 4, y: 2, width: 26, height: 20))
        },
        .init("CALayer.render(in:) plain layer") { c in
            let layer = layerFrame(CALayer())
            layer.backgroundColor = orange
            layer.cornerRadius = 5
            layer.borderWidth = 2
            layer.borderColor = blue
            layer.render(in: c)
        },
        .init("CAShapeLayer.render(in:)") { c in
            let layer = layerFrame(CAShapeLayer())
            layer.path = CGPath(ellipseIn: CGRect(x: 2, y: 2, width: 20, height: 14), transform: nil)
            layer.fillColor = orange
            layer.strokeColor = blue
            layer.lineWidth = 2
            layer.render(in: c)
        },
        .init("CAGradientLayer.render(in:)") { c in
            let layer = layerFrame(CAGradientLayer())
            layer.colors = [orange, blue, CGColor(gray: 1, alpha: 0.3)]
            layer.startPoint = CGPoint(x: 0, y: 0)
            layer.endPoint = CGPoint(x: 1, y: 1)
            layer.render(in: c)
        },
        .init("CATextLayer.render(in:)") { c in
            let layer = layerFrame(CATextLayer())
            layer.string = "Ag"
            layer.fontSize = 14
            layer.foregroundColor = orange
            layer.render(in: c)
        },
        .init("CAReplicatorLayer.render(in:)") { c in
            let layer = layerFrame(CAReplicatorLayer())
            layer.instanceCount = 3
            layer.instanceTransform = CATransform3DMakeTranslation(8, 0, 0)
            layer.instanceAlphaOffset = -0.3
            let square = CALayer()
            square.frame = CGRect(x: 0, y: 4, width: 6, height: 6)
            square.backgroundColor = blue
            layer.addSublayer(square)
            layer.render(in: c)
        },
        .init(pushed: "UIView.drawHierarchy(in:afterScreenUpdates:)") { _ in
            let v = view()
            _ = v.drawHierarchy(in: CGRect(x: 1, y: 1, width: 30, height: 22), afterScreenUpdates: true)
        },
        .init(pushed: "UIView layer.render(in:)") { c in
            view().layer.render(in: c)
        },
        .init(pushed: "UIBezierPath fill and stroke") { _ in
            let path = UIBezierPath(roundedRect: CGRect(x: 3, y: 3, width: 24, height: 16), cornerRadius: 5)
            UIColor(cgColor: orange).setFill()
            path.fill()
            UIColor.blue.setStroke()
            path.lineWidth = 2
            path.stroke()
        },
        .init(pushed: "UIImage.draw(in:)") { _ in
            UIImage(cgImage: quadrants()).draw(in: CGRect(x: 2, y: 3, width: 25, height: 17))
        },
        .init(pushed: "UIRectFill and UIRectFrame") { _ in
            UIColor(cgColor: orange).set()
            UIRectFill(CGRect(x: 2, y: 2, width: 20, height: 14))
            UIColor.blue.set()
            UIRectFrame(CGRect(x: 10, y: 8, width: 18, height: 12))
        },
    ]
}
