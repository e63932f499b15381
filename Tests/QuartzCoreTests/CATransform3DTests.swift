import CoreGraphics
import Foundation
import QuartzCore
import Testing

// MARK: - Helpers

private let tolerance: CGFloat = 1e-9

private func isClose(_ x: CGFloat, _ y: CGFloat) -> Bool { abs(x - y) <= tolerance }

/// The sixteen entries in row order.
private func entries(_ t: CATransform3D) -> [CGFloat] {
    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
     t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
}

private func isClose(_ t: CATransform3D, _ u: CATransform3D) -> Bool {
    zip(entries(t), entries(u)).allSatisfy { isClose($0, $1) }
}

private func isClose(_ t: CGAffineTransform, _ u: CGAffineTransform) -> Bool {
    isClose(t.a, u.a) && isClose(t.b, u.b) && isClose(t.c, u.c) && isClose(t.d, u.d)
        && isClose(t.tx, u.tx) && isClose(t.ty, u.ty)
}

private struct Point3: Equatable {
    var x: CGFloat, y: CGFloat, z: CGFloat
}

private func isClose(_ p: Point3, _ q: Point3) -> Bool {
    isClose(p.x, q.x) && isClose(p.y, q.y) && isClose(p.z, q.z)
}

/// Maps a point as Core Animation does: the row vector (x, y, z, 1) times the matrix, divided by w.
private func apply(_ t: CATransform3D, _ p: Point3) -> Point3 {
    let x = p.x * t.m11 + p.y * t.m21 + p.z * t.m31 + t.m41
    let y = p.x * t.m12 + p.y * t.m22 + p.z * t.m32 + t.m42
    let z = p.x * t.m13 + p.y * t.m23 + p.z * t.m33 + t.m43
    let w = p.x * t.m14 + p.y * t.m24 + p.z * t.m34 + t.m44
    return Point3(x: x / w, y: y / w, z: z / w)
}

/// A general transform with translation, rotation, non-uniform scale and perspective.
private let perspectiveTransform: CATransform3D = {
    var t = CATransform3DIdentity
    t.m34 = -1.0 / 500
    t = CATransform3DRotate(t, 0.6, 1, 1, 0)
    t = CATransform3DScale(t, 2, 0.5, 1.5)
    return CATransform3DTranslate(t, 10, -20, 30)
}()

// MARK: - Identity

@Suite("CATransform3DIdentity and CATransform3DIsIdentity", .freshRenderContext)
struct CATransform3DIdentityTests {
    @Test("CATransform3DIdentity has ones on the diagonal and zeros elsewhere")
    func identityEntries() {
        #expect(entries(CATransform3DIdentity) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    }

    @Test("CATransform3DIsIdentity is true for the identity and false for any other matrix")
    func isIdentity() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 0, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 1)))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, -1)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        #expect(!CATransform3DIsIdentity(perspective))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
    }

    @Test("the identity maps every point to itself")
    func identityMapsPoints() {
        let p = Point3(x: 3, y: -4, z: 5)
        #expect(apply(CATransform3DIdentity, p) == p)
    }
}

// MARK: - Make functions

@Suite("CATransform3DMakeTranslation, MakeScale and MakeRotation", .freshRenderContext)
struct CATransform3DMakeTests {
    @Test("CATransform3DMakeTranslation puts (tx, ty, tz) in m41, m42, m43 and moves points by it")
    func makeTranslation() {
        let t = CATransform3DMakeTranslation(10, -20, 30)
        #expect(entries(t) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, -20, 30, 1])
        #expect(apply(t, Point3(x: 1, y: 2, z: 3)) == Point3(x: 11, y: -18, z: 33))
    }

    @Test("CATransform3DMakeScale puts (sx, sy, sz) on the diagonal and multiplies coordinates")
    func makeScale() {
        let t = CATransform3DMakeScale(2, 3, -4)
        #expect(entries(t) == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, -4, 0, 0, 0, 0, 1])
        #expect(apply(t, Point3(x: 1, y: 2, z: 3)) == Point3(x: 2, y: 6, z: -12))
    }

    @Test("a rotation about the z axis equals CGAffineTransform(rotationAngle:)",
          arguments: [0.0, 0.3, CGFloat.pi / 2, 2.5, -1.2])
    func rotationAboutZIsAffineRotation(_ angle: CGFloat) {
        let t = CATransform3DMakeRotation(angle, 0, 0, 1)
        #expect(isClose(CATransform3DGetAffineTransform(t), CGAffineTransform(rotationAngle: angle)))
    }

