import Foundation
import Testing
import UIKit
import UIKitTesting

/// Pinch, rotation, swipe and screen-edge pan, driven by the test host's two-finger and drag
/// gestures on the virtual clock.
@Suite("Multi-finger and directional recognizers", .serialized, .freshContext) @MainActor
struct MoreRecognizerTests {
    private func scene() -> (UITestHost, UIView) {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let pad = UIView(frame: host.window.bounds)
        pad.isMultipleTouchEnabled = true
        host.window.addSubview(pad)
        return (host, pad)
    }

    @Test("Pinch: scale is the distance over the starting distance; velocity in scale per second")
    func pinch() {
        let (host, pad) = scene()
        var scales: [CGFloat] = []
        var states: [UIGestureRecognizer.State] = []
        var velocity: CGFloat = 0
        let pinch = UIPinchGestureRecognizer { r in
            let p = r as! UIPinchGestureRecognizer
            states.append(p.state); scales.append(p.scale)
            if p.state == .changed { velocity = p.velocity }
        }
        pad.addGestureRecognizer(pinch)
        host.pinch(center: CGPoint(x: 150, y: 150), from: 100, to: 200, duration: 0.5, steps: 10)
        #expect(states.first == .began && states.last == .ended)
        #expect(abs((scales.last ?? 0) - 2) < 1e-9, "200 / 100")
        #expect(abs(velocity - 0.1 / 0.05) < 1e-6, "each step adds 0.1 in 50 ms")
    }

    @Test("Rotation: radians from the starting line, positive clockwise")
    func rotation() {
        let (host, pad) = scene()
        var last: CGFloat = 0
        var began = false
        let rotation = UIRotationGestureRecognizer { r in
            let g = r as! UIRotationGestureRecognizer
            if g.state == .began { began = true }
            last = g.rotation
        }
        pad.addGestureRecognizer(rotation)
        host.rotate(center: CGPoint(x: 150, y: 150), radius: 60, by: .pi / 2)
        #expect(began)
        #expect(abs(last - .pi / 2) < 1e-9)
    }

    @Test("Swipe: a quick stroke in a permitted direction; the wrong direction or a slow drag fails")
    func swipe() {
        let (host, pad) = scene()
        var rights = 0, ups = 0
        let right = UISwipeGestureRecognizer { _ in rights += 1 }
        let up = UISwipeGestureRecognizer { _ in ups += 1 }
        up.direction = .up
        #expect(right.direction == .right && UISwipeGestureRecognizer.Direction.down.rawValue == 8)
        pad.addGestureRecognizer(right); pad.addGestureRecognizer(up)
        right.delegate = nil
        host.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 200, y: 150), duration: 0.2)
        #expect(rights == 1 && ups == 0)
        host.advanceTime(by: 1)
        host.drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 100), duration: 0.2)
        #expect(ups == 1 && rights == 1)
        host.advanceTime(by: 1)
        host.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 200, y: 150), duration: 2, steps: 40)
        #expect(rights == 1, "too slow to be a swipe")
    }

    @Test("Screen-edge pan: only from within 20 points of a chosen edge, moving away from it")
    func screenEdge() {
        let (host, pad) = scene()
        var begun = 0
        let edge = UIScreenEdgePanGestureRecognizer { r in if r.state == .began { begun += 1 } }
        edge.edges = .left
        pad.addGestureRecognizer(edge)
        host.drag(from: CGPoint(x: 5, y: 150), to: CGPoint(x: 120, y: 150))
        #expect(begun == 1)
        host.advanceTime(by: 1)
        host.drag(from: CGPoint(x: 60, y: 150), to: CGPoint(x: 200, y: 150))
        #expect(begun == 1, "not from the edge")
        host.advanceTime(by: 1)
        host.drag(from: CGPoint(x: 5, y: 150), to: CGPoint(x: 5, y: 20))
        #expect(begun == 1, "along the edge, not away from it")
    }
}
