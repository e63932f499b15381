// Compositor benchmarks: a 1280 × 800-point window at 2× with 1,000 views, 300 of them
// drawing their own content; damage-only frames against full recomposites, our compositor
// against raw Cairo painting the same cached surfaces, and frames against memcpy.
import CCairo
import Foundation
import QuartzCore
import UIKit

/// A view that draws: a filled rounded rectangle.
final class DrawingView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.orange.setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 6).fill()
    }
}

@MainActor func runCompositorBenchmarks() {
    let size = CGSize(width: 1280, height: 800), scale: CGFloat = 2
    HeadlessBackend.install(size: size, scale: scale)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    var views: [UIView] = []
    var drawing: [UIView] = []
    for i in 0..<1_000 {
        let frame = CGRect(x: CGFloat(i % 40) * 32, y: CGFloat(i / 40) * 32, width: 30, height: 30)
        let v: UIView
        if i % 10 < 3 { v = DrawingView(frame: frame); drawing.append(v) } else { v = UIView(frame: frame) }
        v.backgroundColor = UIColor(hue: CGFloat(i % 17) / 17, saturation: 0.6, brightness: 0.9, alpha: 1)
        window.addSubview(v)
        views.append(v)
    }
    let target = UIScreen.main.renderTarget!
    let app = UIApplication.shared

    // 1. First frame: draw 300 views, composite everything.
    let firstStart = ContinuousClock.now
    app.runLoopTurn()
    let first = ContinuousClock.now - firstStart
    let firstMs = Double(first.components.attoseconds) / 1e15 + Double(first.components.seconds) * 1e3
    let firstDraws = RenderServer.lastFrame.drawCalls
    record("first frame: 1,000 views (300 drawing), 2560×1600 px", firstMs, "ms")

    // 4. One draw per invalidated view (all 1,000 and the window are new); bitmaps only for
    // the 300 that draw, of 4·w·h·scale² bytes each.
    var storeBytes = 0, bitmaps = 0
    for v in views { if let s = v.layer.backingStore { storeBytes += s.bytesPerRow * s.height; bitmaps += 1 } }
    let expectedBytes = drawing.count * 4 * Int(30 * scale) * Int(30 * scale)
    record("draw calls, first frame", Double(firstDraws), "calls", baseline: "invalidated views", Double(views.count + 1))
    record("views given a bitmap", Double(bitmaps), "views", baseline: "views that draw", Double(drawing.count))
    var redraws = 0
    for v in drawing.prefix(10) { v.setNeedsDisplay() }
    app.runLoopTurn()
    redraws = RenderServer.lastFrame.drawCalls
    record("draw calls after invalidating 10 views", Double(redraws), "calls", baseline: "invalidated views", 10)
    record("backing-store bytes, 300 drawing views", Double(storeBytes), "B",
           baseline: "4 × w × h × scale² for those views", Double(expectedBytes))

    // Damage-only frame after moving one small view, against a full recomposite. The frame
    // is the commit (layout, display, damage, composite); the run-loop turn around it is
    // measured too, for reference.
    var flip = false
    let moved = views[500]
    // OUI_BENCH_DAMAGE=N only repeats the damage-only frame N times, for profiling.
    if let n = ProcessInfo.processInfo.environment["OUI_BENCH_DAMAGE"].flatMap(Int.init) {
        for _ in 0..<n { flip.toggle(); moved.center.x += flip ? 3 : -3; CATransaction.flush() }
        exit(0)
    }
    func moveAndCommit() {
        for _ in 0..<100 {
            flip.toggle()
            moved.center.x += flip ? 3 : -3
            CATransaction.flush()
        }
    }
    moveAndCommit()
    let damageTime = measure(runs: 21, moveAndCommit) / 100
    let damaged = RenderServer.lastFrame.damagedPixels
    let area = RenderServer.lastFrame.damagedArea
    let turnTime = measure(runs: 21) {
        for _ in 0..<100 {
            flip.toggle()
            moved.center.x += flip ? 3 : -3
            app.runLoopTurn()
        }
    } / 100
    let fullTime = measure(runs: 11) { RenderServer.composite(target) }
    record("frame after one view moved (damage only)", damageTime * 1e3, "µs", baseline: "full recomposite", fullTime * 1e3)
    record("the same frame as a whole run-loop turn", turnTime * 1e3, "µs")

    // The damage frame against a memcpy of the damaged pixels where they lie (the damaged
    // rectangle's rows, between two framebuffers of the screen's size), and a full frame
    // against a memcpy of the frame.
    let frameBytes = target.buffer.bytesPerRow * target.buffer.height
    let stride = target.buffer.bytesPerRow
    let source = UnsafeMutableRawPointer.allocate(byteCount: frameBytes, alignment: 64)
    let destination = UnsafeMutableRawPointer.allocate(byteCount: frameBytes, alignment: 64)
    memset(source, 1, frameBytes); memset(destination, 0, frameBytes)
    let x0 = Int(area.minX), y0 = Int(area.minY), rowBytes = Int(area.width) * 4
    let memcpyDamage = measure(runs: 21) {
        for _ in 0..<100 {
            for y in y0..<y0 + Int(area.height) {
                memcpy(destination + y * stride + x0 * 4, source + y * stride + x0 * 4, rowBytes)
            }
        }
    } / 100
    let memcpyFrame = measure(runs: 11) { memcpy(destination, source, frameBytes) }
    record("damage frame (\(damaged) px)", damageTime * 1e3, "µs", baseline: "memcpy of the damaged pixels", memcpyDamage * 1e3)
    // Not a target: the pixel work alone, as a Cairo program that already knows what to paint
    // would do it (fill the damaged rectangle, then each view there: its background, then its
    // bitmap), for how much of the frame is pixels and how much is finding them.
    let rawDamage = rawCairoDamage(area, views: views, scale: scale, into: target.buffer, moving: moved, flip: &flip)
    record("damage frame: raw cairo repaint of the damaged pixels", rawDamage * 1e3, "µs",
           baseline: "memcpy of the damaged pixels", memcpyDamage * 1e3)
    record("damage frame (\(damaged) px)", damageTime * 1e3, "µs", baseline: "raw cairo repaint of the damaged pixels", rawDamage * 1e3,
           goal: .ratio(1))
    record("full-frame recomposite", fullTime, "ms", baseline: "memcpy of the frame", memcpyFrame)
    source.deallocate(); destination.deallocate()

    // 2. 1,000 cached 64 × 64 surfaces: our compositor against raw Cairo.
    window.isHidden = true
    // OUI_BENCH_TILES=whole-pixel (for example) runs one mode many times, for profiling.
    let only = ProcessInfo.processInfo.environment["OUI_BENCH_TILES"]
    for mode in ["whole-pixel", "fractional", "rotated"] where only == nil || only == mode {
        let tiles = (0..<1_000).map { i -> CALayer in
            let l = CALayer()
            l.contents = tileImage
            l.contentsScale = 1
            let x = CGFloat(i % 40) * 30 + (mode == "fractional" ? 0.37 : 0)
            let y = CGFloat(i / 40) * 30 + (mode == "fractional" ? 0.61 : 0)
            l.frame = CGRect(x: x, y: y, width: 64, height: 64)
            if mode == "rotated" { l.setAffineTransform(CGAffineTransform(rotationAngle: 0.3)) }
            return l
        }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
        root.sublayers = tiles
        let screen = RenderServer.Screen(pixelWidth: 1280, pixelHeight: 800, scale: 1)!
        RenderServer.install([screen])
        RenderServer.setRoots([root], on: screen)
        let ours = measure(runs: only == nil ? 11 : 301) { RenderServer.composite(screen) }
        let raw = measure(runs: 11) { rawCairoComposite(tiles, into: screen.buffer) }
        record("1,000 64×64 layers, \(mode)", ours, "ms", baseline: "raw cairo, same surfaces", raw)
        guard mode == "rotated" else { continue }
        // Not a target: the layers turning a little every frame, each at its own angle, so no
        // resampled result can be reused (what animated rotations cost); both sides set the
        // transforms.
        var angle = 0.3
        let turning = measure(runs: 5) {
            angle += 0.001
            for (i, l) in tiles.enumerated() { l.setAffineTransform(CGAffineTransform(rotationAngle: angle + Double(i) * 1e-4)) }
            RenderServer.composite(screen)
        }
        let rawTurning = measure(runs: 5) {
            angle += 0.001
            for (i, l) in tiles.enumerated() { l.setAffineTransform(CGAffineTransform(rotationAngle: angle + Double(i) * 1e-4)) }
            rawCairoComposite(tiles, into: screen.buffer)
        }
        record("1,000 64×64 layers, rotating every frame", turning, "ms", baseline: "raw cairo, same surfaces", rawTurning)
    }
}