    @Test("a rotation by π/2 about the z axis maps the x axis to the y axis")
    func rotationAboutZMapsXToY() {
        let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(isClose(apply(t, Point3(x: 1, y: 0, z: 0)), Point3(x: 0, y: 1, z: 0)))
    }

    @Test("a rotation by π/2 about the x axis maps the y axis to the z axis")
    func rotationAboutXMapsYToZ() {
        let t = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        #expect(isClose(apply(t, Point3(x: 0, y: 1, z: 0)), Point3(x: 0, y: 0, z: 1)))
        #expect(isClose(apply(t, Point3(x: 0, y: 0, z: 1)), Point3(x: 0, y: -1, z: 0)))
        #expect(isClose(apply(t, Point3(x: 1, y: 0, z: 0)), Point3(x: 1, y: 0, z: 0)))
    }

    @Test("a rotation by π/2 about the y axis maps the z axis to the x axis")
    func rotationAboutYMapsZToX() {
        let t = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(isClose(apply(t, Point3(x: 0, y: 0, z: 1)), Point3(x: 1, y: 0, z: 0)))
        #expect(isClose(apply(t, Point3(x: 0, y: 1, z: 0)), Point3(x: 0, y: 1, z: 0)))
    }

    @Test("the rotation axis need not be a unit vector")
    func rotationAxisIsNormalized() {
        #expect(isClose(CATransform3DMakeRotation(0.8, 0, 0, 5), CATransform3DMakeRotation(0.8, 0, 0, 1)))
        #expect(isClose(CATransform3DMakeRotation(0.8, 2, 2, 0), CATransform3DMakeRotation(0.8, 1, 1, 0)))
    }

    @Test("a rotation leaves points on its axis in place")
    func rotationFixesAxis() {
        let t = CATransform3DMakeRotation(1.3, 1, 2, 3)
        #expect(isClose(apply(t, Point3(x: 2, y: 4, z: 6)), Point3(x: 2, y: 4, z: 6)))
    }

    @Test("CATransform3DMakeRotation with a zero-length vector returns the identity")
    func rotationAboutZeroVectorIsIdentity() {
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1.0, 0, 0, 0)))
    }
}

// MARK: - Translate, Scale, Rotate prepend to t

@Suite("CATransform3DTranslate, Scale and Rotate apply their operation before t", .freshRenderContext)
struct CATransform3DPrependTests {
    @Test("CATransform3DTranslate(t, …) equals CATransform3DConcat(CATransform3DMakeTranslation(…), t)")
    func translatePrepends() {
        let t = perspectiveTransform
        #expect(CATransform3DTranslate(t, 3, -4, 5) == CATransform3DConcat(CATransform3DMakeTranslation(3, -4, 5), t))
    }

    @Test("CATransform3DScale(t, …) equals CATransform3DConcat(CATransform3DMakeScale(…), t)")
    func scalePrepends() {
        let t = perspectiveTransform
        #expect(CATransform3DScale(t, 2, -1, 0.5) == CATransform3DConcat(CATransform3DMakeScale(2, -1, 0.5), t))
    }

    @Test("CATransform3DRotate(t, …) equals CATransform3DConcat(CATransform3DMakeRotation(…), t)")
    func rotatePrepends() {
        let t = perspectiveTransform
        #expect(isClose(CATransform3DRotate(t, 0.7, 0, 1, 1),
                        CATransform3DConcat(CATransform3DMakeRotation(0.7, 0, 1, 1), t)))
    }

    @Test("scale 2 then CATransform3DTranslate by (10, 0, 0) maps the origin to (20, 0, 0)")
    func translateThenScaleMapsOrigin() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 10, 0, 0)
        #expect(apply(t, Point3(x: 0, y: 0, z: 0)) == Point3(x: 20, y: 0, z: 0))
    }

    @Test("CATransform3DTranslate/Scale/Rotate of a 2D transform match CGAffineTransform translatedBy/scaledBy/rotated(by:)")
    func matchesAffinePrependOrder() {
        let affine = CGAffineTransform(a: 1, b: 0.5, c: -0.25, d: 2, tx: 7, ty: -3)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(isClose(CATransform3DGetAffineTransform(CATransform3DTranslate(t, 4, 5, 0)),
                        affine.translatedBy(x: 4, y: 5)))
        #expect(isClose(CATransform3DGetAffineTransform(CATransform3DScale(t, 3, -2, 1)),
                        affine.scaledBy(x: 3, y: -2)))
        #expect(isClose(CATransform3DGetAffineTransform(CATransform3DRotate(t, 0.4, 0, 0, 1)),
                        affine.rotated(by: 0.4)))
    }

    @Test("applied to the identity, Translate/Scale/Rotate give the Make transforms")
    func prependToIdentity() {
        #expect(CATransform3DTranslate(CATransform3DIdentity, 1, 2, 3) == CATransform3DMakeTranslation(1, 2, 3))
        #expect(CATransform3DScale(CATransform3DIdentity, 1, 2, 3) == CATransform3DMakeScale(1, 2, 3))
        #expect(isClose(CATransform3DRotate(CATransform3DIdentity, 0.5, 1, 0, 0), CATransform3DMakeRotation(0.5, 1, 0, 0)))
    }
}

