import Foundation
import QuartzCore

/// The main run loop. Each turn: the backend's pending input is dispatched, due timers,
/// sources and main-queue blocks run (`RunLoop`), due media timers fire (time-based gesture
/// recognizers), then the frame pipeline makes a frame (`FramePipeline.runFrame`: one media
/// time, display links, the commit) and the backend presents what changed. Between turns the
/// loop sleeps in the backend until input, a timer or main-queue work arrives — or, while the
/// pipeline wants a frame (`FrameReason`), until its next refresh of the main screen.
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
        makeFrame()
    }

    /// The frame pipeline makes a frame and the backend presents it.
    package func makeFrame() {
        RenderServer.beginFrame()
        FramePipeline.current.frameInterval = 1 / Double(UIScreen.main.maximumFramesPerSecond)
        FramePipeline.current.runFrame()
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

    /// Ends `run()` after the current turn.
    package func stop() { isStopping = true }

    /// When the loop must wake even without input: the pipeline's next frame while one is
    /// wanted, or the next media timer if sooner (nil: only input, run-loop timers or
    /// main-queue work).
    package func nextWakeTime() -> CFTimeInterval? {
        [MediaTimers.shared.nextFireTime, FramePipeline.current.nextFrameTime].compactMap { $0 }.min()
    }
}
