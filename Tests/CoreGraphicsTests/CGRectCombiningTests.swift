import CoreGraphics
import Foundation
import Testing

// The rectangles `rect` and `flippedRect` are CGRectTests.swift's.

@Suite("CGRect union")
struct CGRectUnionTests {
    @Test("union is the smallest rectangle containing both rectangles")
    func unionBounds() {
        let other = CGRect(x: 200, y: 100, width: 10, height: 10)
        let u = rect.union(other)
        #expect(u == CGRect(x: 10, y: 20, width: 200, height: 90))
        #expect(u.contains(rect) && u.contains(other))
    }

    @Test("union with the null rectangle returns the other rectangle, on either side")
    func unionWithNull() {
        #expect(rect.union(.null) == rect)
        #expect(CGRect.null.union(rect) == rect)
    }

    @Test("union of two null rectangles is the null rectangle")
    func unionOfNulls() {
        #expect(CGRect.null.union(.null).isNull)
    }

    @Test("the zero rectangle is not null, so union with it includes the origin")
    func unionWithZero() {
        #expect(rect.union(.zero) == CGRect(x: 0, y: 0, width: 110, height: 70))
    }

    @Test("union standardizes both rectangles first")
    func unionStandardizes() {
        #expect(rect.union(CGRect(x: 0, y: 0, width: -5, height: -5)) == CGRect(x: -5, y: -5, width: 115, height: 75))
        #expect(flippedRect.union(rect) == rect)
    }

    @Test("union of two zero-size rectangles spans both points")
    func unionOfPoints() {
        let u = CGRect(x: 1, y: 2, width: 0, height: 0).union(CGRect(x: 4, y: 6, width: 0, height: 0))
        #expect(u == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("union with the infinite rectangle is the infinite rectangle")
    func unionWithInfinite() {
        #expect(rect.union(.infinite).isInfinite)
        #expect(CGRect.infinite.union(rect).isInfinite)
        #expect(CGRect.null.union(.infinite).isInfinite)
    }
}

// MARK: - intersection and intersects

@Suite("CGRect intersection and intersects")
struct CGRectIntersectionTests {
    @Test("intersection is the overlapping area")
    func intersectionOverlap() {
        #expect(rect.intersection(CGRect(x: 100, y: 60, width: 50, height: 50)) == CGRect(x: 100, y: 60, width: 10, height: 10))
        #expect(rect.intersection(CGRect(x: 20, y: 30, width: 5, height: 5)) == CGRect(x: 20, y: 30, width: 5, height: 5))
    }

    @Test("intersection is symmetric")
    func intersectionSymmetric() {
        let other = CGRect(x: 60, y: 45, width: 100, height: 100)
        #expect(rect.intersection(other) == other.intersection(rect))
        #expect(rect.intersection(other) == CGRect(x: 60, y: 45, width: 50, height: 25))
    }

    @Test("intersection of disjoint rectangles is the null rectangle")
    func intersectionDisjointIsNull() {
        #expect(rect.intersection(CGRect(x: 500, y: 500, width: 1, height: 1)).isNull)
        #expect(rect.intersection(CGRect(x: 10, y: 200, width: 100, height: 50)).isNull)
    }

    @Test("intersection with the null rectangle is the null rectangle")
    func intersectionWithNull() {
        #expect(rect.intersection(.null).isNull)
        #expect(CGRect.null.intersection(rect).isNull)
        #expect(CGRect.null.intersection(.infinite).isNull)
    }

    @Test("intersection with the infinite rectangle is the other rectangle")
    func intersectionWithInfinite() {
        #expect(rect.intersection(.infinite) == rect)
        #expect(CGRect.infinite.intersection(rect) == rect)
        #expect(CGRect.infinite.intersection(.infinite).isInfinite)
    }

    @Test("intersection standardizes both rectangles first")
    func intersectionStandardizes() {
        #expect(rect.intersection(CGRect(x: 60, y: 70, width: -20, height: -20)) == CGRect(x: 40, y: 50, width: 20, height: 20))
        #expect(flippedRect.intersection(rect) == rect)
    }

