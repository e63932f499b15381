import CoreGraphics
@testable import QuartzCore

/// A QuartzCore-level host: one framebuffer showing one root layer, the virtual media clock,
/// and frames made as the run loop makes them (`FramePipeline.runFrame`: display links fire,
/// then the commit). No UIKit: what it shows is the pipeline alone.
///
/// A layer that has been shown in a frame animates its property changes implicitly, as Core
/// Animation's layers do; a test that wants a change at once (as a view's outside an animation
/// block) calls `CATransaction.setDisableActions(true)` in that transaction first.
@MainActor
final class PipelineTestHost {
    let screen: RenderServer.Screen
    /// The layer the screen shows: `width × height` points with the host's background (as a
    /// window with one); it draws nothing unless a test marks it for display.
    let root = CALayer()

    /// A screen of `width × height` points at `scale` pixels per point, showing `background`.
    /// (The root is shown once the host is made: a later change of its background animates.)
    init(width: Int = 40, height: Int = 40, scale: CGFloat = 1,
         background: CGColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)) {
        RenderContext.install(RenderContext())
        MediaClock.current.useVirtualTime(startingAt: 0)
        screen = RenderServer.Screen(pixelWidth: Int(CGFloat(width) * scale), pixelHeight: Int(CGFloat(height) * scale),
                                     scale: scale)!
        RenderServer.install([screen])
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = background
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

    /// One run-loop frame at the current media time. Its figures (`RenderServer.lastFrame`)
    /// start at zero, as the run loop starts them, so a frame that commits nothing reads zero.
    func frame() {
        RenderServer.beginFrame()
        FramePipeline.current.runFrame()
    }

    /// Moves the virtual clock on, then makes a frame.
    func advance(by seconds: CFTimeInterval) {
        MediaClock.current.advance(by: seconds)
        frame()
    }

    /// Whether the run loop would wake for another frame without input: some `FrameReason`
    /// holds (the pipeline makes the frame at the next refresh).
    var wantsFrame: Bool { FramePipeline.current.needsFrame }

    // MARK: Pixels

    /// The red channel of the framebuffer at (x, y).
    func red(_ x: Int, _ y: Int) -> Int { Int(screen.buffer.pixel(x: x, y: y).r) }

    /// The framebuffer's premultiplied (r, g, b, a) at (x, y) in device pixels, top-left origin.
    func pixel(_ x: Int, _ y: Int) -> [Int] { Self.channels(screen.buffer.pixel(x: x, y: y)) }

    /// The premultiplied (r, g, b, a) of `image` at (x, y), top-left origin.
    static func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] { channels(image.pixel(x: x, y: y)) }

    private static func channels(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> [Int] {
        [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// A copy of the framebuffer as the last frame left it (later frames do not change it).
    func screenImage() -> CGImage { CGImage(buffer: screen.buffer.copy()) }

    /// The screen composited again from scratch, with every cache of resampled content
    /// dropped: what a frame composited from damage alone must equal.
    func fullRecomposite() -> CGImage {
        TransformedContentCache.removeAll()
        RenderServer.composite(screen)
        return screenImage()
    }

    /// How many pixels of `a` and `b` differ by more than `tolerance` (0…255) in some channel;
    /// images of different sizes differ everywhere.
    static func differingPixels(_ a: CGImage, _ b: CGImage, tolerance: Int = 0) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.width * a.height, b.width * b.height) }
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
                if d > tolerance { count += 1 }
            }
        }
        return count
    }
}

/// A layer that runs `onDraw` each time it draws (and fills its bounds with `color`; nil draws
/// nothing), records the area each drawing was clipped to (the invalid area), and runs
/// `onLayout` each time it lays out.
@MainActor
final class ProbeLayer: CALayer {
    var color: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var layouts = 0
    /// The clip of each `draw(in:)` so far, in bounds coordinates.
    var drawnAreas: [CGRect] = []
    var draws: Int { drawnAreas.count }
    var onDraw: (() -> Void)?
    var onLayout: (() -> Void)?

    override func draw(in ctx: CGContext) {
        drawnAreas.append(ctx.boundingBoxOfClipPath)
        if let color {
            ctx.setFillColor(color)
            ctx.fill(bounds)
        }
        onDraw?()
    }

    override func layoutSublayers() {
        layouts += 1
        onLayout?()
    }
}
