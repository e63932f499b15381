import CoreGraphics
import Foundation
import Testing

// MARK: - Helpers

private let tolerance: CGFloat = 1e-9

private func isClose(_ x: CGFloat, _ y: CGFloat, _ tol: CGFloat = tolerance) -> Bool {
    abs(x - y) <= tol
}

private func isClose(_ p: CGPoint, _ q: CGPoint) -> Bool {
    isClose(p.x, q.x) && isClose(p.y, q.y)
}

private func isClose(_ s: CGSize, _ t: CGSize) -> Bool {
    isClose(s.width, t.width) && isClose(s.height, t.height)
}

private func isClose(_ r: CGRect, _ s: CGRect) -> Bool {
    isClose(r.origin, s.origin) && isClose(r.size, s.size)
}

private func isClose(_ t: CGAffineTransform, _ u: CGAffineTransform) -> Bool {
    isClose(t.a, u.a) && isClose(t.b, u.b) && isClose(t.c, u.c) && isClose(t.d, u.d)
        && isClose(t.tx, u.tx) && isClose(t.ty, u.ty)
}

// MARK: - Construction

@Suite("CGAffineTransform construction")
struct CGAffineTransformConstructionTests {
    @Test("identity is the matrix [1 0 0 1 0 0]")
    func identityMatrix() {
        let t = CGAffineTransform.identity
        #expect(t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0)
        #expect(CGAffineTransformIdentity == t)
    }

    @Test("identity maps every point to itself")
    func identityMapsPointsToThemselves() {
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 3.5, y: -7), CGPoint(x: -1e6, y: 42)] {
            #expect(p.applying(.identity) == p)
        }
    }

    @Test("init(a:b:c:d:tx:ty:) stores the six fields as given")
    func memberwiseInitStoresFields() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.a == 1 && t.b == 2 && t.c == 3 && t.d == 4 && t.tx == 5 && t.ty == 6)
        // CGAffineTransformMake builds the same matrix.
        #expect(CGAffineTransformMake(1, 2, 3, 4, 5, 6) == t)
    }

    @Test("a point maps as x' = a·x + c·y + tx, y' = b·x + d·y + ty")
    func pointMappingFormula() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let p = CGPoint(x: 7, y: 11).applying(t)
        #expect(p == CGPoint(x: 1 * 7 + 3 * 11 + 5, y: 2 * 7 + 4 * 11 + 6))
    }

    @Test("init(translationX:y:) is [1 0 0 1 tx ty] and moves points by (tx, ty)")
    func translationInit() {
        let t = CGAffineTransform(translationX: 10, y: -20)
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -20))
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 11, y: -18))
    }

    @Test("init(scaleX:y:) is [sx 0 0 sy 0 0] and multiplies coordinates")
    func scaleInit() {
        let t = CGAffineTransform(scaleX: 2, y: -3)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: -3, tx: 0, ty: 0))
        #expect(CGPoint(x: 4, y: 5).applying(t) == CGPoint(x: 8, y: -15))
    }

    @Test("init(rotationAngle:) is [cos sin -sin cos 0 0]")
    func rotationInitMatrix() {
        let angle: CGFloat = 0.7
        let t = CGAffineTransform(rotationAngle: angle)
        #expect(isClose(t, CGAffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle),
                                             d: cos(angle), tx: 0, ty: 0)))
    }

    @Test("rotation by π/2 maps (1, 0) to (0, 1) and (0, 1) to (-1, 0)")
    func quarterTurnMapsAxes() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 1)))
        #expect(isClose(CGPoint(x: 0, y: 1).applying(t), CGPoint(x: -1, y: 0)))
    }

    @Test("rotation by π maps (x, y) to (-x, -y)")
    func halfTurnNegates() {
        let t = CGAffineTransform(rotationAngle: .pi)
        #expect(isClose(CGPoint(x: 3, y: -4).applying(t), CGPoint(x: -3, y: 4)))
    }

    @Test("rotation by zero is the identity")
    func zeroRotationIsIdentity() {
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
    }
}

