import CoreGraphics
import Foundation
internal import RuntimeSupport

/// Batches layer-tree changes into one atomic update of the render tree.
///
/// A change made outside any explicit transaction opens an *implicit* transaction, which the
/// run loop commits at the end of its turn. Explicit transactions nest; only the outermost
/// commit runs the frame pipeline (`FramePipeline`: update constraints, layout, display,
/// render).
///
/// Each thread has its own transactions, as in Core Animation. Only the main thread's reach
/// the screen; another thread's hold the values (`disableActions`, durations, completion
/// blocks) for the layers it builds off screen, and committing them runs no pipeline: the
/// completion blocks run on the main queue. A thread has no run loop to commit its implicit
/// transaction, so values set outside `begin()`/`commit()` there last until `flush()`.
@preconcurrency @MainActor
open class CATransaction: NSObject {

    /// One thread's open transactions, outermost first (the main thread's belong to the
    /// running context).
    final class Stack {
        /// Unchecked for exclusivity: every layer change reads it, and no access calls out.
        @exclusivity(unchecked) fileprivate var levels: [Level] = []
        fileprivate var flushRequested = false
        /// While the pipeline runs (only the main thread commits through it).
        fileprivate var isCommitting = false
        /// Completion blocks due once the commit ends (main thread).
        fileprivate var pendingCompletions: [@MainActor () -> Void] = []
    }

