import Foundation
import QuartzCore
internal import RuntimeSupport

/// Virtual time spent as a running app spends it, after swift-nio's
/// `EmbeddedEventLoop.advanceTime(by:)`.
extension HeadlessBackend {
    /// How many turns may run at one media time before the advance moves on regardless (a
    /// timer that schedules itself with no delay forever).
    static let maximumTurnsAtOneTime = 1_000

    /// Moves virtual time forward by `seconds`, running on the way everything due in order,
    /// each at its own time: every run-loop timer (Foundation `Timer`s of this thread's run
    /// loop), every media timer (time-based gesture recognizers) and, while a frame is wanted
    /// (`FramePipeline.nextFrameTime`), a frame at each refresh of the main screen. The clock is
    /// set to an event's time before its turn runs; a last turn runs at the end time. With
    /// nothing due, that is one turn however long the advance.
    package static func run(for seconds: CFTimeInterval) {
        precondition(seconds >= 0 && seconds.isFinite, "HeadlessBackend.run(for:): time only moves forward by a finite amount")
        let app = UIApplication.shared
        let end = CACurrentMediaTime() + seconds
        var last: CFTimeInterval?, turnsAtLast = 0
        while true {
            RunLoopTimerClock.refresh()
            let next = [RunLoopTimerClock.nextDueTime, MediaTimers.shared.nextFireTime,
                        FramePipeline.current.nextFrameTime].compactMap { $0 }.min()
            var time = max(CACurrentMediaTime(), min(next ?? end, end))
            if end - time < 1e-9 { time = end }
            turnsAtLast = time == last ? turnsAtLast + 1 : 0
            if turnsAtLast == maximumTurnsAtOneTime {
                RuntimeIssue.report("HeadlessBackend: \(turnsAtLast) run-loop turns at media time \(time) and work is still due "
                    + "then (a timer that schedules itself with no delay?); time moves on to \(end)")
                time = end
            }
            MediaClock.current.advance(by: time - CACurrentMediaTime())
            RunLoopTimerClock.schedule(for: time)
            app.runLoopTurn()
            last = time
            if time >= end { break }
        }
    }
}
