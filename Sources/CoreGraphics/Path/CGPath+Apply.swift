import Foundation

// Walking a path's elements the way Core Graphics hands them out: one `CGPathElement` per
// element, whose points pointer is valid only during the call.
extension CGPath {
    /// Calls `block` once per element, in order (`CGPathApplyWithBlock`). The element's
    /// `points` pointer holds 1 point for a move or line, 2 for a quad curve (control, end),
    /// 3 for a cubic curve (control 1, control 2, end) and none for a close; it is valid only
    /// during the call. Mutating the path inside `block` does not change this walk.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let snapshot = elements
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        points.initialize(repeating: .zero, count: 3)
        defer { points.deallocate() }
        for element in snapshot {
            for (index, point) in element.points.enumerated() { points[index] = point }
            var cgElement = CGPathElement(type: element.type, points: points)
            withUnsafePointer(to: &cgElement) { block($0) }
        }
    }

    /// Calls the C function `function` once per element with `info` (`CGPathApply`); see
    /// `applyWithBlock(_:)` for what each element holds.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }
}
