import Foundation
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

// Every public numeric setter, given NaN, ±infinity, ±1e308 and the largest finite number:
// the frame that follows renders (nothing crashes, hangs or stops drawing), the getter reads
// what UIKit or Core Animation would keep, and once a sane value is back the screen is the
// one a fresh, identical scene renders: nothing was left broken.

/// The values every row applies.
private let sweep: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude]
/// The sweep, with zero and a small negative number for setters where those mean something.
private let sweepWithNegatives: [CGFloat] = sweep + [0, -5]

/// Equal, NaN counting as equal to NaN.
private func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }

/// What a `Float` property keeps after `value` is set over `old`: the value in single
/// precision when that is finite (1e308 is not: it becomes infinity), else `old`.
private func keptFloat(_ value: CGFloat, old: Float) -> Float {
    Float(value).isFinite ? Float(value) : old
}

/// Whether two frames are the same: equal bytes, or no channel more than one level apart.
/// A blurred shadow recomposited in part (next to a change) can round one level differently
/// from one composited whole; anything left broken differs far more.
private func matches(_ a: Data, _ b: Data) -> Bool {
    a == b || (a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
}

/// A view whose drawing runs a row's Core Graphics calls (inside a saved graphics state),
/// then draws its regular content: a stroked square, a green marker and a word. Whether
/// the marker shows tells whether the context still draws after the row's calls.
private final class Canvas: UIView {
    /// The row's calls; they answer whether the context read back as the rule says.
    var calls: ((CGContext) -> Bool)?
    var ruleHeld = true
    static let marker = CGRect(x: 14, y: 14, width: 4, height: 4)

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        if let calls {
            ctx.saveGState()
            ruleHeld = calls(ctx)
            ctx.restoreGState()
        }
        ctx.setStrokeColor(UIColor.red.cgColor)
        ctx.setLineWidth(2)
        ctx.stroke(CGRect(x: 2, y: 4, width: 10, height: 8))
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fill(Self.marker)
        ("Hi" as NSString).draw(at: CGPoint(x: 1, y: 0), withAttributes: [.font: UIFont.systemFont(ofSize: 4)])
    }
}

/// Names the scroll view's zooming view.
private final class ZoomTarget: UIScrollViewDelegate {
    let view: UIView
    init(_ view: UIView) { self.view = view }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
}

