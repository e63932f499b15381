internal import CThreadSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// UIKit's rule that views, windows, view controllers, the application and the layers shown on
/// screen are used from the main thread only, checked at the entry points that change them.
///
/// On iOS, Xcode's Main Thread Checker prints a report naming the API and the thread, and UIKit
/// raises for the layout engine. Here those entry points change state nothing synchronizes
/// (the open transaction, the dirty lists, the layout engine, the render tree), so going on
/// could corrupt memory: the report is printed, as Apple's checker words it, and the process
/// stops with UIKit's own message. A program that breaks the rule stops where it broke it,
/// never later with a corrupted heap.
///
/// "The main thread" is wherever the main actor runs: the process's main thread, or the main
/// queue when another thread drains it (on Linux after `dispatchMain()`, as under `swift test`).
package enum MainThreadChecker {
    /// What UIKit says when the rule is broken.
    package enum Rule: Sendable {
        /// Views, windows, the application: "… must be used from main thread only".
        case mainThreadOnly
        /// The view hierarchy, layout and constraints: UIKit's layout-engine exception.
        case layoutEngine
        /// A layer that is (or has been) on screen, or a view's layer: Core Animation lets
        /// other threads build and render only layers that stay off screen.
        case shownLayer
    }

    /// Whether the caller runs where the main actor does: one comparison of thread
    /// identities on the process's main thread.
    package static var isMainThread: Bool {
        oui_is_main_thread() || isMainQueue
    }

    /// Whether the caller runs on the main queue, drained by some other thread.
    private static var isMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

    /// Stops the process with a report when called off the main thread; `api` names the entry
    /// point as Swift spells it ("UIView.frame setter"). On the main thread it costs one
    /// comparison of thread identities (a few nanoseconds).
    package static func check(_ api: @autoclosure () -> String, _ rule: Rule = .mainThreadOnly) {
        if _fastPath(isMainThread) { return }
        stop(api(), rule)
    }

    /// Prints the Main Thread Checker's report for `api` and stops with `rule`'s message.
    package static func stop(_ api: String, _ rule: Rule) -> Never {
        FileHandle.standardError.write(Data(report(api).utf8))
        switch rule {
        case .mainThreadOnly:
            fatalError("\(api) must be used from main thread only")
        case .layoutEngine:
            fatalError("Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                       + "'Modifications to the layout engine must not be performed from a background thread after it "
                       + "has been accessed from the main thread.' (\(api))")
        case .shownLayer:
            fatalError("\(api): this layer is shown on screen, has been, or belongs to a view, so it must be changed on the "
                       + "main thread; other threads may build and render only layers that stay off screen")
        }
    }

    /// Apple's report: the API, then the process, thread and queue, then the stack. (Linux
    /// threads have no quality-of-service class, so that field is left out.)
    package static func report(_ api: String) -> String {
        """
        =================================================================
        Main Thread Checker: UI API called on a background thread: \(api)
        PID: \(getpid()), TID: \(threadID), Thread name: \(threadName), Queue name: \(queueLabel)
        Backtrace:
        \(Thread.callStackSymbols.dropFirst(2).joined(separator: "\n"))

        """
    }

    /// The kernel's id of the calling thread, read from `/proc/thread-self` (a link to
    /// `PID/task/TID`); glibc's `gettid()` does not import into Swift.
    private static var threadID: String {
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
        return link.split(separator: "/").last.map(String.init) ?? "?"
    }

    private static var threadName: String {
        guard let name = Thread.current.name, !name.isEmpty else { return "(none)" }
        return name
    }

    /// The label of the queue running the caller, from libdispatch's C function (which the
    /// Swift overlay hides in favour of `DispatchQueue.label`, which needs the queue itself).
    private static var queueLabel: String {
        typealias GetLabel = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "dispatch_queue_get_label") else { return "(none)" }
        let label = unsafeBitCast(symbol, to: GetLabel.self)(nil).map { String(cString: $0) } ?? ""
        return label.isEmpty ? "(none)" : label
    }

    /// Marks the main queue, so code running on it (on whichever thread) is known to.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
