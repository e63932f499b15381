internal import CCairo
import CoreGraphics
import Foundation

/// A layer that fills its bounds with a gradient of `colors` at `locations`, from
/// `startPoint` to `endPoint` (unit coordinates of the bounds: (0, 0) is the top-left,
/// (1, 1) the bottom-right), axial, radial or conic.
///
/// The render server draws it (`GradientDrawing`) at the layer's device transform. `colors`,
/// `locations`, `startPoint` and `endPoint` animate as on iOS (lists of the same length
/// component by component).
open class CAGradientLayer: CALayer {
    override class var initialDrawing: (any LayerDrawing)? { GradientDrawing() }

    private var gradient: GradientDrawing { drawing(GradientDrawing.self) ?? GradientDrawing() }

    private func change(_ key: String, _ body: (inout GradientDrawing) -> Void) {
        changeAnimatable(key) { updateDrawing(GradientDrawing(), body) }
    }

    /// The colors (`CGColor`s, as `[Any]?` in Apple's API); nil (nothing drawn) by default.
    /// Animatable.
    open var colors: [Any]? {
        get { gradient.colors }
        set { change("colors") { $0.colors = newValue?.compactMap(BoxedInterpolation.color) } }
    }
    /// Where each color stops, 0…1 along the gradient; nil spreads them evenly. Animatable.
    open var locations: [NSNumber]? {
        get { gradient.locations?.map { NSNumber(value: Double($0)) } }
        set { change("locations") { $0.locations = newValue?.map { CGFloat($0.doubleValue) } } }
    }
    /// (0.5, 0) by default. Animatable.
    open var startPoint: CGPoint {
        get { gradient.startPoint }
        set { change("startPoint") { $0.startPoint = newValue.x.isFinite && newValue.y.isFinite ? newValue : CGPoint(x: 0.5, y: 0) } }
    }
    /// (0.5, 1) by default. Animatable.
    open var endPoint: CGPoint {
        get { gradient.endPoint }
        set { change("endPoint") { $0.endPoint = newValue.x.isFinite && newValue.y.isFinite ? newValue : CGPoint(x: 0.5, y: 1) } }
    }
    /// `.axial` by default.
    open var type: CAGradientLayerType {
        get { gradient.type }
        set { change("type") { $0.type = newValue } }
    }
}

/// `CAGradientLayer.type` values.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`, the end colors extending beyond.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Ellipses centred on `startPoint`, reaching `endPoint`'s x and y distances at 1.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, clockwise from the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// What a gradient layer draws, as the render server reads it.
struct GradientDrawing: LayerDrawing {
    var colors: [CGColor]?
    var locations: [CGFloat]?
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    var type = CAGradientLayerType.axial

    func extent(in bounds: CGRect) -> CGRect { bounds }

    /// The color stops: each color at its location (evenly spread without locations, or
    /// when their count differs, as Core Animation falls back).
    var stops: [(CGFloat, CGColor)] {
        guard let colors, !colors.isEmpty else { return [] }
        if colors.count == 1 { return [(0, colors[0]), (1, colors[0])] }
        let at: [CGFloat]
        if let locations, locations.count == colors.count, locations.allSatisfy(\.isFinite) {
            at = locations
        } else {
            at = colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
        return zip(at, colors).map { ($0, $1) }
    }

    func draw(_ cr: OpaquePointer, bounds: CGRect) {
        let stops = self.stops
        guard !stops.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let start = point(startPoint), end = point(endPoint)
        cairo_new_path(cr)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cr)
        if type == .conic {
            drawConic(cr, center: start, toward: end, stops: stops, bounds: bounds)
            return
        }
        let pattern: OpaquePointer
        if type == .radial {
            // Unit circle scaled into the ellipse through endPoint's x and y distances.
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0 || ry > 0 else { return }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var m = cairo_matrix_t()
            cairo_matrix_init_translate(&m, start.x, start.y)
            cairo_matrix_scale(&m, max(rx, 1e-6), max(ry, 1e-6))
            cairo_matrix_invert(&m)
            cairo_pattern_set_matrix(pattern, &m)
        } else {
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        }
        defer { cairo_pattern_destroy(pattern) }
        for (location, color) in stops {
            let c = color.drawnRGBA
            cairo_pattern_add_color_stop_rgba(pattern, Double(location), c.r, c.g, c.b, c.a)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
    }

    /// A conic gradient as a mesh of thin sectors, each shaded from its first angle's color
    /// to its last's (Cairo has no conic pattern).
    private func drawConic(_ cr: OpaquePointer, center: CGPoint, toward end: CGPoint, stops: [(CGFloat, CGColor)], bounds: CGRect) {
        let start = atan2(end.y - center.y, end.x - center.x)
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! * 1.5 + 1
        func color(at t: CGFloat) -> (Double, Double, Double, Double) {
            var previous = stops[0]
            if t <= previous.0 { return rgba(previous.1) }
            for stop in stops.dropFirst() {
                if t <= stop.0 {
                    let k = stop.0 > previous.0 ? (t - previous.0) / (stop.0 - previous.0) : 1
                    let a = rgba(previous.1), b = rgba(stop.1), f = Double(k)
                    return (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f, a.3 + (b.3 - a.3) * f)
                }
                previous = stop
            }
            return rgba(previous.1)
        }
        let mesh = cairo_pattern_create_mesh()!
        defer { cairo_pattern_destroy(mesh) }
        let sectors = 180
        for i in 0..<sectors {
            let t0 = CGFloat(i) / CGFloat(sectors), t1 = CGFloat(i + 1) / CGFloat(sectors)
            let a0 = start + t0 * 2 * .pi, a1 = start + t1 * 2 * .pi
            let c0 = color(at: t0), c1 = color(at: t1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, center.x + cos(a0) * radius, center.y + sin(a0) * radius)
            cairo_mesh_pattern_line_to(mesh, center.x + cos(a1) * radius, center.y + sin(a1) * radius)
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, c0.0, c0.1, c0.2, c0.3)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, c0.0, c0.1, c0.2, c0.3)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, c1.0, c1.1, c1.2, c1.3)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, c1.0, c1.1, c1.2, c1.3)
            cairo_mesh_pattern_end_patch(mesh)
        }
        cairo_set_source(cr, mesh)
        cairo_paint(cr)
    }

    private func rgba(_ c: CGColor) -> (Double, Double, Double, Double) {
        let v = c.drawnRGBA
        return (Double(v.r), Double(v.g), Double(v.b), Double(v.a))
    }
}
