import Foundation
internal import RuntimeSupport
import Synchronization

/// QuartzCore's share of one running system: the frame pipeline (with its animations and
/// display links), the render server's screens and figures, the media clock, and the main
/// thread's transactions and pass state.
///
/// Nothing of a running system is process-wide: the statics that name these parts
/// (`FramePipeline.current`, `MediaClock.current`, `RenderServer.screens` …) forward to the
/// current context: the one in the slot bound to the running task (`withSlot`: a test's own),
/// else the one installed for the process (the app's), made on first use.
/// Two contexts share nothing, so tests run side by side and an app could run several.
package final class RenderContext: @unchecked Sendable {
    // Sendable by construction: the clock is; the rest is used on the main actor only.

    /// The clock `CACurrentMediaTime()` reads.
    package let clock: MediaClock
    /// The commit's stages, the dirty sets, the attached animations and the display links.
    package let pipeline: FramePipeline
    /// The screens composited and the last frame's figures.
    let server = RenderServer.State()
    /// The main thread's open transactions.
    let transactions = CATransaction.Stack()
    /// The main thread's display and layout passes.
    let displayPass = DisplayPass.State()
    let layoutPass = LayoutPass.State()

    /// A context of its own: no screens, no marks, nothing animating; `clock` reads host time
    /// unless told otherwise.
    @MainActor
    package init(clock: MediaClock = MediaClock()) {
        self.clock = clock
        pipeline = FramePipeline()
    }

    /// Where a scope keeps its context: a test's own scope (bound to its task), or the
    /// process. A test host replaces the context in its scope's slot, so each host starts
    /// from a fresh one.
    package final class Slot: @unchecked Sendable {
        /// Read and replaced on the main actor only (unchecked: every layer change reads it).
        nonisolated(unsafe) fileprivate var context: RenderContext? {
            didSet { unretained = context.map(Unmanaged.passUnretained) }
        }
        /// The same context, read without retaining it (the slot holds it).
        nonisolated(unsafe) fileprivate var unretained: Unmanaged<RenderContext>?
        /// The context's clock, for any thread.
        fileprivate let clock: Mutex<MediaClock>

        package init() {
            clock = Mutex(MediaClock())
        }

        /// The context, made on first use (taking the clock the slot had until then).
        @MainActor fileprivate var resolved: RenderContext {
            if let context { return context }
            let made = RenderContext(clock: clock.withLock { $0 })
            context = made
            return made
        }

        /// Ends the scope: its context goes now, on the main actor, where its layers'
        /// deinits belong.
        @MainActor package func close() {
            let old = context
            context = nil
            withExtendedLifetime(old) {}
        }

        @MainActor fileprivate func hold(_ new: RenderContext) {
            // The old context goes after the swap: its layers' deinits read the slot.
            let old = context
            context = new
            clock.withLock { $0 = new.clock }
            withExtendedLifetime(old) {}
        }
    }

    /// The slot bound to the running task (and the tasks it makes), if any.
    private static let boundSlot = ScopedBinding<Slot>()
    /// The process's slot: the app's context.
    private static let processSlot = Slot()
    /// The slot in charge here: the task's scope's, else the process's.
    @inline(__always) private static var slot: Slot { boundSlot.bound ?? processSlot }

    /// Runs `operation` with `slot` bound to this task and the tasks it makes (a test's scope).
    package static func withSlot<R>(_ slot: Slot, operation: () throws -> R) rethrows -> R {
        try boundSlot.withValue(slot, operation: operation)
    }

    /// Runs `operation` with `slot` bound to this task and the tasks it makes (a test's scope).
    package static func withSlot<R>(_ slot: Slot, isolation: isolated (any Actor)? = #isolation,
                                    operation: () async throws -> R) async rethrows -> R {
        try await boundSlot.withValue(slot, isolation: isolation, operation: operation)
    }

    /// The context in charge here: the task's scope's, else the process's.
    @MainActor
    package static var current: RenderContext {
        // Read in place once made (no retain of the slot): every frame asks several times.
        if let context = unretainedContext { return context.takeUnretainedValue() }
        return slot.resolved
    }

    /// Makes `context` the current one of this scope (the task's, else the process's).
    @MainActor
    package static func install(_ context: RenderContext) {
        slot.hold(context)
    }

    /// The clock of the current context, from any thread.
    static var currentClock: MediaClock {
        slot.clock.withLock { $0 }
    }

    /// The current context, from code that runs on the main thread but is not isolated to it
    /// (the per-thread state's main instance): the slot is read directly, with no executor
    /// check, once its context exists.
    static var onMainThread: RenderContext {
        if let context = unretainedContext { return context.takeUnretainedValue() }
        return MainActor.assumeIsolated { current }
    }

    /// Runs `body` with the current context, from the main thread, without retaining it: every
    /// layer change passes here, and the slot holds the context while it runs.
    @inline(__always)
    static func withMainThreadContext<R>(_ body: (RenderContext) -> R) -> R {
        if let context = unretainedContext { return context._withUnsafeGuaranteedRef(body) }
        return body(MainActor.assumeIsolated { current })
    }

    /// The current slot's context, read without retaining the slot or the context.
    @inline(__always) private static var unretainedContext: Unmanaged<RenderContext>? {
        if let bound = boundSlot.bound { return bound.unretained }
        return processSlot.unretained
    }
}
