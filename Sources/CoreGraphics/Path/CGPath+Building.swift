import Foundation
internal import RuntimeSupport

// The one place elements enter a path. Every public builder (CGMutablePath's methods, the
// shape initializers, copies with transforms) goes through these, so the rules for bad input
// live here once.
extension CGPath {
    /// Appends `element` by Core Graphics' rules and reports misuse under `api`'s name:
    ///
    /// - A NaN or infinite coordinate drops the element. Core Graphics logs "invalid numeric
    ///   value … this value is being ignored"; storing it would poison bounds and hit tests.
    /// - A line or curve with no current point starts a subpath instead of failing. Core
    ///   Graphics logs "no current point"; the path continues from the element's first point
    ///   (a line's end point, a curve's first control point), as Cairo and the HTML canvas
    ///   do, so a renderer replaying the path sees the same shape.
    /// - A close with no open subpath (an empty path, or a subpath already closed) is
    ///   ignored: there is nothing to close.
    ///
    /// Returns whether anything was stored.
    @discardableResult
    func append(_ element: PathElement, from api: String) -> Bool {
        guard element.isFinite else {
            RuntimeIssue.report("\(api): a NaN or infinite coordinate was passed; the element is ignored, as Core Graphics ignores invalid numeric values")
            return false
        }
        switch element {
        case .move(let p):
            elements.append(element)
            subpathStart = p
            current = p
        case .line(let p):
            guard current != nil else {
                RuntimeIssue.report("\(api): no current point; the line's end point starts a new subpath (call move(to:) first)")
                elements.append(.move(p))
                subpathStart = p
                current = p
                return true
            }
            elements.append(element)
            current = p
        case .quad(let first, let p), .cubic(let first, _, let p):
            if current == nil {
                RuntimeIssue.report("\(api): no current point; the curve starts at its first control point (call move(to:) first)")
                elements.append(.move(first))
                subpathStart = first
            }
            elements.append(element)
            current = p
        case .close:
            guard current != nil else {
                RuntimeIssue.report("\(api): no current point; there is no subpath to close")
                return false
            }
            if case .close? = elements.last { return false }
            elements.append(.close)
            current = subpathStart
        }
        return true
    }

    /// Appends a whole shape (a rectangle, an ellipse, …) mapped through `transform`, or
    /// nothing at all if any of its points is not finite: a shape is never added in part.
    func appendShape(_ shape: [PathElement], transform: CGAffineTransform, from api: String) {
        let mapped = transform.isIdentity ? shape : shape.map { $0.applying(transform) }
        guard mapped.allSatisfy(\.isFinite) else {
            RuntimeIssue.report("\(api): a NaN or infinite value was passed; the shape is ignored, as Core Graphics ignores invalid numeric values")
            return
        }
        for element in mapped { append(element, from: api) }
    }
}
