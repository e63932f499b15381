import Foundation
import Synchronization
import Testing
@testable import CoreGraphics
@testable import CoreText

/// Core Graphics' threading rules: each context is used by one thread at a time, different
/// contexts on different threads at once; paths, colors, gradients, images and text layouts are
/// immutable and shared freely.
@Suite("Core Graphics on many threads")
struct CGContextThreadingTests {
    /// Shared by every drawing below: made once, read by all threads at once.
    struct Shared: @unchecked Sendable {
        let path: CGPath
        let color: CGColor
        let gradient: CGGradient
        let image: CGImage
        let text: TextLayout

        init() {
            let p = CGMutablePath()
            p.addRoundedRect(in: CGRect(x: 4, y: 4, width: 40, height: 28), cornerWidth: 6, cornerHeight: 6)
            p.addEllipse(in: CGRect(x: 30, y: 10, width: 26, height: 20))
            path = p.copy()!
            color = CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.8)
            gradient = CGGradient(colorsSpace: nil, colors: [CGColor(gray: 0, alpha: 1), CGColor(red: 1, green: 0.3, blue: 0, alpha: 0.5)],
                                  locations: [0, 1])!
            let sprite = CGContext(data: nil, width: 6, height: 6, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                   bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            sprite.setFillColor(CGColor(red: 0, green: 0.8, blue: 0.2, alpha: 1))
            sprite.fillEllipse(in: CGRect(x: 0, y: 0, width: 6, height: 6))
            image = sprite.makeImage()!
            text = TextLayout(string: "Any thread", attributes: TextAttributes(font: TextFont(family: TextFont.systemFamily, size: 9)))
        }
    }

    /// Drawing `variant` into a new context: every kind of operation, all on shared objects.
    static func draw(_ variant: Int, _ shared: Shared) -> Data {
        let c = CGContext(data: nil, width: 64, height: 48, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                          bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        c.setFillColor(gray: CGFloat(variant) / 10, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 64, height: 48))
        c.saveGState()
        c.rotate(by: CGFloat(variant) * 0.05)
        c.addPath(shared.path)
        c.setFillColor(shared.color)
        c.setShadow(offset: CGSize(width: 2, height: -2), blur: 3)
        c.fillPath()
        c.restoreGState()
        c.saveGState()
        c.addPath(shared.path)
        c.clip()
        c.drawLinearGradient(shared.gradient, start: .zero, end: CGPoint(x: 64, y: CGFloat(variant * 6)), options: [])
        c.restoreGState()
        c.draw(shared.image, in: CGRect(x: 40, y: 30, width: 12 + variant, height: 12))
        c.setStrokeColor(CGColor(gray: 1, alpha: 1))
        c.setLineWidth(1.5)
        c.setLineDash(phase: CGFloat(variant), lengths: [3, 2])
        c.stroke(CGRect(x: 2, y: 2, width: 60, height: 44))
        c.draw(shared.text, in: CGRect(x: 2, y: 2, width: 60, height: 20))
        return c.makeImage()!.dataProvider!.data!
    }

    @Test("8 threads drawing into their own contexts at once, sharing paths, colors, gradients, images and text, match a serial drawing")
    func contextsOnManyThreads() async {
        let shared = Shared()
        let references = (0..<8).map { Self.draw($0, shared) }
        #expect(Set(references).count == 8)
        let mismatches = Mutex<[Int]>([])
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            let group = DispatchGroup()
            for thread in 0..<8 {
                group.enter()
                Thread.detachNewThread {
                    for iteration in 0..<10 {
                        let variant = (thread + iteration) % 8
                        if Self.draw(variant, shared) != references[variant] { mismatches.withLock { $0.append(variant) } }
                    }
                    group.leave()
                }
            }
            group.notify(queue: .global()) { finished.resume() }
        }
        #expect(mismatches.withLock { $0 } == [])
    }
}
