import CoreGraphics
import Foundation

/// One subpath of a path: where it starts, its lines and curves, and whether it was closed.
/// A line or curve that follows a close without a move starts a new subpath at the closed
/// one's first point, as in Core Graphics.
struct BezierSubpath {
    var start: CGPoint
    /// Lines and curves only.
    var segments: [PathElement] = []
    var isClosed = false

    /// `elements` cut into subpaths, in order.
    static func split(_ elements: [PathElement]) -> [BezierSubpath] {
        var result: [BezierSubpath] = []
        var current: BezierSubpath?
        var lastStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                if let open = current { result.append(open) }
                current = BezierSubpath(start: p)
                lastStart = p
            case .close:
                guard var closing = current else { continue }
                closing.isClosed = true
                result.append(closing)
                current = nil
            case .line, .quad, .cubic:
                if current == nil { current = BezierSubpath(start: lastStart) }
                current?.segments.append(element)
            }
        }
        if let open = current { result.append(open) }
        return result
    }

    /// The elements of `elements` traced backwards: the subpaths in reverse order, each run
    /// from its end to its start with curve control points swapped.
    ///
    /// An open subpath starts at its old end point. A closed subpath keeps its first point
    /// and goes round the other way: first along the old closing line (when it had length),
    /// then back through the old segments; the old first segment, if a line, becomes the
    /// closing line.
    static func reversed(_ elements: [PathElement]) -> [PathElement] {
        split(elements).reversed().flatMap(\.reversedElements)
    }

    /// Only the closed subpaths of `elements`, as elements.
    static func closedOnly(_ elements: [PathElement]) -> [PathElement] {
        split(elements).filter(\.isClosed).flatMap { [.move($0.start)] + $0.segments + [.close] }
    }

    /// The points the segments run through: the start, then each segment's end.
    private var points: [CGPoint] {
        [start] + segments.map { $0.endPoint ?? start }
    }

    private var reversedElements: [PathElement] {
        let p = points
        let n = segments.count
        // The segment that ran from p[i - 1] to p[i], run back to p[i - 1].
        func back(_ i: Int) -> PathElement {
            switch segments[i - 1] {
            case .quad(let c, _): .quad(c, p[i - 1])
            case .cubic(let c1, let c2, _): .cubic(c2, c1, p[i - 1])
            default: .line(p[i - 1])
            }
        }
        guard isClosed else {
            return [.move(p[n])] + stride(from: n, through: 1, by: -1).map(back)
        }
        var result: [PathElement] = [.move(start)]
        if p[n] != start { result.append(.line(p[n])) }
        for i in stride(from: n, through: 1, by: -1) {
            if i == 1, case .line = segments[0] { break }   // the close draws it
            result.append(back(i))
        }
        result.append(.close)
        return result
    }
}
