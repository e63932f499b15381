import UIKitTesting
import CoreGraphics
import Foundation
import QuartzCore
import Testing
@testable import UIKit

// Coordinate conversion between views (View Programming Guide, "Converting Coordinates in the
// View Hierarchy", Figure 3-3; UIView Class Reference convert(_:to:)/convert(_:from:)): every
// bounds origin and transform on the path applies, a converted rectangle is the bounding box,
// and nil means the window.

private let conversionTolerance: CGFloat = 1e-9

private func conversionClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= conversionTolerance }

private func conversionClose(_ a: CGPoint, _ b: CGPoint) -> Bool {
    conversionClose(a.x, b.x) && conversionClose(a.y, b.y)
}

private func conversionClose(_ a: CGRect, _ b: CGRect) -> Bool {
    conversionClose(a.minX, b.minX) && conversionClose(a.minY, b.minY)
        && conversionClose(a.width, b.width) && conversionClose(a.height, b.height)
}

@Suite("UIView coordinate conversion", .freshContext)
@MainActor
struct UIViewConversionTests {

    @Test("A superview's bounds.origin (0, 100) moves its subviews' content up by 100")
    func boundsOriginOffset() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(scroller)
        let content = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        scroller.addSubview(content)

        #expect(content.convert(CGPoint.zero, to: window) == CGPoint(x: 0, y: 100))
        scroller.bounds.origin = CGPoint(x: 0, y: 100)
        // In the superview's own space the subview has not moved …
        #expect(content.convert(CGPoint.zero, to: scroller) == CGPoint(x: 0, y: 100))
        // … but in the window it is 100 points higher.
        #expect(content.convert(CGPoint.zero, to: window) == .zero)
        #expect(scroller.convert(CGPoint(x: 0, y: 100), to: window) == .zero)
        #expect(content.convert(content.bounds, to: window) == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(content.convert(CGPoint(x: 5, y: 5), from: window) == CGPoint(x: 5, y: 5))
    }

    @Test("A subview's own bounds.origin shifts its coordinate space: its bounds.origin maps to its frame origin")
    func ownBoundsOrigin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        root.addSubview(view)
        view.bounds.origin = CGPoint(x: 30, y: 40)
        #expect(view.convert(CGPoint(x: 30, y: 40), to: root) == CGPoint(x: 10, y: 20))
        #expect(view.convert(CGPoint(x: 10, y: 20), from: root) == CGPoint(x: 30, y: 40))
        #expect(view.convert(view.bounds, to: root) == view.frame)
    }

    @Test("Conversion adds up a chain of translations, both ways")
    func chainOfTranslations() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
        let c = UIView(frame: CGRect(x: 1, y: 2, width: 10, height: 10))
        window.addSubview(a); a.addSubview(b); b.addSubview(c)

        #expect(c.convert(CGPoint(x: 3, y: 4), to: window) == CGPoint(x: 19, y: 31))
        #expect(c.convert(CGPoint(x: 3, y: 4), to: a) == CGPoint(x: 9, y: 11))
        #expect(c.convert(CGPoint(x: 19, y: 31), from: window) == CGPoint(x: 3, y: 4))
        #expect(a.convert(CGPoint(x: 9, y: 11), to: c) == CGPoint(x: 3, y: 4))
        #expect(c.convert(c.bounds, to: window) == CGRect(x: 16, y: 27, width: 10, height: 10))
        #expect(window.convert(CGRect(x: 16, y: 27, width: 10, height: 10), to: c) == c.bounds)
    }

    @Test("A rotated view: convert(bounds, to: superview) is the frame, 100×50 rotated π/2 at (100,100) gives (75, 50, 50, 100)")
    func rotatedBoundsToSuperview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
        root.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let converted = view.convert(view.bounds, to: root)
        #expect(conversionClose(converted, CGRect(x: 75, y: 50, width: 50, height: 100)), "\(converted)")
        #expect(conversionClose(converted, view.frame))
        // The bounds' centre stays at the view's center; the top-left corner turns to the top-right.
        #expect(conversionClose(view.convert(CGPoint(x: 50, y: 25), to: root), CGPoint(x: 100, y: 100)))
        #expect(conversionClose(view.convert(CGPoint.zero, to: root), CGPoint(x: 125, y: 50)))
    }

    @Test("A rect converted through a π/4 rotation is its bounding box: a square of side s becomes a square of side s·√2")
    func rotatedRectIsBoundingBox() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 100 * CGFloat(2).squareRoot()

        let box = view.convert(view.bounds, to: window)
        #expect(conversionClose(box.width, side) && conversionClose(box.height, side), "\(box)")
        #expect(conversionClose(CGPoint(x: box.midX, y: box.midY), CGPoint(x: 150, y: 150)))

        // Points are exact, not boxed: the middle of the right edge turns by 45°.
        let edge = view.convert(CGPoint(x: 100, y: 50), to: window)
        let d = 50 / CGFloat(2).squareRoot()
        #expect(conversionClose(edge, CGPoint(x: 150 + d, y: 150 + d)), "\(edge)")

        // Converting the window's square back also gives the bounding box in the view's space.
        let back = view.convert(CGRect(x: 100, y: 100, width: 100, height: 100), from: window)
        #expect(conversionClose(back.width, side) && conversionClose(back.height, side), "\(back)")
        #expect(conversionClose(CGPoint(x: back.midX, y: back.midY), CGPoint(x: 50, y: 50)))
    }

    @Test("Conversion goes through a scale transform about the center")
    func throughScale() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: -50))
        #expect(view.convert(CGPoint(x: 100, y: 100), to: root) == CGPoint(x: 200, y: 250))
        #expect(conversionClose(view.convert(CGPoint(x: 100, y: 100), from: root), CGPoint(x: 50, y: 50)))
        #expect(view.convert(view.bounds, to: root) == CGRect(x: 0, y: -50, width: 200, height: 300))
        // The inverse of a 3× scale is not exact in binary, so compare within a tolerance.
        #expect(conversionClose(view.convert(CGRect(x: 0, y: -50, width: 200, height: 300), from: root), view.bounds))
    }

    @Test("Transforms on several levels of the path all apply")
    func transformsOnSeveralLevels() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(outer); outer.addSubview(inner)
        outer.transform = CGAffineTransform(scaleX: 2, y: 2)      // about (100, 100)
        inner.transform = CGAffineTransform(rotationAngle: .pi)   // about (100, 100) in outer
        // inner's (0,0) → rotated half a turn → (150,150) in outer → scaled about (100,100) → (200,200).
        let p = inner.convert(CGPoint.zero, to: root)
        #expect(conversionClose(p, CGPoint(x: 200, y: 200)), "\(p)")
        let q = inner.convert(CGPoint(x: 200, y: 200), from: root)
        #expect(conversionClose(q, .zero), "\(q)")
    }

    @Test("nil means the view's window: converting to or from nil equals converting to or from the window")
    func nilMeansWindow() {
        let window = UIWindow(frame: CGRect(x: 30, y: 40, width: 200, height: 200))
        let container = UIView(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(container); container.addSubview(view)

        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 16))
        #expect(view.convert(CGPoint.zero, to: nil) == view.convert(CGPoint.zero, to: window))
        #expect(view.convert(CGPoint(x: 15, y: 16), from: nil) == .zero)
        #expect(view.convert(view.bounds, to: nil) == CGRect(x: 15, y: 16, width: 20, height: 20))
        #expect(view.convert(CGRect(x: 15, y: 16, width: 20, height: 20), from: nil) == view.bounds)
        // The window's own frame origin on the screen is not part of window coordinates.
        // (A bare `nil` picks UIWindow's overload, whose nil is the screen, as on iOS.)
        #expect(window.convert(CGPoint(x: 1, y: 2), to: nil as UIView?) == CGPoint(x: 1, y: 2))
    }

    @Test("Outside any window, nil means the root view's superview space: .zero of a root at (10,10) converts to (10,10)")
    func nilOutsideWindow() {
        let root = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(child)
        #expect(root.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 15))
        #expect(child.convert(CGPoint(x: 15, y: 15), from: nil) == .zero)
        #expect(root.convert(root.bounds, to: nil) == root.frame)
    }

    @Test("Round trip: convert(to:) then convert(from:) gives back the original point and rect")
    func roundTrip() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 150))
        let b = UIView(frame: CGRect(x: 10, y: 5, width: 60, height: 80))
        window.addSubview(a); a.addSubview(b)
        a.bounds.origin = CGPoint(x: 7, y: -3)
        a.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.75)
        b.transform = CGAffineTransform(translationX: 4, y: -2).rotated(by: -1.1)

        for p in [CGPoint.zero, CGPoint(x: 12.5, y: -7), CGPoint(x: 60, y: 80)] {
            let there = b.convert(p, to: window)
            #expect(conversionClose(b.convert(there, from: window), p), "\(p)")
            let viaNil = b.convert(p, to: nil)
            #expect(conversionClose(b.convert(viaNil, from: nil), p), "\(p)")
            let inA = b.convert(p, to: a)
            #expect(conversionClose(a.convert(inA, to: b), p), "\(p)")
        }
        // With only translations and scales the rect round trip is exact.
        let c = UIView(frame: CGRect(x: 3, y: 4, width: 50, height: 50))
        window.addSubview(c)
        c.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        let r = CGRect(x: 1, y: 2, width: 30, height: 40)
        #expect(conversionClose(c.convert(c.convert(r, to: window), from: window), r))
    }

    @Test("Converting between sibling subtrees goes through the common ancestor")
    func siblingSubtrees() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = UIView(frame: CGRect(x: 7, y: 7, width: 300, height: 300))
        let left = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let right = UIView(frame: CGRect(x: 100, y: 50, width: 50, height: 50))
        let leftChild = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        let rightChild = UIView(frame: CGRect(x: 1, y: 1, width: 10, height: 10))
        window.addSubview(container)
        container.addSubview(left); container.addSubview(right)
        left.addSubview(leftChild); right.addSubview(rightChild)

        #expect(leftChild.convert(CGPoint.zero, to: rightChild) == CGPoint(x: -86, y: -36))
        #expect(rightChild.convert(CGPoint.zero, from: leftChild) == CGPoint(x: -86, y: -36))
        #expect(rightChild.convert(CGPoint(x: -86, y: -36), to: leftChild) == .zero)
        #expect(leftChild.convert(leftChild.bounds, to: rightChild) == CGRect(x: -86, y: -36, width: 10, height: 10))

        // A rotation in one branch applies only on that branch.
        right.transform = CGAffineTransform(rotationAngle: .pi)  // about (25, 25) in right's space
        let p = leftChild.convert(CGPoint.zero, to: right)
        // leftChild (0,0) is (15,15) in container; right's centre is (125,75): offset (-110,-60),
        // a half turn makes it (110, 60) from right's bounds centre (25,25).
        #expect(conversionClose(p, CGPoint(x: 135, y: 85)), "\(p)")
    }

    @Test("Views in two windows convert through the screen: (60,60) in a window at (0,0) is (10,10) in a window at (50,50)")
    func betweenWindows() {
        let windowA = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let windowB = UIWindow(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        #expect(windowA.convert(CGPoint(x: 60, y: 60), to: windowB) == CGPoint(x: 10, y: 10))
        #expect(windowB.convert(CGPoint(x: 60, y: 60), from: windowA) == CGPoint(x: 10, y: 10))
        #expect(windowB.convert(CGPoint(x: 10, y: 10), to: windowA) == CGPoint(x: 60, y: 60))
        #expect(windowA.convert(CGRect(x: 60, y: 60, width: 5, height: 5), to: windowB)
                == CGRect(x: 10, y: 10, width: 5, height: 5))

        // Subviews of the two windows too.
        let inA = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        let inB = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        windowA.addSubview(inA); windowB.addSubview(inB)
        // inA (40,40) → A (60,60) → screen (60,60) → B (10,10) → inB (5,5).
        #expect(inA.convert(CGPoint(x: 40, y: 40), to: inB) == CGPoint(x: 5, y: 5))
        #expect(inB.convert(CGPoint(x: 5, y: 5), to: inA) == CGPoint(x: 40, y: 40))
        #expect(inB.convert(CGPoint(x: 40, y: 40), from: inA) == CGPoint(x: 5, y: 5))
    }
}
