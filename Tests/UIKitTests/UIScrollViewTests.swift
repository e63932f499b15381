import Foundation
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

/// Records what a scroll view tells its delegate, with the offset at the time.
@MainActor final class ScrollLog: UIScrollViewDelegate {
    var events: [String] = []
    var offsets: [CGPoint] = []
    var endVelocity: CGPoint?
    var naturalTarget: CGPoint?
    var replaceTarget: CGPoint?
    var flags: [String: (tracking: Bool, dragging: Bool, decelerating: Bool)] = [:]

    func note(_ event: String, _ s: UIScrollView) {
        if event != "didScroll" { events.append(event) }
        flags[event] = (s.isTracking, s.isDragging, s.isDecelerating)
    }
    func scrollViewDidScroll(_ s: UIScrollView) { note("didScroll", s); offsets.append(s.contentOffset) }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { note("willBeginDragging", s) }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        note("willEndDragging", s)
        endVelocity = velocity
        naturalTarget = targetContentOffset.pointee
        if let replaceTarget { targetContentOffset.pointee = replaceTarget }
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate decelerate: Bool) { note("didEndDragging(\(decelerate))", s) }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { note("willBeginDecelerating", s) }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { note("didEndDecelerating", s) }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { note("didEndScrollingAnimation", s) }
    func scrollViewDidChangeAdjustedContentInset(_ s: UIScrollView) { note("didChangeAdjustedContentInset", s) }
}

@MainActor var scrollDeinits = 0
final class CountingScrollView: UIScrollView {
    isolated deinit { scrollDeinits += 1 }
}

/// UIScrollView as the UIScrollView reference describes it: the content offset is the bounds
/// origin; dragging, a mouse wheel or a trackpad move it (content follows the fingers);
/// past the edges it rubber-bands and springs back; a flick decelerates by
/// `decelerationRate` per millisecond; the delegate hears every step. Motion runs on the
/// virtual media clock and is checked frame by frame.
@Suite("UIScrollView", .serialized, .freshContext) @MainActor
struct UIScrollViewTests {
    static let frame = 1.0 / 60

    func scene(content: CGSize = CGSize(width: 320, height: 2000)) -> (UITestHost, UIScrollView, ScrollLog) {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = content
        let log = ScrollLog()
        scrollView.delegate = log
        host.window.addSubview(scrollView)
        host.runLoopTurn()
        return (host, scrollView, log)
    }

    /// Runs frames until the scroll view stops moving (at most `limit` seconds); returns the
    /// offsets seen.
    @discardableResult
    func settle(_ host: UITestHost, _ scrollView: UIScrollView, limit: TimeInterval = 10) -> [CGPoint] {
        var seen: [CGPoint] = []
        var t = 0.0
        while scrollView.isDecelerating || scrollView.isMovingOnItsOwn, t < limit {
            host.advanceTime(by: Self.frame)
            seen.append(scrollView.contentOffset)
            t += Self.frame
        }
        return seen
    }

    /// A finger dragging from `start` by `by`, in `steps` moves 1/60 s apart, then held still
    /// one more frame (no velocity) unless `flick`, then lifted.
    func drag(_ host: UITestHost, from start: CGPoint, by: CGVector, steps: Int = 10, flick: Bool = false) {
        host.touchDown(at: start)
        for i in 1...steps {
            host.advanceTime(by: Self.frame)
            let t = CGFloat(i) / CGFloat(steps)
            host.touchMove(to: CGPoint(x: start.x + by.dx * t, y: start.y + by.dy * t))
        }
        if !flick {
            host.advanceTime(by: Self.frame)
            host.touchMove(to: CGPoint(x: start.x + by.dx, y: start.y + by.dy))
        }
        host.touchUp()
    }