/// The scene every row changes: views, plain and specialised layers, a scroll view, a label
/// and a drawing view in a 64 × 96-point window at 2×, with a sentinel view on top.
@MainActor private final class Scene {
    let host = UITestHost(size: CGSize(width: 64, height: 96), scale: 2)
    let view = UIView(frame: CGRect(x: 2, y: 2, width: 24, height: 24))
    /// Pinned to `view`'s layout margins by constraints.
    let pinned = UIView()
    let layer = CALayer()
    let shape = CAShapeLayer()
    let gradient = CAGradientLayer()
    let scroll = UIScrollView(frame: CGRect(x: 2, y: 58, width: 24, height: 24))
    let zoomed = UIView(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
    let zoomTarget: ZoomTarget
    let label = UILabel(frame: CGRect(x: 32, y: 58, width: 30, height: 12))
    let canvas = Canvas(frame: CGRect(x: 32, y: 72, width: 20, height: 20))
    /// Added last, so drawn last, and recolored for each row's first frame: a frame that shows
    /// its new color was drawn to the end (an old color could be left from the frame before).
    let sentinel = UIView(frame: CGRect(x: 56, y: 88, width: 6, height: 6))

    nonisolated static let image: CGImage = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4),
                                                        format: .init(for: .init(displayScale: 1))).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        UIColor.blue.setFill()
        context.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
    }.cgImage!

    init() {
        zoomTarget = ZoomTarget(zoomed)
        let window = host.window
        window.backgroundColor = .white

        view.backgroundColor = .blue
        view.layoutMargins = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        pinned.backgroundColor = .green
        pinned.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pinned)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            pinned.topAnchor.constraint(equalTo: margins.topAnchor),
            pinned.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        window.addSubview(view)

        layer.frame = CGRect(x: 32, y: 2, width: 24, height: 24)
        layer.backgroundColor = UIColor.yellow.cgColor
        layer.contents = Scene.image
        layer.borderWidth = 1
        layer.cornerRadius = 4
        layer.shadowOpacity = 0.5
        window.layer.addSublayer(layer)

        shape.frame = CGRect(x: 2, y: 30, width: 24, height: 24)
        shape.path = CGPath(ellipseIn: CGRect(x: 2, y: 2, width: 20, height: 16), transform: nil)
        shape.fillColor = UIColor.orange.cgColor
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 2
        shape.lineDashPattern = [3, 1]
        window.layer.addSublayer(shape)

        gradient.frame = CGRect(x: 32, y: 30, width: 24, height: 24)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.locations = [0, 1]
        window.layer.addSublayer(gradient)

        zoomed.backgroundColor = .purple
        zoomed.addSubview(UIView(frame: CGRect(x: 4, y: 4, width: 8, height: 8)))
        zoomed.subviews[0].backgroundColor = .cyan
        scroll.addSubview(zoomed)
        scroll.contentSize = zoomed.bounds.size
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 4
        scroll.delegate = zoomTarget
        window.addSubview(scroll)

        label.text = "Label"
        label.font = .systemFont(ofSize: 8)
        window.addSubview(label)

        canvas.backgroundColor = .white
        window.addSubview(canvas)

        sentinel.backgroundColor = .magenta
        window.addSubview(sentinel)
    }

    /// The screen's pixels after a run-loop turn.
    func render() -> Data {
        host.renderScreen().dataProvider?.data ?? Data()
    }

    /// Whether the sentinel, drawn last, shows in `image` in its new color, cyan.
    func sentinelShows(_ image: CGImage) -> Bool {
        let p = image.pixel(x: 59 * 2, y: 91 * 2)
        return p.r == 0 && p.g == 255 && p.b == 255
    }

    /// Whether the canvas's marker, drawn after the row's calls, shows in `image`.
    func markerShows(_ image: CGImage) -> Bool {
        let p = image.pixel(x: Int(32 + Canvas.marker.midX) * 2, y: Int(72 + Canvas.marker.midY) * 2)
        return p.r == 0 && p.g == 255 && p.b == 0
    }
}

