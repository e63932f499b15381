import Foundation
internal import RuntimeSupport

/// A timer synchronised with the display: it calls its target once per frame, from the run
/// loop before the frame's commit, with the frame's media times (`FrameContext`).
///
/// Objective-C's target/selector becomes a method reference or a closure (DESIGN §5):
/// `CADisplayLink(target: self, selector: MyView.step)` holds `self` weakly (Apple's holds its
/// target strongly until `invalidate()`; a weak target cannot leak); `CADisplayLink { link in … }`
/// takes a closure.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private var callback: ((CADisplayLink) -> Void)?
    private var isScheduled = false

    /// The time the last frame was shown (the frame this callback belongs to).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time the next frame will be shown: what to compute the next state for.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames: the main screen's refresh interval.
    open private(set) var duration: CFTimeInterval = 0
    /// Whether callbacks are suspended. Resuming asks for the next frame, as iOS's link ticks
    /// at the refresh rate whether or not anything else changes.
    open var isPaused = false {
        didSet { if oldValue && !isPaused && isScheduled { CATransaction.noteChange() } }
    }
    /// The frame rates the link would like; the display runs at its own rate regardless.
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// The preferred rate in frames per second (0: the display's).
    @available(*, deprecated, message: "Use preferredFrameRateRange")
    open var preferredFramesPerSecond: Int = 0

    /// The scheduled links, kept by the frame pipeline.
    private static var links: [CADisplayLink] {
        get { FramePipeline.current.displayLinks }
        set { FramePipeline.current.displayLinks = newValue }
    }

    /// A link that calls `selector` on `target` (held weakly) each frame.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        super.init()
        callback = { [weak target] link in
            guard let target else { link.invalidate(); return }
            selector(target)(link)
        }
    }

    /// A link that calls `selector`, a method taking no argument, on `target` each frame.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        super.init()
        callback = { [weak target] link in
            guard let target else { link.invalidate(); return }
            selector(target)()
        }
    }

    /// A link that calls `block` each frame.
    public init(_ block: @escaping @MainActor (CADisplayLink) -> Void) {
        super.init()
        callback = block
    }

    /// Starts the callbacks (the run loop and mode are the main run loop's on this platform).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        MainThreadChecker.check("CADisplayLink.add(to:forMode:)")
        guard !isScheduled, callback != nil else { return }
        isScheduled = true
        Self.links.append(self)
        CATransaction.noteChange()
    }

    /// Stops the callbacks for the given mode (all of them: there is one here).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { unschedule() }

    /// Stops the callbacks for good and lets go of the target.
    open func invalidate() {
        unschedule()
        callback = nil
    }

    private func unschedule() {
        MainThreadChecker.check("CADisplayLink.invalidate()")
        isScheduled = false
        Self.links.removeAll { $0 === self }
    }

    static var hasActiveLinks: Bool { links.contains { !$0.isPaused } }

    /// Calls every active link once for `frame` (the run loop does, before the commit; a
    /// second frame at the same time is not a new frame).
    static func fire(_ frame: FrameContext) {
        let pipeline = FramePipeline.current
        guard !pipeline.displayLinks.isEmpty, pipeline.displayLinkFrameTime != frame.time else { return }
        pipeline.displayLinkFrameTime = frame.time
        for link in pipeline.displayLinks where !link.isPaused {
            link.duration = frame.interval
            link.timestamp = frame.time
            link.targetTimestamp = frame.targetTime
            link.callback?(link)
        }
    }
}

/// A range of frame rates and the preferred one, in frames per second.
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }
    /// The display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
