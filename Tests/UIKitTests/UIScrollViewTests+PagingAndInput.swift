import Foundation
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

extension UIScrollViewTests {
    @Test("Paging: a slow release rests on the nearest page, a flick turns to the next")
    func paging() {
        let (host, scrollView, _) = scene(content: CGSize(width: 320 * 5, height: 480))
        scrollView.isPagingEnabled = true
        drag(host, from: CGPoint(x: 300, y: 200), by: CGVector(dx: -100, dy: 0))
        settle(host, scrollView)
        #expect(scrollView.contentOffset == .zero, "100 of 320 points: back to the first page")
        drag(host, from: CGPoint(x: 300, y: 200), by: CGVector(dx: -200, dy: 0))
        settle(host, scrollView)
        #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0), "past halfway: the second page")
        drag(host, from: CGPoint(x: 300, y: 200), by: CGVector(dx: -60, dy: 0), steps: 2, flick: true)
        settle(host, scrollView)
        #expect(scrollView.contentOffset == CGPoint(x: 640, y: 0), "a flick turns one page")
    }

    @Test("Directional lock: a drag that starts mostly vertical moves only vertically; a diagonal one moves freely")
    func directionalLock() {
        let (host, scrollView, _) = scene(content: CGSize(width: 2000, height: 2000))
        scrollView.isDirectionalLockEnabled = true
        drag(host, from: CGPoint(x: 200, y: 400), by: CGVector(dx: -30, dy: -200))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 200))
        scrollView.contentOffset = .zero
        drag(host, from: CGPoint(x: 200, y: 400), by: CGVector(dx: -100, dy: -100))
        #expect(scrollView.contentOffset == CGPoint(x: 100, y: 100))
    }

    @Test("A mouse wheel scrolls at once, 40 points a notch, clamped to the content, without bounce or deceleration; it drags while it turns")
    func wheel() {
        let (host, scrollView, log) = scene(content: CGSize(width: 320, height: 600))
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: 1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
        #expect(scrollView.isDragging && scrollView.isTracking)
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: 4)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 120), "the end: 600 − 480")
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: -1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 80), "back up at once, no pull to undo past the end")
        host.advanceTime(by: 0.2)
        #expect(log.events == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(log.endVelocity == .zero)
        #expect(!scrollView.isDragging && !scrollView.isTracking && !scrollView.isDecelerating)
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: -5)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("A wheel over content that fits goes to the scroll view around it")
    func wheelPassesToOuterScrollView() {
        let (host, outer, _) = scene()
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        inner.contentSize = CGSize(width: 320, height: 100)
        outer.addSubview(inner)
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: 1)
        #expect(inner.contentOffset == .zero)
        #expect(outer.contentOffset == CGPoint(x: 0, y: 40))
    }

    @Test("The scroll view is its pan's delegate: a subclass that overrides shouldRecognizeSimultaneouslyWith lets an outer pan run with it")
    func subclassDecidesSimultaneousRecognition() {
        final class SharingScrollView: UIScrollView {
            override func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
        }
        for sharing in [false, true] {
            let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
            let container = UIView(frame: host.window.bounds)
            let scrollView = sharing ? SharingScrollView(frame: container.bounds) : UIScrollView(frame: container.bounds)
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            #expect(scrollView.panGestureRecognizer.delegate === scrollView)
            var outerStates: [UIGestureRecognizer.State] = []
            container.addGestureRecognizer(UIPanGestureRecognizer { outerStates.append($0.state) })
            container.addSubview(scrollView)
            host.window.addSubview(container)
            drag(host, from: CGPoint(x: 100, y: 400), by: CGVector(dx: 0, dy: -100))
            #expect(scrollView.contentOffset.y == 100, "the scroll view's own pan dragged it either way")
            if sharing {
                #expect(outerStates.first == .began && outerStates.last == .ended, "the override let the outer pan run too")
            } else {
                #expect(outerStates.isEmpty, "by default the scroll view's pan excludes the outer one")
            }
        }
    }

    @Test("A trackpad drags the content as fingers would, and the scroll carries on with momentum after they lift")
    func trackpad() {
        let (host, scrollView, log) = scene()
        host.trackpadScroll(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: -300), duration: 10 * Self.frame, steps: 10)
        #expect(abs(scrollView.contentOffset.y - 300) < 1e-9)
        #expect(log.events == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        #expect(abs(log.endVelocity!.y - 1.8) < 1e-9, "30 points a frame: 1.8 points per ms")
        host.advanceTime(by: Self.frame)
        #expect(scrollView.contentOffset.y > 300)
        settle(host, scrollView)
        #expect(log.events.last == "didEndDecelerating")
    }

    @Test("A touch on a decelerating scroll view stops it where it is (didEndDecelerating), and tracks")
    func touchStopsDeceleration() {
        let (host, scrollView, log) = scene()
        drag(host, from: CGPoint(x: 100, y: 400), by: CGVector(dx: 0, dy: -100), steps: 2, flick: true)
        host.advanceTime(by: Self.frame)
        host.advanceTime(by: Self.frame)
        let caught = scrollView.contentOffset
        host.touchDown(at: CGPoint(x: 100, y: 200))
        #expect(!scrollView.isDecelerating && scrollView.isTracking)
        #expect(log.events.last == "didEndDecelerating")
        host.advanceTime(by: 0.5)
        #expect(scrollView.contentOffset == caught)
        host.touchUp()
        #expect(!scrollView.isTracking)
    }

    @Test("setContentOffset(animated: true) moves over 0.3 s on an ease-in-ease-out curve and ends with didEndScrollingAnimation; animated: false moves at once and stops a deceleration")
    func animatedOffset() {
        let (host, scrollView, log) = scene()
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset == .zero)
        for _ in 0..<9 { host.advanceTime(by: Self.frame) }
        #expect(abs(scrollView.contentOffset.y - 150) < 1e-4, "halfway in time is halfway on a symmetric curve (solved numerically)")
        for _ in 0..<8 { host.advanceTime(by: Self.frame) }
        #expect(log.events.isEmpty)
        host.advanceTime(by: Self.frame)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(log.events == ["didEndScrollingAnimation"])

        drag(host, from: CGPoint(x: 100, y: 400), by: CGVector(dx: 0, dy: -100), steps: 2, flick: true)
        host.advanceTime(by: Self.frame)
        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50) && !scrollView.isDecelerating)
        host.advanceTime(by: Self.frame)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))

        let issues = RuntimeIssue.capture { scrollView.setContentOffset(CGPoint(x: CGFloat.nan, y: 0), animated: false) }
        #expect(issues.contains { $0.contains("not finite") })
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
    }

    @Test("scrollRectToVisible scrolls the least distance that shows the rect, not at all when it shows, and never past the content")
    func scrollRectToVisible() {
        let (host, scrollView, log) = scene()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 50), animated: false)
        #expect(scrollView.contentOffset == .zero)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 50, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 520), "the rect's bottom at the view's bottom")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 200, width: 50, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 200), "its top at the view's top")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 50, height: 100), animated: true)
        settle(host, scrollView)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1520))
        #expect(log.events == ["didEndScrollingAnimation"])
    }

    @Test("contentInset widens the range the offset may reach; adjustedContentInset adds the safe area as the adjustment behavior says, and the delegate hears of changes")
    func insets() {
        let (host, scrollView, log) = scene()
        scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
        #expect(log.events == ["didChangeAdjustedContentInset"])
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: -3)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -50), "up to the top inset")
        host.advanceTime(by: 0.2)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1550), "down to the bottom inset")

        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 0)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 70, left: 0, bottom: 30, right: 0),
                "automatic: only the axis that scrolls")
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 70, left: 10, bottom: 30, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
        #expect(log.events.filter { $0 == "didChangeAdjustedContentInset" }.count == 4)
    }

    @Test("isScrollEnabled = false: dragging and the wheel leave the offset alone; code still moves it")
    func scrollDisabled() {
        let (host, scrollView, _) = scene()
        scrollView.isScrollEnabled = false
        drag(host, from: CGPoint(x: 100, y: 400), by: CGVector(dx: 0, dy: -100))
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: 2)
        #expect(scrollView.contentOffset == .zero)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10))
    }

    @Test("A scroll view and its delegate are freed: the delegate is weak, and a running deceleration's display link does not keep the view")
    func noLeaks() {
        scrollDeinits = 0
        weak var weakDelegate: ScrollLog?
        do {
            let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
            let scrollView = CountingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            let log = ScrollLog()
            weakDelegate = log
            scrollView.delegate = log
            host.window.addSubview(scrollView)
            drag(host, from: CGPoint(x: 100, y: 400), by: CGVector(dx: 0, dy: -100), steps: 2, flick: true)
            host.advanceTime(by: Self.frame)
            #expect(scrollView.isDecelerating)
            scrollView.removeFromSuperview()
        }
        #expect(weakDelegate == nil)
        #expect(scrollDeinits == 1)
    }
}
