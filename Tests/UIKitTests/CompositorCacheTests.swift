import Testing
@testable import QuartzCore
import UIKit
import UIKitTesting

/// A view that draws a filled rounded rectangle in its `color`.
private final class Swatch: UIView {
    var color = UIColor.orange { didSet { setNeedsDisplay() } }
    override func draw(_ rect: CGRect) {
        color.setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 4).fill()
    }
}

/// A deterministic pseudo-random sequence (the tests must not depend on the run).
private struct Sequence {
    var state: UInt64
    mutating func next(_ n: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(n))
    }
}

/// The compositor's caches (extents of subtrees and sublayers, resampled content, pixman
/// images) must never change what is drawn: every frame composited from damage equals a full
/// recomposite of the same scene, and a cached resampled layer follows its content and
/// transform.
@Suite("Compositor caches", .serialized, .freshContext) @MainActor
struct CompositorCacheTests {
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.buffer.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    @Test("After random moves, rotations, fades, redraws and re-insertions, each damage-only frame equals a full recomposite",
          arguments: [42, 7, 2024] as [UInt64])
    func randomChangesMatchFullComposite(seed: UInt64) {
        randomScene(seed: seed, views: 60, columns: 10, frames: 50)
    }

    /// A window with hundreds of subviews culls them through a grid of their areas
    /// (`SublayerGrid`), kept up to date across moves, jumps far away, re-ordering, hiding and
    /// removal.
    @Test("With 300 subviews (culled through a grid), each damage-only frame equals a full recomposite",
          arguments: [5, 99] as [UInt64])
    func wideSceneMatchesFullComposite(seed: UInt64) {
        randomScene(seed: seed, views: 300, columns: 20, frames: 25)
    }

    private func randomScene(seed: UInt64, views count: Int, columns: Int, frames: Int) {
        let host = UITestHost(size: CGSize(width: CGFloat(columns) * 16, height: CGFloat(count / columns) * 18), scale: 2)
        host.window.backgroundColor = .white
        var random = Sequence(state: seed)
        var views: [UIView] = []
        for i in 0..<count {
            let frame = CGRect(x: CGFloat(i % columns) * 16, y: CGFloat(i / columns) * 18, width: 14, height: 15)
            let v: UIView = i % 3 == 0 ? Swatch(frame: frame) : UIView(frame: frame)
            v.backgroundColor = i % 4 == 0 ? nil : UIColor(hue: CGFloat(i % 7) / 7, saturation: 0.7, brightness: 0.9,
                                                          alpha: i % 5 == 0 ? 0.6 : 1)
            if i % 6 == 1 { v.layer.cornerRadius = 4; v.clipsToBounds = true }
            if i % 9 == 2 { v.layer.borderWidth = 1.5; v.layer.borderColor = UIColor.black.cgColor }
            if i % 8 == 3 {
                // A container: its subview hangs outside it (no clipping).
                let child = Swatch(frame: CGRect(x: 8, y: 8, width: 12, height: 10))
                v.addSubview(child)
                views.append(child)
            }
            host.window.addSubview(v)
            views.append(v)
        }
        host.runLoopTurn()
        for step in 0..<frames {
            for _ in 0..<3 {
                let v = views[random.next(views.count)]
                switch random.next(9) {
                case 0: v.center.x += CGFloat(random.next(21) - 10)
                case 7:
                    // A jump anywhere, sometimes beyond the window's edges.
                    v.center = CGPoint(x: CGFloat(random.next(columns * 20)) - 20, y: CGFloat(random.next(count)) - 10)
                case 8:
                    // Re-ordered among its siblings (the same number of sublayers).
                    if let superview = v.superview { superview.insertSubview(v, at: random.next(superview.subviews.count)) }
                case 1: v.center.y += CGFloat(random.next(11) - 5) + 0.25   // fractional positions
                case 2:
                    // Rotated content goes through the resampling cache. (What Cairo itself
                    // rasterizes — a rotated background or border, anything under a rounded
                    // clip — may round an antialiased edge pixel by a few units differently when
                    // the damage rectangle cuts the shape, so those are left out.)
                    guard v.backgroundColor == nil, v.layer.borderWidth == 0, v.subviews.isEmpty,
                          v.superview?.clipsToBounds != true else {
                        v.center.x += 1
                        break
                    }
                    v.transform = CGAffineTransform(rotationAngle: CGFloat(random.next(40)) / 20)
                case 3: v.alpha = CGFloat(random.next(3) + 1) / 3
                case 4: (v as? Swatch)?.color = UIColor(white: CGFloat(random.next(5)) / 4, alpha: 1)
                case 5: v.isHidden.toggle()
                default:
                    // Re-added on top (a structural change of the superview's sublayers).
                    if let superview = v.superview { v.removeFromSuperview(); superview.addSubview(v) }
                }
            }
            let partial = host.renderScreen()
            let full = host.fullRecomposite()
            let difference = ReferenceImage.difference(partial, full, tolerance: 1, name: "frame \(step)")
            #expect(difference == nil, "\(difference?.message ?? "")")
            if difference != nil { break }
        }
    }

