import Foundation

/// The processor time the calling thread has used. A test's guard against a hang or a slow
/// path measures this, not the wall clock: tests run side by side on few cores, and time spent
/// waiting for a core is not the code under test being slow.
///
/// ```swift
/// let start = ThreadCPUClock.now
/// for query in queries { _ = layout.layoutAttributesForElements(in: query) }
/// #expect(ThreadCPUClock.now - start < .seconds(2))
/// ```
public enum ThreadCPUClock {
    public static var now: Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
