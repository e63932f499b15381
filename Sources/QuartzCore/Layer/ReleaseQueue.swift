/// Releases trees of any depth without deep recursion.
///
/// When the last reference to a view or layer goes, Swift releases its stored children
/// from inside its deinit, which releases theirs, and so on: a chain of thousands of views
/// would nest that many deinits and overflow the stack. A deinit instead hands its children
/// here; the outermost one releases them one at a time in a loop, and a deinit that runs
/// while the loop is going only adds its own children to it.
@MainActor
package enum ReleaseQueue {
    private static var pending: [AnyObject] = []
    private static var draining = false

    /// Takes `objects` (leaving the array empty, so the caller holds none of them) and lets
    /// them go after the current deinit.
    package static func release<T: AnyObject>(_ objects: inout [T]) {
        guard !objects.isEmpty else { return }
        for object in objects { pending.append(object) }
        objects = []
        guard !draining else { return }
        draining = true
        while !pending.isEmpty {
            // The popped reference is dropped at the end of each turn; its deinit runs here
            // and may add more.
            _ = pending.removeLast()
        }
        draining = false
    }
}