    /// What the compositor learns about a layer lives in the layer's own render record and dies
    /// with it: a new container allocated where a dead one was (the allocator reuses the
    /// address at once) must not be culled with the dead container's record of where its
    /// sublayers were.
    @Test("A view made where a dead one was is composited from its own subviews, never the dead one's records")
    func newLayerAtReusedAddressStartsClean() {
        let host = UITestHost(size: CGSize(width: 160, height: 160), scale: 1)
        host.window.backgroundColor = .white
        var addresses = Set<ObjectIdentifier>(), reused = 0
        for round in 0..<12 {
            let container = UIView(frame: host.window.bounds)
            for i in 0..<100 {
                // Each round lays the grid out differently (rows shift by round).
                let v = UIView(frame: CGRect(x: CGFloat(i % 10) * 16, y: CGFloat((i / 10 + round) % 10) * 16, width: 12, height: 12))
                v.backgroundColor = UIColor(hue: CGFloat((i + round) % 7) / 7, saturation: 0.8, brightness: 0.8, alpha: 1)
                container.addSubview(v)
            }
            host.window.addSubview(container)
            _ = host.renderScreen()
            if !addresses.insert(ObjectIdentifier(container.layer)).inserted { reused += 1 }
            container.subviews[round].center.x += 3
            let partial = host.renderScreen()
            let difference = ReferenceImage.difference(partial, host.fullRecomposite(), tolerance: 1, name: "round \(round)")
            #expect(difference == nil, "\(difference?.message ?? "")")
            container.removeFromSuperview()
            _ = host.renderScreen()   // the frame lets go of what it damaged
        }
        // Not an expectation (the allocator decides), but the case this test is about.
        if reused == 0 { print("note: no container layer address was reused in this run") }
    }

    /// Invalidation is not damage: moving or fading a layer keeps its content and what the
    /// compositor made of it — an image set as `contents`, or what its view drew (the backing
    /// store); only redrawing drops that.
    @Test("A rotated layer's content is resampled once, then copied while it moves by whole pixels and fades",
          arguments: [false, true])
    func rotatedLayerIsCachedAcrossWholePixelMoves(drawnByItsView: Bool) {
        let host = UITestHost(size: CGSize(width: 80, height: 80), scale: 1)
        host.window.backgroundColor = .white
        let frame = CGRect(x: 20, y: 20, width: 30, height: 24)
        let v: UIView
        if drawnByItsView {
            v = Swatch(frame: frame)
        } else {
            v = UIView(frame: frame)
            v.layer.contents = UITestHost.render(Swatch(frame: CGRect(origin: .zero, size: frame.size)).layer, scale: 1)
        }
        v.transform = CGAffineTransform(rotationAngle: 0.4)
        host.window.addSubview(v)
        _ = host.renderScreen()
        let rendered = TransformedContentCache.rendered
        v.center.x += 7
        v.center.y -= 3
        v.alpha = 0.8
        let moved = host.renderScreen()
        #expect(TransformedContentCache.rendered == rendered)
        #expect(RenderServer.lastFrame.drawCalls == 0)
        #expect(ReferenceImage.difference(moved, host.fullRecomposite(), tolerance: 1) == nil)
    }

