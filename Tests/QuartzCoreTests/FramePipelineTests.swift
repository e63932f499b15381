import Testing
@testable import QuartzCore
import CoreGraphics
import Foundation
import RuntimeSupport

/// The frame pipeline (`FramePipeline`): one commit runs update constraints → layout →
/// display → render; marks made by a later phase are never lost — they run in the same
/// commit or the next frame, which is asked for; the render phase only reads the model.
@Suite("Frame pipeline", .serialized, .freshRenderContext) @MainActor
struct FramePipelineTests {
    private func probe(_ host: PipelineTestHost, x: CGFloat, red: CGFloat) -> ProbeLayer {
        let layer = ProbeLayer()
        layer.frame = CGRect(x: x, y: 0, width: 10, height: 10)
        layer.color = CGColor(red: red, green: 0, blue: 0, alpha: 1)
        host.root.addSublayer(layer)
        layer.setNeedsDisplay()
        return layer
    }

    @Test("A layer marked for display by another's drawing, not yet drawn in this commit, draws in the same commit")
    func displayMarkOnLaterLayer() {
        let host = PipelineTestHost()
        let first = probe(host, x: 0, red: 0), second = probe(host, x: 20, red: 0)
        host.frame()
        first.onDraw = { second.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1); second.setNeedsDisplay() }
        first.setNeedsDisplay()
        host.frame()
        #expect(second.draws == 2)
        #expect(host.red(25, 5) == 255)
        #expect(!host.wantsFrame)
    }

    @Test("A layer already drawn in this commit and marked again draws in the next frame, which the pipeline asks for")
    func displayMarkOnEarlierLayer() {
        let host = PipelineTestHost()
        let first = probe(host, x: 0, red: 0), second = probe(host, x: 20, red: 0)
        host.frame()
        var once = true
        second.onDraw = {
            guard once else { return }
            once = false
            first.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            first.setNeedsDisplay()
        }
        first.setNeedsDisplay(); second.setNeedsDisplay()
        host.frame()
        #expect(first.draws == 2)
        // The mark is not lost: the run loop is asked for the next frame, which draws it.
        #expect(host.wantsFrame)
        host.frame()
        #expect(first.draws == 3)
        #expect(host.red(5, 5) == 255)
        #expect(!host.wantsFrame)
    }

    @Test("A layer that marks itself while drawing draws once per frame, and frames keep coming (iOS redraws it every frame)")
    func selfMarkWhileDrawing() {
        let host = PipelineTestHost()
        let layer = probe(host, x: 0, red: 0)
        host.frame()
        layer.onDraw = { layer.setNeedsDisplay() }
        layer.setNeedsDisplay()
        let before = layer.draws
        for i in 1...3 {
            host.frame()
            #expect(layer.draws == before + i)
            #expect(host.wantsFrame)
        }
    }

    @Test("setNeedsLayout from drawing lays out in the same commit, and what that layout marks is drawn in it too")
    func layoutMarkFromDisplay() {
        let host = PipelineTestHost()
        let drawer = probe(host, x: 0, red: 0), container = probe(host, x: 20, red: 0)
        host.frame()
        let layouts = container.layouts
        container.onLayout = { container.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1); container.setNeedsDisplay() }
        drawer.onDraw = { container.setNeedsLayout() }
        drawer.setNeedsDisplay()
        host.frame()
        #expect(container.layouts == layouts + 1)
        #expect(host.red(25, 5) == 255)
        #expect(!host.wantsFrame)
    }

    @Test("Phases run in order, and a stage that keeps finding work stops after maximumRounds with a message; the commit ends")
    func boundedRounds() {
        let host = PipelineTestHost()
        var log: [String] = []
        var runs = 0
        FramePipeline.current.addTestStage(.updateConstraints, hasWork: { true }) { _ in runs += 1; log.append("constraints") }
        FramePipeline.current.addTestStage(.render, hasWork: nil) { _ in log.append("render") }
        defer { FramePipeline.current.removeTestStages() }
        CATransaction.noteChange()
        let issues = RuntimeIssue.capture { host.frame() }
        #expect(runs == FramePipeline.maximumRounds)
        #expect(log.last == "render" && log.filter { $0 == "render" }.count == 1)
        #expect(issues.contains { $0.contains("marks kept coming back") && $0.contains("test") })
    }

    @Test("One frame time: a display link's timestamp is the time animations are evaluated at, however long the link takes")
    func oneFrameTime() {
        let host = PipelineTestHost()
        let layer = host.show(CGRect(x: 0, y: 0, width: 10, height: 10), red: 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0; fade.toValue = 1.0; fade.duration = 1
        layer.add(fade, forKey: "fade")
        host.frame()
        var stamps: [CFTimeInterval] = []
        let link = CADisplayLink { link in
            stamps.append(link.timestamp)
            MediaClock.current.advance(by: 0.25)   // a slow callback: the clock moves on
        }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        MediaClock.current.advance(by: 0.5)
        host.frame()
        #expect(stamps == [0.5])
        // Opacity 0.5 over white: red stays 255, green and blue are half.
        let green = Int(host.screen.buffer.pixel(x: 5, y: 5).g)
        #expect(abs(green - 128) <= 2, "the animation was evaluated at \(green) (0.5 → 128, 0.75 → 64)")
    }

    @Test("An animation added during a frame starts at the frame's time, however long the frame has taken so far")
    func animationAddedInFrameStartsAtFrameTime() {
        let host = PipelineTestHost()
        let layer = host.show(CGRect(x: 0, y: 0, width: 10, height: 10), red: 1)
        var added = false
        let link = CADisplayLink { _ in
            guard !added else { return }
            added = true
            MediaClock.current.advance(by: 0.25)   // slow work first…
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0; fade.toValue = 1.0; fade.duration = 1
            layer.add(fade, forKey: "fade")       // …then the animation: it starts at the frame's time
        }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        MediaClock.current.advance(by: 0.5)
        host.frame()
        #expect(layer.animation(forKey: "fade").map { abs($0.beginTime - 0.5) < 1e-9 } == true)
        #expect(host.screen.buffer.pixel(x: 5, y: 5).g == 255)   // opacity 0: white shows through
        MediaClock.current.advance(by: 0.5)                        // clock 1.25: progress 0.75
        host.frame()
        let green = Int(host.screen.buffer.pixel(x: 5, y: 5).g)
        #expect(abs(green - 64) <= 2, "green \(green): progress 0.75 → 64 (0.5, from the clock at add, → 128)")
    }

    @Test("Display links get the pipeline's refresh interval as duration and targetTimestamp − timestamp")
    func refreshInterval() {
        let host = PipelineTestHost()
        FramePipeline.current.frameInterval = 1.0 / 120
        defer { FramePipeline.current.frameInterval = 1.0 / 60 }
        var durations: [CFTimeInterval] = []
        let link = CADisplayLink { link in durations.append(link.duration) }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        host.advance(by: 1.0 / 120)
        #expect(durations == [1.0 / 120])
        #expect(abs(link.targetTimestamp - link.timestamp - 1.0 / 120) < 1e-12)
    }

    @Test("A display link set back to isPaused = false asks for frames by itself and fires in the next one")
    func resumedDisplayLinkWakes() {
        let host = PipelineTestHost()
        var ticks = 0
        let link = CADisplayLink { _ in ticks += 1 }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        host.advance(by: 1.0 / 60)
        link.isPaused = true
        host.advance(by: 1.0 / 60)
        #expect(!host.wantsFrame)          // nothing asks for frames: the run loop sleeps
        let paused = ticks
        link.isPaused = false
        #expect(host.wantsFrame)           // …until the link resumes
        host.advance(by: 1.0 / 60)
        #expect(ticks == paused + 1)
    }

    @Test("Content that follows an animation (redrawsContent) is drawn in the display phase at the frame's presentation values")
    func animatedContentDrawsBeforeRender() {
        let host = PipelineTestHost()
        let layer = probe(host, x: 0, red: 0)
        host.frame()
        var widths: [CGFloat] = []
        var phases: [FramePipeline.Phase?] = []
        layer.onDraw = { widths.append(layer.bounds.width); phases.append(FramePipeline.current.phase) }
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 10.0; grow.toValue = 20.0; grow.duration = 1
        grow.redrawsContent = true
        layer.add(grow, forKey: "grow")
        MediaClock.current.advance(by: 0.5)
        host.frame()
        #expect(phases.allSatisfy { $0 == .display })
        #expect(widths.contains { abs($0 - 15) < 1e-9 })
        #expect(layer.bounds.width == 10)   // the model is back after drawing
    }
}

