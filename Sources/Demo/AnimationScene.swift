// The animation scene: ordinary UIKit animation code (a block with a spring, a keyframe
// animation, a flip transition and a Core Animation spin), rendered frame by frame into
// demo-out/animation/frame-NNN.png. Time comes from the headless backend's virtual clock,
// stepped one 60 Hz frame at a time (on a device the display would pace it).
import Foundation
import QuartzCore
import UIKit

@preconcurrency @MainActor func renderAnimationScene(into output: URL) throws {
    let window = makeWindow(CGSize(width: 360, height: 240))
    let ball = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 40))
    ball.backgroundColor = .blue
    ball.layer.cornerRadius = 20
    window.addSubview(ball)

    let square = UIView(frame: CGRect(x: 20, y: 120, width: 40, height: 40))
    square.backgroundColor = .orange
    window.addSubview(square)

    let card = UIView(frame: CGRect(x: 240, y: 40, width: 100, height: 70))
    card.backgroundColor = UIColor(red: 0.2, green: 0.7, blue: 0.35, alpha: 1)
    let mark = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    mark.backgroundColor = .white
    card.addSubview(mark)
    window.addSubview(card)

    let spinner = CALayer()
    spinner.frame = CGRect(x: 270, y: 160, width: 40, height: 40)
    spinner.backgroundColor = UIColor.purple.cgColor
    window.layer.addSublayer(spinner)
    window.addSubview(caption("spring · keyframes · flip · spin", CGRect(x: 10, y: 210, width: 340, height: 20)))
    UIApplication.shared.runLoopTurn()

    UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: 0.45, initialSpringVelocity: 0, options: [], animations: {
        ball.center.x = 200
    })
    UIView.animateKeyframes(withDuration: 1.5, delay: 0, options: [], animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            square.center = CGPoint(x: 120, y: 180)
            square.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            square.center = CGPoint(x: 200, y: 140)
            square.alpha = 0.4
        }
    })
    UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft], animations: {
        card.backgroundColor = .red
        mark.frame.origin = CGPoint(x: 70, y: 40)
    })
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0.0
    spin.toValue = 2 * Double.pi
    spin.duration = 1.5
    spinner.add(spin, forKey: "spin")

    let directory = output.appendingPathComponent("animation", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let format = UIGraphicsImageRendererFormat()
    format.scale = UIScreen.main.scale
    let frames = 96
    for frame in 0...frames {
        if frame > 0 { HeadlessBackend.advanceTime(by: 1.0 / 60) }
        UIApplication.shared.runLoopTurn()
        // Every fourth frame is written (15 per second of animation).
        guard frame % 4 == 0 else { continue }
        let png = UIGraphicsImageRenderer(bounds: window.bounds, format: format).pngData { _ in
            _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        try png.write(to: directory.appendingPathComponent(String(format: "frame-%03d.png", frame)))
    }
    print("wrote \(directory.path)/frame-000…\(String(format: "%03d", frames)).png (\(frames / 4 + 1) frames)")
    window.isHidden = true
}
