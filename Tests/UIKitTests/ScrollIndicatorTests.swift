import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting

/// A scroll view's indicators: thin bars along the trailing and bottom edges that show while
/// the content scrolls and fade out after it stops.
@Suite("Scroll indicators", .serialized, .freshContext) @MainActor
struct ScrollIndicatorTests {
    /// A 200 × 300 scroll view over content four times as tall.
    private func tallScrollView(in host: UITestHost) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scrollView.contentSize = CGSize(width: 200, height: 1_200)
        host.window.addSubview(scrollView)
        host.runLoopTurn()
        return scrollView
    }

    /// The indicator bars among the scroll view's subviews (none until it first scrolls).
    private func bars(_ scrollView: UIScrollView) -> [UIView] {
        scrollView.subviews.filter { type(of: $0) != UIView.self && !$0.isUserInteractionEnabled && $0.layer.cornerRadius == 1.5 }
    }

    @Test("No indicator exists before the content scrolls; a drag shows the vertical one along the trailing edge, as long as the visible fraction, moving with the offset")
    func dragShowsVerticalIndicator() throws {
        let host = UITestHost(size: CGSize(width: 200, height: 300), scale: 1)
        let scrollView = tallScrollView(in: host)
        #expect(bars(scrollView).isEmpty)
        host.touchDown(at: CGPoint(x: 100, y: 250))
        for i in 1...10 {
            host.advanceTime(by: 0.02)
            host.touchMove(to: CGPoint(x: 100, y: 250 - CGFloat(i) * 10))
        }
        host.runLoopTurn()
        let visible = bars(scrollView).filter { !$0.isHidden }
        #expect(visible.count == 1)
        let bar = try #require(visible.first)
        #expect(bar.alpha == 1)
        // A quarter of the content is visible: a quarter of the track (300 − 2 × 3 points).
        #expect(abs(bar.frame.height - 294.0 / 4) < 0.01)
        #expect(bar.frame.maxX == scrollView.bounds.maxX - 3)
        let offset = scrollView.contentOffset.y
        #expect(abs(bar.frame.minY - (offset + 3 + (294 - 294.0 / 4) * offset / 900)) < 0.01)
        host.touchUp()
    }

    @Test("After the content comes to rest the indicator fades out: still shown for half a second, gone a quarter second later")
    func indicatorFadesAfterScroll() throws {
        let host = UITestHost(size: CGSize(width: 200, height: 300), scale: 1)
        let scrollView = tallScrollView(in: host)
        // A slow drag with no fling: no deceleration follows.
        host.drag(along: (0...10).map { CGPoint(x: 100, y: 250 - CGFloat($0) * 10) } + Array(repeating: CGPoint(x: 100, y: 150), count: 5),
                  duration: 1.5)
        host.runLoopTurn()
        #expect(!scrollView.isDecelerating)
        let bar = try #require(bars(scrollView).first { !$0.isHidden })
        host.advanceInFrames(0.3)
        #expect((bar.layer.presentation()?.opacity ?? 0) > 0.99)
        host.advanceInFrames(0.6)
        #expect((bar.layer.presentation()?.opacity ?? 1) < 0.01)
    }

    @Test("showsVerticalScrollIndicator = false shows no indicator; content that fits shows none either")
    func hiddenIndicators() {
        let host = UITestHost(size: CGSize(width: 200, height: 300), scale: 1)
        let scrollView = tallScrollView(in: host)
        scrollView.showsVerticalScrollIndicator = false
        scrollView.flashScrollIndicators()
        host.runLoopTurn()
        #expect(bars(scrollView).allSatisfy { $0.isHidden })

        let short = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        short.contentSize = CGSize(width: 200, height: 200)
        host.window.addSubview(short)
        short.flashScrollIndicators()
        host.runLoopTurn()
        #expect(bars(short).allSatisfy { $0.isHidden })
    }

    @Test("flashScrollIndicators shows the indicators of scrollable axes, then they fade; they stay the frontmost subviews")
    func flash() {
        let host = UITestHost(size: CGSize(width: 200, height: 300), scale: 1)
        let scrollView = tallScrollView(in: host)
        scrollView.contentSize = CGSize(width: 800, height: 1_200)
        scrollView.flashScrollIndicators()
        scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        host.runLoopTurn()
        let shown = bars(scrollView).filter { !$0.isHidden }
        #expect(shown.count == 2)
        #expect(shown.allSatisfy { scrollView.subviews.suffix(2).contains($0) })
        host.advanceInFrames(1)
        #expect(shown.allSatisfy { ($0.layer.presentation()?.opacity ?? 1) < 0.01 })
    }
}