// MARK: - Prepending operations

@Suite("CGAffineTransform translatedBy/scaledBy/rotated(by:) prepend to the receiver")
struct CGAffineTransformPrependTests {
    @Test("translatedBy translates before the receiver: scale 2 then translatedBy(10, 0) maps (0, 0) to (20, 0)")
    func translatedByPrepends() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 0, y: 0).applying(t) == CGPoint(x: 20, y: 0))
    }

    @Test("t.translatedBy(x:y:) equals CGAffineTransform(translationX:y:).concatenating(t)")
    func translatedByMatchesConcatenation() {
        let t = CGAffineTransform(a: 1, b: 2, c: -3, d: 4, tx: 5, ty: -6)
        #expect(t.translatedBy(x: 7, y: 8)
            == CGAffineTransform(translationX: 7, y: 8).concatenating(t))
    }

    @Test("scaledBy scales before the receiver: translate (10, 0) then scaledBy(2, 2) maps (1, 1) to (12, 2)")
    func scaledByPrepends() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        #expect(t == CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0)))
    }

    @Test("rotated(by:) rotates before the receiver: translate (10, 0) then rotated(by: π/2) maps (1, 0) to (10, 1)")
    func rotatedByPrepends() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1)))
        #expect(isClose(t, CGAffineTransform(rotationAngle: .pi / 2)
            .concatenating(CGAffineTransform(translationX: 10, y: 0))))
    }

    @Test("applied to the identity, translatedBy/scaledBy/rotated(by:) give the plain transforms")
    func prependToIdentity() {
        #expect(CGAffineTransform.identity.translatedBy(x: 3, y: 4) == CGAffineTransform(translationX: 3, y: 4))
        #expect(CGAffineTransform.identity.scaledBy(x: 3, y: 4) == CGAffineTransform(scaleX: 3, y: 4))
        #expect(isClose(CGAffineTransform.identity.rotated(by: 0.3), CGAffineTransform(rotationAngle: 0.3)))
    }

    @Test("two successive rotations add their angles")
    func rotationsAdd() {
        let t = CGAffineTransform(rotationAngle: .pi / 6).rotated(by: .pi / 6)
        #expect(isClose(t, CGAffineTransform(rotationAngle: .pi / 3)))
    }
}

// MARK: - Concatenation

@Suite("CGAffineTransform concatenating")
struct CGAffineTransformConcatenationTests {
    @Test("t1.concatenating(t2) applies t1 first, then t2")
    func concatenationAppliesReceiverFirst() {
        let t1 = CGAffineTransform(translationX: 10, y: 0)
        let t2 = CGAffineTransform(scaleX: 2, y: 3)
        let p = CGPoint(x: 1, y: 1)
        #expect(p.applying(t1.concatenating(t2)) == CGPoint(x: 22, y: 3))
        #expect(p.applying(t2.concatenating(t1)) == CGPoint(x: 12, y: 3))
    }

    @Test("concatenation matches applying the transforms one after another")
    func concatenationMatchesSequentialApplication() {
        let t1 = CGAffineTransform(a: 0.5, b: 1.5, c: -2, d: 0.25, tx: 3, ty: -4)
        let t2 = CGAffineTransform(rotationAngle: 1.1).translatedBy(x: 9, y: -2)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 2, y: -3), CGPoint(x: -7.5, y: 11)] {
            #expect(isClose(p.applying(t1.concatenating(t2)), p.applying(t1).applying(t2)))
        }
    }

    @Test("concatenation is the matrix product t1 × t2")
    func concatenationIsMatrixProduct() {
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        let p = t1.concatenating(t2)
        #expect(p == CGAffineTransform(a: 1 * 7 + 2 * 9, b: 1 * 8 + 2 * 10,
                                       c: 3 * 7 + 4 * 9, d: 3 * 8 + 4 * 10,
                                       tx: 5 * 7 + 6 * 9 + 11, ty: 5 * 8 + 6 * 10 + 12))
    }

    @Test("concatenating with the identity, on either side, leaves a transform unchanged")
    func identityIsNeutral() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.concatenating(.identity) == t)
        #expect(CGAffineTransform.identity.concatenating(t) == t)
    }

    @Test("concatenating two translations adds them")
    func translationsAdd() {
        let t = CGAffineTransform(translationX: 1, y: 2).concatenating(CGAffineTransform(translationX: 3, y: 4))
        #expect(t == CGAffineTransform(translationX: 4, y: 6))
    }
}

