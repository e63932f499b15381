// hitTest(_:with:) on scenes of ~1,000 and 10,000 views, per point, and the whole path of a
// tap (backend report → UITouch → hit-test → touchesBegan/Ended).
import Foundation
import UIKit

/// A deterministic stream of points (a linear congruential generator), the same every run.
private struct Points {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    mutating func next(in size: CGSize) -> CGPoint {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let x = Double((state >> 33) % 100_000) / 100_000
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let y = Double((state >> 33) % 100_000) / 100_000
        return CGPoint(x: x * size.width, y: y * size.height)
    }
}

@MainActor private func timeHits(_ root: UIView, count: Int = 10_000) -> Double {
    var points = Points()
    let list = (0..<count).map { _ in points.next(in: root.bounds.size) }
    var hits = 0
    let ms = measure {
        hits = 0
        for p in list where root.hitTest(p, with: nil) != nil { hits += 1 }
    }
    blackHole(hits)
    return ms * 1e3 / Double(count)       // µs per point
}

/// The least a hit-test can cost: the same tree as plain nodes with frames, front to back,
/// rectangles only.
private func plainHit(_ node: PlainNode, _ p: CGPoint) -> PlainNode? {
    guard CGRect(origin: .zero, size: node.frame.size).contains(p) else { return nil }
    for child in node.children.reversed() {
        if let hit = plainHit(child, CGPoint(x: p.x - child.frame.minX, y: p.y - child.frame.minY)) { return hit }
    }
    return node
}

/// A plain-node copy of `view`'s tree.
@MainActor private func plainCopy(_ view: UIView) -> PlainNode {
    let node = PlainNode()
    node.frame = view.frame
    for sub in view.subviews { node.add(plainCopy(sub)) }
    return node
}

@MainActor private func timePlainHits(_ root: UIView, count: Int = 10_000) -> Double {
    let plain = plainCopy(root)
    var points = Points()
    let list = (0..<count).map { _ in points.next(in: root.bounds.size) }
    var hits = 0
    let ms = measure {
        hits = 0
        for p in list where plainHit(plain, p) != nil { hits += 1 }
    }
    blackHole(hits)
    return ms * 1e3 / Double(count)
}

@MainActor func runHitTestingBenchmarks() {
    // 10 containers × 100 views, laid out as a screen of cards in rows.
    let scene = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    for c in 0..<10 {
        let container = UIView(frame: CGRect(x: CGFloat(c % 5) * 256, y: CGFloat(c / 5) * 400, width: 256, height: 400))
        scene.addSubview(container)
        for i in 0..<100 {
            container.addSubview(UIView(frame: CGRect(x: CGFloat(i % 10) * 25, y: CGFloat(i / 10) * 40, width: 24, height: 38)))
        }
    }
    record("hitTest, 1,010-view scene (per point)", timeHits(scene), "µs", baseline: "plain node tree", timePlainHits(scene),
           goal: .ratio(1))

    // 10,000 views, wide: one container of 10,000 overlapping siblings.
    let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    for i in 0..<10_000 {
        wide.addSubview(UIView(frame: CGRect(x: CGFloat(i % 100) * 10, y: CGFloat(i / 100) * 10, width: 10, height: 10)))
    }
    record("hitTest, 10,000 siblings (per point)", timeHits(wide), "µs", baseline: "plain node tree", timePlainHits(wide),
           goal: .ratio(1))

    // 10,000 views, deep: a chain, each inset by a fraction of a point.
    let deep = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    var leaf = deep
    for _ in 0..<10_000 {
        let v = UIView(frame: leaf.bounds.insetBy(dx: 0.04, dy: 0.04))
        leaf.addSubview(v)
        leaf = v
    }
    record("hitTest, 10,000-deep chain (per point)", timeHits(deep, count: 1_000), "µs")

    // A tap's whole path in a window: two touch reports, hit-test, began/ended.
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.makeKeyAndVisible()
    window.addSubview(scene)
    let app = UIApplication.shared
    let taps = 1_000
    let tapTime = measure {
        for i in 0..<taps {
            let p = CGPoint(x: CGFloat(i % 300) + 10, y: 100)
            app.handleTouches([TouchInput(finger: 0, phase: .began, location: p)])
            app.handleTouches([TouchInput(finger: 0, phase: .ended, location: p)])
        }
    }
    record("tap dispatch: down + up through hit-test (per tap)", tapTime * 1e3 / Double(taps), "µs")

    // The same taps through three recognizers on the tapped views' container: a tap, a
    // long press and a pan (the tap recognizes each time).
    var recognized = 0
    let target = scene.subviews[0]
    target.addGestureRecognizer(UITapGestureRecognizer { _ in recognized += 1 })
    target.addGestureRecognizer(UILongPressGestureRecognizer { _ in })
    target.addGestureRecognizer(UIPanGestureRecognizer { _ in })
    let recognizerTime = measure {
        for i in 0..<taps {
            let p = CGPoint(x: CGFloat(i % 200) + 10, y: 100)
            app.handleTouches([TouchInput(finger: 0, phase: .began, location: p)])
            app.handleTouches([TouchInput(finger: 0, phase: .ended, location: p)])
        }
    }
    precondition(recognized >= taps, "every tap was recognized")
    record("tap dispatch through 3 recognizers (per tap)", recognizerTime * 1e3 / Double(taps), "µs",
           baseline: "the same tap without recognizers", tapTime * 1e3 / Double(taps))
    window.isHidden = true
}
