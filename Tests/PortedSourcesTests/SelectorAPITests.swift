import Foundation
import Testing
import UIKit
import UIKitTesting

/// iOS code that observes notifications, performs after a delay and schedules timers by
/// selector (Tests/PortedSourcesTests/iOS/RefreshScheduler.swift, compiled as it is): the
/// method references the selectors become are called as iOS calls the selectors.
@Suite("Selector-based Foundation calls from iOS sources", .freshContext) @MainActor
struct SelectorAPITests {
    @Test("addObserver(_:selector:name:object:) calls each registered method per post; removeObserver(self) ends them; an observer that is gone is skipped")
    func notifications() {
        let scheduler = RefreshScheduler()
        scheduler.start()
        NotificationCenter.default.post(name: .feedDidChange, object: nil)
        #expect(scheduler.changes == 2, "the method taking the notification and the one taking nothing")
        scheduler.stop()
        NotificationCenter.default.post(name: .feedDidChange, object: nil)
        #expect(scheduler.changes == 2)
        var gone: RefreshScheduler? = RefreshScheduler()
        weak let watched = gone
        gone?.start()
        gone = nil
        #expect(watched == nil, "the center holds its observers weakly")
        NotificationCenter.default.post(name: .feedDidChange, object: nil)
    }

    @Test("perform(_:with:afterDelay:) runs the method once the delay has passed on the run loop; cancelPreviousPerformRequests(withTarget:) drops it")
    func delayedPerform() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let scheduler = RefreshScheduler()
        scheduler.feedDidChange(Notification(name: .feedDidChange))
        host.advanceTime(by: 0.4)
        #expect(scheduler.refreshes == 0)
        host.advanceTime(by: 0.2)
        #expect(scheduler.refreshes == 1)
        scheduler.feedDidChange(Notification(name: .feedDidChange))
        scheduler.cancelRefresh()
        host.advanceTime(by: 1)
        #expect(scheduler.refreshes == 1)
    }

    @Test("Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) calls the method every interval until invalidated")
    func timers() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let scheduler = RefreshScheduler()
        scheduler.startTicking()
        host.advanceTime(by: 0.35)
        #expect(scheduler.ticks == 3)
        scheduler.stop()
        host.advanceTime(by: 0.5)
        #expect(scheduler.ticks == 3)
    }
}
