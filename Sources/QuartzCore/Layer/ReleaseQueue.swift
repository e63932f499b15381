import Foundation
internal import RuntimeSupport

/// Releases trees of any depth without deep recursion.
///
/// When the last reference to a view or layer goes, Swift releases its stored children
/// from inside its deinit, which releases theirs, and so on: a chain of thousands of views
/// would nest that many deinits and overflow the stack. A deinit instead hands its children
/// here; the outermost one releases them one at a time in a loop, and a deinit that runs
/// while the loop is going only adds its own children to it.
///
/// Each thread has its own queue: layers built and rendered off screen may be freed on the
/// thread that made them.
package enum ReleaseQueue {
    private final class Queue {
        var pending: [AnyObject] = []
        var draining = false
    }

    private static let queues = PerThread { Queue() }

    /// Takes `objects` (leaving the array empty, so the caller holds none of them) and lets
    /// them go after the current deinit.
    package static func release<T: AnyObject>(_ objects: inout [T]) {
        guard !objects.isEmpty else { return }
        let queue = queues.current
        for object in objects { queue.pending.append(object) }
        objects = []
        guard !queue.draining else { return }
        queue.draining = true
        while !queue.pending.isEmpty {
            // The popped reference is dropped at the end of each turn; its deinit runs here
            // and may add more.
            _ = queue.pending.removeLast()
        }
        queue.draining = false
    }
}