// MARK: - Concat

@Suite("CATransform3DConcat", .freshRenderContext)
struct CATransform3DConcatTests {
    @Test("CATransform3DConcat(a, b) applies a first, then b")
    func concatAppliesFirstArgumentFirst() {
        let a = CATransform3DMakeTranslation(10, 0, 0)
        let b = CATransform3DMakeScale(2, 3, 4)
        let p = Point3(x: 1, y: 1, z: 1)
        #expect(apply(CATransform3DConcat(a, b), p) == Point3(x: 22, y: 3, z: 4))
        #expect(apply(CATransform3DConcat(b, a), p) == Point3(x: 12, y: 3, z: 4))
    }

    @Test("CATransform3DConcat matches applying the transforms one after another")
    func concatMatchesSequentialApplication() {
        let a = CATransform3DRotate(CATransform3DMakeTranslation(1, 2, 3), 0.9, 1, 0, 1)
        let b = CATransform3DScale(CATransform3DMakeRotation(0.4, 0, 1, 0), 2, 2, 0.5)
        let p = Point3(x: -3, y: 4, z: 2.5)
        #expect(isClose(apply(CATransform3DConcat(a, b), p), apply(b, apply(a, p))))
    }

    @Test("CATransform3DConcat is the matrix product a × b")
    func concatIsMatrixProduct() {
        let a = CATransform3D(m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
                              m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)
        let b = CATransform3DMakeTranslation(1, 0, 0)
        let p = CATransform3DConcat(a, b)
        // Right-multiplying by a translation adds m·4 × (1, 0, 0) to column 1.
        #expect(p.m11 == 1 + 4 && p.m21 == 5 + 8 && p.m31 == 9 + 12 && p.m41 == 13 + 16)
        #expect(p.m12 == 2 && p.m13 == 3 && p.m44 == 16)
    }

    @Test("concatenating with the identity, on either side, leaves a transform unchanged")
    func identityIsNeutral() {
        let t = perspectiveTransform
        #expect(CATransform3DConcat(t, CATransform3DIdentity) == t)
        #expect(CATransform3DConcat(CATransform3DIdentity, t) == t)
    }

    @Test("CATransform3DConcat of two affine transforms matches CGAffineTransform.concatenating")
    func concatMatchesAffineConcatenating() {
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: -2, y: 9)
        let product = CATransform3DConcat(CATransform3DMakeAffineTransform(t1), CATransform3DMakeAffineTransform(t2))
        #expect(isClose(CATransform3DGetAffineTransform(product), t1.concatenating(t2)))
    }
}

// MARK: - Invert

@Suite("CATransform3DInvert", .freshRenderContext)
struct CATransform3DInvertTests {
    @Test("a transform concatenated with its inverse is the identity, including one with m34 perspective")
    func inverseRoundTrip() {
        let t = perspectiveTransform
        #expect(t.m34 != 0)
        let inv = CATransform3DInvert(t)
        #expect(isClose(CATransform3DConcat(t, inv), CATransform3DIdentity))
        #expect(isClose(CATransform3DConcat(inv, t), CATransform3DIdentity))
    }

    @Test("a plain m34 = -1/500 perspective inverts to m34 = +1/500")
    func invertPerspective() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        var expected = CATransform3DIdentity
        expected.m34 = 1.0 / 500
        #expect(isClose(CATransform3DInvert(t), expected))
    }

    @Test("the inverse maps a transformed point back to the original point")
    func inverseMapsPointsBack() {
        let t = perspectiveTransform
        let p = Point3(x: 12, y: -7, z: 3)
        #expect(isClose(apply(CATransform3DInvert(t), apply(t, p)), p))
    }

    @Test("the inverse of a translation is the opposite translation, and of a scale the reciprocal scale")
    func inverseOfSimpleTransforms() {
        #expect(CATransform3DInvert(CATransform3DMakeTranslation(1, -2, 3)) == CATransform3DMakeTranslation(-1, 2, -3))
        #expect(isClose(CATransform3DInvert(CATransform3DMakeScale(2, 4, -0.5)), CATransform3DMakeScale(0.5, 0.25, -2)))
        #expect(isClose(CATransform3DInvert(CATransform3DMakeRotation(0.7, 1, 2, 3)), CATransform3DMakeRotation(-0.7, 1, 2, 3)))
    }

    @Test("the identity is its own inverse")
    func identityInverse() {
        #expect(CATransform3DIsIdentity(CATransform3DInvert(CATransform3DIdentity)))
    }

    @Test("a transform that has no inverse is returned unchanged",
          arguments: [
              CATransform3DMakeScale(0, 1, 1),
              CATransform3DMakeScale(1, 1, 0),
              CATransform3D(),
              CATransform3D(m11: 1, m12: 2, m13: 3, m14: 4, m21: 2, m22: 4, m23: 6, m24: 8,
                            m31: 0, m32: 1, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1),
          ])
    func singularInverseIsUnchanged(_ t: CATransform3D) {
        #expect(CATransform3DInvert(t) == t)
    }
}

