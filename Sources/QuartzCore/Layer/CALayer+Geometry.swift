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
        ProjectiveTransform(layerBounds: _bounds, anchorPoint: _anchorPoint, position: _position, drawn: extras)
    }

    // MARK: Setters of the `open` geometry properties (declared in the class body)

    /// `frame`'s getter: derived from the bounds, anchor point, transform and position.
    var frameFromGeometry: CGRect {
        let s = _bounds.size
        if extras == nil || transform == CATransform3DIdentity {
            return CGRect(x: _position.x - _anchorPoint.x * s.width,
                          y: _position.y - _anchorPoint.y * s.height,
                          width: s.width, height: s.height)
        }
        return transformToSuperlayer.apply(CGRect(origin: _bounds.origin, size: s))
    }

    /// `frame`'s setter: sets `position` and `bounds.size`. With a non-identity transform the new size
    /// is the frame's size mapped back through the inverse transform and the position is chosen
    /// so the resulting frame starts at the given origin; for rotations other than multiples of
    /// 90° the frame read back is the bounding box and differs from the one set (UIKit calls the
    /// frame undefined in that case).
    func setFrame(_ newValue: CGRect) {
        guard validate(newValue.isFinite, "frame", newValue) else { return }
        let f = newValue.standardized
        if transform == CATransform3DIdentity {
            bounds.size = f.size
            position = CGPoint(x: f.minX + _anchorPoint.x * f.width, y: f.minY + _anchorPoint.y * f.height)
            return
        }
        let flat = ProjectiveTransform(flattening: transform)
        if let inverse = flat.inverted(), flat.isAffine {
            let size = inverse.apply(CGRect(origin: .zero, size: f.size)).size
            bounds.size = CGSize(width: abs(size.width), height: abs(size.height))
        }
        // Moving `position` translates the derived frame by the same amount.
        let current = frame
        position = CGPoint(x: _position.x + f.minX - current.minX, y: _position.y + f.minY - current.minY)
    }

    /// `bounds`'s setter.
    func setBounds(_ newValue: CGRect) {
        guard validate(newValue.isFinite, "bounds", newValue) else { return }
        guard newValue != _bounds else { return }
        let sizeChanged = newValue.size != _bounds.size
        changeAnimatable("bounds") { _bounds = newValue }
        if sizeChanged {
            setNeedsLayout()
            // A sublayer's size is its superlayer's business too (Core Animation marks it),
            // unless the superlayer is the one laying it out right now.
            if let s = _superlayer, !s.flags.contains(.layingOut) { s.setNeedsLayout() }
            if needsDisplayOnBoundsChange || extras?.backingStoreTooLarge == true { setNeedsDisplay() }
        }
    }

    /// `position`'s setter.
    func setPosition(_ newValue: CGPoint) {
        guard validate(newValue.isFinite, "position", newValue) else { return }
        guard newValue != _position else { return }
        changeAnimatable("position") { _position = newValue }
    }

    /// `anchorPoint`'s setter.
    func setAnchorPoint(_ newValue: CGPoint) {
        guard validate(newValue.isFinite, "anchorPoint", newValue) else { return }
        guard newValue != _anchorPoint else { return }
        changeAnimatable("anchorPoint") { _anchorPoint = newValue }
    }

    /// `transform`'s setter.
    func setTransform(_ newValue: CATransform3D) {
        guard validate(newValue.isFiniteMatrix, "transform", newValue) else { return }
        guard newValue != transform else { return }
        changeAnimatable("transform") { mutableExtras.transform = newValue }
    }

    /// `zPosition`'s setter.
    func setZPosition(_ newValue: CGFloat) {
        guard validate(newValue.isFinite, "zPosition", newValue) else { return }
        guard newValue != zPosition else { return }
        changeAnimatable("zPosition") { mutableExtras.zPosition = newValue }
    }

    /// `anchorPointZ`'s setter.
    func setAnchorPointZ(_ newValue: CGFloat) {
        guard validate(newValue.isFinite, "anchorPointZ", newValue) else { return }
        guard newValue != anchorPointZ else { return }
        changeAnimatable("anchorPointZ") { mutableExtras.anchorPointZ = newValue }
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
