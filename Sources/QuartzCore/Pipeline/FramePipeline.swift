import CoreGraphics
import Foundation
internal import RuntimeSupport

/// The frame pipeline: the one owner of the marks a frame acts on, of the order in which it
/// acts on them, and of when the next frame comes.
///
/// A commit runs the stages of `Stage`, the one declared list, in order — update constraints →
/// layout → focus → display → animations → render — each over its own dirty set only.
/// QuartzCore supplies the bodies of its stages; UIKit supplies update constraints and focus
/// (`supply`, idempotent: supplying again replaces the body). Work a stage
/// creates for an earlier one (a constraint activated in `layoutSubviews`, `setNeedsLayout` or
/// another view's `setNeedsDisplay` from `draw(_:)`) runs the stages again within the same
/// commit, at most `maximumRounds` times. What is still marked then, or a layer that marks
/// itself again while it draws, waits for the next frame (`FrameReason.pendingMarks`): no mark
/// waits for unrelated input.
///
/// Frames are asked for one way, by `FrameReason`: `requestFrame(reason:)` for the next frame,
/// and the standing reasons the pipeline checks itself (running animations, active display
/// links and emitters, marks left, an open transaction). `runFrame()` makes one frame and keeps
/// the refresh grid that `nextFrameTime` wakes the run loop on (FramePipeline+Frames.swift).
///
/// The render phase only reads the model (Core Animation's render server never sees a layer
/// change mid-frame); a change made there breaks that rule, stops debug builds with a message
/// naming it, and in release builds is reported and shown in the next frame.
@MainActor
package final class FramePipeline {
    /// The current context's pipeline.
    package static var current: FramePipeline { RenderContext.current.pipeline }

    /// The phases of a commit, in the order they run.
    package enum Phase: Int, Comparable, CaseIterable, Sendable {
        case updateConstraints, layout, display, render
        package static func < (a: Phase, b: Phase) -> Bool { a.rawValue < b.rawValue }
    }

    /// The stages of a commit, in the order they run: the one list of them.
    package enum Stage: Int, CaseIterable, Sendable {
        /// `updateConstraints()`, install and solve (UIKit's Auto Layout supplies it).
        case updateConstraints
        /// `LayoutPass`: `layoutSublayers`, top-down.
        case layout
        /// Focus updates and the focus ring (UIKit's focus system supplies it).
        case focus
        /// `DisplayPass`: `display()`, each marked layer once.
        case display
        /// Animations at the frame's time, on the model side: content that follows one drawn at
        /// its presentation values, then each one's start and end noted (`AnimationEngine`).
        case animations
        /// `RenderServer.run`: the change list to the render tree, then compositing.
        case render

        package var phase: Phase {
            switch self {
            case .updateConstraints: .updateConstraints
            case .layout, .focus: .layout
            case .display, .animations: .display
            case .render: .render
            }
        }
    }

    /// A stage's body: whether marks wait for it (nil for a body that runs once in every
    /// commit), and the work.
    private struct Body {
        let name: String
        let phase: Phase
        let hasWork: (@MainActor () -> Bool)?
        let run: @MainActor (FrameContext) -> Void
    }

    /// The bodies supplied for the declared stages, by `Stage.rawValue`.
    private var bodies = [Body?](repeating: nil, count: Stage.allCases.count)
    /// Stages tests add to watch the phases, after the declared ones of their phase.
    private var testStages: [Body] = []
    /// The bodies in the order a commit runs them (rebuilt when a body is supplied).
    @exclusivity(unchecked) private var stages: [Body] = []
    /// The phase running now; nil outside a commit.
    @exclusivity(unchecked) package private(set) var phase: Phase?
    /// The frame being made (`runFrame`); a commit outside one reads the clock.
    @exclusivity(unchecked) package internal(set) var frame: FrameContext?
    /// The display's refresh interval: UIKit sets it from the main screen's
    /// `maximumFramesPerSecond` (the SDL display's refresh rate in a window).
    package var frameInterval: CFTimeInterval = 1.0 / 60 {
        didSet { if !(frameInterval > 0 && frameInterval.isFinite) { frameInterval = 1.0 / 60 } }
    }
    /// How many times one commit may run the phases again for marks made by a later one.
    package static let maximumRounds = 8
    /// How many commits have run (tests and the run loop read it).
    package private(set) var commitCount = 0
    /// Reasons asked for the next frame only (`requestFrame(reason:)`), by bit.
    var requestedReasons: UInt32 = 0
    /// The media time of the last frame on the refresh grid (`runFrame` keeps it).
    var lastFrameTime: CFTimeInterval?

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

    /// A context's pipeline (`RenderContext` makes it).
    init() {
        supply(.layout, hasWork: { LayoutPass.hasWork }) { _ in LayoutPass.run() }
        supply(.display, hasWork: { [unowned self] in !displayQueue.isEmpty }) { [unowned self] _ in DisplayPass.run(self) }
        supply(.animations, hasWork: nil) { [unowned self] frame in
            animations.redrawAnimatedContent(at: frame.time)
            animations.advance(to: frame.time)
        }
        supply(.render, hasWork: nil) { frame in RenderServer.run(frame) }
    }

    /// Gives `stage` its body, replacing any it had. `hasWork` says whether marks wait for it
    /// (the commit runs it again while they do); nil: it runs once per commit.
    package func supply(_ stage: Stage, hasWork: (@MainActor () -> Bool)?, run: @escaping @MainActor (FrameContext) -> Void) {
        bodies[stage.rawValue] = Body(name: "\(stage)", phase: stage.phase, hasWork: hasWork, run: run)
        rebuildStages()
    }

    /// Gives `stage` the body of `work`, an object of a higher module. Its calls are checked
    /// statically, as a closure from that module (checked again at run time on each call, twice
    /// a commit) would not be.
    package func supply(_ stage: Stage, _ work: some FrameStageWork) {
        supply(stage, hasWork: { work.hasWork }, run: { work.run($0) })
    }

    /// Adds a stage that watches `phase`, after its declared stages (tests of the phases).
    package func addTestStage(_ phase: Phase, hasWork: (@MainActor () -> Bool)?, run: @escaping @MainActor (FrameContext) -> Void) {
        testStages.append(Body(name: "test", phase: phase, hasWork: hasWork, run: run))
        rebuildStages()
    }

    /// Removes the stages tests added.
    package func removeTestStages() {
        testStages.removeAll()
        rebuildStages()
    }

    /// The names of the stages a commit runs, in order (diagnostics and tests).
    package var stageNames: [String] { stages.map(\.name) }

    private func rebuildStages() {
        let declared = bodies.compactMap { $0 }
        stages = Phase.allCases.flatMap { phase in
            declared.filter { $0.phase == phase } + testStages.filter { $0.phase == phase }
        }
    }

    // MARK: Commit

    /// Runs the phases for one commit (`CATransaction` calls it with the committing level open).
    func commit() {
        let context = frame ?? FrameContext(time: CACurrentMediaTime(), interval: frameInterval)
        commitCount += 1
        var rounds = 0
        while true {
            var ran = false
            for stage in stages where stage.phase < .render {
                guard let hasWork = stage.hasWork, hasWork() else { continue }
                run(stage, context)
                ran = true
            }
            // A round that ran nothing left nothing marked.
            guard ran, marksWait() else { break }
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
    func marksWait() -> Bool {
        for stage in stages where stage.phase < .render {
            if let hasWork = stage.hasWork, hasWork() { return true }
        }
        return false
    }

    private func run(_ stage: Body, _ context: FrameContext) {
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
}

/// A stage's body supplied as an object (`FramePipeline.supply(_:_:)`): whether marks wait for
/// it, and the work.
@MainActor
package protocol FrameStageWork: AnyObject {
    var hasWork: Bool { get }
    func run(_ frame: FrameContext)
}
