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

    try recordFrames(of: window, count: 96, named: "animation", into: output)
    window.isHidden = true
}

/// Renders `window` every fourth frame for `frames` frames of virtual time (60 per second)
/// into `name`/frame-NNN.png under `output` and `name`.png (animated).
@preconcurrency @MainActor func recordFrames(of window: UIWindow, count frames: Int, named name: String, into output: URL) throws {
    try writeFrames(captureFrames(of: window, count: frames), named: name, into: output)
}

/// Every fourth of the next `count` frames (60 per second, the first now) of `window`, with
/// the windows above it on its screen (the device's status bar) drawn over it.
@preconcurrency @MainActor func captureFrames(of window: UIWindow, count frames: Int) -> [Data] {
    let format = UIGraphicsImageRendererFormat()
    format.scale = UIScreen.main.scale
    var pngs: [Data] = []
    for frame in 0...frames {
        if frame > 0 { HeadlessBackend.advanceTime(by: 1.0 / 60) }
        UIApplication.shared.runLoopTurn()
        guard frame % 4 == 0 else { continue }
        let above = UIApplication.shared.windows.filter { $0.windowLevel > window.windowLevel && $0.screen === window.screen }
        pngs.append(UIGraphicsImageRenderer(bounds: window.bounds, format: format).pngData { _ in
            for shown in [window] + above { _ = shown.drawHierarchy(in: shown.frame, afterScreenUpdates: true) }
        })
    }
    return pngs
}

/// Writes `pngs` as `name`/frame-NNN.png (every fourth frame's number) and `name`.png (animated).
@preconcurrency @MainActor func writeFrames(_ pngs: [Data], named name: String, into output: URL) throws {
    let directory = output.appendingPathComponent(name, isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (index, png) in pngs.enumerated() {
        try png.write(to: directory.appendingPathComponent(String(format: "frame-%03d.png", index * 4)))
    }
    print("wrote \(directory.path)/frame-000…\(String(format: "%03d", (pngs.count - 1) * 4)).png (\(pngs.count) frames)")
    if let apng = AnimatedPNG.assemble(pngs, delay: (4, 60)) {
        let url = output.appendingPathComponent(name + ".png")
        try apng.write(to: url)
        print("wrote \(url.path) (animated PNG, \(pngs.count) frames at 15 per second)")
    }
}

/// Joins PNG images of one size into an animated PNG (APNG): the first image's IHDR, an
/// `acTL`, then per frame an `fcTL` and its image data (`IDAT` for the first, `fdAT` after).
enum AnimatedPNG {
    static func assemble(_ frames: [Data], delay: (UInt16, UInt16)) -> Data? {
        guard let first = frames.first, let header = chunks(first).first(where: { $0.type == "IHDR" }) else { return nil }
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        out += chunk("IHDR", header.data)
        out += chunk("acTL", be32(UInt32(frames.count)) + be32(0))
        var sequence: UInt32 = 0
        for (index, png) in frames.enumerated() {
            let parts = chunks(png)
            guard let ihdr = parts.first(where: { $0.type == "IHDR" }), ihdr.data == header.data else { return nil }
            var control = be32(sequence) + ihdr.data.prefix(8) + be32(0) + be32(0)
            control += be16(delay.0) + be16(delay.1) + Data([0, 0])
            out += chunk("fcTL", control)
            sequence += 1
            for part in parts where part.type == "IDAT" {
                if index == 0 {
                    out += chunk("IDAT", part.data)
                } else {
                    out += chunk("fdAT", be32(sequence) + part.data)
                    sequence += 1
                }
            }
        }
        out += chunk("IEND", Data())
        return out
    }

    private static func chunks(_ png: Data) -> [(type: String, data: Data)] {
        var result: [(String, Data)] = []
        var i = png.startIndex + 8
        while i + 8 <= png.endIndex {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            guard i + 12 + length <= png.endIndex else { break }
            result.append((type, Data(png[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        return result
    }

    private static func chunk(_ type: String, _ data: Data) -> Data {
        let body = Data(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    private static func be32(_ v: UInt32) -> Data { Data([UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]) }
    private static func be16(_ v: UInt16) -> Data { Data([UInt8(v >> 8), UInt8(v & 0xFF)]) }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ data: Data) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
