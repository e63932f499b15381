// Animation benchmark: 500 views animating position and alpha together for 120 frames in a
// 1280 × 800-point window at 2×. Each frame evaluates the animations into presentation values
// and composites the damage; the baseline is the same frames with the same values set on the
// model directly (no animations: damage-only composites without animation bookkeeping).
import Foundation
import QuartzCore
import UIKit

@MainActor func runAnimationBenchmarks() {
    let size = CGSize(width: 1280, height: 800), scale: CGFloat = 2
    HeadlessBackend.install(size: size, scale: scale)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    // A 25 × 20 grid of squares.
    let views = (0..<500).map { i -> UIView in
        let square = UIView(frame: CGRect(x: 20 + CGFloat(i % 25) * 40, y: 20 + CGFloat(i / 25) * 38, width: 30, height: 30))
        square.backgroundColor = UIColor(hue: CGFloat(i % 13) / 13, saturation: 0.7, brightness: 0.9, alpha: 1)
        return square
    }
    views.forEach(window.addSubview)
    let starts = views.map(\.center)
    let app = UIApplication.shared
    app.runLoopTurn()
    let frames = 120, duration = 2.0, shift = CGPoint(x: 220, y: 30)

    func elapsed(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
    }

    // Animated: one block, then 120 frames on the virtual clock.
    func animatedRun() -> Double {
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
            for (v, s) in zip(views, starts) {
                v.center = CGPoint(x: s.x + shift.x, y: s.y + shift.y)
                v.alpha = 0.3
            }
        })
        app.runLoopTurn()
        var total = 0.0
        for _ in 0..<frames {
            HeadlessBackend.advanceTime(by: 1.0 / 60)
            total += elapsed { app.runLoopTurn() }
        }
        // Back to the start without animation, for the next run.
        for v in views { v.layer.removeAllAnimations() }
        for (v, s) in zip(views, starts) { v.center = s; v.alpha = 1 }
        app.runLoopTurn()
        return total / Double(frames)
    }

    // Baseline: the same values set frame by frame on the model.
    func directRun() -> Double {
        var total = 0.0
        for f in 1...frames {
            let t = CGFloat(min(1, Double(f) / 60 / duration))
            HeadlessBackend.advanceTime(by: 1.0 / 60)
            for (v, s) in zip(views, starts) {
                v.center = CGPoint(x: s.x + shift.x * t, y: s.y + shift.y * t)
                v.alpha = 1 - 0.7 * t
            }
            total += elapsed { app.runLoopTurn() }
        }
        for (v, s) in zip(views, starts) { v.center = s; v.alpha = 1 }
        app.runLoopTurn()
        return total / Double(frames)
    }

    _ = animatedRun()      // warm up caches
    var animated: [Double] = [], direct: [Double] = []
    for _ in 0..<3 {
        animated.append(animatedRun())
        direct.append(directRun())
    }
    let a = animated.sorted()[1], d = direct.sorted()[1]
    record("animation frame: 500 views, position + alpha", a, "ms", baseline: "same frames set on the model", d)
    window.isHidden = true
}
