internal import CCairo
import CoreGraphics
import Foundation

/// A layer that draws a path: filled, stroked, or both, in its own coordinates (the path is
/// not clipped to the bounds, so a shape layer with zero bounds still shows it).
///
/// The render server draws it (`ShapeDrawing`) at the layer's device transform, sharp at any
/// scale. `path`, the colors, `lineWidth`, `miterLimit`, `lineDashPhase`, `strokeStart` and
/// `strokeEnd` animate as on iOS: a path animates to one with the same elements point by
/// point (other paths switch at the end), and `strokeEnd` from 0 to 1 draws the stroke on.
open class CAShapeLayer: CALayer {
    override class var initialDrawing: (any LayerDrawing)? { ShapeDrawing() }

    private var shape: ShapeDrawing { drawing(ShapeDrawing.self) ?? ShapeDrawing() }

    private func change(_ key: String, _ body: (inout ShapeDrawing) -> Void) {
        changeAnimatable(key) { updateDrawing(ShapeDrawing(), body) }
    }

    /// The path drawn; nil (nothing) by default. Animatable.
    open var path: CGPath? {
        get { shape.path }
        set { change("path") { $0.path = newValue } }
    }
    /// The fill; opaque black by default, nil for none. Animatable.
    open var fillColor: CGColor? {
        get { shape.fillColor }
        set { change("fillColor") { $0.fillColor = newValue } }
    }
    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule }
        set { change("fillRule") { $0.fillRule = newValue } }
    }
    /// The stroke; nil (none) by default. Animatable.
    open var strokeColor: CGColor? {
        get { shape.strokeColor }
        set { change("strokeColor") { $0.strokeColor = newValue } }
    }
    /// Where along the path (0…1 of its length) the stroke starts; 0 by default. Animatable.
    open var strokeStart: CGFloat {
        get { shape.strokeStart }
        set { change("strokeStart") { $0.strokeStart = newValue.isFinite ? newValue : 0 } }
    }
    /// Where along the path (0…1 of its length) the stroke ends; 1 by default. Animatable.
    open var strokeEnd: CGFloat {
        get { shape.strokeEnd }
        set { change("strokeEnd") { $0.strokeEnd = newValue.isFinite ? newValue : 1 } }
    }
    /// 1 by default. Animatable.
    open var lineWidth: CGFloat {
        get { shape.lineWidth }
        set { change("lineWidth") { $0.lineWidth = newValue.isFinite ? max(0, newValue) : 1 } }
    }
    /// 10 by default. Animatable.
    open var miterLimit: CGFloat {
        get { shape.miterLimit }
        set { change("miterLimit") { $0.miterLimit = newValue.isFinite ? max(0, newValue) : 10 } }
    }
    open var lineCap: CAShapeLayerLineCap {
        get { shape.lineCap }
        set { change("lineCap") { $0.lineCap = newValue } }
    }
    open var lineJoin: CAShapeLayerLineJoin {
        get { shape.lineJoin }
        set { change("lineJoin") { $0.lineJoin = newValue } }
    }
    /// 0 by default. Animatable.
    open var lineDashPhase: CGFloat {
        get { shape.lineDashPhase }
        set { change("lineDashPhase") { $0.lineDashPhase = newValue.isFinite ? newValue : 0 } }
    }
    /// Alternating painted and unpainted lengths; nil (a solid line) by default.
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern.map { $0.map { NSNumber(value: Double($0)) } } }
        set { change("lineDashPattern") { $0.lineDashPattern = newValue?.map { CGFloat($0.doubleValue) } } }
    }
}

/// `CAShapeLayer.fillRule` values.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// `CAShapeLayer.lineCap` values.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// `CAShapeLayer.lineJoin` values.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// What a shape layer draws: its properties, as the render server reads them.
struct ShapeDrawing: LayerDrawing {
    var path: CGPath?
    var fillColor: CGColor? = CGColor.black
    var fillRule = CAShapeLayerFillRule.nonZero
    var strokeColor: CGColor?
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var lineWidth: CGFloat = 1
    var miterLimit: CGFloat = 10
    var lineCap = CAShapeLayerLineCap.butt
    var lineJoin = CAShapeLayerLineJoin.miter
    var lineDashPhase: CGFloat = 0
    var lineDashPattern: [CGFloat]?

    func extent(in bounds: CGRect) -> CGRect {
        guard let path, !path.isEmpty else { return .null }
        var box = path.boundingBoxOfPath
        if strokeColor != nil, lineWidth > 0 {
            // A miter can reach miterLimit × half the width from the path; a square cap √2 ×.
            let reach = lineWidth / 2 * max(lineJoin == .miter ? max(miterLimit, 1) : 1, lineCap == .square ? 1.5 : 1)
            box = box.insetBy(dx: -reach, dy: -reach)
        }
        return box
    }

    func draw(_ cr: OpaquePointer, bounds: CGRect) {
        guard let path, !path.isEmpty else { return }
        if let fillColor, fillColor.alpha > 0 {
            cairo_new_path(cr)
            path.append(toCairo: cr)
            cairo_set_fill_rule(cr, fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            Compositor.setColor(cr, fillColor)
            cairo_fill(cr)
        }
        let start = min(max(0, strokeStart), 1), end = min(max(0, strokeEnd), 1)
        guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0, end > start else { return }
        cairo_new_path(cr)
        if start == 0 && end == 1 { path.append(toCairo: cr) } else { Self.appendTrimmed(path, from: start, to: end, cr) }
        cairo_set_line_width(cr, lineWidth)
        cairo_set_miter_limit(cr, miterLimit)
        switch lineCap {
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        default: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        }
        switch lineJoin {
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        default: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        }
        if let dashes = lineDashPattern, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.contains(where: { $0 > 0 }) {
            // An odd count repeats, as Core Graphics reads it.
            let lengths = (dashes.count % 2 == 1 ? dashes + dashes : dashes).map(Double.init)
            lengths.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), Double(lineDashPhase)) }
        }
        Compositor.setColor(cr, strokeColor)
        cairo_stroke(cr)
    }

    /// The part of `path` from `start` to `end` (fractions of its whole length, all subpaths
    /// together, as Core Animation measures `strokeStart`/`strokeEnd`), curves followed
    /// within a small fraction of a point.
    static func appendTrimmed(_ path: CGPath, from start: CGFloat, to end: CGFloat, _ cr: OpaquePointer) {
        let polylines = path.flattened(tolerance: 0.02)
        var total: CGFloat = 0
        for line in polylines { for i in 1..<line.count { total += hypot(line[i].x - line[i - 1].x, line[i].y - line[i - 1].y) } }
        guard total > 0 else { return }
        let from = start * total, to = end * total
        var walked: CGFloat = 0
        for line in polylines {
            var drawing = false
            for i in 1..<line.count {
                let a = line[i - 1], b = line[i]
                let length = hypot(b.x - a.x, b.y - a.y)
                let s = walked, e = walked + length
                walked = e
                guard e > from, s < to, length > 0 else { continue }
                func at(_ d: CGFloat) -> CGPoint {
                    let k = min(max(0, (d - s) / length), 1)
                    return CGPoint(x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k)
                }
                if !drawing {
                    let p = at(max(from, s))
                    cairo_move_to(cr, p.x, p.y)
                    drawing = true
                }
                let q = at(min(to, e))
                cairo_line_to(cr, q.x, q.y)
            }
        }
    }
}