    @Test("Defaults are UIKit's: bounces, scroll enabled, normal deceleration 0.998 (fast 0.99), clips to bounds, a pan that takes every scroll type, automatic inset adjustment")
    func defaults() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(s.bounces && s.isScrollEnabled && !s.isPagingEnabled && !s.isDirectionalLockEnabled)
        #expect(!s.alwaysBounceVertical && !s.alwaysBounceHorizontal)
        #expect(s.decelerationRate == .normal && UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(s.clipsToBounds)
        #expect(s.panGestureRecognizer.allowedScrollTypesMask == .all)
        #expect(s.gestureRecognizers?.contains { $0 === s.panGestureRecognizer } == true)
        #expect(s.contentInsetAdjustmentBehavior == .automatic)
        #expect(s.contentOffset == .zero && s.contentSize == .zero && s.contentInset == .zero)
        #expect(!s.isTracking && !s.isDragging && !s.isDecelerating)
        s.isScrollEnabled = false
        #expect(!s.panGestureRecognizer.isEnabled)
    }

    @Test("contentOffset is bounds.origin: subviews placed by frame move with it on screen and under the finger; didScroll for every change, also through bounds")
    func offsetIsBoundsOrigin() {
        let (host, scrollView, log) = scene()
        let red = UIView(frame: CGRect(x: 0, y: 600, width: 100, height: 50))
        red.backgroundColor = .red
        scrollView.addSubview(red)
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 500))
        #expect(red.frame.origin == CGPoint(x: 0, y: 600), "the content's frames do not change")
        #expect(red.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 100))
        #expect(host.window.hitTest(CGPoint(x: 10, y: 110), with: nil) === red)
        let image = host.renderScreen()
        let p = image.pixel(x: 10, y: 110)
        #expect(p.r == 255 && p.g == 0 && p.b == 0, "drawn 500 points higher")
        scrollView.bounds.origin = CGPoint(x: 0, y: 20)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 20))
        #expect(log.offsets == [CGPoint(x: 0, y: 500), CGPoint(x: 0, y: 20)])
        scrollView.contentOffset = CGPoint(x: 0, y: 20)
        #expect(log.offsets.count == 2, "no change, no didScroll")
    }

    @Test("Dragging: the content follows the finger; willBeginDragging, didScroll, willEndDragging, didEndDragging(false) on a still release; isTracking while the finger is down, isDragging while it drags")
    func dragging() {
        let (host, scrollView, log) = scene()
        host.touchDown(at: CGPoint(x: 100, y: 400))
        #expect(scrollView.isTracking && !scrollView.isDragging, "touched, not dragging yet")
        host.advanceTime(by: Self.frame)
        host.touchMove(to: CGPoint(x: 100, y: 350))
        #expect(scrollView.isDragging)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50), "the point under the finger stays under it")
        host.advanceTime(by: Self.frame)
        host.touchMove(to: CGPoint(x: 130, y: 250))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 150), "content as tall as the view does not move sideways")
        host.advanceTime(by: Self.frame)
        host.touchMove(to: CGPoint(x: 130, y: 250))
        host.touchUp()
        #expect(log.events == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(log.endVelocity == .zero && log.naturalTarget == CGPoint(x: 0, y: 150))
        #expect(log.flags["willBeginDragging"]! == (true, true, false))
        #expect(log.flags["didEndDragging(false)"]! == (true, false, false), "still tracking, no longer dragging")
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        #expect(!scrollView.isMovingOnItsOwn)
    }

    @Test("A flick decelerates on the media clock: speed falls by decelerationRate every millisecond, so each frame is at x₀ + v·(rateᵗ − 1)/ln rate; velocity in points per millisecond; rest at the target the delegate was told")
    func flickDecelerates() throws {
        let (host, scrollView, log) = scene()
        // 100 points in the last 1/60 s: 6000 points per second upward, 6 points/ms of offset.
        drag(host, from: CGPoint(x: 100, y: 400), by: CGVector(dx: 0, dy: -200), steps: 2, flick: true)
        let v = try #require(log.endVelocity)
        #expect(abs(v.y - 6) < 1e-9 && v.x == 0)
        let rate = 0.998
        let start = 200.0
        let target = try #require(log.naturalTarget)
        #expect(abs(target.y - 1520) < 1e-9, "2998 points on would pass the end: the target is clamped to 2000 − 480")
        #expect(log.events == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        #expect(log.flags["willBeginDecelerating"]! == (false, false, true))
        for frame in 1...5 {
            host.advanceTime(by: Self.frame)
            let t = Double(frame) * 1000 / 60
            // Shown on the nearest whole pixel (whole points at 1×; UIScrollView+PixelOffsets.swift).
            let expected = (start + 6 * (pow(rate, t) - 1) / Foundation.log(rate) + 0.5).rounded(.down)
            #expect(Double(scrollView.contentOffset.y) == expected, "frame \(frame)")
        }
        let seen = settle(host, scrollView)
        #expect(seen.contains { $0.y > 1520 }, "the flick carries it past the end: it bounces")
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1520), "and comes to rest at the end")
        #expect(log.events.last == "didEndDecelerating")
        #expect(!scrollView.isDecelerating && !scrollView.isMovingOnItsOwn)
    }

    @Test("Fingers that rest before lifting do not fling: the drag ends with no velocity and no deceleration")
    func restBeforeLiftDoesNotFling() throws {
        let (host, scrollView, log) = scene()
        host.touchDown(at: CGPoint(x: 100, y: 400))
        host.advanceTime(by: Self.frame)
        host.touchMove(to: CGPoint(x: 100, y: 300))
        host.advanceTime(by: Self.frame)
        host.touchMove(to: CGPoint(x: 100, y: 200))
        host.advanceTime(by: 0.25)
        host.touchUp()
        #expect(log.endVelocity == .zero)
        #expect(log.events.last == "didEndDragging(false)" && !scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y == 200, "where the finger left it")
    }

    @Test("A gentle flick comes to rest where the deceleration takes it, v/(−ln rate) points on; .fast stops sooner")
    func gentleFlickRestsAtNaturalTarget() throws {
        let (host, scrollView, log) = scene()
        drag(host, from: CGPoint(x: 100, y: 400), by: CGVector(dx: 0, dy: -30), steps: 3, flick: true)
        // 10 points in the last 1/60 s: 0.6 points/ms.
        let target = try #require(log.naturalTarget)
        #expect(abs(target.y - (30 + 0.6 / -Foundation.log(0.998))) < 1e-6)
        settle(host, scrollView)
        #expect(scrollView.contentOffset.y == (target.y + 0.5).rounded(.down), "at rest on the pixel nearest the target")

        scrollView.decelerationRate = .fast
        drag(host, from: CGPoint(x: 100, y: 400), by: CGVector(dx: 0, dy: -30), steps: 3, flick: true)
        let fast = try #require(log.naturalTarget)
        #expect(abs(fast.y - ((target.y + 0.5).rounded(.down) + 30 + 0.6 / -Foundation.log(0.99))) < 1e-6, "from where it rested")
    }

    @Test("The delegate may move the target through the pointer: the scroll view decelerates exactly onto it")
    func delegateTarget() throws {
        let (host, scrollView, log) = scene()
        log.replaceTarget = CGPoint(x: 0, y: 600)
        drag(host, from: CGPoint(x: 100, y: 400), by: CGVector(dx: 0, dy: -60), steps: 3, flick: true)
        #expect(scrollView.isDecelerating)
        let seen = settle(host, scrollView)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.y <= $1.y }, "straight there, no overshoot")
    }

    @Test("Past an edge the content moves less than the finger — (1 − 1/(x·0.55/d + 1))·d — and springs back to the edge on release; without bounces it stops at the edge")
    func rubberBand() {
        let (host, scrollView, log) = scene()
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advanceTime(by: Self.frame)
        host.touchMove(to: CGPoint(x: 100, y: 200))
        let expected = -(1 - 1 / (100 * 0.55 / 480 + 1)) * 480
        #expect(Double(scrollView.contentOffset.y) == (expected + 0.5).rounded(.down), "shown on the nearest whole pixel")
        host.advanceTime(by: Self.frame)
        host.touchMove(to: CGPoint(x: 100, y: 200))
        host.touchUp()
        #expect(log.events == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"],
                "springing back counts as decelerating")
        #expect(log.naturalTarget == .zero, "the target is the edge")
        let seen = settle(host, scrollView)
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.y <= $1.y + 1e-9 }, "back towards the edge without passing it")
        #expect(scrollView.contentOffset == .zero)
        #expect(log.events.last == "didEndDecelerating")

        scrollView.bounces = false
        drag(host, from: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: 100))
        #expect(scrollView.contentOffset == .zero)
        #expect(log.offsets.last == .zero)
        drag(host, from: CGPoint(x: 100, y: 300), by: CGVector(dx: 0, dy: -100))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test("Content that fits does not drag unless alwaysBounceVertical; then it stretches and springs back")
    func fittingContent() {
        let (host, scrollView, _) = scene(content: CGSize(width: 320, height: 300))
        drag(host, from: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: -80))
        #expect(scrollView.contentOffset == .zero)
        scrollView.alwaysBounceVertical = true
        host.touchDown(at: CGPoint(x: 100, y: 300))
        host.advanceTime(by: Self.frame)
        host.touchMove(to: CGPoint(x: 100, y: 220))
        #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 80)
        host.touchUp()
        settle(host, scrollView)
        #expect(scrollView.contentOffset == .zero)
    }
}
