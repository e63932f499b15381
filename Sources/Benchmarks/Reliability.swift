// Trees at the sizes a program should survive: 100,000 deep, 100,000 wide, 1,000 recognizers
// on one touch, and build/tear-down cycles, each beside a baseline that shows the cost is
// linear (the same count of views in a shallow tree, one recognizer).
import Foundation
import UIKit

@MainActor private func showWindow() -> UIWindow {
    HeadlessBackend.install(size: CGSize(width: 200, height: 200), scale: 1)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.makeKeyAndVisible()
    return window
}

/// Builds `count` views, each a subview of the last (`deep`) or all of one root, shows them
/// and draws the first frame; then tears the tree down. Milliseconds. `inWindow` builds
/// under a root already in the window (each view joins a shown tree as it is added).
@MainActor private func buildShowAndDrop(_ count: Int, deep: Bool, inWindow: Bool = false) -> Double {
    let window = showWindow()
    let app = UIApplication.shared
    let ms = measure(runs: 3) {
        // Built off screen, then shown, as an app builds a screen's views before adding them
        // (or, `inWindow`, under a root already shown).
        let root = UIView(frame: window.bounds)
        if inWindow { window.addSubview(root) }
        var parent = root
        for i in 0..<count {
            let v = UIView(frame: deep ? CGRect(x: 0.001, y: 0, width: 150, height: 150)
                                       : CGRect(x: CGFloat(i % 150), y: CGFloat(i / 150 % 150), width: 4, height: 4))
            v.backgroundColor = i % 2 == 0 ? .red : .blue
            (deep ? parent : root).addSubview(v)
            parent = v
        }
        if !inWindow { window.addSubview(root) }
        app.runLoopTurn()
        root.removeFromSuperview()
        app.runLoopTurn()
    }
    window.isHidden = true
    return ms
}

/// Removes `count` sibling views of a shown root one by one from the front, as
/// `subviews.forEach { $0.removeFromSuperview() }` does, and draws the frame after. Only the
/// removals and that frame are timed (median of 3). Milliseconds.
@MainActor private func removeFromFront(_ count: Int) -> Double {
    let window = showWindow()
    let app = UIApplication.shared
    var samples: [Double] = []
    for _ in 0..<3 {
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        for i in 0..<count {
            root.addSubview(UIView(frame: CGRect(x: CGFloat(i % 150), y: CGFloat(i / 150 % 150), width: 4, height: 4)))
        }
        app.runLoopTurn()
        samples.append(measure(runs: 1) {
            for v in root.subviews { v.removeFromSuperview() }
            app.runLoopTurn()
        })
        root.removeFromSuperview()
    }
    window.isHidden = true
    return samples.sorted()[1]
}

/// One tap where `count` tap recognizers share the touch (ten per view, on nested views).
@MainActor private func tapOver(_ count: Int) -> Double {
    let window = showWindow()
    let app = UIApplication.shared
    var parent: UIView = window
    for i in 0..<count {
        if i % 10 == 0 {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            parent.addSubview(v)
            parent = v
        }
        parent.addGestureRecognizer(UITapGestureRecognizer(action: { _ in }))
    }
    app.runLoopTurn()
    let ms = measure(runs: 5) {
        app.handleTouches([TouchInput(finger: 0, phase: .began, location: CGPoint(x: 50, y: 50))])
        app.handleTouches([TouchInput(finger: 0, phase: .ended, location: CGPoint(x: 50, y: 50))])
        app.runLoopTurn()
    }
    window.isHidden = true
    return ms
}

/// A view that draws, so each cycle makes and frees backing stores.
private final class CycleView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.green.setFill()
        UIRectFill(bounds.insetBy(dx: 1, dy: 1))
    }
}

/// Heap growth per cycle over `cycles` build/tear-down cycles of a `size`-view tree with
/// drawn content, animations, recognizers and constraints, after a warm-up cycle. Kilobytes.
@MainActor private func heapGrowthPerCycle(size: Int, cycles: Int) -> Double {
    let window = showWindow()
    let app = UIApplication.shared
    func cycle() {
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        var previous: UIView?
        for i in 0..<size {
            let v: UIView = i % 10 == 0 ? CycleView(frame: CGRect(x: CGFloat(i % 180), y: CGFloat(i / 180 % 180), width: 20, height: 20))
                                        : UIView(frame: CGRect(x: CGFloat(i % 180), y: CGFloat(i / 180 % 180), width: 8, height: 8))
            root.addSubview(v)
            if i % 50 == 0 { v.addGestureRecognizer(UITapGestureRecognizer(action: { _ in })) }
            if i % 100 == 1, let previous {
                v.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 2),
                                             v.topAnchor.constraint(equalTo: previous.topAnchor),
                                             v.widthAnchor.constraint(equalToConstant: 8), v.heightAnchor.constraint(equalToConstant: 8)])
            }
            previous = v
        }
        app.runLoopTurn()
        UIView.animate(withDuration: 1) { for v in root.subviews.prefix(200) { v.alpha = 0.5 } }
        HeadlessBackend.advanceTime(by: 0.1)
        app.runLoopTurn()
        root.removeFromSuperview()
        app.runLoopTurn()
        HeadlessBackend.advanceTime(by: 2)
        app.runLoopTurn()
    }
    cycle()
    let before = heapInUse()
    for _ in 0..<cycles { cycle() }
    let growth = Double(heapInUse() - before) / Double(cycles) / 1024
    window.isHidden = true
    return growth
}

@MainActor func runReliabilityBenchmarks() {
    let deep = buildShowAndDrop(100_000, deep: true)
    let wide = buildShowAndDrop(100_000, deep: false)
    record("100,000-deep chain: build, frame, drop", deep, "ms", baseline: "100,000 siblings, same steps", wide)
    record("100,000-deep chain built inside the shown window", buildShowAndDrop(100_000, deep: true, inWindow: true), "ms",
           baseline: "built off screen, then shown", deep)
    let flat = buildShowAndDrop(1_000, deep: false)
    record("100,000 siblings: build, frame, drop", wide, "ms", baseline: "1,000 siblings ×100", flat * 100)
    record("100,000 siblings removed one by one from the front", removeFromFront(100_000), "ms",
           baseline: "1,000 siblings ×100", removeFromFront(1_000) * 100)
    record("tap over 1,000 recognizers", tapOver(1_000), "ms", baseline: "tap over 10 recognizers ×100", tapOver(10) * 100)
    record("heap growth per 10,000-view build/tear-down", heapGrowthPerCycle(size: 10_000, cycles: 200), "KB")
}
