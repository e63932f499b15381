import Foundation
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

extension NonFiniteSweep {
    static let contextRows: [Row] = [
        .context("CGContext.setLineWidth", values: sweepWithNegatives, message: "setLineWidth", refuses: { !$0.isFinite || $0 < 0 }) { ctx, value in
            ctx.setLineWidth(value)
            strokeZigzag(ctx)
            return true
        },
        .context("CGContext.setMiterLimit", values: sweepWithNegatives, message: "setMiterLimit") { ctx, value in
            ctx.setMiterLimit(value)
            strokeZigzag(ctx)
            return true
        },
        // "If you pass values outside this range, the value is clamped" (CGContextSetAlpha).
        .context("CGContext.setAlpha", values: sweepWithNegatives) { ctx, value in
            ctx.setAlpha(value)
            ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
            return true
        },
        .context("CGContext.setShadow offset", message: "setShadow") { ctx, value in
            ctx.setShadow(offset: CGSize(width: value, height: 1), blur: 2, color: UIColor.black.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
            return true
        },
        .context("CGContext.setShadow blur", values: sweepWithNegatives, message: "setShadow", refuses: \.isNaN) { ctx, value in
            ctx.setShadow(offset: CGSize(width: 1, height: 1), blur: value, color: UIColor.black.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
            return true
        },
        .context("CGContext.setLineDash phase", message: "setLineDash") { ctx, value in
            ctx.setLineDash(phase: value, lengths: [2, 1])
            strokeZigzag(ctx)
            return true
        },
        .context("CGContext.setLineDash lengths", values: sweepWithNegatives) { ctx, value in
            ctx.setLineDash(phase: 0, lengths: [2, value])
            strokeZigzag(ctx)
            return true
        },
        .transform("CGContext.translateBy", message: "translateBy") { $0.translateBy(x: $1, y: 0) },
        .transform("CGContext.scaleBy", message: "scaleBy") { $0.scaleBy(x: $1, y: 1) },
        .transform("CGContext.rotate", message: "rotate") { $0.rotate(by: $1) },
        .transform("CGContext.concatenate", message: "concatenate") {
            $0.concatenate(CGAffineTransform(a: 1, b: 0, c: $1, d: 1, tx: 0, ty: 0))
        },
        // Path construction with a non-finite coordinate adds nothing.
        .context("CGContext.addRect") { ctx, value in
            ctx.addRect(CGRect(x: value, y: 0, width: 5, height: value))
            ctx.fillPath()
            return true
        },
        .context("CGContext.addEllipse") { ctx, value in
            ctx.addEllipse(in: CGRect(x: 0, y: 0, width: value, height: value))
            ctx.fillPath()
            return true
        },
        .context("CGContext.addArc radius", values: sweepWithNegatives) { ctx, value in
            ctx.addArc(center: CGPoint(x: 6, y: 6), radius: value, startAngle: 0, endAngle: 3, clockwise: false)
            ctx.fillPath()
            return true
        },
        .context("CGContext.addArc center and angle") { ctx, value in
            ctx.addArc(center: CGPoint(x: value, y: 6), radius: 3, startAngle: 0, endAngle: value, clockwise: false)
            ctx.strokePath()
            return true
        },
        .context("CGContext.addCurve") { ctx, value in
            ctx.move(to: CGPoint(x: 1, y: 1))
            ctx.addCurve(to: CGPoint(x: value, y: 5), control1: CGPoint(x: 2, y: value), control2: CGPoint(x: 4, y: 4))
            ctx.strokePath()
            return true
        },
        .context("CGContext.move and addLine") { ctx, value in
            ctx.move(to: CGPoint(x: value, y: value))
            ctx.addLine(to: CGPoint(x: 5, y: 5))
            ctx.move(to: CGPoint(x: 1, y: 1))
            ctx.addLine(to: CGPoint(x: value, y: 5))
            ctx.strokePath()
            return true
        },
        .context("CGContext.clip(to:)", values: sweepWithNegatives) { ctx, value in
            ctx.clip(to: CGRect(x: 0, y: 0, width: value, height: value))
            ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            return true
        },
        .context("CGContext.fill(_:)") { ctx, value in
            ctx.fill(CGRect(x: value, y: 0, width: 5, height: value))
            return true
        },
        .context("CGContext.draw(_:in:)") { ctx, value in
            ctx.draw(Scene.image, in: CGRect(x: value, y: 0, width: 8, height: value))
            return true
        },
        // Text at a point or in a rect that is not finite (or whose far edge overflows to
        // infinity) draws nothing and leaves the context as it was.
        .context("NSString.draw(at:)") { ctx, value in
            keepsCTM(ctx) { ("Text" as NSString).draw(at: CGPoint(x: value, y: 2), withAttributes: textAttributes) }
        },
        .context("NSString.draw(in:)") { ctx, value in
            keepsCTM(ctx) { ("Text" as NSString).draw(in: CGRect(x: value, y: value, width: value, height: value), withAttributes: textAttributes) }
        },
        .context("NSAttributedString.draw(at:)") { ctx, value in
            keepsCTM(ctx) { NSAttributedString(string: "Text", attributes: textAttributes).draw(at: CGPoint(x: 2, y: value)) }
        },
        // In a y-up context the text's top is the rect's maxY: y + height can overflow to
        // infinity, which no transform can move to.
        .context("NSString.draw(in:) y-up") { ctx, value in
            ctx.translateBy(x: 0, y: 20)
            ctx.scaleBy(x: 1, y: -1)
            return keepsCTM(ctx) { ("Text" as NSString).draw(in: CGRect(x: 2, y: value, width: 16, height: value), withAttributes: textAttributes) }
        },
        .context("NSAttributedString.draw(in:)") { ctx, value in
            keepsCTM(ctx) {
                NSAttributedString(string: "Text", attributes: textAttributes).draw(in: CGRect(x: value, y: 2, width: value, height: 10))
            }
        },
        // An arc of any radius draws; its bounds are never NaN.
        .context("UIBezierPath(arcCenter:radius:)", values: sweepWithNegatives) { _, value in
            let path = UIBezierPath(arcCenter: CGPoint(x: 8, y: 8), radius: value, startAngle: 0, endAngle: 5, clockwise: true)
            UIColor.blue.setFill()
            path.fill()
            path.stroke()
            let b = path.bounds
            return !(b.minX.isNaN || b.minY.isNaN || b.width.isNaN || b.height.isNaN)
        },
        // The corner radius is limited to half the shorter side, so the path's bounds are the
        // rect; a NaN radius is reported and the shape left out.
        .context("UIBezierPath(roundedRect:cornerRadius:)", values: sweepWithNegatives,
                 message: "UIBezierPath(roundedRect:cornerRadius:)", refuses: \.isNaN) { _, value in
            let rect = CGRect(x: 2, y: 2, width: 12, height: 8)
            let path = UIBezierPath(roundedRect: rect, cornerRadius: value)
            UIColor.blue.setFill()
            path.fill()
            return value.isNaN ? path.isEmpty : path.bounds == rect
        },
    ]

    static let otherRows: [Row] = [
        .font("UIFont.systemFont(ofSize:)") { .systemFont(ofSize: $0) },
        .font("UIFont(name:size:)") { UIFont(name: "DejaVu Sans", size: $0) ?? .systemFont(ofSize: 1) },
        // UIColor keeps its components as given (extended range); drawing clamps them.
        Row(name: "UIColor(red:green:blue:alpha:)", values: sweepWithNegatives,
            apply: { $0.view.backgroundColor = UIColor(red: $1, green: 0.5, blue: 0, alpha: 1) },
            rule: { scene, value in
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                _ = scene.view.backgroundColor?.getRed(&r, green: &g, blue: &b, alpha: &a)
                return same(r, value) && g == 0.5
            },
            restore: { $0.view.backgroundColor = .blue }),
        Row(name: "UIColor alpha", values: sweepWithNegatives,
            apply: { $0.view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: $1) },
            rule: { scene, value in same(scene.view.backgroundColor?.cgColor.alpha ?? 0, value) },
            restore: { $0.view.backgroundColor = .blue }),
        // A hue that is not finite is hue 0 (red); every component stays a number.
        Row(name: "UIColor(hue:saturation:brightness:alpha:)", values: sweepWithNegatives,
            apply: { $0.view.backgroundColor = UIColor(hue: $1, saturation: 1, brightness: 1, alpha: 1) },
            rule: { scene, _ in (scene.view.backgroundColor?.cgColor.components ?? []).allSatisfy(\.isFinite) },
            restore: { $0.view.backgroundColor = .blue }),

        // UIScrollView: a content offset is the bounds origin (refused like any NaN geometry).
        .finite("UIScrollView.contentOffset", message: "contentOffset", old: 0,
                set: { $0.scroll.contentOffset = CGPoint(x: $1, y: 0) }, get: { $0.scroll.contentOffset.x }),
        .finite("UIScrollView.contentSize", values: sweepWithNegatives, message: "contentSize", old: 48,
                set: { $0.scroll.contentSize = CGSize(width: $1, height: 48) }, get: { $0.scroll.contentSize.width }),
        .finite("UIScrollView.contentInset", values: sweepWithNegatives, message: "contentInset", old: 0,
                set: { $0.scroll.contentInset = UIEdgeInsets(top: $1, left: 0, bottom: 0, right: 0) }, get: { $0.scroll.contentInset.top }),
        // "The new value should be in the range from minimumZoomScale to maximumZoomScale": a
        // positive scale is clamped to the limits; one that is not a positive number is reported
        // and ignored.
        .finite("UIScrollView.zoomScale", values: sweepWithNegatives, message: "zoom scale", old: 1,
                stored: { min(4, max(0.5, $0)) }, refuses: { !($0.isFinite && $0 > 0) },
                set: { $0.scroll.zoomScale = $1 }, get: { $0.scroll.zoomScale }),
        .finite("UIScrollView.minimumZoomScale", values: sweepWithNegatives, message: "minimumZoomScale", old: 0.5,
                set: { $0.scroll.minimumZoomScale = $1 }, get: { $0.scroll.minimumZoomScale }),
        .finite("UIScrollView.maximumZoomScale", values: sweepWithNegatives, message: "maximumZoomScale", old: 4,
                set: { $0.scroll.maximumZoomScale = $1 }, get: { $0.scroll.maximumZoomScale }),

        // Animations: the model value changes at once, whatever the duration; the animation
        // runs (or is skipped) without stopping the frame.
        Row(name: "UIView.animate(withDuration:)", values: sweepWithNegatives,
            apply: { scene, value in UIView.animate(withDuration: Double(value)) { scene.view.alpha = 0.5 } },
            rule: { scene, _ in scene.view.alpha == 0.5 },
            restore: { scene in
                scene.view.layer.removeAllAnimations()
                scene.view.alpha = 1
            }, advancesTime: true),
        Row(name: "UIView.animate(withDuration:delay:)", values: sweepWithNegatives,
            apply: { scene, value in
                UIView.animate(withDuration: 0.5, delay: Double(value), options: []) { scene.view.center = CGPoint(x: 20, y: 20) }
            },
            rule: { scene, _ in scene.view.center == CGPoint(x: 20, y: 20) },
            restore: { scene in
                scene.view.layer.removeAllAnimations()
                scene.view.center = CGPoint(x: 14, y: 14)
            }, advancesTime: true),
        // CAMediaTiming properties of an animation are stored as given.
        animationRow("CABasicAnimation.duration") { animation, value in
            animation.duration = Double(value)
            return same(CGFloat(animation.duration), value)
        },
        animationRow("CABasicAnimation.repeatCount") { animation, value in
            animation.duration = 0.5
            animation.repeatCount = Float(value)
            return animation.repeatCount == Float(value) || (animation.repeatCount.isNaN && value.isNaN)
        },
        animationRow("CABasicAnimation.repeatDuration") { animation, value in
            animation.duration = 0.5
            animation.repeatDuration = Double(value)
            return same(CGFloat(animation.repeatDuration), value)
        },
        // A particle whose spin is not finite has no orientation and is not drawn; the layers
        // after it still are.
        Row(name: "CAEmitterCell.spin", values: sweepWithNegatives,
            apply: { scene, value in
                let emitter = CAEmitterLayer()
                emitter.name = "sweep emitter"
                emitter.frame = CGRect(x: 2, y: 84, width: 24, height: 10)
                emitter.emitterPosition = CGPoint(x: 12, y: 5)
                emitter.seed = 3
                let cell = CAEmitterCell()
                cell.birthRate = 40
                cell.lifetime = 2
                cell.velocity = 10
                cell.spin = value
                cell.emissionRange = .pi
                cell.contents = Scene.image
                emitter.emitterCells = [cell]
                scene.host.window.layer.insertSublayer(emitter, below: scene.sentinel.layer)
            },
            rule: { scene, value in
                let emitter = scene.host.window.layer.sublayers?.first { $0.name == "sweep emitter" } as? CAEmitterLayer
                return same(emitter?.emitterCells?.first?.spin ?? 0, value)
            },
            restore: { scene in
                scene.host.window.layer.sublayers?.first { $0.name == "sweep emitter" }?.removeFromSuperlayer()
            }, advancesTime: true),
    ]

    /// An animation of the layer's opacity whose timing `configure` sets from the value (and
    /// reads back, for the rule).
    static func animationRow(_ name: String, _ configure: @escaping @MainActor @Sendable (CABasicAnimation, CGFloat) -> Bool) -> Row {
        let held = Box()
        return Row(name: name, values: sweepWithNegatives,
                   apply: { scene, value in
                       let animation = CABasicAnimation(keyPath: "opacity")
                       animation.fromValue = 0.2
                       animation.toValue = 0.8
                       held.value = configure(animation, value)
                       scene.layer.add(animation, forKey: "sweep")
                   },
                   rule: { _, _ in held.value },
                   restore: { $0.layer.removeAllAnimations() }, advancesTime: true)
    }

    /// A flag a row's closures share.
    final class Box: @unchecked Sendable {
        var value = false
    }
}