/// One public setter and the rule its getter follows.
private struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var values: [CGFloat] = sweep
    /// Sets the property (or makes the call) with `value`.
    var apply: @MainActor @Sendable (Scene, CGFloat) -> Void
    /// Whether the getter, after the frame, reads what UIKit or Core Animation would keep.
    var rule: @MainActor @Sendable (Scene, CGFloat) -> Bool
    /// Puts the scene back as it was built.
    var restore: @MainActor @Sendable (Scene) -> Void
    /// A text the message reported for a refused value must contain (the API's name).
    var message: String?
    /// Which values are refused with a message.
    var refuses: @Sendable (CGFloat) -> Bool = { !$0.isFinite }
    /// Whether the row's first frame is rendered after time moves on (animations, particles).
    var advancesTime = false
    /// Whether the row draws on the canvas, whose marker must then show in the first frame.
    var drawsOnCanvas = false
    /// Whether the sentinel must show in the first frame (false where the value legitimately
    /// covers it).
    var sentinelShows = true

    var testDescription: String { name }

    /// A property that refuses a non-finite value, keeping the old one and naming itself in
    /// the message (Core Animation raises `CALayerInvalidGeometry` for NaN geometry; here the
    /// program goes on), and keeps a finite one as `stored(value)`.
    static func finite(_ name: String, values: [CGFloat] = sweep, message: String,
                       old: CGFloat, stored: @escaping @Sendable (CGFloat) -> CGFloat = { $0 },
                       refuses: @escaping @Sendable (CGFloat) -> Bool = { !$0.isFinite }, sentinelShows: Bool = true,
                       set: @escaping @MainActor @Sendable (Scene, CGFloat) -> Void,
                       get: @escaping @MainActor @Sendable (Scene) -> CGFloat) -> Row {
        Row(name: name, values: values, apply: set,
            rule: { scene, value in same(get(scene), refuses(value) ? old : stored(value)) },
            restore: { set($0, old) }, message: message, refuses: refuses, sentinelShows: sentinelShows)
    }

    /// A layer-class property that replaces a non-finite value with its default (the
    /// documented initial value) and keeps a finite one as `stored(value)`.
    static func defaulted(_ name: String, values: [CGFloat] = sweep, old: CGFloat, fallback: CGFloat,
                          stored: @escaping @Sendable (CGFloat) -> CGFloat = { $0 },
                          set: @escaping @MainActor @Sendable (Scene, CGFloat) -> Void,
                          get: @escaping @MainActor @Sendable (Scene) -> CGFloat) -> Row {
        Row(name: name, values: values, apply: set,
            rule: { scene, value in same(get(scene), value.isFinite ? stored(value) : fallback) },
            restore: { set($0, old) })
    }

    /// A label font of `value` points. "This value must be greater than 0.0" (UIFont
    /// fontSize): a size that is not a finite, non-negative number is reported and taken as
    /// 0; the text engine limits sizes to 10,000 points (its fixed point would overflow).
    static func font(_ api: String, _ make: @escaping @MainActor @Sendable (CGFloat) -> UIFont) -> Row {
        Row(name: api, values: sweepWithNegatives,
            apply: { $0.label.font = make($1) },
            rule: { scene, value in scene.label.font.pointSize == (value.isFinite && value >= 0 ? min(value, 10_000) : 0) },
            restore: { $0.label.font = .systemFont(ofSize: 8) },
            message: api, refuses: { !($0.isFinite && $0 >= 0) })
    }

    /// Core Graphics calls made while the canvas draws; `rule` judges the context after them.
    /// The rule also needs the canvas's marker, drawn after the calls, in the frame.
    static func context(_ name: String, values: [CGFloat] = sweep, message: String? = nil,
                        refuses: @escaping @Sendable (CGFloat) -> Bool = { !$0.isFinite },
                        _ calls: @escaping @MainActor @Sendable (CGContext, CGFloat) -> Bool) -> Row {
        Row(name: name, values: values,
            apply: { scene, value in
                scene.canvas.calls = { calls($0, value) }
                scene.canvas.setNeedsDisplay()
            },
            rule: { scene, _ in scene.canvas.ruleHeld },
            restore: { scene in
                scene.canvas.calls = nil
                scene.canvas.setNeedsDisplay()
            },
            message: message, refuses: refuses, drawsOnCanvas: true)
    }

    /// A change of the CTM: refused (the CTM unchanged) when the value is not finite, as
    /// `CGContext` refuses any transform that would make the CTM non-invertible.
    static func transform(_ name: String, message: String, _ change: @escaping @MainActor @Sendable (CGContext, CGFloat) -> Void) -> Row {
        context(name, message: message) { ctx, value in
            let before = ctx.ctm
            change(ctx, value)
            let after = ctx.ctm
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            let finite = [after.a, after.b, after.c, after.d, after.tx, after.ty].allSatisfy(\.isFinite)
            return finite && (value.isFinite || after == before)
        }
    }
}

/// Strokes a sharp zigzag in the context's current settings.
private func strokeZigzag(_ ctx: CGContext) {
    ctx.move(to: CGPoint(x: 2, y: 18))
    ctx.addLine(to: CGPoint(x: 6, y: 10))
    ctx.addLine(to: CGPoint(x: 10, y: 18))
    ctx.strokePath()
}

/// Text attributes the text rows draw with.
nonisolated(unsafe) private let textAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 6), .foregroundColor: UIColor.black]

/// Whether the CTM is `before` again after `body` (text drawing must leave the state as it
/// found it, whatever the point).
private func keepsCTM(_ ctx: CGContext, _ body: () -> Void) -> Bool {
    let before = ctx.ctm
    body()
    return ctx.ctm == before
}