    @Test("intersects is true exactly when the intersection is not the null rectangle",
          arguments: [
              CGRect(x: 100, y: 60, width: 50, height: 50),   // overlapping corner
              CGRect(x: 20, y: 30, width: 5, height: 5),      // nested
              CGRect(x: 0, y: 0, width: 500, height: 500),    // enclosing
              CGRect(x: 500, y: 500, width: 1, height: 1),    // disjoint
              CGRect(x: 60, y: 70, width: -20, height: -20),  // negative size, overlapping
              CGRect(x: 5, y: 5, width: -1, height: -1),      // negative size, disjoint
              CGRect.null,
              CGRect.infinite,
          ])
    func intersectsMatchesIntersection(_ other: CGRect) {
        #expect(rect.intersects(other) == !rect.intersection(other).isNull)
        #expect(other.intersects(rect) == rect.intersects(other))
    }

    @Test("nothing intersects the null rectangle, and everything else intersects the infinite rectangle")
    func intersectsSpecialRects() {
        #expect(!rect.intersects(.null))
        #expect(!CGRect.infinite.intersects(.null))
        #expect(rect.intersects(.infinite))
        #expect(!rect.intersects(CGRect(x: 500, y: 500, width: 1, height: 1)))
    }
}

// MARK: - contains

@Suite("CGRect contains")
struct CGRectContainsTests {
    @Test("a point inside the rectangle is contained")
    func containsInterior() {
        #expect(rect.contains(CGPoint(x: 60, y: 45)))
    }

    @Test("a point on the minimum x or minimum y edge is contained")
    func containsMinEdges() {
        #expect(rect.contains(CGPoint(x: 10, y: 20)))
        #expect(rect.contains(CGPoint(x: 10, y: 45)))
        #expect(rect.contains(CGPoint(x: 60, y: 20)))
    }

    @Test("a point on the maximum x or maximum y edge is outside")
    func excludesMaxEdges() {
        #expect(!rect.contains(CGPoint(x: 110, y: 45)))
        #expect(!rect.contains(CGPoint(x: 60, y: 70)))
        #expect(!rect.contains(CGPoint(x: 110, y: 70)))
    }

    @Test("a point outside the rectangle is not contained")
    func excludesExterior() {
        #expect(!rect.contains(CGPoint(x: 9.999, y: 45)))
        #expect(!rect.contains(CGPoint(x: 60, y: 500)))
    }

    @Test("a rectangle with a negative size contains points of its standardized area, half-open the same way")
    func containsNegativeSize() {
        #expect(flippedRect.contains(CGPoint(x: 10, y: 20)))
        #expect(flippedRect.contains(CGPoint(x: 60, y: 45)))
        #expect(!flippedRect.contains(CGPoint(x: 110, y: 70)))
    }

    @Test("the null rectangle and empty rectangles contain no point")
    func nullAndEmptyContainNoPoint() {
        #expect(!CGRect.null.contains(CGPoint(x: 0, y: 0)))
        #expect(!CGRect(x: 0, y: 0, width: 0, height: 10).contains(CGPoint(x: 0, y: 5)))
        #expect(!CGRect.zero.contains(CGPoint.zero))
    }

    @Test("the infinite rectangle contains every point")
    func infiniteContainsEveryPoint() {
        for p in [CGPoint.zero, CGPoint(x: 1e300, y: -1e300), CGPoint(x: -8e307, y: 8e307)] {
            #expect(CGRect.infinite.contains(p))
        }
    }

    @Test("a rectangle contains itself and rectangles nested inside it")
    func containsNestedRect() {
        #expect(rect.contains(rect))
        #expect(rect.contains(CGRect(x: 20, y: 30, width: 10, height: 10)))
        #expect(rect.contains(CGRect(x: 50, y: 50, width: -20, height: -20)))
    }

    @Test("a rectangle does not contain one that extends past any of its sides")
    func excludesOverhangingRect() {
        #expect(!rect.contains(CGRect(x: 100, y: 30, width: 20, height: 10)))
        #expect(!rect.contains(CGRect(x: 5, y: 30, width: 20, height: 10)))
        #expect(!rect.contains(CGRect(x: 20, y: 65, width: 10, height: 10)))
        #expect(!rect.contains(CGRect(x: 0, y: 0, width: 500, height: 500)))
    }

    @Test("r1 contains r2 exactly when their union equals r1",
          arguments: [
              CGRect(x: 20, y: 30, width: 10, height: 10),
              CGRect(x: 100, y: 30, width: 20, height: 10),
              CGRect(x: 110, y: 70, width: 0, height: 0),     // zero-size, on the far corner
              CGRect(x: 200, y: 200, width: 0, height: 0),    // zero-size, outside
              CGRect.null,
              CGRect.infinite,
          ])
    func containsMatchesUnion(_ other: CGRect) {
        #expect(rect.contains(other) == (rect.union(other) == rect))
    }