    @Test("A cached rotated layer is resampled again when its content changes")
    func rotatedLayerFollowsContent() {
        let host = UITestHost(size: CGSize(width: 80, height: 80), scale: 2)
        host.window.backgroundColor = .white
        let v = Swatch(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
        v.transform = CGAffineTransform(rotationAngle: 0.3)
        host.window.addSubview(v)
        let before = host.renderScreen()
        #expect(pixel(before, 70, 70) == [255, 128, 0, 255])   // orange in the middle
        v.color = .blue
        let after = host.renderScreen()
        #expect(pixel(after, 70, 70) == [0, 0, 255, 255])
        #expect(ReferenceImage.difference(after, host.fullRecomposite(), tolerance: 1) == nil)
    }

    @Test("A cached rotated layer is resampled again when its transform changes")
    func rotatedLayerFollowsTransform() {
        let host = UITestHost(size: CGSize(width: 80, height: 80), scale: 2)
        host.window.backgroundColor = .white
        let v = Swatch(frame: CGRect(x: 10, y: 30, width: 60, height: 10))
        v.backgroundColor = nil
        v.isOpaque = false
        v.transform = CGAffineTransform(rotationAngle: 0.2)
        host.window.addSubview(v)
        _ = host.renderScreen()
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = host.renderScreen()
        // Now a vertical bar through the centre: the left end of the old bar is white.
        #expect(pixel(turned, 80, 20) == [255, 128, 0, 255])
        #expect(pixel(turned, 30, 70) == [255, 255, 255, 255])
        #expect(ReferenceImage.difference(turned, host.fullRecomposite(), tolerance: 1) == nil)
    }

    @Test("Fractional positions are resampled like Cairo draws them, with antialiased edges")
    func fractionalPositionsKeepTheirEdges() {
        let host = UITestHost(size: CGSize(width: 40, height: 20), scale: 1)
        host.window.backgroundColor = .white
        let v = Swatch(frame: CGRect(x: 10.5, y: 5, width: 20, height: 10))
        v.color = .black
        v.backgroundColor = .black
        host.window.addSubview(v)
        let frame = host.renderScreen()
        // Half of pixel 10 is covered: a grey between white and black.
        let edge = pixel(frame, 10, 10)[0]
        #expect(edge > 40 && edge < 215)
        #expect(pixel(frame, 15, 10) == [0, 0, 0, 255])
    }

    @Test("A subview added to a composited leaf outside its bounds is drawn (extents follow the tree)")
    func extentFollowsNewSublayers() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        host.window.backgroundColor = .white
        let container = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        container.backgroundColor = .blue
        host.window.addSubview(container)
        _ = host.renderScreen()
        _ = host.renderScreen()
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        child.backgroundColor = .red
        container.addSubview(child)
        var frame = host.renderScreen()
        #expect(pixel(frame, 65, 65) == [255, 0, 0, 255])
        child.center.x += 20
        frame = host.renderScreen()
        #expect(pixel(frame, 65, 65) == [255, 255, 255, 255])
        #expect(pixel(frame, 85, 65) == [255, 0, 0, 255])
    }

    @Test("Translucent fills written with pixman equal Cairo's (the same colors through a clip Cairo must hold)")
    func pixmanFillsMatchCairo() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 8)
        for i in 0..<20 {
            let sub = CALayer()
            sub.frame = CGRect(x: CGFloat(i) * 2, y: 0, width: 2, height: 8)
            sub.backgroundColor = CGColor(red: CGFloat(i) / 19, green: 0.37, blue: 1 - CGFloat(i) / 23,
                                          alpha: CGFloat(i + 1) / 21)
            layer.addSublayer(sub)
        }
        // A rectangular clip: the fills go straight to the pixels.
        let direct = UITestHost.render(layer, scale: 1)
        // An L-shaped clip is not one rectangle: Cairo fills (compared inside the L).
        let buffer = PixelBuffer(width: 40, height: 8)!
        let ctx = CGContext(buffer: buffer, ctm: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 8))
        ctx.clip(to: [CGRect(x: 0, y: 0, width: 40, height: 4), CGRect(x: 0, y: 4, width: 30, height: 4)])
        layer.render(in: ctx)
        ctx.flush()
        let viaCairo = CGImage(buffer: buffer)
        var mismatches = 0
        for y in 0..<8 {
            for x in 0..<40 where (x < 30 || y < 4) && pixel(direct, x, y) != pixel(viaCairo, x, y) { mismatches += 1 }
        }
        #expect(mismatches == 0)
        #expect(pixel(viaCairo, 35, 6) == [0, 0, 0, 0])   // outside the L: Cairo did clip
    }
}