private let viewRows: [Row] = [
    // UIView's geometry is its layer's: CALayer refuses NaN and infinite geometry
    // ("CALayer position contains NaN" is CALayerInvalidGeometry on iOS).
    // CGRect's width and height read the standardized (non-negative) size.
    .finite("UIView.frame origin", message: "frame", old: 2,
            set: { $0.view.frame = CGRect(x: $1, y: 2, width: 24, height: 24) }, get: { $0.view.frame.minX }),
    .finite("UIView.frame size", values: sweepWithNegatives, message: "frame", old: 24, stored: { abs($0) }, sentinelShows: false,
            set: { $0.view.frame = CGRect(x: 2, y: 2, width: $1, height: 24) }, get: { $0.view.frame.width }),
    .finite("UIView.bounds origin", message: "bounds", old: 0,
            set: { $0.view.bounds = CGRect(x: $1, y: 0, width: 24, height: 24) }, get: { $0.view.bounds.minX }),
    .finite("UIView.bounds size", values: sweepWithNegatives, message: "bounds", old: 24, stored: { abs($0) }, sentinelShows: false,
            set: { $0.view.bounds = CGRect(x: 0, y: 0, width: 24, height: $1) }, get: { $0.view.bounds.height }),
    .finite("UIView.center", message: "position", old: 14,
            set: { $0.view.center = CGPoint(x: 14, y: $1) }, get: { $0.view.center.y }),
    .finite("UIView.transform translation", message: "transform", old: 0,
            set: { $0.view.transform = CGAffineTransform(translationX: $1, y: 0) }, get: { $0.view.transform.tx }),
    .finite("UIView.transform scale", values: sweepWithNegatives, message: "transform", old: 1, sentinelShows: false,
            set: { $0.view.transform = CGAffineTransform(scaleX: $1, y: 1) }, get: { $0.view.transform.a }),
    // UIView.alpha is the layer's Float opacity: 1e308 is infinite in single precision.
    .finite("UIView.alpha", values: sweepWithNegatives, message: "opacity", old: 1,
            stored: { CGFloat(Float($0)) }, refuses: { !Float($0).isFinite },
            set: { $0.view.alpha = $1 }, get: { $0.view.alpha }),
    // contentsScale must be positive (a backing store has a positive number of pixels per point).
    .finite("UIView.contentScaleFactor", values: sweepWithNegatives, message: "contentsScale", old: 2,
            refuses: { !($0.isFinite && $0 > 0) },
            set: { $0.canvas.contentScaleFactor = $1 }, get: { $0.canvas.contentScaleFactor }),
    .finite("UIView.layoutMargins", values: sweepWithNegatives, message: "layoutMargins", old: 2,
            set: { $0.view.layoutMargins = UIEdgeInsets(top: $1, left: 2, bottom: 2, right: 2) }, get: { $0.view.layoutMargins.top }),
    .finite("UIView.directionalLayoutMargins", values: sweepWithNegatives, message: "layoutMargins", old: 2,
            set: { $0.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 2, leading: $1, bottom: 2, trailing: 2) },
            get: { $0.view.directionalLayoutMargins.leading }),
    .finite("UILabel.frame", message: "frame", old: 58,
            set: { $0.label.frame = CGRect(x: 32, y: $1, width: 30, height: 12) }, get: { $0.label.frame.minY }),
]

