import UIKitTesting
import Foundation
import Synchronization
import Testing
import UIKit

/// Runs `body(i)` for each `i` in `0..<count`, each on a thread of its own, all at once, and
/// returns when every one has finished.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
        let group = DispatchGroup()
        for i in 0..<count {
            group.enter()
            Thread.detachNewThread {
                body(i)
                group.leave()
            }
        }
        group.notify(queue: .global()) { finished.resume() }
    }
}

/// The bytes of an image's pixels (premultiplied, native order), for exact comparison.
func pixelBytes(_ image: UIImage) -> Data {
    image.cgImage?.dataProvider?.data ?? Data()
}

/// One of several different drawings, each using a different part of UIKit's drawing API:
/// fills, Bézier paths, text, images, gradients, clipping and the legacy image context.
enum DrawingScene {
    static let count = 8
    static let size = CGSize(width: 64, height: 40)

    /// A small image drawn into some scenes (made once; images are immutable and shareable).
    static let sprite: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).image { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 4, height: 4)).fill()
        }
    }()

    /// Renders scene `index` at scale 2 with `UIGraphicsImageRenderer`.
    static func render(_ index: Int) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            draw(index, context.cgContext)
        }
    }

    static func draw(_ index: Int, _ cg: CGContext) {
        let hue = CGFloat(index) / CGFloat(count)
        UIColor(hue: hue, saturation: 0.8, brightness: 0.9, alpha: 1).setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 64, height: 40))
        switch index % 4 {
        case 0:
            let path = UIBezierPath(roundedRect: CGRect(x: 6, y: 4, width: 40, height: 30), cornerRadius: 7)
            path.lineWidth = 3
            UIColor.white.setStroke()
            path.stroke()
            UIColor.black.withAlphaComponent(0.5).setFill()
            UIBezierPath(arcCenter: CGPoint(x: 50, y: 20), radius: 9, startAngle: 0, endAngle: 4, clockwise: true).fill()
        case 1:
            let text = "Thread \(index)" as NSString
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.black]
            let size = text.size(withAttributes: attributes)
            text.draw(in: CGRect(x: 2, y: 2, width: size.width, height: size.height), withAttributes: attributes)
            NSAttributedString(string: "wrapped words on lines", attributes: attributes)
                .draw(with: CGRect(x: 2, y: 16, width: 60, height: 30), options: .usesLineFragmentOrigin, context: nil)
        case 2:
            sprite.draw(in: CGRect(x: 4, y: 4, width: 24, height: 24))
            sprite.draw(at: CGPoint(x: 40, y: 10), blendMode: .multiply, alpha: 0.7)
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 1)
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
            let half = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            half?.draw(in: CGRect(x: 30, y: 26, width: 20, height: 10))
        default:
            let colors = [UIColor.red.cgColor, UIColor.yellow.cgColor, UIColor.clear.cgColor]
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 0.6, 1])!
            cg.saveGState()
            cg.addEllipse(in: CGRect(x: 4, y: 2, width: 56, height: 36))
            cg.clip()
            cg.rotate(by: 0.1 * CGFloat(index))
            cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 64, y: 40), options: [.drawsAfterEndLocation])
            cg.restoreGState()
        }
    }
}

@Suite("Drawing on any thread (UIKit's graphics functions, image renderers and Core Graphics)", .freshContext)
struct ThreadSafeDrawingTests {
    @Test("8 threads rendering different images at once each get, pixel for pixel, what the main thread renders")
    func renderersOnManyThreads() async {
        let references = await MainActor.run { (0..<DrawingScene.count).map { pixelBytes(DrawingScene.render($0)) } }
        #expect(Set(references).count == DrawingScene.count)
        let mismatches = Mutex<[String]>([])
        await onThreads(DrawingScene.count) { thread in
            for iteration in 0..<12 {
                let scene = (thread + iteration) % DrawingScene.count
                if pixelBytes(DrawingScene.render(scene)) != references[scene] {
                    mismatches.withLock { $0.append("thread \(thread), iteration \(iteration), scene \(scene)") }
                }
            }
        }
        #expect(mismatches.withLock { $0 } == [])
    }

