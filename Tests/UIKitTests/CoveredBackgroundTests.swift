import Foundation
import Testing
@testable import CoreGraphics
import UIKit
import UIKitTesting

/// A view's background under subviews that cover it with opaque backgrounds of their own is
/// left out by the compositor (a scrolling table's rows cover the table): the screen must
/// come out exactly as when the same color is painted by a subview behind them, for covers
/// on whole pixels and off them, with translucent views between, and with a blur that reads
/// the pixels around it.
@Suite("Covered backgrounds", .serialized, .freshContext) @MainActor
struct CoveredBackgroundTests {
    /// The scene rendered twice: once with the container painting its own red background,
    /// once with a red subview behind everything instead; `build` adds the same subviews to
    /// both. Returns the differing pixels.
    func differences(_ build: (UIView) -> Void) -> (differences: [String], image: CGImage) {
        func render(ownBackground: Bool) -> CGImage {
            let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 2)
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            if ownBackground {
                container.backgroundColor = .red
            } else {
                let behind = UIView(frame: container.bounds)
                behind.backgroundColor = .red
                container.addSubview(behind)
            }
            build(container)
            host.window.addSubview(container)
            return host.renderScreen()
        }
        let own = render(ownBackground: true), painted = render(ownBackground: false)
        var found: [String] = []
        for y in 0..<200 {
            for x in 0..<200 where own.pixel(x: x, y: y) != painted.pixel(x: x, y: y) {
                found.append("(\(x), \(y)): \(own.pixel(x: x, y: y)) ≠ \(painted.pixel(x: x, y: y))")
            }
        }
        return (found, own)
    }

    func cover(_ frame: CGRect, _ color: UIColor, in view: UIView) {
        let cover = UIView(frame: frame)
        cover.backgroundColor = color
        view.addSubview(cover)
    }

    @Test("Rows covering the background, gaps between them, a translucent view under them, a cover off the pixel grid")
    func coversAndGaps() {
        let (found, image) = differences { view in
            let veil = UIView(frame: CGRect(x: 10, y: 5, width: 80, height: 90))
            veil.backgroundColor = UIColor.yellow.withAlphaComponent(0.5)
            view.addSubview(veil)
            cover(CGRect(x: 0, y: 0, width: 100, height: 30), .blue, in: view)
            cover(CGRect(x: 0, y: 30, width: 100, height: 20), .green, in: view)
            cover(CGRect(x: 0, y: 60.25, width: 100, height: 20), .white, in: view)   // off the pixel grid
            cover(CGRect(x: 0, y: 85, width: 60, height: 15), .black, in: view)        // not edge to edge
        }
        #expect(found.isEmpty, "\(found.prefix(5))")
        #expect(image.pixel(x: 50, y: 10) == (r: 0, g: 0, b: 255, a: 255), "the cover shows")
        let gap = image.pixel(x: 50, y: 110)
        #expect(gap.r == 255 && gap.g > 100 && gap.b == 0, "between covers: the red background under the yellow veil (\(gap))")
    }

    @Test("A blur in front of the covers sees the same pixels either way")
    func blurReadsAround() {
        let (found, _) = differences { view in
            cover(CGRect(x: 0, y: 0, width: 100, height: 40), .blue, in: view)
            cover(CGRect(x: 0, y: 60, width: 100, height: 40), .green, in: view)
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            blur.frame = CGRect(x: 10, y: 30, width: 80, height: 40)
            view.addSubview(blur)
            cover(CGRect(x: 0, y: 90, width: 100, height: 10), .white, in: view)
        }
        #expect(found.isEmpty, "\(found.prefix(5))")
    }
}

/// The screen is black where no window paints it; where views inside a window cover it with
/// opaque backgrounds the black is left out — only as far as their clips let them show.
@Suite("Covered screen", .serialized, .freshContext) @MainActor
struct CoveredScreenTests {
    @Test("Black shows around a cover, beside a cover clipped by its container, and under a rounded clip's corners")
    func blackWhereUncovered() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 2)
        let clipping = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        clipping.clipsToBounds = true
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))   // shows only its top 30 points
        wide.backgroundColor = .blue
        clipping.addSubview(wide)
        let rounded = UIView(frame: CGRect(x: 0, y: 40, width: 100, height: 40))
        rounded.clipsToBounds = true
        rounded.layer.cornerRadius = 10
        let inner = UIView(frame: rounded.bounds)
        inner.backgroundColor = .green
        rounded.addSubview(inner)
        host.window.addSubview(clipping)
        host.window.addSubview(rounded)
        let image = host.renderScreen()
        #expect(image.pixel(x: 100, y: 20) == (r: 0, g: 0, b: 255, a: 255), "the clipped cover")
        #expect(image.pixel(x: 100, y: 70) == (r: 0, g: 0, b: 0, a: 255), "black below the clip, though the cover reaches there")
        #expect(image.pixel(x: 100, y: 120) == (r: 0, g: 255, b: 0, a: 255), "inside the rounded clip")
        #expect(image.pixel(x: 0, y: 80) == (r: 0, g: 0, b: 0, a: 255), "black in the rounded corner")
        #expect(image.pixel(x: 100, y: 190) == (r: 0, g: 0, b: 0, a: 255), "black below everything")
    }
}