private let layerRows: [Row] = [
    .finite("CALayer.position", message: "position", old: 44,
            set: { $0.layer.position = CGPoint(x: $1, y: 14) }, get: { $0.layer.position.x }),
    .finite("CALayer.bounds", values: sweepWithNegatives, message: "bounds", old: 24, stored: { abs($0) },
            set: { $0.layer.bounds = CGRect(x: 0, y: 0, width: $1, height: 24) }, get: { $0.layer.bounds.width }),
    .finite("CALayer.anchorPoint", message: "anchorPoint", old: 0.5,
            set: { $0.layer.anchorPoint = CGPoint(x: $1, y: 0.5) }, get: { $0.layer.anchorPoint.x }),
    .finite("CALayer.anchorPointZ", message: "anchorPointZ", old: 0,
            set: { $0.layer.anchorPointZ = $1 }, get: { $0.layer.anchorPointZ }),
    .finite("CALayer.zPosition", message: "zPosition", old: 0,
            set: { $0.layer.zPosition = $1 }, get: { $0.layer.zPosition }),
    .finite("CALayer.transform translation", message: "transform", old: 0,
            set: { $0.layer.transform = CATransform3DMakeTranslation($1, 0, 0) }, get: { $0.layer.transform.m41 }),
    .finite("CALayer.transform perspective", message: "transform", old: 0, sentinelShows: false,
            set: { scene, value in
                var t = CATransform3DMakeRotation(0.3, 0, 1, 0)
                t.m34 = value
                scene.layer.transform = value == 0 ? CATransform3DIdentity : t
            }, get: { $0.layer.transform.m34 }),
    .finite("CALayer.cornerRadius", values: sweepWithNegatives, message: "cornerRadius", old: 4, stored: { max(0, $0) },
            set: { $0.layer.cornerRadius = $1 }, get: { $0.layer.cornerRadius }),
    .finite("CALayer.borderWidth", values: sweepWithNegatives, message: "borderWidth", old: 1, stored: { max(0, $0) },
            set: { $0.layer.borderWidth = $1 }, get: { $0.layer.borderWidth }),
    .finite("CALayer.opacity", values: sweepWithNegatives, message: "opacity", old: 1,
            stored: { CGFloat(Float($0)) }, refuses: { !Float($0).isFinite },
            set: { $0.layer.opacity = Float($1) }, get: { CGFloat($0.layer.opacity) }),
    .finite("CALayer.shadowRadius", values: sweepWithNegatives, message: "shadowRadius", old: 3, stored: { max(0, $0) },
            set: { $0.layer.shadowRadius = $1 }, get: { $0.layer.shadowRadius }),
    .finite("CALayer.shadowOffset", message: "shadowOffset", old: -3,
            set: { $0.layer.shadowOffset = CGSize(width: 0, height: $1) }, get: { $0.layer.shadowOffset.height }),
    .finite("CALayer.shadowOpacity", values: sweepWithNegatives, message: "shadowOpacity", old: 0.5,
            stored: { CGFloat(Float($0)) }, refuses: { !Float($0).isFinite },
            set: { $0.layer.shadowOpacity = Float($1) }, get: { CGFloat($0.layer.shadowOpacity) }),
    .finite("CALayer.contentsRect", message: "contentsRect", old: 0,
            set: { $0.layer.contentsRect = CGRect(x: $1, y: 0, width: 1, height: 1) }, get: { $0.layer.contentsRect.minX }),
    .finite("CALayer.contentsCenter", values: sweepWithNegatives, message: "contentsCenter", old: 1, stored: { abs($0) },
            set: { $0.layer.contentsCenter = CGRect(x: 0, y: 0, width: $1, height: 1) }, get: { $0.layer.contentsCenter.width }),
    .finite("CALayer.contentsScale", values: sweepWithNegatives, message: "contentsScale", old: 1,
            refuses: { !($0.isFinite && $0 > 0) },
            set: { $0.layer.contentsScale = $1 }, get: { $0.layer.contentsScale }),
    .finite("CALayer.speed", values: sweepWithNegatives, message: "speed", old: 1,
            stored: { CGFloat(Float($0)) }, refuses: { !Float($0).isFinite },
            set: { $0.layer.speed = Float($1) }, get: { CGFloat($0.layer.speed) }),
    .finite("CALayer.timeOffset", message: "timeOffset", old: 0,
            set: { $0.layer.timeOffset = Double($1) }, get: { CGFloat($0.layer.timeOffset) }),
    .finite("CALayer.beginTime", message: "beginTime", old: 0,
            set: { $0.layer.beginTime = Double($1) }, get: { CGFloat($0.layer.beginTime) }),

    // CAShapeLayer and CAGradientLayer take a non-finite value as the property's default.
    .defaulted("CAShapeLayer.lineWidth", values: sweepWithNegatives, old: 2, fallback: 1, stored: { max(0, $0) },
               set: { $0.shape.lineWidth = $1 }, get: { $0.shape.lineWidth }),
    .defaulted("CAShapeLayer.miterLimit", values: sweepWithNegatives, old: 10, fallback: 10, stored: { max(0, $0) },
               set: { $0.shape.miterLimit = $1 }, get: { $0.shape.miterLimit }),
    .defaulted("CAShapeLayer.strokeStart", values: sweepWithNegatives, old: 0, fallback: 0,
               set: { $0.shape.strokeStart = $1 }, get: { $0.shape.strokeStart }),
    .defaulted("CAShapeLayer.strokeEnd", values: sweepWithNegatives, old: 1, fallback: 1,
               set: { $0.shape.strokeEnd = $1 }, get: { $0.shape.strokeEnd }),
    .defaulted("CAShapeLayer.lineDashPhase", old: 0, fallback: 0,
               set: { $0.shape.lineDashPhase = $1 }, get: { $0.shape.lineDashPhase }),
    // The pattern is stored as given; one with a negative or non-finite length strokes solid.
    Row(name: "CAShapeLayer.lineDashPattern", values: sweepWithNegatives,
        apply: { $0.shape.lineDashPattern = [3, NSNumber(value: Double($1))] },
        rule: { scene, value in same(CGFloat(scene.shape.lineDashPattern?.last?.doubleValue ?? 0), value) },
        restore: { $0.shape.lineDashPattern = [3, 1] }),
    .defaulted("CAGradientLayer.startPoint", old: 0.5, fallback: 0.5,
               set: { $0.gradient.startPoint = CGPoint(x: $1, y: 0) }, get: { $0.gradient.startPoint.x }),
    .defaulted("CAGradientLayer.endPoint", old: 0.5, fallback: 0.5,
               set: { $0.gradient.endPoint = CGPoint(x: $1, y: 1) }, get: { $0.gradient.endPoint.x }),
    // Locations are stored as given; a gradient whose locations are not all finite spaces
    // its colors evenly.
    Row(name: "CAGradientLayer.locations", values: sweepWithNegatives,
        apply: { $0.gradient.locations = [0, NSNumber(value: Double($1))] },
        rule: { scene, value in same(CGFloat(scene.gradient.locations?.last?.doubleValue ?? 0), value) },
        restore: { $0.gradient.locations = [0, 1] }),
]

