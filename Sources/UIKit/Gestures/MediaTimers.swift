import Foundation
import QuartzCore

/// Work due at a media time (`CACurrentMediaTime`): what time-based recognizers wait on, so
/// they follow the headless backend's virtual clock exactly. Each run-loop turn fires what is
/// due before the commit.
@MainActor
final class MediaTimers {
    /// The current context's timers.
    static var shared: MediaTimers { ApplicationContext.current.mediaTimers }

    final class Timer {
        let fireTime: CFTimeInterval
        var action: (@MainActor () -> Void)?
        init(fireTime: CFTimeInterval, action: @escaping @MainActor () -> Void) {
            self.fireTime = fireTime
            self.action = action
        }
        func invalidate() { action = nil }
    }

    private var timers: [Timer] = []

    /// Runs `action` once the media clock reaches `delay` seconds from now.
    func schedule(after delay: CFTimeInterval, _ action: @escaping @MainActor () -> Void) -> Timer {
        let timer = Timer(fireTime: CACurrentMediaTime() + delay, action: action)
        timers.append(timer)
        return timer
    }

    /// Fires every timer that is due, earliest first.
    func fireDue() {
        guard !timers.isEmpty else { return }
        let now = CACurrentMediaTime()
        let due = timers.filter { $0.fireTime <= now + 1e-9 }.sorted { $0.fireTime < $1.fireTime }
        guard !due.isEmpty else { return }
        timers.removeAll { t in due.contains { $0 === t } || t.action == nil }
        for timer in due {
            let action = timer.action
            timer.action = nil
            action?()
        }
    }

    /// When the earliest live timer is due: the run loop wakes for it.
    var nextFireTime: CFTimeInterval? { timers.lazy.filter { $0.action != nil }.map(\.fireTime).min() }
}
