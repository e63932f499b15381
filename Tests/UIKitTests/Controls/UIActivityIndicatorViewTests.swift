import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitTesting

@MainActor private var indicatorDeinits = 0

private final class CountedIndicator: UIActivityIndicatorView {
    isolated deinit { indicatorDeinits += 1 }
}

/// UIActivityIndicatorView as UIKit documents it: sized by its style (20 or 37 points),
/// hidden while stopped unless `hidesWhenStopped` is false, and turning one spoke of eight
/// every eighth of a second while animating — on the media clock, frame by frame.
@Suite("UIActivityIndicatorView", .serialized, .freshContext) @MainActor
struct UIActivityIndicatorViewTests {
    /// The spokes layer's rotation as shown (radians, 0…2π).
    private func shownRotation(_ indicator: UIActivityIndicatorView) -> CGFloat? {
        guard let t = indicator.layer.sublayers?.first?.presentation()?.affineTransform() else { return nil }
        let angle = atan2(t.b, t.a)
        return angle < -1e-9 ? angle + 2 * .pi : angle
    }

    @Test("Sizes follow the style: medium 20 × 20, large 37 × 37; init(frame:) keeps its frame and is medium")
    func sizes() {
        #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        let framed = UIActivityIndicatorView(frame: CGRect(x: 5, y: 5, width: 100, height: 60))
        #expect(framed.frame == CGRect(x: 5, y: 5, width: 100, height: 60) && framed.style == .medium)
        #expect(framed.sizeThatFits(.zero) == CGSize(width: 20, height: 20))
        framed.style = .large
        #expect(framed.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100 && UIActivityIndicatorView.Style.large.rawValue == 101)
    }

    @Test("hidesWhenStopped is true by default: a new spinner is hidden, shown while animating, hidden when stopped")
    func hidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.hidesWhenStopped && spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }

    @Test("The color defaults to the style's; setting nil goes back to it")
    func color() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.color == .secondaryLabel)
        spinner.color = .red
        #expect(spinner.color == .red)
        spinner.color = nil
        #expect(spinner.color == .secondaryLabel)
    }

    @Test("Animating turns the spokes clockwise one eighth of a turn every 1/8 s, in steps, and around again after 1 s")
    func turnsInSteps() throws {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let spinner = UIActivityIndicatorView(style: .medium)
        host.window.addSubview(spinner)
        spinner.startAnimating()
        host.runLoopTurn()
        let step = CGFloat.pi / 4
        host.advanceTime(by: 0.05)
        #expect(abs(try #require(shownRotation(spinner))) < 1e-6)
        host.advanceTime(by: 0.1)                                   // 0.15 s: one step
        #expect(abs(try #require(shownRotation(spinner)) - step) < 1e-6)
        host.advanceTime(by: 0.05)                                  // 0.20 s: still one step, no in-between
        #expect(abs(try #require(shownRotation(spinner)) - step) < 1e-6)
        host.advanceTime(by: 0.7)                                   // 0.90 s: seven steps
        #expect(abs(try #require(shownRotation(spinner)) - 7 * step) < 1e-6)
        host.advanceTime(by: 0.2)                                   // 1.10 s: around again
        #expect(abs(try #require(shownRotation(spinner))) < 1e-6)
        spinner.stopAnimating()
        spinner.hidesWhenStopped = false
        host.advanceTime(by: 0.15)
        #expect(abs(try #require(shownRotation(spinner))) < 1e-6, "stopped: the spokes stand still")
    }

    @Test("A spinner taken out of its window and put back keeps turning")
    func turnsAgainAfterWindowChange() throws {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let spinner = UIActivityIndicatorView(style: .large)
        host.window.addSubview(spinner)
        spinner.startAnimating()
        host.runLoopTurn()
        spinner.removeFromSuperview()
        host.advanceTime(by: 0.1)
        host.window.addSubview(spinner)
        host.runLoopTurn()
        host.advanceTime(by: 0.15)
        #expect(spinner.isAnimating)
        #expect(abs(try #require(shownRotation(spinner)) - .pi / 4) < 1e-6)
    }

    @Test("A spinner decodes from a nib: style, hidesWhenStopped only when written, animating, color, hidden")
    func nib() throws {
        let root = try #require(try loadControlsFixture())
        let spinners = root.subviews.compactMap { $0 as? UIActivityIndicatorView }
        #expect(spinners.count == 3)
        #expect(spinners[0].style == .large && spinners[0].hidesWhenStopped && spinners[0].isAnimating && !spinners[0].isHidden)
        #expect(spinners[1].style.rawValue == 2 && !spinners[1].hidesWhenStopped && !spinners[1].isAnimating && !spinners[1].isHidden)
        #expect(spinners[1].color.map { rgba($0) } == [255, 0, 0, 255])
        #expect(spinners[2].isHidden && !spinners[2].hidesWhenStopped, "hidden in the document stays hidden")
    }

    @Test("An animating spinner is freed when removed and dropped")
    func freed() {
        indicatorDeinits = 0
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        do {
            let spinner = CountedIndicator(style: .medium)
            host.window.addSubview(spinner)
            spinner.startAnimating()
            host.runLoopTurn()
            host.advanceTime(by: 0.2)
            spinner.removeFromSuperview()
        }
        host.advanceTime(by: 0.2)
        #expect(indicatorDeinits == 1)
    }
}
