import Foundation
import QuartzCore

/// A finger pressing one item of a table or collection view: the index path it went down on,
/// and the timer that highlights the item once UIKit's touch delay has passed (so a scroll
/// can begin without flashing the item).
@MainActor
struct IndexPathPress {
    /// How long a finger rests before the item under it highlights (UIScrollView delays
    /// touches to its content by 150 ms).
    static let highlightDelay: CFTimeInterval = 0.15

    private(set) var path: IndexPath?
    private var timer: MediaTimers.Timer?

    var isActive: Bool { path != nil }

    /// Starts pressing `path`; `highlight` runs after `delay` unless the press ends first.
    mutating func begin(_ path: IndexPath, after delay: CFTimeInterval, highlight: @escaping @MainActor () -> Void) {
        self.path = path
        timer?.invalidate()
        timer = MediaTimers.shared.schedule(after: delay, highlight)
    }

    /// Stops the highlight timer (it fired, or the press ends), keeping the path.
    mutating func stopTimer() {
        timer?.invalidate()
        timer = nil
    }

    /// Ends the press: the timer stops, and the path it was on is handed back.
    mutating func end() -> IndexPath? {
        stopTimer()
        defer { path = nil }
        return path
    }

    /// The pressed item's view went away (scrolled off): the press no longer names it.
    mutating func forget(_ gone: IndexPath) {
        if path == gone { path = nil }
    }
}