    /// One level of the transaction stack and the values set on it.
    fileprivate final class Level {
        let isImplicit: Bool
        var values: [String: Any] = [:]
        /// The completion block and the animations it waits for.
        var group: CompletionGroup?
        var completionBlock: (@MainActor () -> Void)? { group?.block }
        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    /// A transaction's completion block and the animations added after it was set: the
    /// block runs once the transaction has committed and all of them have stopped.
    @MainActor package final class CompletionGroup {
        let block: @MainActor () -> Void
        var pending = 0
        var committed = false
        init(block: @escaping @MainActor () -> Void) { self.block = block }

        /// One of the animations stopped (finished or removed).
        func animationStopped() {
            pending -= 1
            if committed && pending == 0 { CATransaction.stacks.main.pendingCompletions.append(block) }
        }

        /// The transaction committed: the block runs now if nothing is left to wait for.
        fileprivate func transactionCommitted() {
            committed = true
            if pending == 0 { CATransaction.stacks.main.pendingCompletions.append(block) }
        }
    }

    fileprivate static let stacks = PerThread(mainInstance: { RenderContext.withMainThreadContext { $0.transactions } }) { Stack() }
    /// The calling thread's open transactions.
    private static var current: Stack { stacks.current }
    private static let recursiveLock = NSRecursiveLock()

    /// How many times the commit pipeline has run; tests and the run loop read it.
    package static var commitCount: Int { FramePipeline.current.commitCount }

    // MARK: Keys Apple defines for value(forKey:)
    public static let animationDurationKey = "animationDuration"
    public static let animationTimingFunctionKey = "animationTimingFunction"
    public static let disableActionsKey = "disableActions"
    public static let completionBlockKey = "completionBlock"

    // MARK: Begin, commit, flush

    /// Opens an explicit transaction, nested in whatever is open.
    public class func begin() {
        current.levels.append(Level(isImplicit: false))
    }

    /// Closes the innermost explicit transaction; the outermost one commits its changes.
    public class func commit() {
        let stack = current
        let onMainThread = MainThreadChecker.isMainThread
        guard let top = stack.levels.last, !top.isImplicit, !(onMainThread && stack.isCommitting && stack.levels.count == 1) else {
            RuntimeIssue.report("CATransaction.commit() without a matching begin(); the call is ignored")
            return
        }
        if stack.levels.count == 1 {
            if onMainThread { runCommit() } else { commitOffMainThread(stack) }
            return
        }
        stack.levels.removeLast()
        if onMainThread { top.group?.transactionCommitted() } else { runOnMainQueue(top.completionBlock) }
        if stack.flushRequested, stack.levels.count == 1, stack.levels[0].isImplicit { flush() }
    }

    /// Commits the implicit transaction now instead of at the end of the run-loop turn;
    /// while explicit transactions are open it waits until they have committed.
    public class func flush() {
        let stack = current
        let onMainThread = MainThreadChecker.isMainThread
        guard !(onMainThread && stack.isCommitting), let bottom = stack.levels.first, bottom.isImplicit else { return }
        guard stack.levels.count == 1 else { stack.flushRequested = true; return }
        stack.flushRequested = false
        if onMainThread { runCommit() } else { commitOffMainThread(stack) }
    }

    /// Core Animation's transaction lock. Each thread's layers and transactions are its own
    /// here, so this only matters to code that shares its own state with other threads
    /// through it.
    public class func lock() { recursiveLock.lock() }
    public class func unlock() { recursiveLock.unlock() }

    // MARK: Per-transaction values (looked up from the innermost level outwards)

    public class func value(forKey key: String) -> Any? {
        for level in current.levels.reversed() {
            if key == completionBlockKey, let block = level.completionBlock { return block }
            if let v = level.values[key] { return v }
        }
        return nil
    }

    public class func setValue(_ anObject: Any?, forKey key: String) {
        let level = currentLevel()
        if key == completionBlockKey {
            level.group = (anObject as? @MainActor () -> Void).map { CompletionGroup(block: $0) }
        } else {
            level.values[key] = anObject
        }
    }

    /// The duration implicit animations use; 0.25 s unless set.
    public class func animationDuration() -> CFTimeInterval {
        (value(forKey: animationDurationKey) as? CFTimeInterval) ?? 0.25
    }

    public class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: animationDurationKey)
    }

    /// Whether property changes in this transaction skip their implicit actions.
    public class func disableActions() -> Bool {
        // Asked on every animatable property change, where no transaction has values set:
        // levels without values are passed over without a lookup.
        for level in current.levels.reversed() where !level.values.isEmpty {
            if let v = level.values[disableActionsKey] { return (v as? Bool) ?? false }
        }
        return false
    }

    public class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: disableActionsKey)
    }

    /// The block run once this transaction has committed and its animations have finished.
    public class func completionBlock() -> (@MainActor () -> Void)? {
        value(forKey: completionBlockKey) as? @MainActor () -> Void
    }

    /// Sets the block run once this transaction has committed and every animation added to a
    /// layer after this call (within the transaction) has stopped; right after the commit
    /// when there are none.
    public class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        currentLevel().group = block.map { CompletionGroup(block: $0) }
    }

    /// The timing function implicit animations use; nil (the default curve) unless set.
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: animationTimingFunctionKey) as? CAMediaTimingFunction
    }

    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: animationTimingFunctionKey)
    }

    /// The completion groups of the open transactions, innermost last: an animation added
    /// now holds each of them until it stops.
    package static func openCompletionGroups() -> [CompletionGroup] {
        current.levels.compactMap(\.group)
    }

    // MARK: Package interface for layers, UIKit and the run loop

    /// Makes sure a transaction is open to collect a change, opening the implicit one if
    /// needed; off the main thread only the thread's own transaction (no frame is due).
    package static func noteChange() {
        if MainThreadChecker.isMainThread { return noteMainThreadChange() }
        let stack = stacks.current
        if stack.levels.isEmpty { stack.levels.append(Level(isImplicit: true)) }
    }

    /// `noteChange()` for a caller that knows it runs on the main thread (every layer change
    /// there): the frame pipeline hears of it, and the main thread's implicit transaction opens.
    package static func noteMainThreadChange() {
        RenderContext.withMainThreadContext { context in
            context.pipeline.noteChange()
            let stack = context.transactions
            if stack.levels.isEmpty { stack.levels.append(Level(isImplicit: true)) }
        }
    }

    /// Runs `block` on the main thread after the next commit, with the completion blocks: work
    /// that follows a frame (a controller's `viewDidAppear`). A transaction is opened so the
    /// commit comes.
    @MainActor package static func afterNextCommit(_ block: @escaping @MainActor () -> Void) {
        noteMainThreadChange()
        stacks.main.pendingCompletions.append(block)
    }

    /// True while any transaction (implicit or explicit) is open on the calling thread.
    package static var isOpen: Bool { !current.levels.isEmpty }

    private static func currentLevel() -> Level {
        noteChange()
        return current.levels[current.levels.count - 1]
    }

    /// Runs the frame pipeline with the committing level still open, so changes made by layout
    /// and drawing (and explicit transactions they open) belong to this commit.
    private static func runCommit() {
        let stack = current
        stack.isCommitting = true
        FramePipeline.current.commit()
        stack.isCommitting = false
        if stack.levels.count > 1 {
            RuntimeIssue.report("CATransaction: \(stack.levels.count - 1) transaction(s) begun during a commit were never committed")
        }
        for level in stack.levels.reversed() { level.group?.transactionCommitted() }
        stack.levels.removeAll()
        FramePipeline.current.animations.deliverCallbacks()
        let completions = stack.pendingCompletions
        stack.pendingCompletions.removeAll()
        for block in completions { block() }
    }

    /// Commits another thread's outermost transaction: its layers are off screen, so no
    /// pipeline runs; the completion blocks (no animation can hold them: animations are added
    /// on the main thread) run on the main queue, where they are isolated.
    private static func commitOffMainThread(_ stack: Stack) {
        let levels = stack.levels
        stack.levels.removeAll()
        for level in levels.reversed() { runOnMainQueue(level.completionBlock) }
    }

    /// Runs another thread's completion block where it is isolated: on the main queue.
    private static func runOnMainQueue(_ block: (@MainActor () -> Void)?) {
        guard let block else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { block() } }
    }
}
