import Testing
@testable import QuartzCore
@testable import UIKit
import UIKitTesting

/// A view that runs `onDraw` from `draw(_:)` (after filling itself with `color`).
private final class DrawingView: UIView {
    var color = UIColor.black
    var onDraw: (() -> Void)?
    override func draw(_ rect: CGRect) {
        color.setFill()
        UIRectFill(bounds)
        onDraw?()
    }
}

/// A view that runs `onLayout` from `layoutSubviews()`.
private final class LayingOutView: UIView {
    var onLayout: (() -> Void)?
    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}

/// Marks made while UIKit draws or lays out are never lost: iOS shows them in the same frame
/// or the next, never only after some unrelated change.
@Suite("Marks made during layout and drawing", .serialized, .freshContext) @MainActor
struct LostMarkTests {
    private func red(_ image: CGImage, _ x: Int, _ y: Int) -> Int { Int(image.buffer.pixel(x: x, y: y).r) }

    @Test("A subview added in draw(_:) is shown in the same frame")
    func subviewAddedWhileDrawing() {
        let host = UITestHost(size: CGSize(width: 60, height: 60), scale: 1)
        host.window.backgroundColor = .white
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.color = .white
        host.window.addSubview(view)
        _ = host.renderScreen()
        view.onDraw = {
            view.onDraw = nil
            let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            badge.backgroundColor = .black
            view.addSubview(badge)
        }
        view.setNeedsDisplay()
        let image = host.renderScreen()
        #expect(red(image, 20, 20) == 0)
    }

    @Test("A label whose text is set in another view's draw(_:) shows it: in the same frame, or the next one, which is asked for")
    func labelTextSetWhileDrawing() {
        let host = UITestHost(size: CGSize(width: 120, height: 60), scale: 1)
        host.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.font = .systemFont(ofSize: 24)
        label.textColor = .black
        host.window.addSubview(label)          // drawn before the view below
        let view = DrawingView(frame: CGRect(x: 0, y: 30, width: 120, height: 30))
        view.color = .white
        host.window.addSubview(view)
        _ = host.renderScreen()
        view.onDraw = { view.onDraw = nil; label.text = "MMMM" }
        label.text = "."                       // the label draws first in this commit…
        view.setNeedsDisplay()                 // …then the view's drawing changes its text
        _ = host.renderScreen()
        #expect(FramePipeline.current.frameReasons.contains(.pendingMarks))   // the run loop wakes for the next frame by itself
        #expect(UIApplication.shared.nextWakeTime() != nil)
        host.runLoopTurn()
        let image = host.renderScreen()
        let ink = (0..<120).filter { red(image, $0, 15) < 128 }.count
        #expect(ink > 10)
    }

    @Test("A constraint activated in layoutSubviews() takes effect in the same commit")
    func constraintActivatedInLayout() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let container = LayingOutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(container)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        host.runLoopTurn()
        container.onLayout = {
            container.onLayout = nil
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
                child.widthAnchor.constraint(equalToConstant: 30),
                child.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        container.setNeedsLayout()
        host.runLoopTurn()
        #expect(child.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("setNeedsLayout() on another view from draw(_:) lays it out in the same commit")
    func layoutRequestedWhileDrawing() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let drawer = DrawingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let other = LayingOutView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        host.window.addSubview(drawer)
        host.window.addSubview(other)
        host.runLoopTurn()
        var layouts = 0
        other.onLayout = { layouts += 1 }
        drawer.onDraw = { drawer.onDraw = nil; other.setNeedsLayout() }
        drawer.setNeedsDisplay()
        host.runLoopTurn()
        #expect(layouts == 1)
        #expect(!CATransaction.isOpen)
    }

    @Test("A display link set back to isPaused = false ticks at the refresh rate with nothing else asking for frames")
    func resumedDisplayLinkTicks() {
        let host = UITestHost(size: CGSize(width: 50, height: 50), scale: 1)
        var ticks = 0
        let link = CADisplayLink { _ in ticks += 1 }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        host.advanceTime(by: 1.0 / 60)
        link.isPaused = true
        host.advanceTime(by: 1.0 / 60)
        #expect(UIApplication.shared.nextWakeTime() == nil)   // asleep until input
        let paused = ticks
        link.isPaused = false
        let wake = UIApplication.shared.nextWakeTime()
        #expect(wake != nil && abs(wake! - (host.currentTime + 1.0 / 60)) < 1e-9)
        host.advanceTime(by: 1.0 / 60)
        #expect(ticks == paused + 1)
    }
}
