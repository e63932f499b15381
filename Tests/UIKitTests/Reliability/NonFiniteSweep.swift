import Foundation
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport


// Every public numeric setter, given NaN, ±infinity, ±1e308 and the largest finite number:
// the frame that follows renders (nothing crashes, hangs or stops drawing), the getter reads
// what UIKit or Core Animation would keep, and once a sane value is back the screen is the
// one a fresh, identical scene renders: nothing was left broken.


/// The scene, the rows' shape and the checks the non-finite setter sweep shares.
enum NonFiniteSweep {
    /// The values every row applies.
    static let sweep: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude]
    /// The sweep, with zero and a small negative number for setters where those mean something.
    static let sweepWithNegatives: [CGFloat] = sweep + [0, -5]

    /// Equal, NaN counting as equal to NaN.
    static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }

    /// What a `Float` property keeps after `value` is set over `old`: the value in single
    /// precision when that is finite (1e308 is not: it becomes infinity), else `old`.
    static func keptFloat(_ value: CGFloat, old: Float) -> Float {
        Float(value).isFinite ? Float(value) : old
    }

    /// Whether two frames are the same: equal bytes, or no channel more than one level apart.
    /// A blurred shadow recomposited in part (next to a change) can round one level differently
    /// from one composited whole; anything left broken differs far more.
    static func matches(_ a: Data, _ b: Data) -> Bool {
        a == b || (a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
    }

    /// A view whose drawing runs a row's Core Graphics calls (inside a saved graphics state),
    /// then draws its regular content: a stroked square, a green marker and a word. Whether
    /// the marker shows tells whether the context still draws after the row's calls.
    final class Canvas: UIView {
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
    final class ZoomTarget: UIScrollViewDelegate {
        let view: UIView
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }

    /// The scene every row changes: views, plain and specialised layers, a scroll view, a label
    /// and a drawing view in a 64 × 96-point window at 2×, with a sentinel view on top.
    @MainActor final class Scene {
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
    struct Row: Sendable, CustomTestStringConvertible {
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
    static func strokeZigzag(_ ctx: CGContext) {
        ctx.move(to: CGPoint(x: 2, y: 18))
        ctx.addLine(to: CGPoint(x: 6, y: 10))
        ctx.addLine(to: CGPoint(x: 10, y: 18))
        ctx.strokePath()
    }

    /// Text attributes the text rows draw with.
    nonisolated(unsafe) static let textAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 6), .foregroundColor: UIColor.black]

    /// Whether the CTM is `before` again after `body` (text drawing must leave the state as it
    /// found it, whatever the point).
    static func keepsCTM(_ ctx: CGContext, _ body: () -> Void) -> Bool {
        let before = ctx.ctm
        body()
        return ctx.ctm == before
    }
}
