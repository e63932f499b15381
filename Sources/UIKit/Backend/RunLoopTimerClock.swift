import CoreFoundation
import Foundation
import QuartzCore

/// Foundation `Timer`s under the virtual clock. The run loop schedules them in wall-clock
/// time, which a virtual advance does not move; `HeadlessBackend.run(for:)` moves them instead.
/// Each timer of the current thread's run loop (default mode, which covers the common modes)
/// gets a media time it is due at — when first seen, as far ahead in media time as it is in
/// wall time; after each firing of a repeating timer, exactly one interval later — and before
/// each turn every timer is set as far ahead in wall time as it is due in media time, so the
/// turn fires exactly those due by then.
///
/// A run loop lists its timers only in its description; the timers are read from there.
@MainActor
enum RunLoopTimerClock {
    struct Entry {
        let timer: CFRunLoopTimer
        /// The media time it is due at.
        var due: CFTimeInterval
        /// The wall-clock fire date last set on it: a different one means it fired or was moved.
        var setDate: CFAbsoluteTime
        /// Set to fire in the coming turn.
        var armed = false
    }

    /// The current context's timers: each has its due time on that context's clock.
    private static var entries: [UnsafeMutableRawPointer: Entry] {
        get { ApplicationContext.current.runLoopTimers }
        _modify { yield &ApplicationContext.current.runLoopTimers }
    }

    /// Learns the run loop's timers and drops the invalidated ones.
    static func refresh() {
        let now = CACurrentMediaTime(), wall = CFAbsoluteTimeGetCurrent()
        var live: [UnsafeMutableRawPointer: Entry] = [:]
        for timer in listedTimers() where CFRunLoopTimerIsValid(timer) {
            let key = Unmanaged.passUnretained(timer).toOpaque()
            let date = CFRunLoopTimerGetNextFireDate(timer)
            if var entry = entries[key] {
                if date != entry.setDate {
                    // A repeating timer that fired is due one interval later; one set anew
                    // (`fireDate`) is due as far ahead as its new date.
                    entry.due = entry.armed && CFRunLoopTimerDoesRepeat(timer)
                        ? entry.due + CFRunLoopTimerGetInterval(timer) : now + max(0, date - wall)
                    entry.setDate = date
                }
                entry.armed = false
                live[key] = entry
            } else {
                live[key] = Entry(timer: timer, due: now + firstDelay(timer, remaining: max(0, date - wall)), setDate: date)
            }
        }
        entries = live
    }

    /// How long after now in media time a timer first seen is due. The wall clock moved on
    /// since it was scheduled while the media clock stood still: a repeating timer whose
    /// remaining wall time is a little short of its interval was scheduled at this media time
    /// and is due a whole interval on; any other is due after its remaining wall time.
    private static func firstDelay(_ timer: CFRunLoopTimer, remaining: CFTimeInterval) -> CFTimeInterval {
        let interval = CFRunLoopTimerGetInterval(timer)
        let justScheduled = CFRunLoopTimerDoesRepeat(timer) && remaining <= interval && interval - remaining < 0.05
        return justScheduled ? interval : remaining
    }

    /// The media time the earliest timer is due at (after `refresh()`).
    static var nextDueTime: CFTimeInterval? { entries.values.map(\.due).min() }

    /// Sets every timer as far ahead in wall time as it is due after `now` in media time:
    /// those due by `now` fire in the next turn, no other does.
    static func schedule(for now: CFTimeInterval) {
        let wall = CFAbsoluteTimeGetCurrent()
        for (key, entry) in entries {
            let armed = entry.due <= now
            CFRunLoopTimerSetNextFireDate(entry.timer, armed ? wall - 1e-3 : wall + (entry.due - now))
            entries[key]?.setDate = CFRunLoopTimerGetNextFireDate(entry.timer)
            entries[key]?.armed = armed
        }
    }

    /// The valid timers of the current thread's run loop in its default mode.
    private static func listedTimers() -> [CFRunLoopTimer] {
        let loop = CFRunLoopGetCurrent()
        let text = String(describing: CFCopyDescription(loop))
        var timers: [CFRunLoopTimer] = []
        var seen = Set<UInt>()
        for part in text.components(separatedBy: "<CFRunLoopTimer 0x").dropFirst() {
            guard let address = UInt(part.prefix { $0.isHexDigit }, radix: 16), seen.insert(address).inserted,
                  let pointer = UnsafeMutableRawPointer(bitPattern: address) else { continue }
            let timer = Unmanaged<CFRunLoopTimer>.fromOpaque(pointer).takeUnretainedValue()
            if CFRunLoopContainsTimer(loop, timer, kCFRunLoopDefaultMode) { timers.append(timer) }
        }
        return timers
    }
}