private let contextRows: [Row] = [
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

private let otherRows: [Row] = [
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
private func animationRow(_ name: String, _ configure: @escaping @MainActor @Sendable (CABasicAnimation, CGFloat) -> Bool) -> Row {
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
private final class Box: @unchecked Sendable {
    var value = false
}

/// Every public numeric setter with values that are not numbers or far out of range: the
/// frame after it renders to the end, the getter reads what UIKit or Core Animation keeps
/// (refused values leave a message naming the API), and once the value is sane again the
/// screen is that of a fresh, identical scene (to one level per channel, see `matches`).
@Suite("Non-finite setter sweep", .serialized) @MainActor
struct NonFiniteSetterSweepTests {
    /// Applies each value of `row`, renders, checks the getter, the message and the frame's
    /// sentinel, restores, renders and compares with a fresh scene's frame.
    private func sweep(_ row: Row) {
        let reference = Scene().render()
        let scene = Scene()
        #expect(scene.render() == reference, "two fresh scenes render alike")
        for value in row.values {
            var first: CGImage?
            let messages = RuntimeIssue.capture {
                row.apply(scene, value)
                scene.sentinel.backgroundColor = .cyan
                if row.advancesTime { scene.host.advanceTime(by: 0.25) }
                first = scene.host.renderScreen()
            }
            #expect(row.rule(scene, value), "\(row.name) = \(value): the getter breaks the rule")
            if let api = row.message, row.refuses(value) {
                #expect(messages.contains { $0.contains(api) }, "\(row.name) = \(value): no message naming \(api) in \(messages)")
            }
            if let first {
                if row.sentinelShows { #expect(scene.sentinelShows(first), "\(row.name) = \(value): the frame stopped drawing") }
                if row.drawsOnCanvas { #expect(scene.markerShows(first), "\(row.name) = \(value): the context stopped drawing") }
            }
            // The restored values take effect at once: no implicit animation from the odd value
            // back, and none still running towards it.
            CATransaction.setDisableActions(true)
            row.restore(scene)
            scene.sentinel.backgroundColor = .magenta
            for layer in [scene.layer, scene.shape, scene.gradient] { layer.removeAllAnimations() }
            #expect(matches(scene.render(), reference), "\(row.name) = \(value): the scene did not recover")
        }
    }

    /// UIView geometry, alpha, scale and margins: CALayer refuses NaN and infinite geometry
    /// (CALayerInvalidGeometry); a view renders and recovers from any value.
    @Test(arguments: viewRows) private func viewSetter(_ row: Row) { sweep(row) }

    /// CALayer, CAShapeLayer and CAGradientLayer properties: geometry and timing refuse
    /// non-finite values; the specialised layers fall back to their defaults.
    @Test(arguments: layerRows) private func layerSetter(_ row: Row) { sweep(row) }

    /// Core Graphics calls with values that are not finite are ignored (a CTM change that
    /// would make the CTM non-invertible is reported), and the context keeps drawing.
    @Test(arguments: contextRows) private func contextCall(_ row: Row) { sweep(row) }

    /// Fonts, colors, scroll views, animations and particles with values out of range.
    @Test(arguments: otherRows) private func otherSetter(_ row: Row) { sweep(row) }
}