// MARK: - Inversion

@Suite("CGAffineTransform inverted")
struct CGAffineTransformInversionTests {
    @Test("a transform concatenated with its inverse is the identity, in both orders")
    func inverseRoundTrip() {
        let t = CGAffineTransform(rotationAngle: 0.8).scaledBy(x: 2, y: -0.5).translatedBy(x: 12, y: -3)
        let inv = t.inverted()
        #expect(isClose(t.concatenating(inv), .identity))
        #expect(isClose(inv.concatenating(t), .identity))
    }

    @Test("the inverse maps a transformed point back to the original point")
    func inverseMapsPointsBack() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -5)
        let p = CGPoint(x: 6.25, y: -1.5)
        #expect(isClose(p.applying(t).applying(t.inverted()), p))
    }

    @Test("the inverse of a translation is the opposite translation")
    func inverseOfTranslation() {
        #expect(CGAffineTransform(translationX: 10, y: -4).inverted() == CGAffineTransform(translationX: -10, y: 4))
    }

    @Test("the inverse of a scale is the reciprocal scale")
    func inverseOfScale() {
        #expect(CGAffineTransform(scaleX: 4, y: -0.5).inverted() == CGAffineTransform(scaleX: 0.25, y: -2))
    }

    @Test("the inverse of a rotation is the opposite rotation")
    func inverseOfRotation() {
        #expect(isClose(CGAffineTransform(rotationAngle: 0.9).inverted(), CGAffineTransform(rotationAngle: -0.9)))
    }

    @Test("the identity is its own inverse")
    func identityInverse() {
        #expect(CGAffineTransform.identity.inverted() == .identity)
    }

    @Test("a transform that cannot be inverted is returned unchanged",
          arguments: [
              CGAffineTransform(scaleX: 0, y: 0),
              CGAffineTransform(scaleX: 0, y: 5),
              CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6),
              CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 3, ty: -3),
          ])
    func singularInverseIsUnchanged(_ t: CGAffineTransform) {
        #expect(t.inverted() == t)
    }
}

// MARK: - isIdentity and equality

@Suite("CGAffineTransform isIdentity and ==")
struct CGAffineTransformEqualityTests {
    @Test("isIdentity is true only for the identity matrix")
    func isIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0).isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1e-12).isIdentity)
        #expect(!CGAffineTransform(scaleX: -1, y: 1).isIdentity)
        #expect(!CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0).isIdentity)
    }

    @Test("== is true when all six fields are equal and false when any one differs")
    func equalityComparesAllFields() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        var changed = t; changed.a = 0; #expect(changed != t)
        changed = t; changed.b = 0; #expect(changed != t)
        changed = t; changed.c = 0; #expect(changed != t)
        changed = t; changed.d = 0; #expect(changed != t)
        changed = t; changed.tx = 0; #expect(changed != t)
        changed = t; changed.ty = 0; #expect(changed != t)
    }
}

// MARK: - Applying to points, sizes and rectangles

