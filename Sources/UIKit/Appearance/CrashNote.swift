import Foundation
#if canImport(Glibc)
internal import Glibc
#endif

/// A note written to standard error if the process dies of a trap (`fatalError`,
/// `preconditionFailure`) while an operation runs; the previous handlers (the Swift
/// runtime's backtracer) run after it.
enum CrashNote {
    /// The note's bytes: a signal handler may only write(2) them.
    nonisolated(unsafe) private static var note: [UInt8] = []
    nonisolated(unsafe) private static var previous = Array(repeating: sigaction(), count: 2)
    private static let signals = [SIGILL, SIGTRAP]

    @MainActor
    static func whileRunning<R>(_ text: String, _ operation: () -> R) -> R {
        let saved = note
        note = Array(text.utf8)
        // Nested, the handlers are in place already: only the note changes.
        defer { note = saved }
        guard saved.isEmpty else { return operation() }
        for (i, signal) in signals.enumerated() {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                CrashNote.note.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
                let index = number == SIGILL ? 0 : 1
                sigaction(number, &CrashNote.previous[index], nil)
                raise(number)
            }
            sigaction(signal, &action, &previous[i])
        }
        defer { for (i, signal) in signals.enumerated() { sigaction(signal, &previous[i], nil) } }
        return operation()
    }
}
