import Testing
import UIKitTesting
@testable import QuartzCore
@testable import UIKit

/// CAEmitterLayer: particles from the emitter's shape, moving on the media clock, the same at
/// the same time whatever frames came before, and gone once their lifetime is over after
/// `birthRate` drops to 0.
@Suite("Emitter layers", .serialized, .freshContext) @MainActor
struct EmitterLayerTests {
    private func square(_ side: CGFloat) -> CGImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }.cgImage!
    }

    private func confetti(in host: UITestHost) -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        emitter.frame = host.window.bounds
        emitter.emitterPosition = CGPoint(x: 100, y: -5)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: 200, height: 1)
        emitter.seed = 7
        emitter.emitterCells = [UIColor.red, UIColor.blue, UIColor.orange].map { color in
            let cell = CAEmitterCell()
            cell.birthRate = 12
            cell.lifetime = 4
            cell.velocity = 60
            cell.velocityRange = 20
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 4
            cell.yAcceleration = 30
            cell.spin = 2
            cell.spinRange = 3
            cell.scale = 1
            cell.scaleRange = 0.3
            cell.color = color.cgColor
            cell.contents = square(8)
            return cell
        }
        host.window.layer.addSublayer(emitter)
        return emitter
    }

    private func shot(_ host: UITestHost) -> CGImage { CGImage(buffer: host.screen.renderTarget!.buffer.copy()) }

    @Test("Confetti falling from a line, drawn at 1.5 s, at scale 1 and 2", arguments: [1.0, 2.0])
    func confettiRendering(_ scale: CGFloat) {
        let host = UITestHost(size: CGSize(width: 200, height: 150), scale: scale)
        host.window.backgroundColor = .white
        _ = confetti(in: host)
        host.runLoopTurn()
        for _ in 0..<6 { host.advanceTime(by: 0.25) }
        let diff = ReferenceImage.compare(host.renderScreen(), named: "emitter-confetti@\(Int(scale))x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }

    @Test("Particles follow from the time alone: the frame at 1.5 s is the same after 6 frames or after 1; each damage-only frame equals a full recomposite")
    func deterministic() {
        let host = UITestHost(size: CGSize(width: 200, height: 150), scale: 1)
        host.window.backgroundColor = .white
        let emitter = confetti(in: host)
        host.runLoopTurn()
        for _ in 0..<6 {
            host.advanceTime(by: 0.25)
            let frame = shot(host)
            TransformedContentCache.removeAll()
            RenderServer.composite(host.screen.renderTarget!)
            #expect(ReferenceImage.difference(frame, shot(host), tolerance: 1) == nil)
        }
        let stepped = shot(host)
        emitter.removeFromSuperlayer()

        let other = UITestHost(size: CGSize(width: 200, height: 150), scale: 1)
        other.window.backgroundColor = .white
        _ = confetti(in: other)
        other.runLoopTurn()
        other.advanceTime(by: 1.5)
        #expect(ReferenceImage.difference(stepped, shot(other), tolerance: 1) == nil)
    }

    @Test("birthRate 0 stops emitting; particles alive live out their lifetime, then the run loop stops asking for frames")
    func stopping() {
        let host = UITestHost(size: CGSize(width: 200, height: 150), scale: 1)
        host.window.backgroundColor = .white
        let emitter = confetti(in: host)
        host.runLoopTurn()
        host.advanceTime(by: 1)
        #expect(CAEmitterLayer.anyActive)
        emitter.birthRate = 0
        host.runLoopTurn()
        host.advanceTime(by: 0.5)
        let red = { (image: CGImage) -> Int in
            var n = 0
            for y in 0..<image.height { for x in 0..<image.width { let p = image.pixel(x: x, y: y); if p.r > 200 && p.g < 60 { n += 1 } } }
            return n
        }
        #expect(red(shot(host)) > 0)                 // still falling
        host.advanceTime(by: 5)
        #expect(red(shot(host)) == 0)                // all gone
        #expect(!CAEmitterLayer.anyActive)
    }
}
