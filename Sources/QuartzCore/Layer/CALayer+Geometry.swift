import CoreGraphics
import Foundation

extension CALayer {
    /// Maps this layer's coordinates into its superlayer's: move the anchor point to the
    /// origin, apply `transform`, then move to `position`.
    package var transformToSuperlayer: ProjectiveTransform {
        let ax = _bounds.minX + _anchorPoint.x * _bounds.width
        let ay = _bounds.minY + _anchorPoint.y * _bounds.height
        guard let t = extras?.transform, t != CATransform3DIdentity else {
            return ProjectiveTransform(translationX: _position.x - ax, y: _position.y - ay)
        }
        return ProjectiveTransform(translationX: -ax, y: -ay)
            .concatenating(ProjectiveTransform(flattening: t))
            .concatenating(ProjectiveTransform(translationX: _position.x, y: _position.y))
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
