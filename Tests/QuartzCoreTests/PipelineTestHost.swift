import CoreGraphics
@testable import QuartzCore

/// A QuartzCore-level host: one framebuffer showing one root layer, the virtual media clock,
/// and frames made as the run loop makes them (`FramePipeline.runFrame`: display links fire,
/// then the commit). No UIKit: what it shows is the pipeline alone.
@MainActor
final class PipelineTestHost {
    let screen: RenderServer.Screen
    let root = CALayer()

    init(width: Int = 40, height: Int = 40) {
        RenderContext.install(RenderContext())
        MediaClock.current.useVirtualTime(startingAt: 0)
        screen = RenderServer.Screen(pixelWidth: width, pixelHeight: height, scale: 1)!
        RenderServer.install([screen])
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        RenderServer.setRoots([root], on: screen)
        frame()
    }

    /// A plain layer at `frame`, filled with that much red (none: no background), added to the
    /// root and shown in a frame.
    func show(_ frame: CGRect, red: CGFloat?) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = red.map { CGColor(red: $0, green: 0, blue: 0, alpha: 1) }
        root.addSublayer(layer)
        self.frame()
        return layer
    }

    /// One run-loop frame at the current media time.
    func frame() { FramePipeline.current.runFrame() }

    /// Moves the virtual clock on, then makes a frame.
    func advance(by seconds: CFTimeInterval) {
        MediaClock.current.advance(by: seconds)
        frame()
    }

    /// Whether the run loop would wake for another frame without input: some `FrameReason`
    /// holds (the pipeline makes the frame at the next refresh).
    var wantsFrame: Bool { FramePipeline.current.needsFrame }

    /// The red channel of the framebuffer at (x, y).
    func red(_ x: Int, _ y: Int) -> Int { Int(screen.buffer.pixel(x: x, y: y).r) }
}

/// A layer that runs `onDraw` each time it draws (and fills its bounds with `color`), and
/// `onLayout` each time it lays out.
@MainActor
final class ProbeLayer: CALayer {
    var color = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var draws = 0, layouts = 0
    var onDraw: (() -> Void)?
    var onLayout: (() -> Void)?

    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(color)
        ctx.fill(bounds)
        onDraw?()
    }

    override func layoutSublayers() {
        layouts += 1
        onLayout?()
    }
}
