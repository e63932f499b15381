import CoreGraphics
import Foundation
import Testing

/// A 100×50 rectangle at (10, 20): minX 10, midX 60, maxX 110, minY 20, midY 45, maxY 70.
let rect = CGRect(x: 10, y: 20, width: 100, height: 50)

/// The same area as `rect`, stored with a negative size from its (110, 70) corner.
let flippedRect = CGRect(x: 110, y: 70, width: -100, height: -50)

// MARK: - Special rectangles

@Suite("CGRect null, infinite and empty rectangles")
struct CGRectSpecialRectTests {
    @Test("the null rectangle is null, empty and not infinite")
    func nullRect() {
        #expect(CGRect.null.isNull)
        #expect(CGRect.null.isEmpty)
        #expect(!CGRect.null.isInfinite)
    }

    @Test("the null rectangle is not the zero rectangle")
    func nullIsNotZero() {
        #expect(CGRect.null != CGRect.zero)
        #expect(!CGRect.zero.isNull)
    }

    @Test("the infinite rectangle is infinite, neither null nor empty")
    func infiniteRect() {
        #expect(CGRect.infinite.isInfinite)
        #expect(!CGRect.infinite.isNull)
        #expect(!CGRect.infinite.isEmpty)
    }

    @Test("an ordinary rectangle, however large, is not infinite")
    func largeRectIsNotInfinite() {
        #expect(!rect.isInfinite)
        #expect(!CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300).isInfinite)
    }

    @Test("isEmpty is true for a zero width or zero height, and for the null rectangle")
    func isEmpty() {
        #expect(CGRect.zero.isEmpty)
        #expect(CGRect(x: 5, y: 5, width: 0, height: 10).isEmpty)
        #expect(CGRect(x: 5, y: 5, width: 10, height: 0).isEmpty)
        #expect(CGRect.null.isEmpty)
        #expect(!rect.isEmpty)
    }

    @Test("a negative width or height is not zero, so the rectangle is not empty")
    func negativeSizeIsNotEmpty() {
        #expect(!flippedRect.isEmpty)
    }
}

// MARK: - Geometric accessors

@Suite("CGRect min, mid and max values")
struct CGRectAccessorTests {
    @Test("minX/midX/maxX and minY/midY/maxY are the left, centre and right (bottom, centre, top) coordinates")
    func accessors() {
        #expect(rect.minX == 10 && rect.midX == 60 && rect.maxX == 110)
        #expect(rect.minY == 20 && rect.midY == 45 && rect.maxY == 70)
        #expect(rect.width == 100 && rect.height == 50)
    }

    @Test("accessors of a rectangle with a negative size return the values of its standardized form")
    func accessorsOfNegativeSize() {
        #expect(flippedRect.minX == 10 && flippedRect.midX == 60 && flippedRect.maxX == 110)
        #expect(flippedRect.minY == 20 && flippedRect.midY == 45 && flippedRect.maxY == 70)
    }

    @Test("width and height are never negative")
    func widthAndHeightAreNonNegative() {
        #expect(flippedRect.width == 100)
        #expect(flippedRect.height == 50)
    }
}

// MARK: - standardized

@Suite("CGRect standardized")
struct CGRectStandardizedTests {
    @Test("standardized makes a negative width and height positive, keeping the same area")
    func standardizedFlipsNegativeSize() {
        #expect(flippedRect.standardized == rect)
        #expect(CGRect(x: 10, y: 70, width: 100, height: -50).standardized == rect)
        #expect(CGRect(x: 110, y: 20, width: -100, height: 50).standardized == rect)
    }

    @Test("standardized leaves a rectangle with a positive size unchanged")
    func standardizedKeepsPositive() {
        #expect(rect.standardized == rect)
    }

    @Test("standardized of the null rectangle is the null rectangle")
    func standardizedNull() {
        #expect(CGRect.null.standardized.isNull)
    }
}

// MARK: - integral