@Suite("CGPoint, CGSize and CGRect applying(_:)")
struct CGAffineTransformApplyingTests {
    @Test("CGPoint.applying includes the translation")
    func pointApplyingTranslates() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
    }

    @Test("CGSize.applying ignores the translation")
    func sizeApplyingIgnoresTranslation() {
        let t = CGAffineTransform(translationX: 100, y: 200)
        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 3, height: 4))
        let s = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 50, y: 50)
        #expect(CGSize(width: 3, height: 4).applying(s) == CGSize(width: 6, height: 12))
    }

    @Test("CGSize.applying can give negative dimensions")
    func sizeApplyingCanBeNegative() {
        let flipped = CGSize(width: 10, height: 5).applying(CGAffineTransform(scaleX: -1, y: -2))
        #expect(flipped == CGSize(width: -10, height: -10))
        let turned = CGSize(width: 100, height: 50).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(turned, CGSize(width: -50, height: 100)))
    }

    @Test("CGSize.applying maps the size as the vector (width, height) through a, b, c, d")
    func sizeApplyingFormula() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGSize(width: 7, height: 11).applying(t)
            == CGSize(width: 1 * 7 + 3 * 11, height: 2 * 7 + 4 * 11))
    }

    @Test("CGRect.applying a scale and translation gives the rectangle through the transformed corners")
    func rectApplyingScaleAndTranslation() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: -5))
        let r = CGRect(x: 10, y: 20, width: 100, height: 50).applying(t)
        #expect(r == CGRect(x: 25, y: 55, width: 200, height: 150))
    }

    @Test("CGRect.applying the identity returns the same rectangle")
    func rectApplyingIdentity() {
        let r = CGRect(x: 1.5, y: -2, width: 30, height: 40)
        #expect(r.applying(.identity) == r)
    }

    @Test("CGRect.applying a rotation by π/2 about the origin turns a 100×50 rect into a 50×100 box left of the y axis")
    func rectApplyingQuarterTurn() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(r, CGRect(x: -50, y: 0, width: 50, height: 100)))
    }

    @Test("CGRect.applying returns the smallest rectangle containing the four transformed corners")
    func rectApplyingIsCornerBoundingBox() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let t = CGAffineTransform(rotationAngle: .pi / 4).translatedBy(x: 3, y: -7)
        let r = rect.applying(t)
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { $0.applying(t) }
        #expect(isClose(r.minX, corners.map(\.x).min()!))
        #expect(isClose(r.maxX, corners.map(\.x).max()!))
        #expect(isClose(r.minY, corners.map(\.y).min()!))
        #expect(isClose(r.maxY, corners.map(\.y).max()!))
        // A 100×50 rect turned by 45° has a bounding box of side 150/√2.
        #expect(isClose(r.width, 150 / 2.0.squareRoot()))
        #expect(isClose(r.height, 150 / 2.0.squareRoot()))
    }

    @Test("CGRect.applying a scale by -1 flips the rectangle but keeps it standardized")
    func rectApplyingNegativeScaleIsStandardized() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).applying(CGAffineTransform(scaleX: -1, y: -1))
        #expect(r == CGRect(x: -100, y: -50, width: 100, height: 50))
        #expect(r.size.width > 0 && r.size.height > 0)
        #expect(r == r.standardized)
    }

    @Test("CGRect.applying to a rectangle with a negative size uses the same corners as its standardized form")
    func rectApplyingNonStandardRect() {
        let t = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 2, y: 1)
        let nonStandard = CGRect(x: 110, y: 70, width: -100, height: -50)
        #expect(isClose(nonStandard.applying(t), nonStandard.standardized.applying(t)))
    }

    @Test("CGRect.applying leaves the null rectangle null",
          arguments: [
              CGAffineTransform.identity,
              CGAffineTransform(translationX: 10, y: 10),
              CGAffineTransform(scaleX: -2, y: 3),
              CGAffineTransform(rotationAngle: .pi / 3),
          ])
    func rectApplyingKeepsNull(_ t: CGAffineTransform) {
        let r = CGRect.null.applying(t)
        #expect(r.isNull)
        #expect(r == CGRect.null)
    }
}
