import CoreGraphics
import Foundation

/// A keyframe animation's path as segments (lines and curves), each one keyframe segment.
struct KeyframePath {
    enum Segment {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

        func point(_ u: Double) -> CGPoint {
            let t = CGFloat(u), s = 1 - t
            switch self {
            case let .line(a, b): return CGPoint(x: a.x * s + b.x * t, y: a.y * s + b.y * t)
            case let .quad(a, c, b):
                return CGPoint(x: s * s * a.x + 2 * s * t * c.x + t * t * b.x, y: s * s * a.y + 2 * s * t * c.y + t * t * b.y)
            case let .cubic(a, c1, c2, b):
                let x = s * s * s * a.x + 3 * s * s * t * c1.x + 3 * s * t * t * c2.x + t * t * t * b.x
                let y = s * s * s * a.y + 3 * s * s * t * c1.y + 3 * s * t * t * c2.y + t * t * t * b.y
                return CGPoint(x: x, y: y)
            }
        }

        /// The direction of travel at `u`, in radians (y down, as the layer's space).
        func angle(_ u: Double) -> Double {
            let e = 1e-4
            let a = point(max(0, u - e)), b = point(min(1, u + e))
            return Double(atan2(b.y - a.y, b.x - a.x))
        }

        /// The length, from a 32-piece polyline.
        var length: Double {
            var total = 0.0, previous = point(0)
            for i in 1...32 {
                let p = point(Double(i) / 32)
                total += Double(hypot(p.x - previous.x, p.y - previous.y))
                previous = p
            }
            return total
        }
    }

    private(set) var segments: [Segment] = []

    init(_ path: CGPath) {
        var current = CGPoint.zero, start = CGPoint.zero
        var segments: [Segment] = []
        path.applyWithBlock { element in
            let p = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint: current = p[0]; start = p[0]
            case .addLineToPoint: segments.append(.line(current, p[0])); current = p[0]
            case .addQuadCurveToPoint: segments.append(.quad(current, p[0], p[1])); current = p[1]
            case .addCurveToPoint: segments.append(.cubic(current, p[0], p[1], p[2])); current = p[2]
            case .closeSubpath:
                if current != start { segments.append(.line(current, start)) }
                current = start
            }
        }
        self.segments = segments
    }

    /// The point (and direction) at progress `t` of `animation`'s keyframes, whose key times,
    /// timing functions and paced mode apply per segment.
    func point(at t: Double, keyframes animation: RenderKeyframes) -> (point: CGPoint, angle: Double)? {
        guard !segments.isEmpty else { return nil }
        if animation.calculationMode == .discrete {
            let times = animation.times(count: segments.count + 1) { segments.map(\.length) }
            var i = 0
            while i < segments.count && t >= times[i + 1] { i += 1 }
            let s = segments[min(i, segments.count - 1)]
            return i >= segments.count ? (s.point(1), s.angle(1)) : (s.point(0), s.angle(0))
        }
        let times = animation.times(count: segments.count + 1) { segments.map(\.length) }
        let (i, u) = animation.segment(at: t, times: times)
        let s = segments[min(i, segments.count - 1)]
        return (s.point(u), s.angle(u))
    }
}
