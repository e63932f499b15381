import Foundation
import QuartzCore

/// The main run loop. Each turn: the backend's pending input is dispatched, due timers,
/// sources and main-queue blocks run (`RunLoop`), due media timers fire (time-based gesture
/// recognizers), a frame begins (one media time, `FrameContext`), display links fire, the
/// implicit `CATransaction` commits (the `FramePipeline`: update constraints, layout,
/// display, render) and the backend presents what changed. Between turns the loop sleeps in the
/// backend until input, a timer or main-queue work arrives — or, while something animates
/// (`FrameRequests`), until the next refresh of the main screen.
extension UIApplication {
    /// One turn of the main run loop. Returns without waiting when nothing is pending.
    ///
    /// The loop turned is the one of the thread running the main actor: `RunLoop.main` in an
    /// app; under `swift test` on Linux, main-actor tests run on another thread, whose own
    /// run loop then holds the timers they schedule.
    package func runLoopTurn() {
        Backend.current?.deliverPendingInput()
        _ = RunLoop.current.run(mode: .default, before: Date())
        MediaTimers.shared.fireDue()
        RenderServer.beginFrame()
        FrameRequests.frameDidRun()
        advanceFrameClock()
        FramePipeline.shared.frameInterval = 1 / Double(UIScreen.main.maximumFramesPerSecond)
        FramePipeline.shared.runFrame()
        Backend.current?.present()
    }

    /// Turns the run loop until `stop()`, sleeping between turns while there is nothing to do.
    package func run() {
        isStopping = false
        while !isStopping {
            runLoopTurn()
            guard !isStopping else { break }
            Backend.current?.waitForInput(until: nextWakeTime())
        }
    }

    /// Keeps frame times on the refresh grid of the main screen: a turn within two refresh
    /// intervals of the last frame time moves it by whole intervals (so lateness does not
    /// accumulate); after a longer pause the grid starts again now.
    private func advanceFrameClock() {
        let now = CACurrentMediaTime()
        let interval = 1 / Double(UIScreen.main.maximumFramesPerSecond)
        if let last = lastFrameTime, now >= last, now - last < 2 * interval {
            lastFrameTime = last + interval * ((now - last) / interval).rounded(.down)
        } else {
            lastFrameTime = now
        }
    }

    /// Ends `run()` after the current turn.
    package func stop() { isStopping = true }

    /// When the loop must wake even without input: the next refresh while frames are wanted,
    /// else the next media timer (nil: only input, run-loop timers or main-queue work).
    package func nextWakeTime() -> CFTimeInterval? {
        var wake = MediaTimers.shared.nextFireTime
        if FrameRequests.needsFrame || CATransaction.isOpen {
            let interval = 1 / Double(UIScreen.main.maximumFramesPerSecond)
            let frame = (lastFrameTime ?? CACurrentMediaTime()) + interval
            wake = min(wake ?? frame, frame)
        }
        return wake
    }
}