/// A layer whose accessors count the calls made to them while a frame renders.
@MainActor
private final class WatchedLayer: CALayer {
    var readsWhileRendering = 0
    private func note() { if FramePipeline.current.phase == .render { readsWhileRendering += 1 } }
    override var opacity: Float { get { note(); return super.opacity } set { super.opacity = newValue } }
    override var bounds: CGRect { get { note(); return super.bounds } set { super.bounds = newValue } }
    override var backgroundColor: CGColor? { get { note(); return super.backgroundColor } set { super.backgroundColor = newValue } }
    override var isHidden: Bool { get { note(); return super.isHidden } set { super.isHidden = newValue } }
    override var sublayers: [CALayer]? { get { note(); return super.sublayers } set { super.sublayers = newValue } }
}

/// The render tree: the compositor draws render layers — plain copies of the shown layers,
/// updated from the change list at each commit — and animations are evaluated into them.
@Suite("Render tree", .serialized, .freshRenderContext) @MainActor
struct RenderTreeTests {
    @Test("Rendering runs no code of the app's layer classes: the render side is plain layers with the model's values")
    func noAppCodeWhileRendering() {
        let host = PipelineTestHost()
        let layer = WatchedLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let child = CALayer()
        child.frame = CGRect(x: 5, y: 5, width: 5, height: 5)
        layer.addSublayer(child)
        host.root.addSublayer(layer)
        host.frame()
        CATransaction.begin()
        CATransaction.setDisableActions(true)   // no implicit animation: the value at once
        layer.opacity = 0.5
        CATransaction.commit()
        host.frame()
        #expect(layer.readsWhileRendering == 0)
        #expect(host.screen.buffer.pixel(x: 2, y: 2).g == 128 || host.screen.buffer.pixel(x: 2, y: 2).g == 127)
        let shown = layer._renderLayer
        #expect(shown != nil)
        #expect(shown?._opacity == 0.5 && shown?._sublayers?.count == 1)
    }