    @Test("a rectangle with a negative size contains the rectangle of the same area")
    func negativeSizeContainsSameArea() {
        #expect(flippedRect.contains(rect))
    }

    @Test("the infinite rectangle contains every rectangle; the null rectangle contains no non-null rectangle")
    func containsSpecialRects() {
        #expect(CGRect.infinite.contains(rect))
        #expect(CGRect.infinite.contains(CGRect.infinite))
        #expect(!rect.contains(CGRect.infinite))
        #expect(!CGRect.null.contains(rect))
    }
}

// MARK: - divided(atDistance:from:)

@Suite("CGRect divided(atDistance:from:)")
struct CGRectDividedTests {
    @Test("CGRectEdge has minXEdge, minYEdge, maxXEdge, maxYEdge as 0, 1, 2, 3")
    func edgeRawValues() {
        #expect(CGRectEdge.minXEdge.rawValue == 0)
        #expect(CGRectEdge.minYEdge.rawValue == 1)
        #expect(CGRectEdge.maxXEdge.rawValue == 2)
        #expect(CGRectEdge.maxYEdge.rawValue == 3)
    }

    @Test("dividing from minXEdge slices the given width off the left side")
    func divideFromMinX() {
        let (slice, remainder) = rect.divided(atDistance: 30, from: .minXEdge)
        #expect(slice == CGRect(x: 10, y: 20, width: 30, height: 50))
        #expect(remainder == CGRect(x: 40, y: 20, width: 70, height: 50))
    }

    @Test("dividing from maxXEdge slices the given width off the right side")
    func divideFromMaxX() {
        let (slice, remainder) = rect.divided(atDistance: 30, from: .maxXEdge)
        #expect(slice == CGRect(x: 80, y: 20, width: 30, height: 50))
        #expect(remainder == CGRect(x: 10, y: 20, width: 70, height: 50))
    }

    @Test("dividing from minYEdge slices the given height off the minimum-y side")
    func divideFromMinY() {
        let (slice, remainder) = rect.divided(atDistance: 30, from: .minYEdge)
        #expect(slice == CGRect(x: 10, y: 20, width: 100, height: 30))
        #expect(remainder == CGRect(x: 10, y: 50, width: 100, height: 20))
    }

    @Test("dividing from maxYEdge slices the given height off the maximum-y side")
    func divideFromMaxY() {
        let (slice, remainder) = rect.divided(atDistance: 30, from: .maxYEdge)
        #expect(slice == CGRect(x: 10, y: 40, width: 100, height: 30))
        #expect(remainder == CGRect(x: 10, y: 20, width: 100, height: 20))
    }

    @Test("slice and remainder together cover the source rectangle",
          arguments: [CGRectEdge.minXEdge, .minYEdge, .maxXEdge, .maxYEdge])
    func sliceAndRemainderCoverSource(_ edge: CGRectEdge) {
        let (slice, remainder) = rect.divided(atDistance: 12.5, from: edge)
        #expect(slice.union(remainder) == rect)
        #expect(slice.width * slice.height + remainder.width * remainder.height == rect.width * rect.height)
    }

    @Test("a distance beyond the rectangle gives the whole rectangle as slice and an empty remainder")
    func divideBeyondSize() {
        let (slice, remainder) = rect.divided(atDistance: 500, from: .minXEdge)
        #expect(slice == rect)
        #expect(remainder == CGRect(x: 110, y: 20, width: 0, height: 50))
        let (ySlice, yRemainder) = rect.divided(atDistance: 80, from: .maxYEdge)
        #expect(ySlice == rect)
        #expect(yRemainder == CGRect(x: 10, y: 20, width: 100, height: 0))
    }

    @Test("a distance equal to the width gives the whole rectangle as slice and an empty remainder")
    func divideAtFullWidth() {
        let (slice, remainder) = rect.divided(atDistance: 100, from: .minXEdge)
        #expect(slice == rect)
        #expect(remainder.isEmpty)
    }

    @Test("a rectangle with a negative size is standardized before dividing")
    func divideNegativeSize() {
        let (slice, remainder) = flippedRect.divided(atDistance: 30, from: .maxXEdge)
        #expect(slice == CGRect(x: 80, y: 20, width: 30, height: 50))
        #expect(remainder == CGRect(x: 10, y: 20, width: 70, height: 50))
    }
}
