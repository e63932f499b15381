import Foundation
import Synchronization

/// Core Animation's time type, seconds as a `Double`.
public typealias CFTimeInterval = Double

/// The current media time in seconds: the single clock every animation, display link and
/// time-based gesture reads.
///
/// On a real display it is the host's monotonic clock; the headless backend swaps in a virtual
/// clock that only moves when it is advanced, so tests step time exactly.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.current.now }

/// A media clock: host (monotonic) time, or virtual time advanced by hand. Each
/// `RenderContext` has one.
package final class MediaClock: Sendable {
    /// The current context's clock (any thread).
    package static var current: MediaClock { RenderContext.currentClock }

    package init() {}

    private enum Source { case host, virtual(CFTimeInterval) }
    private let source = Mutex<Source>(.host)

    package var now: CFTimeInterval {
        switch source.withLock({ $0 }) {
        case .host: return Self.hostTime()
        case .virtual(let t): return t
        }
    }

    /// True while time comes from the virtual clock.
    package var isVirtual: Bool {
        if case .virtual = source.withLock({ $0 }) { return true }
        return false
    }

    /// Switches to a virtual clock that reads `start` until advanced.
    package func useVirtualTime(startingAt start: CFTimeInterval = 0) {
        source.withLock { $0 = .virtual(start) }
    }

    /// Switches back to the host's monotonic clock.
    package func useHostTime() { source.withLock { $0 = .host } }

    /// Moves virtual time forward by `seconds`; time never runs backwards.
    package func advance(by seconds: CFTimeInterval) {
        precondition(seconds >= 0 && seconds.isFinite, "MediaClock.advance(by:): time only moves forward by a finite amount")
        source.withLock {
            guard case .virtual(let t) = $0 else {
                preconditionFailure("MediaClock.advance(by:): the host clock cannot be advanced; use the virtual clock")
            }
            $0 = .virtual(t + seconds)
        }
    }

    private static func hostTime() -> CFTimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) / 1e9
    }
}