/// Raw Cairo repainting `area` (device pixels) of the compositor scene, 100 times with
/// `moving` shifted back and forth as in the damage frame; ms per repaint. Surfaces for
/// the bitmaps are made once, outside the timing.
@MainActor func rawCairoDamage(_ area: CGRect, views: [UIView], scale: CGFloat, into buffer: PixelBuffer,
                               moving: UIView, flip: inout Bool) -> Double {
    let surface = buffer.makeSurface()
    let cr = cairo_create(surface)!
    // The damaged area already covers both positions of the moving view.
    let painted = views.filter { $0.frame.applying(CGAffineTransform(scaleX: scale, y: scale)).intersects(area) }
    let bitmaps = painted.map { v in v.layer.backingStore.map { $0.makeSurface() } }
    let colors = painted.map { v -> (Double, Double, Double) in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        v.backgroundColor!.getRed(&r, green: &g, blue: &b, alpha: &a)
        return (Double(r), Double(g), Double(b))
    }
    var x = moving.frame.minX
    let time = measure(runs: 21) {
        for _ in 0..<100 {
            flip.toggle()
            x += flip ? 3 : -3
            cairo_save(cr)
            cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
            cairo_clip(cr)
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            for (i, v) in painted.enumerated() {
                let frame = v === moving ? CGRect(x: x, y: v.frame.minY, width: v.frame.width, height: v.frame.height) : v.frame
                let px = frame.minX * scale, py = frame.minY * scale
                cairo_set_source_rgb(cr, colors[i].0, colors[i].1, colors[i].2)
                cairo_rectangle(cr, px, py, frame.width * scale, frame.height * scale)
                cairo_fill(cr)
                if let bitmap = bitmaps[i] {
                    cairo_set_source_surface(cr, bitmap, px, py)
                    cairo_paint(cr)
                }
            }
            cairo_restore(cr)
        }
    } / 100
    for case let bitmap? in bitmaps { cairo_surface_destroy(bitmap) }
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
    return time
}

/// A 64 × 64 opaque tile.
let tileImage: CGImage = {
    let ctx = CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(),
                        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    ctx.setFillColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
    ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 0.8)
    ctx.fillEllipse(in: CGRect(x: 8, y: 8, width: 48, height: 48))
    return ctx.makeImage()!
}()

/// The least a Cairo program painting the same layers does: clear, then one transformed
/// `cairo_paint` per surface.
@MainActor func rawCairoComposite(_ layers: [CALayer], into buffer: PixelBuffer) {
    let surface = buffer.makeSurface()
    let cr = cairo_create(surface)!
    cairo_set_source_rgb(cr, 0, 0, 0)
    cairo_paint(cr)
    let tile = tileImage.buffer.makeSurface()
    for layer in layers {
        cairo_save(cr)
        let t = layer.affineTransform()
        cairo_translate(cr, layer.position.x, layer.position.y)
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
        cairo_translate(cr, -32, -32)
        cairo_set_source_surface(cr, tile, 0, 0)
        cairo_rectangle(cr, 0, 0, 64, 64)
        cairo_fill(cr)
        cairo_restore(cr)
    }
    cairo_surface_destroy(tile)
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
}
