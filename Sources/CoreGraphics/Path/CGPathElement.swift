import Foundation

/// The kind of a path element handed to `CGPath.applyWithBlock(_:)`; raw values are Core
/// Graphics' (`kCGPathElementMoveToPoint` … `kCGPathElementCloseSubpath`).
public enum CGPathElementType: Int32, Sendable {
    /// One point: the start of a new subpath.
    case moveToPoint = 0
    /// One point: the end of a straight line from the current point.
    case addLineToPoint = 1
    /// Two points: the control point, then the end point.
    case addQuadCurveToPoint = 2
    /// Three points: two control points, then the end point.
    case addCurveToPoint = 3
    /// No points: a line back to the subpath's first point, ending the subpath.
    case closeSubpath = 4
}

/// One element of a path as Core Graphics reports it: its kind and a pointer to its points.
///
/// As in Core Graphics, `points` is only valid during the call it is passed to; copy the
/// points out if you need them later. The number of valid points follows from `type`.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The C-style callback `CGPath.apply(info:function:)` calls once per element.
///
/// Apple's is `@convention(c)`; here `CGPathElement` is a Swift struct, which C cannot
/// represent, so it is a plain Swift function type. The functions and non-capturing closures
/// ported code passes to Apple's fit it unchanged.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
