import Testing
@testable import QuartzCore
import CoreGraphics

/// The test's render context (`.freshRenderContext`) on the virtual media clock at `time`.
@MainActor
func startAnimationClock(at time: CFTimeInterval = 0) {
    MediaClock.current.useVirtualTime(startingAt: time)
}

/// Moves the virtual clock to `time` (never backwards).
@MainActor
func setMediaTime(_ time: CFTimeInterval) {
    let now = CACurrentMediaTime()
    if time > now { MediaClock.current.advance(by: time - now) }
}

/// Runs a frame as the run loop does (display links fire, then the commit: animations are
/// evaluated, finished ones removed, delegates told).
@MainActor
func commitFrame() {
    CATransaction.noteChange()
    FramePipeline.current.runFrame()
}

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool { near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance) }

/// A delegate that records what it hears.
@MainActor
final class RecordingDelegate: CAAnimationDelegate {
    var log: [String] = []
    func animationDidStart(_ anim: CAAnimation) { log.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
}

/// A layer shown as the root of a small screen and committed by a frame (the media clock is
/// left where it is). `presentation()` is nil until a layer is part of the render tree, as on
/// iOS, so tests that read it start from a shown layer.
@MainActor
func shownLayer(_ layer: CALayer = CALayer()) -> CALayer {
    let screen = RenderServer.Screen(pixelWidth: 8, pixelHeight: 8, scale: 1)!
    RenderServer.install([screen])
    RenderServer.setRoots([layer], on: screen)
    commitFrame()
    return layer
}