@Suite("CGRect integral")
struct CGRectIntegralTests {
    @Test("integral rounds outward: origin down, far edges up, so the result contains the original")
    func integralRoundsOutward() {
        let r = CGRect(x: 1.5, y: -2.3, width: 3.2, height: 4.4)
        // maxX 4.7 → 5 and maxY 2.1 → 3.
        #expect(r.integral == CGRect(x: 1, y: -3, width: 4, height: 6))
        #expect(r.integral.contains(r))
    }

    @Test("integral is the smallest integral rectangle containing the source, not just ceil of the size")
    func integralCoversFarEdge() {
        // Ceil of the size alone would give (0, 0, 1, 1), which misses the far edge at 1.2.
        #expect(CGRect(x: 0.2, y: 0.2, width: 1, height: 1).integral == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test("integral rounds negative fractional origins toward minus infinity")
    func integralNegativeOrigin() {
        #expect(CGRect(x: -0.5, y: -1.5, width: 1, height: 1).integral == CGRect(x: -1, y: -2, width: 2, height: 2))
    }

    @Test("integral leaves a rectangle with whole values unchanged")
    func integralOfIntegralRect() {
        #expect(rect.integral == rect)
    }

    @Test("integral standardizes a rectangle with a negative size first")
    func integralOfNegativeSize() {
        // Covers x 3.3…5.5 → 3…6.
        #expect(CGRect(x: 5.5, y: 5.5, width: -2.2, height: -2.2).integral == CGRect(x: 3, y: 3, width: 3, height: 3))
    }

    @Test("integral of the null rectangle is the null rectangle")
    func integralNull() {
        #expect(CGRect.null.integral.isNull)
    }
}

// MARK: - insetBy

@Suite("CGRect insetBy")
struct CGRectInsetTests {
    @Test("insetBy moves each side inward by dx and dy, keeping the centre")
    func insetShrinks() {
        let r = rect.insetBy(dx: 10, dy: 5)
        #expect(r == CGRect(x: 20, y: 25, width: 80, height: 40))
        #expect(r.midX == rect.midX && r.midY == rect.midY)
    }

    @Test("a negative inset grows the rectangle")
    func negativeInsetGrows() {
        #expect(rect.insetBy(dx: -10, dy: -5) == CGRect(x: 0, y: 15, width: 120, height: 60))
    }

    @Test("insetBy standardizes the rectangle before insetting")
    func insetStandardizesFirst() {
        #expect(flippedRect.insetBy(dx: 10, dy: 5) == CGRect(x: 20, y: 25, width: 80, height: 40))
    }

    @Test("an inset that would make the width or height negative gives the null rectangle")
    func insetTooLargeIsNull() {
        #expect(rect.insetBy(dx: 51, dy: 0).isNull)
        #expect(rect.insetBy(dx: 0, dy: 26).isNull)
        #expect(flippedRect.insetBy(dx: 51, dy: 0).isNull)
    }

    @Test("an inset that makes the width exactly zero gives an empty, non-null rectangle")
    func insetToZeroWidth() {
        let r = rect.insetBy(dx: 50, dy: 0)
        #expect(!r.isNull)
        #expect(r.isEmpty)
        #expect(r == CGRect(x: 60, y: 20, width: 0, height: 50))
    }

    @Test("insetBy of the null rectangle is the null rectangle")
    func insetNull() {
        #expect(CGRect.null.insetBy(dx: 1, dy: 1).isNull)
        #expect(CGRect.null.insetBy(dx: -5, dy: -5).isNull)
    }
}

// MARK: - offsetBy

@Suite("CGRect offsetBy")
struct CGRectOffsetTests {
    @Test("offsetBy moves the origin by (dx, dy) and keeps the size")
    func offsetMoves() {
        #expect(rect.offsetBy(dx: 5, dy: -5) == CGRect(x: 15, y: 15, width: 100, height: 50))
    }

    @Test("offsetBy of a rectangle with a negative size moves the same area")
    func offsetNegativeSize() {
        let r = flippedRect.offsetBy(dx: 1, dy: 1)
        #expect(r.minX == 11 && r.minY == 21 && r.width == 100 && r.height == 50)
    }

    @Test("offsetBy of the null rectangle is the null rectangle")
    func offsetNull() {
        #expect(CGRect.null.offsetBy(dx: 5, dy: 5).isNull)
    }
}

// MARK: - union
