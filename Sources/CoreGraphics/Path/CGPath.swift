import Foundation

/// An immutable graphics path: subpaths made of straight lines and Bézier curves.
///
/// As in Core Graphics, a path is a value in object clothing. Two paths are equal when they
/// hold the same elements in the same order (`CGPathEqualToPath`), whatever their class, and
/// an immutable path never changes after it is made, so it can be shared across threads.
/// `CGMutablePath` is the subclass that builds paths; a mutable path is no more thread-safe
/// than Core Graphics' is, and must not be mutated while it sits in a `Set` or dictionary.
///
/// The elements are kept in the form renderers replay (`elements`, see `PathElement`).
open class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The elements in the order they were added; every point is finite and the first
    /// element, if any, is a move.
    package internal(set) var elements: [PathElement]

    /// The first point of the current subpath, where `closeSubpath()` returns to; nil while
    /// the path has no current point.
    var subpathStart: CGPoint?

    /// The current point: the end of the last element, or the subpath's first point after a
    /// close; nil while the path is empty.
    var current: CGPoint?

    /// An empty path. Core Graphics offers no public way to make an empty immutable path
    /// (`CGMutablePath()` is the way in); the package builds paths from here.
    package init() {
        elements = []
    }

    /// A path holding `elements`, replayed through the rules every builder follows, so the
    /// stored form is always well formed: non-finite elements are dropped and a drawing
    /// element without a current point starts a subpath.
    package convenience init(elements: [PathElement]) {
        self.init()
        for element in elements { append(element, from: "CGPath(elements:)") }
    }

    /// A path with the same elements and current point as `path`, without replaying them.
    convenience init(copying path: CGPath) {
        self.init()
        elements = path.elements
        subpathStart = path.subpathStart
        current = path.current
    }

    // MARK: - Information

    /// True when the path has no elements (`CGPathIsEmpty`). A path holding only a move is
    /// not empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from: the end of the last element, or the first
    /// point of the subpath after `closeSubpath()`. `.zero` when there is none, as
    /// `CGPathGetCurrentPoint` documents.
    public var currentPoint: CGPoint { current ?? .zero }

    // MARK: - Copies

    /// An immutable copy (`CGPathCreateCopy`). An immutable path cannot change, so it is its
    /// own copy, as Core Foundation does; a mutable path is snapshotted.
    public func copy() -> CGPath? {
        if Swift.type(of: self) == CGPath.self { return self }
        return CGPath(copying: self)
    }

    /// An immutable copy with every point mapped through `transform`
    /// (`CGPathCreateCopyByTransformingPath`); `nil` means no transform.
    ///
    /// Points the transform makes non-finite are dropped with the same report as the
    /// builders give.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee, !t.isIdentity else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// A mutable copy that changes independently of this path (`CGPathCreateMutableCopy`).
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(copying: self)
    }

    /// A mutable copy with every point mapped through `transform`
    /// (`CGPathCreateMutableCopyByTransformingPath`); `nil` means no transform.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee, !t.isIdentity else { return mutableCopy() }
        return CGMutablePath(elements: elements.map { $0.applying(t) })
    }

    // MARK: - Equality

    /// Equal when both hold the same elements in the same order (`CGPathEqualToPath`); a
    /// mutable and an immutable path with the same elements are equal.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.elements == rhs.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }

    /// The class name and the elements in SVG-like form, e.g. `CGPath(m 0 0 l 10 0 h)`.
    public var description: String {
        "\(Swift.type(of: self))(\(elements.map(\.description).joined(separator: " ")))"
    }
}
