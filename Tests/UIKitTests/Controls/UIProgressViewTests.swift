import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

@MainActor private var progressDeinits = 0

private final class CountedProgressView: UIProgressView {
    isolated deinit { progressDeinits += 1 }
}

/// UIProgressView as UIKit documents it: progress 0…1 (pinned to the ends), 4 points high,
/// the done part filled from the leading end, `setProgress(_:animated: true)` growing it
/// over time.
@Suite("UIProgressView", .serialized, .freshContext) @MainActor
struct UIProgressViewTests {
    /// The done part's view (the last part).
    private func fill(_ view: UIProgressView) throws -> UIView { try #require(view.subviews.last) }

    @Test("Defaults: progress 0, default style, no colors or images, 4 points high with no intrinsic width")
    func defaults() {
        let view = UIProgressView(progressViewStyle: .default)
        #expect(view.progress == 0 && view.progressViewStyle == .default)
        #expect(view.progressTintColor == nil && view.trackTintColor == nil && view.progressImage == nil && view.trackImage == nil)
        #expect(view.frame.height == 4)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(UIProgressView.Style.bar.rawValue == 1)
    }

    @Test("Progress is pinned to 0…1; NaN or infinity is reported, naming the property, and ignored")
    func clamping() {
        let view = UIProgressView()
        view.progress = 1.5
        #expect(view.progress == 1)
        view.setProgress(-2, animated: false)
        #expect(view.progress == 0)
        view.progress = 0.4
        let issues = RuntimeIssue.capture {
            view.progress = .nan
            view.setProgress(-.infinity, animated: true)
        }
        #expect(view.progress == 0.4 && issues.count == 2)
        #expect(issues.first?.contains("UIProgressView.progress") == true)
    }

    @Test("The done part covers progress × width from the leading end, right to left too")
    func fillWidth() throws {
        let host = UITestHost(size: CGSize(width: 300, height: 100), scale: 1)
        let view = UIProgressView(frame: CGRect(x: 20, y: 20, width: 200, height: 4))
        view.progress = 0.25
        host.window.addSubview(view)
        host.runLoopTurn()
        #expect(try fill(view).frame == CGRect(x: 0, y: 0, width: 50, height: 4))
        view.semanticContentAttribute = .forceRightToLeft
        view.setNeedsLayout()
        host.runLoopTurn()
        #expect(try fill(view).frame == CGRect(x: 150, y: 0, width: 50, height: 4))
    }

    @Test("setProgress(_:animated: true) grows the done part over time")
    func animated() throws {
        let host = UITestHost(size: CGSize(width: 300, height: 100), scale: 1)
        let view = UIProgressView(frame: CGRect(x: 20, y: 20, width: 200, height: 4))
        host.window.addSubview(view)
        host.runLoopTurn()
        view.setProgress(1, animated: true)
        let fillWidth = try fill(view).frame.width
        #expect(view.progress == 1 && fillWidth == 200)
        host.runLoopTurn()
        host.advanceTime(by: 0.125)
        let width = try #require(try fill(view).layer.presentation()).bounds.width
        #expect(width > 10 && width < 190)
        host.advanceTime(by: 0.2)
        #expect(try #require(try fill(view).layer.presentation()).bounds.width == 200)
    }

    @Test("A progress view decodes from a nib: progress, style and colors")
    func nib() throws {
        let root = try #require(try loadControlsFixture())
        let bars = root.subviews.compactMap { $0 as? UIProgressView }
        #expect(bars.count == 2)
        #expect(abs(bars[0].progress - 0.8) < 1e-6 && bars[0].progressViewStyle == .default)
        #expect(bars[1].progressViewStyle == .bar && bars[1].progress == 0.5)
        #expect(bars[1].progressTintColor.map { rgba($0) } == [255, 0, 0, 255])
        #expect(bars[1].trackTintColor.map { rgba($0) } == [0, 0, 255, 255])
    }

    @Test("A progress view animating its progress is freed when removed and dropped")
    func freed() {
        progressDeinits = 0
        let host = UITestHost(size: CGSize(width: 300, height: 100), scale: 1)
        do {
            let view = CountedProgressView(frame: CGRect(x: 20, y: 20, width: 200, height: 4))
            host.window.addSubview(view)
            host.runLoopTurn()
            view.setProgress(0.7, animated: true)
            host.advanceTime(by: 0.1)
            view.removeFromSuperview()
        }
        host.advanceTime(by: 0.5)
        #expect(progressDeinits == 1)
    }
}
