import CoreGraphics
import Foundation

extension CALayer {
    /// The stored geometry and visibility, read without the overridable accessors (as the
    /// render server does): what hit-testing needs per view, at the cost of a few loads.
    /// (Inlinable: a call into another module per read was a third of a hit-test's cost.)
    @inlinable package var storedBounds: CGRect { _bounds }
    @inlinable package var storedPosition: CGPoint { _position }
    @inlinable package var storedAnchorPoint: CGPoint { _anchorPoint }
    @inlinable package var storedOpacity: Float { _opacity }
    @inlinable package var storedIsHidden: Bool { flags.contains(.hidden) }

    /// Whether `transform` is the identity (most layers' case, which conversions and
    /// hit-testing take a shortcut for).
    @inlinable package var hasIdentityTransform: Bool {
        guard let extras else { return true }
        return extras.hasIdentityTransform
    }

    /// Maps this layer's coordinates into its superlayer's: move the anchor point to the
    /// origin, apply `transform`, then move to `position`.
    package var transformToSuperlayer: ProjectiveTransform {
        let ax = _bounds.minX + _anchorPoint.x * _bounds.width
        let ay = _bounds.minY + _anchorPoint.y * _bounds.height
        guard let t = extras?.transform, t != CATransform3DIdentity else {
            return ProjectiveTransform(translationX: _position.x - ax, y: _position.y - ay)
        }
        // translate(-anchor) × flatten(transform) × translate(position), multiplied out.
        let px = _position.x, py = _position.y
        let r0 = (t.m11 + t.m14 * px, t.m12 + t.m14 * py, t.m14)
        let r1 = (t.m21 + t.m24 * px, t.m22 + t.m24 * py, t.m24)
        let r2 = (t.m41 + t.m44 * px, t.m42 + t.m44 * py, t.m44)
        return ProjectiveTransform(m: (
            r0.0, r0.1, r0.2,
            r1.0, r1.1, r1.2,
            r2.0 - ax * r0.0 - ay * r1.0, r2.1 - ax * r0.1 - ay * r1.1, r2.2 - ax * r0.2 - ay * r1.2))
    }
}

extension CATransform3D {
    var isFiniteMatrix: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }
}
