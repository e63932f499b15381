internal import CSDL2
import Dispatch
import Foundation

/// Lets the idle run loop sleep until the X server has something for the app: a read source
/// on the X connection, on the main queue, wakes `RunLoop.main` (as main-queue work and
/// timers do). It suspends itself when it fires, so an unread connection cannot spin the
/// loop; the backend pumps SDL's events, then re-arms it before sleeping again.
@MainActor
final class SDLIdleWait {
    private let source: DispatchSourceRead
    private var armed = false

    /// Nil when the window's video driver has no connection to wait on.
    init?(window: SDLWindow) {
        let fd = openuikit_sdl_x11_connection_fd(window.handle)
        guard fd >= 0 else { return nil }
        source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.fired() }
        }
    }

    func arm() {
        guard !armed else { return }
        armed = true
        source.resume()
    }

    private func fired() {
        guard armed else { return }
        armed = false
        source.suspend()
    }

    isolated deinit {
        source.setEventHandler {}
        if !armed { source.resume() }      // a suspended source must be resumed to be released
        source.cancel()
    }
}
