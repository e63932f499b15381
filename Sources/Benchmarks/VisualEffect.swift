import CoreGraphics
import Foundation
import QuartzCore
import UIKit

/// The cost of a live blur: content scrolling under a blurred bar, and under a blur that
/// covers the screen, on a 390 × 844-point screen at 3× — against the same frames with the
/// effect views showing no effect, with the 120 Hz frame budget as the goal.
@MainActor func runVisualEffectBenchmarks() {
    let size = CGSize(width: 390, height: 844)
    HeadlessBackend.install(size: size, scale: 3)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let content = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: 4_000))
    for i in 0..<100 {
        let row = UIView(frame: CGRect(x: 16, y: CGFloat(i) * 40, width: size.width - 32, height: 32))
        row.backgroundColor = UIColor(hue: CGFloat(i % 13) / 13, saturation: 0.7, brightness: 0.9, alpha: 1)
        content.addSubview(row)
    }
    window.addSubview(content)
    let bar = UIVisualEffectView(effect: nil)
    bar.frame = CGRect(x: 0, y: 0, width: size.width, height: 100)
    window.addSubview(bar)
    let sheet = UIVisualEffectView(effect: nil)
    sheet.frame = window.bounds
    sheet.isHidden = true
    window.addSubview(sheet)
    let app = UIApplication.shared
    app.runLoopTurn()

    var offset: CGFloat = 0
    /// Scrolls the content by 3 points and commits, 60 times; the time per frame in ms.
    func scrollFrames() -> Double {
        measure(runs: 7) {
            for _ in 0..<60 {
                offset = offset > 1_000 ? 0 : offset + 3
                content.frame.origin.y = -offset
                CATransaction.flush()
            }
        } / 60
    }
    /// Scroll frames with `view` showing no effect, then `effect`.
    func compare(_ name: String, _ view: UIVisualEffectView, _ effect: UIBlurEffect) {
        let plain = scrollFrames()
        view.effect = effect
        app.runLoopTurn()
        let blurred = scrollFrames()
        record("frame: content scrolls under \(name)", blurred, "ms", baseline: "the same view with no effect", plain,
               goal: .atMost(1_000 / 120))
        view.effect = nil
    }
    compare("a blurred bar", bar, UIBlurEffect(style: .systemChromeMaterial))
    sheet.isHidden = false
    app.runLoopTurn()
    compare("a full-screen blur", sheet, UIBlurEffect(style: .systemMaterial))
    window.isHidden = true
    CATransaction.flush()
}
