import CoreGraphics
import Foundation
internal import RuntimeSupport

/// The frame pipeline: the one owner of the marks a frame acts on and of the order in which
/// it acts on them.
///
/// A commit runs the phases in order — update constraints → layout → display → render — each
/// stage over its own dirty set only. Work a stage creates for an earlier one (a constraint
/// activated in `layoutSubviews`, `setNeedsLayout` or another view's `setNeedsDisplay` from
/// `draw(_:)`) runs the phases again within the same commit, at most `maximumRounds` times.
/// What is still marked then, or a layer that marks itself again while it draws, waits for
/// the next frame, which the pipeline asks for: no mark waits for unrelated input.
///
/// The render phase only reads the model (Core Animation's render server never sees a layer
/// change mid-frame); a change made there breaks that rule, stops debug builds with a message
/// naming it, and in release builds is reported and shown in the next frame.
///
/// Every stage is registered the same way (`register`): QuartzCore registers layout, display
/// and render; UIKit registers the update-constraints phase when it starts.
@MainActor
package final class FramePipeline {
    /// The process's pipeline (there is one render server).
    package static let shared = FramePipeline()

    /// The phases of a commit, in the order they run.
    package enum Phase: Int, Comparable, CaseIterable, Sendable {
        case updateConstraints, layout, display, render
        package static func < (a: Phase, b: Phase) -> Bool { a.rawValue < b.rawValue }
    }

    /// A registered piece of work in a phase.
    private struct Stage {
        let phase: Phase
        let name: String
        /// Whether marks wait for this stage; nil for a stage that runs once in every commit.
        let hasWork: (@MainActor () -> Bool)?
        let run: @MainActor (FrameContext) -> Void
    }

    @exclusivity(unchecked) private var stages: [Stage] = []
    /// The phase running now; nil outside a commit.
    @exclusivity(unchecked) package private(set) var phase: Phase?
    /// The frame being made (`runFrame`); a commit outside one reads the clock.
    @exclusivity(unchecked) package private(set) var frame: FrameContext?
    /// The display's refresh interval: UIKit sets it from the main screen's
    /// `maximumFramesPerSecond` (the SDL display's refresh rate in a window).
    package var frameInterval: CFTimeInterval = 1.0 / 60 {
        didSet { if !(frameInterval > 0 && frameInterval.isFinite) { frameInterval = 1.0 / 60 } }
    }
    /// How many times one commit may run the phases again for marks made by a later one.
    package static let maximumRounds = 8
    /// How many commits have run (tests and the run loop read it).
    package private(set) var commitCount = 0

    // MARK: Dirty sets
    // (Read and written on every change and every frame, on the main actor only: exempt from
    // run-time exclusivity checks, like the other hot state of the frame.)

    /// Layers in shown trees marked for display (each once: `.scheduledForDisplay`).
    @exclusivity(unchecked) var displayQueue: [CALayer] = []
    /// Layers displayed in this commit (held, so their identifiers stay theirs).
    @exclusivity(unchecked) var displayed: [CALayer] = []
    @exclusivity(unchecked) var displayedIDs: Set<ObjectIdentifier> = []
    /// Layers that marked themselves again after displaying in this commit: the next frame's.
    @exclusivity(unchecked) var displayDeferred: [CALayer] = []
    /// Layers changed since the last frame, whose new screen areas the render phase adds to
    /// the damage (their old areas were added when they changed).
    @exclusivity(unchecked) var changedLayers: [CALayer] = []
    /// The layers with animations attached, evaluated every frame.
    let animations = AnimationEngine()
    /// The scheduled display links, fired once per frame before the commit.
    var displayLinks: [CADisplayLink] = []
    /// The frame time the display links last fired for (a second commit in a frame is not a new frame).
    var displayLinkFrameTime: CFTimeInterval?
    /// Whether anything changed since the last render (otherwise rendering is skipped).
    @exclusivity(unchecked) var modelChanged = true

    private init() {
        register(.layout, "layout", hasWork: { LayoutPass.hasWork }) { _ in LayoutPass.run() }
        register(.display, "display", hasWork: { [unowned self] in !displayQueue.isEmpty }) { [unowned self] _ in
            DisplayPass.run(self)
        }
        register(.display, "animated content", hasWork: nil) { frame in FramePipeline.shared.animations.redrawAnimatedContent(at: frame.time) }
        register(.render, "render", hasWork: nil) { frame in RenderServer.run(frame) }
    }

    /// Adds a stage to `phase`, after the stages already there. `hasWork` says whether marks
    /// wait for it (the commit runs it again while they do); nil: it runs once per commit.
    package func register(_ phase: Phase, _ name: String, hasWork: (@MainActor () -> Bool)?,
                          run: @escaping @MainActor (FrameContext) -> Void) {
        let index = stages.firstIndex { $0.phase > phase } ?? stages.count
        stages.insert(Stage(phase: phase, name: name, hasWork: hasWork, run: run), at: index)
    }

    /// Removes the stages registered under `name` (tests that watch the phases).
    package func unregister(_ name: String) {
        stages.removeAll { $0.name == name }
    }

    // MARK: Frames

    /// The time of the frame being made, else the media clock's now: what an animation added
    /// now starts at, so everything added during one frame starts together.
    package var now: CFTimeInterval {
        // Frames are the main thread's: another thread (building its own layers) reads the clock.
        guard MainThreadChecker.isMainThread else { return CACurrentMediaTime() }
        return frame?.time ?? CACurrentMediaTime()
    }

    /// One whole frame as the run loop makes it (once per turn): the clock is read once, display
    /// links fire, then the transaction commits, all at that time.
    package func runFrame() {
        let context = FrameContext(time: CACurrentMediaTime(), interval: frameInterval)
        frame = context
        CADisplayLink.fire(context)
        CATransaction.flush()
        frame = nil
    }

    /// Whether some stage has marks waiting (the next frame must come).
    package var hasPendingWork: Bool {
        !displayDeferred.isEmpty || marksWait()
    }

    // MARK: Commit

    /// Runs the phases for one commit (`CATransaction` calls it with the committing level open).
    func commit() {
        let context = frame ?? FrameContext(time: CACurrentMediaTime(), interval: frameInterval)
        commitCount += 1
        var rounds = 0
        while true {
            for stage in stages where stage.phase < .render {
                guard let hasWork = stage.hasWork, hasWork() else { continue }
                run(stage, context)
            }
            guard marksWait() else { break }
            rounds += 1
            if rounds == Self.maximumRounds {
                let waiting = stages.filter { $0.phase < .render && $0.hasWork?() == true }
                RuntimeIssue.report("Frame pipeline: marks kept coming back after \(rounds) rounds of update constraints → layout → "
                    + "display in one commit (still marked: \(waiting.map(\.name).joined(separator: ", "))); the rest waits for the "
                    + "next frame. Check what layoutSubviews(), updateConstraints() or draw(_:) changes that marks them again.")
                break
            }
        }
        for stage in stages where stage.phase < .render && stage.hasWork == nil { run(stage, context) }
        for stage in stages where stage.phase == .render { run(stage, context) }
        phase = nil
        displayed.removeAll(keepingCapacity: true)
        displayedIDs.removeAll(keepingCapacity: true)
        if !displayDeferred.isEmpty {
            displayQueue.append(contentsOf: displayDeferred)
            displayDeferred.removeAll()
        }
    }

    /// Whether some stage before the render phase has marks waiting (no allocation: it runs
    /// after every round of every commit).
    private func marksWait() -> Bool {
        for stage in stages where stage.phase < .render {
            if let hasWork = stage.hasWork, hasWork() { return true }
        }
        return false
    }

    private func run(_ stage: Stage, _ context: FrameContext) {
        phase = stage.phase
        stage.run(context)
    }

    // MARK: Phase rules

    /// A model change is about to be made (every change passes here, through
    /// `CATransaction.noteChange()`): refused in the render phase.
    func noteChange() {
        modelChanged = true
        if phase == .render { changeDuringRender() }
    }

    private func changeDuringRender() {
        let message = "Core Animation: the layer tree changed during the render phase of a commit. The render phase only reads "
            + "the model; change layers before the commit (in event handling, layoutSubviews(), draw(_:) or a display link). "
            + "The change is shown in the next frame."
        assertionFailure(message)
        RuntimeIssue.report(message)
    }

    /// Drops every mark and the current frame; test hosts start from a clean state.
    package func resetForTesting() {
        for layer in displayQueue + displayDeferred { layer.flags.remove(.scheduledForDisplay) }
        displayQueue.removeAll(); displayDeferred.removeAll()
        displayed.removeAll(); displayedIDs.removeAll()
        for layer in changedLayers { layer._renderRecord?.flags.remove([.changedThisFrame, .sublayersChanged]) }
        changedLayers.removeAll()
        modelChanged = true
        phase = nil
        frame = nil
    }
}
