// The fling shared by the scrolling benchmarks: a scroll view filling a 390 × 844-point
// window at 3×, flung upward again and again on the virtual clock at 120 Hz, each frame one
// run-loop turn (touch or deceleration, retiling, layout, display, composite), timed.
import Foundation
import QuartzCore
import UIKit

/// Per-frame wall times (ms) of `frames` frames of repeated flings over the scroll view
/// `make` returns (with the object that must stay alive while it scrolls, its data source).
@MainActor func flingFrameTimes(frames: Int, make: (CGRect) -> (UIScrollView, AnyObject)) -> [Double] {
    flingFrameTimes(frames: frames, scale: 3) { window in
        let (scrollView, keepAlive) = make(window.bounds)
        window.addSubview(scrollView)
        return (scrollView, keepAlive)
    }
}

/// The same, with `install` putting what scrolls into the window itself (a controller as its
/// root, say); each fling starts from the top of the content.
@MainActor func flingFrameTimes(frames: Int, scale: CGFloat, install: (UIWindow) -> (UIScrollView, AnyObject)) -> [Double] {
    let size = CGSize(width: 390, height: 844)
    HeadlessBackend.install(size: size, scale: scale)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.makeKeyAndVisible()
    let (scrollView, keepAlive) = install(window)
    let app = UIApplication.shared
    app.runLoopTurn()
    let frame = 1.0 / 120
    var times: [Double] = []
    func step(_ touches: [TouchInput]) {
        let start = ContinuousClock.now
        HeadlessBackend.advanceTime(by: frame)
        if !touches.isEmpty { app.handleTouches(touches) }
        app.runLoopTurn()
        let d = ContinuousClock.now - start
        times.append(Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15)
    }
    while times.count < frames {
        // A flick: 12 frames (0.1 s) moving 500 points up, then the deceleration runs.
        step([TouchInput(finger: 0, phase: .began, location: CGPoint(x: 200, y: 700))])
        for i in 1...12 { step([TouchInput(finger: 0, phase: .moved, location: CGPoint(x: 200, y: 700 - CGFloat(i) * 42))]) }
        step([TouchInput(finger: 0, phase: .ended, location: CGPoint(x: 200, y: 196))])
        for _ in 0..<60 where times.count < frames { step([]) }
        if scrollView.contentOffset.y > scrollView.contentSize.height - 2 * size.height {
            scrollView.setContentOffset(CGPoint(x: 0, y: -scrollView.adjustedContentInset.top), animated: false)
        }
    }
    window.isHidden = true
    withExtendedLifetime(keepAlive) {}
    return times
}

/// Records mean, p99 and max frame times, with the goals of a mean of 4 ms and no frame over
/// the 120 Hz budget, and the mean against the same fling over a smaller data set (the cost
/// per frame should not follow the count).
@MainActor func recordFlingFrames(_ name: String, _ times: [Double], smaller: [Double], smallerName: String) {
    func mean(_ t: [Double]) -> Double { t.reduce(0, +) / Double(t.count) }
    func percentile(_ t: [Double], _ p: Double) -> Double { let s = t.sorted(); return s[min(s.count - 1, Int(Double(s.count) * p))] }
    let budget = 1000.0 / 120
    record("\(name), mean frame", mean(times), "ms", goal: .atMost(4))
    record("\(name), p99 frame", percentile(times, 0.99), "ms", goal: .atMost(budget))
    record("\(name), max frame", times.max() ?? 0, "ms", goal: .atMost(budget))
    record("\(name), mean frame vs \(smallerName)", mean(times), "ms", baseline: "same fling, \(smallerName)", mean(smaller))
}
