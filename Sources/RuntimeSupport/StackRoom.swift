internal import CThreadSupport

/// Stack room for recursion over trees of any depth.
///
/// View and layer trees are walked recursively, as UIKit's own overridable methods
/// (`hitTest(_:with:)`, `layoutSubviews`, `draw(in:)`) require: an override calls `super`
/// and the walk continues inside it. A chain of thousands of views would overflow the
/// thread's stack, so each step of such a walk runs through `withStackRoom`: when less than
/// `redZone` bytes are left, the step continues on a new stack segment of the same thread
/// (same thread, same thread-locals, same actor) that is released when the step returns.
package enum StackRoom {
    /// What one step of a walk may use before it reaches the next check: a debug-build
    /// compositor or layout step with Cairo, Pango and user code beneath it fits well within.
    static let redZone = 256 * 1024
    /// Each new segment's size; pages are only committed as they are used.
    static let segmentSize = 16 * 1024 * 1024
}

/// Runs `body` with at least `StackRoom.redZone` bytes of stack below it.
@inline(__always)
package func withStackRoom<T>(_ body: () -> T) -> T {
    if oui_stack_remaining() > StackRoom.redZone { return body() }
    return onNewStackSegment(body)
}

private final class SegmentCall {
    var run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

@inline(never)
private func onNewStackSegment<T>(_ body: () -> T) -> T {
    withoutActuallyEscaping(body) { body in
        var result: T?
        let call = SegmentCall { result = body() }
        let status = oui_run_on_new_stack(StackRoom.segmentSize, { context in
            Unmanaged<SegmentCall>.fromOpaque(context!).takeUnretainedValue().run()
        }, Unmanaged.passUnretained(call).toOpaque())
        // No segment could be mapped: go on where we are, as if no room were needed.
        if status != 0 { return body() }
        return result!
    }
}