// MARK: - Affine conversions

@Suite("CATransform3DMakeAffineTransform, GetAffineTransform and IsAffine", .freshRenderContext)
struct CATransform3DAffineTests {
    @Test("CATransform3DMakeAffineTransform places a, b, c, d, tx, ty in m11, m12, m21, m22, m41, m42")
    func makeAffinePlacesFields() {
        let t = CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(entries(t) == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
    }

    @Test("CATransform3DMakeAffineTransform of the identity is CATransform3DIdentity")
    func makeAffineOfIdentity() {
        #expect(CATransform3DIsIdentity(CATransform3DMakeAffineTransform(.identity)))
    }

    @Test("CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(m)) returns m",
          arguments: [
              CGAffineTransform.identity,
              CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6),
              CGAffineTransform(rotationAngle: 0.9).scaledBy(x: -2, y: 3),
              CGAffineTransform(translationX: -40, y: 12.5),
          ])
    func affineRoundTrip(_ m: CGAffineTransform) {
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(m)) == m)
    }

    @Test("a transform made from an affine transform maps z = 0 points as the affine transform does")
    func madeFromAffineMapsPlane() {
        let m = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 3, y: 4)
        let p = CGPoint(x: 7, y: -2)
        let mapped = apply(CATransform3DMakeAffineTransform(m), Point3(x: p.x, y: p.y, z: 0))
        let expected = p.applying(m)
        #expect(isClose(mapped, Point3(x: expected.x, y: expected.y, z: 0)))
    }

    @Test("CATransform3DIsAffine is true for transforms made from affine transforms")
    func isAffineForAffine() {
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))))
        #expect(CATransform3DIsAffine(CATransform3DMakeTranslation(5, -5, 0)))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.4, 0, 0, 1)))
    }

    @Test("CATransform3DIsAffine is false with an m34 perspective term")
    func isAffineFalseWithPerspective() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        #expect(!CATransform3DIsAffine(t))
    }

    @Test("CATransform3DIsAffine is false for a rotation about the x axis")
    func isAffineFalseForXRotation() {
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(.pi / 2, 1, 0, 0)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 1, 0, 0)))
    }

    @Test("CATransform3DIsAffine is false for a translation along z")
    func isAffineFalseForZTranslation() {
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 10)))
    }
}

// MARK: - Equality

@Suite("CATransform3DEqualToTransform and ==", .freshRenderContext)
struct CATransform3DEqualityTests {
    @Test("CATransform3DEqualToTransform is true for equal matrices and false when any entry differs")
    func equalToTransform() {
        let t = perspectiveTransform
        #expect(CATransform3DEqualToTransform(t, t))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeTranslation(1, 2, 3), CATransform3DMakeTranslation(1, 2, 3)))
        #expect(!CATransform3DEqualToTransform(CATransform3DMakeTranslation(1, 2, 3), CATransform3DMakeTranslation(1, 2, 4)))
    }

    @Test("== compares all sixteen entries, agreeing with CATransform3DEqualToTransform")
    func equatableComparesEveryEntry() {
        let base = CATransform3DIdentity
        let keyPaths: [WritableKeyPath<CATransform3D, CGFloat>] = [
            \.m11, \.m12, \.m13, \.m14, \.m21, \.m22, \.m23, \.m24,
            \.m31, \.m32, \.m33, \.m34, \.m41, \.m42, \.m43, \.m44,
        ]
        #expect(base == CATransform3DIdentity)
        for keyPath in keyPaths {
            var changed = base
            changed[keyPath: keyPath] += 0.5
            #expect(changed != base)
            #expect(!CATransform3DEqualToTransform(changed, base))
        }
    }
}
