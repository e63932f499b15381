import Foundation
internal import RuntimeSupport

/// A path you build element by element; the only kind of `CGPath` whose elements change.
///
/// Each method takes an optional `transform` that maps the points before they are stored,
/// as Core Graphics' do. Bad input never traps: NaN or infinite coordinates are ignored and
/// reported, and a line or curve added without a current point starts a new subpath (see
/// `CGPath.append(_:from:)` for the rules).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path (`CGPathCreateMutable`).
    public override init() {
        super.init()
    }

    /// Begins a new subpath at `point`. A following close returns here.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(point.applying(transform)), from: "CGMutablePath.move(to:)")
    }

    /// Adds a straight line from the current point to `point`. Without a current point the
    /// line cannot be drawn; as in Core Graphics this is reported, and `point` starts a new
    /// subpath.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.line(point.applying(transform)), from: "CGMutablePath.addLine(to:)")
    }

    /// Starts a new subpath at the first of `points` and adds a line to each following
    /// point (`CGPathAddLines`), even when the path already has a current point. Non-finite
    /// points are skipped (and reported); an empty array adds nothing.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        let api = "CGMutablePath.addLines(between:)"
        let mapped = transform.isIdentity ? points : points.map { $0.applying(transform) }
        let finite = mapped.filter(\.isFinite)
        if finite.count != mapped.count {
            RuntimeIssue.report("\(api): NaN or infinite points were passed; they are ignored, as Core Graphics ignores invalid numeric values")
        }
        guard let first = finite.first else { return }
        append(.move(first), from: api)
        for p in finite.dropFirst() { append(.line(p), from: api) }
    }

    /// Adds a quadratic Bézier curve from the current point to `end`, shaped by `control`.
    /// Without a current point the curve starts at `control` (reported).
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append(.quad(control.applying(transform), end.applying(transform)),
               from: "CGMutablePath.addQuadCurve(to:control:)")
    }

    /// Adds a cubic Bézier curve from the current point to `end`, shaped by `control1` and
    /// `control2`. Without a current point the curve starts at `control1` (reported).
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)),
               from: "CGMutablePath.addCurve(to:control1:control2:)")
    }

    /// Ends the current subpath with a line back to its first point; the current point
    /// becomes that first point, and the next line or curve starts from there. Closing an
    /// empty path or an already closed subpath does nothing.
    public func closeSubpath() {
        append(.close, from: "CGMutablePath.closeSubpath()")
    }

    /// Appends the elements of `path`, mapped through `transform` (`CGPathAddPath`). No line
    /// joins the two: `path` begins with its own move.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let api = "CGMutablePath.addPath(_:transform:)"
        let source = path.elements   // a snapshot, so adding a path to itself is safe
        for element in source {
            append(transform.isIdentity ? element : element.applying(transform), from: api)
        }
    }
}
