import CoreGraphics
import Foundation
import QuartzCore

/// A platform that shows UIKit's screens: it reports displays, delivers input, presents the
/// framebuffers the render server composites, and blocks while there is nothing to do. UIKit
/// ships the headless backend; a windowing backend (SDL2) lives in its own module and
/// installs itself through `Backend.install(_:)`.
@MainActor
package protocol PlatformBackend: AnyObject {
    /// Hands input that arrived since the last turn to the application, without waiting.
    func deliverPendingInput()
    /// Blocks until input arrives or `deadline` (media time; nil for none) passes. Timers and
    /// main-queue work on the run loop also end the wait.
    func waitForInput(until deadline: CFTimeInterval?)
    /// Shows what the last commit composited (only the damaged part).
    func present()
    /// The visible windows, their levels or their screens changed.
    func windowsDidChange()
    /// Screens were connected, disconnected or changed mode.
    func screensDidChange()
}

/// The installed backend.
@MainActor
package enum Backend {
    /// The current context's backend.
    package static var current: (any PlatformBackend)? { ApplicationContext.current.backend }
    package static var isInstalled: Bool { current != nil }

    /// Makes `backend` the one the current context's run loop drives.
    package static func install(_ backend: any PlatformBackend) { ApplicationContext.current.backend = backend }
}

/// Waits on the current thread's run loop until `deadline` (media time) or until a timer, a
/// source or main-queue work fires: how a backend with no input of its own blocks when idle.
@MainActor
package func waitOnRunLoop(until deadline: CFTimeInterval?) {
    RunLoopWake.keepAlive()
    var limit: Date
    if let deadline {
        let seconds = max(0, deadline - CACurrentMediaTime())
        limit = Date(timeIntervalSinceNow: MediaClock.current.isVirtual ? 0 : seconds)
    } else {
        limit = .distantFuture
    }
    // A timer firing does not end `run(mode:before:)` (only a source does), so the wait
    // ends no later than the run loop's next timer.
    let timers = fireDueRunLoopTimers()
    guard !timers.turnNeeded else { return }
    if let nextTimer = timers.next { limit = min(limit, nextTimer) }
    _ = RunLoop.current.run(mode: .default, before: limit)
}

/// Fires the run-loop timers that are due (`RunLoop.limitDate(forMode:)` does) and returns
/// when the next one is due, and whether one that fired needs a turn now: it stopped the
/// loop or changed the model (opened a transaction). A backend calls it before sleeping, so
/// such a timer is not left waiting for the next input.
@MainActor
package func fireDueRunLoopTimers() -> (next: Date?, turnNeeded: Bool) {
    let wasOpen = CATransaction.isOpen
    let next = RunLoop.current.limitDate(forMode: .default)
    let app = UIApplication.existing
    return (next, app?.isStopping == true || (!wasOpen && CATransaction.isOpen))
}

/// A repeating timer far in the future keeps the run loop from returning at once when it has
/// no other source (`run(mode:before:)` does not wait on an empty run loop).
@MainActor
enum RunLoopWake {
    /// The run loops given the timer, held so an address is never mistaken for another's.
    /// Run loops are the threads', not a context's: every context on a thread shares its own.
    private static var loops: [RunLoop] = []
    static func keepAlive() {
        let loop = RunLoop.current
        guard !loops.contains(where: { $0 === loop }) else { return }
        loops.append(loop)
        loop.add(Timer(timeInterval: 1e9, repeats: true) { _ in }, forMode: .default)
    }
}