    @Test("One renderer shared by several threads draws each one's actions into that thread's own bitmap")
    func oneRendererManyThreads() async {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        nonisolated(unsafe) let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format)
        let wrong = Mutex(0)
        await onThreads(6) { thread in
            // Gray levels of whole bytes: 0, 51, 102, 153, 204, 255.
            let color = UIColor(white: CGFloat(thread) / 5, alpha: 1)
            for _ in 0..<20 {
                let image = renderer.image { context in
                    color.setFill()
                    context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
                }
                let p = image.cgImage!.pixel(x: 3, y: 3)
                if Int(p.r) != 51 * thread { wrong.withLock { $0 += 1 } }
            }
        }
        #expect(wrong.withLock { $0 } == 0)
    }

    @Test("The current-context stack is per thread: a context pushed on one thread is invisible to another")
    func contextStackPerThread() {
        @Sendable func bitmapContext() -> CGContext {
            CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        }
        let here = bitmapContext()
        UIGraphicsPushContext(here)
        defer { UIGraphicsPopContext() }
        let pushed = DispatchSemaphore(value: 0), checked = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        let seen = Mutex<[Bool]>([])
        Thread.detachNewThread {
            let before = UIGraphicsGetCurrentContext() == nil
            let mine = bitmapContext()
            UIGraphicsPushContext(mine)
            pushed.signal()
            checked.wait()
            let own = UIGraphicsGetCurrentContext() === mine
            UIGraphicsPopContext()
            seen.withLock { $0 = [before, own, UIGraphicsGetCurrentContext() == nil] }
            finished.signal()
        }
        pushed.wait()
        // The other thread's push did not land here, and this thread's is not there.
        #expect(UIGraphicsGetCurrentContext() === here)
        checked.signal()
        finished.wait()
        #expect(seen.withLock { $0 } == [true, true, true])
        #expect(UIGraphicsGetCurrentContext() === here)
    }

    @Test("Legacy image contexts opened on many threads at once each snapshot their own drawing")
    func legacyImageContextsOnManyThreads() async {
        let wrong = Mutex(0)
        await onThreads(8) { thread in
            for size in 1...10 {
                UIGraphicsBeginImageContextWithOptions(CGSize(width: size, height: thread + 1), true, 1)
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: size, height: thread + 1))
                let image = UIGraphicsGetImageFromCurrentImageContext()
                UIGraphicsEndImageContext()
                if image?.size != CGSize(width: size, height: thread + 1) || UIGraphicsGetCurrentContext() != nil {
                    wrong.withLock { $0 += 1 }
                }
            }
        }
        #expect(wrong.withLock { $0 } == 0)
    }

    @Test("Images decode, encode and measure text on many threads at once with the main thread's results")
    func codecsAndTextOnManyThreads() async {
        let (png, reference, textSize) = await MainActor.run {
            let image = DrawingScene.render(3)
            let png = image.pngData()!
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 15)]
            let size = ("Measured on every thread" as NSString).boundingRect(
                with: CGSize(width: 90, height: 0), options: .usesLineFragmentOrigin, attributes: attributes, context: nil).size
            return (png, pixelBytes(UIImage(data: png)!), size)
        }
        let wrong = Mutex<[String]>([])
        await onThreads(8) { thread in
            for _ in 0..<6 {
                guard let decoded = UIImage(data: png), pixelBytes(decoded) == reference else {
                    wrong.withLock { $0.append("decode on \(thread)") }
                    continue
                }
                if decoded.jpegData(compressionQuality: 0.8)?.isEmpty != false { wrong.withLock { $0.append("jpeg on \(thread)") } }
                let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 15)]
                let size = ("Measured on every thread" as NSString).boundingRect(
                    with: CGSize(width: 90, height: 0), options: .usesLineFragmentOrigin, attributes: attributes, context: nil).size
                if size != textSize { wrong.withLock { $0.append("text size \(size) on \(thread)") } }
            }
        }
        #expect(wrong.withLock { $0 } == [])
    }
}