    @Test("Animated values go to the render layer, never the model; when the animation is over the render layer has the model's values again")
    func animationsEvaluateIntoTheRenderSide() {
        let host = PipelineTestHost()
        let layer = host.show(CGRect(x: 0, y: 0, width: 10, height: 10), red: nil)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 5.0; move.toValue = 25.0; move.duration = 1
        layer.add(move, forKey: "move")
        host.advance(by: 0.5)
        #expect(layer.position.x == 5)                         // the model
        #expect(layer._renderLayer?._position.x == 15)          // what is shown
        host.advance(by: 0.6)
        #expect(layer._renderLayer?._position.x == 5)
    }

    @Test("A layer changed while not shown is drawn with its latest values when it is shown again")
    func changesWhileDetachedAreKept() {
        let host = PipelineTestHost()
        let layer = host.show(CGRect(x: 0, y: 0, width: 10, height: 10), red: 0)
        layer.removeFromSuperlayer()
        host.frame()
        layer.position = CGPoint(x: 25, y: 25)
        host.root.addSublayer(layer)
        host.frame()
        #expect(host.red(25, 25) == 0)
        #expect(host.red(5, 5) == 255)
    }
}

extension RenderTreeTests {
    @Test("presentation() is nil until the layer has been committed to the render tree (CALayer.h: \"Returns nil if the layer has not yet been committed\")")
    func noPresentationBeforeCommit() {
        let host = PipelineTestHost()
        let layer = CALayer()
        #expect(layer.presentation() == nil)
        host.root.addSublayer(layer)
        #expect(layer.presentation() == nil)      // added, but no commit yet
        host.frame()
        #expect(layer.presentation() != nil)
    }

    @Test("presentation() has the values as at the start of the transaction: a change not yet committed is not in it")
    func presentationReadsTheCommittedValues() {
        let host = PipelineTestHost()
        let layer = host.show(CGRect(x: 0, y: 0, width: 10, height: 10), red: 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 30, y: 30)
        layer.opacity = 0.5
        #expect(layer.presentation()?.position == CGPoint(x: 5, y: 5))
        #expect(layer.presentation()?.opacity == 1)
        CATransaction.commit()
        host.frame()
        #expect(layer.presentation()?.position == CGPoint(x: 30, y: 30))
        #expect(layer.presentation()?.opacity == 0.5)
    }

    @Test("presentation() is the model's class with its other properties, the animations applied at the current time, and model() back")
    func presentationKeepsTheClass() {
        let host = PipelineTestHost()
        let layer = WatchedLayer()
        layer.name = "watched"
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        host.root.addSublayer(layer)
        host.frame()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0; fade.toValue = 1.0; fade.duration = 1
        layer.add(fade, forKey: "fade")
        host.advance(by: 0.25)
        MediaClock.current.advance(by: 0.25)          // between frames: evaluated now, not at the last frame
        let p = layer.presentation()
        #expect(p.map { type(of: $0) == WatchedLayer.self } == true)
        #expect(p?.name == "watched")
        #expect(p.map { abs($0.opacity - 0.5) < 1e-6 } == true)
        #expect(p?.model() === layer)
    }
}

/// Changing the model while the frame renders breaks Core Animation's rule; a debug build
/// stops with a message naming it (each case runs in a child process).
@Suite("Frame pipeline phase rules", .freshRenderContext)
struct FramePipelinePhaseRuleTests {
    #if DEBUG
    @Test("Changing a layer in the render phase stops a debug build: \"changed during the render phase\"")
    func changeDuringRender() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = PipelineTestHost()
                let layer = CALayer()
                host.root.addSublayer(layer)
                FramePipeline.current.addTestStage(.render, hasWork: nil) { _ in layer.opacity = 0.5 }
                CATransaction.noteChange()
                host.frame()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("changed during the render phase"))
    }
    #endif
}
