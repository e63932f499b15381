import Testing
import UIKitTesting
@testable import UIKit

/// UIImageView's frame animation: "animationDuration… The default value of this property is
/// 0.0, which causes the image view to use a duration equal to the number of images
/// multiplied by 1/30th of a second"; "animationRepeatCount… The default value is 0, which
/// specifies to repeat the animation indefinitely"; the frames advance with the media clock.
@Suite("UIImageView animation", .serialized, .freshContext) @MainActor
struct ImageViewAnimationTests {
    private func solid(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    /// The image view's centre pixel on screen as a name.
    private func shown(_ host: UITestHost) -> String {
        let p = host.renderScreen().pixel(x: 20, y: 20)
        switch (p.r > 200, p.g > 100, p.b > 200) {
        case (true, false, false): return "red"
        case (false, true, false): return "green"
        case (false, false, true): return "blue"
        case (true, true, true): return "white"
        default: return "other \(p)"
        }
    }

    private func makeHost() -> (UITestHost, UIImageView) {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        host.window.backgroundColor = .white
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        host.window.addSubview(view)
        return (host, view)
    }

    @Test("Defaults: no frames, duration 0 (1/30 s a frame), repeat 0 (forever), not animating; starting without frames does nothing")
    func defaults() {
        let view = UIImageView(image: nil)
        #expect(view.animationImages == nil && view.highlightedAnimationImages == nil)
        #expect(view.animationDuration == 0 && view.animationRepeatCount == 0 && !view.isAnimating)
        view.startAnimating()
        #expect(!view.isAnimating)
    }

    @Test("Each frame shows for 1/30 s by default, in order, and the animation repeats forever; stopping shows the image again")
    func framesOnTheClock() {
        let (host, view) = makeHost()
        view.image = solid(.white)
        view.animationImages = [solid(.red), solid(.green), solid(.blue)]
        #expect(shown(host) == "white")
        view.startAnimating()
        #expect(view.isAnimating)
        // Sampled mid-frame: frame n shows during [n/30, (n+1)/30).
        var seen: [String] = []
        host.runLoopTurn()
        let start = host.currentTime
        for frame in 0..<7 {
            let target = start + (Double(frame) + 0.5) / 30
            host.advanceTime(by: target - host.currentTime)
            seen.append(shown(host))
        }
        #expect(seen == ["red", "green", "blue", "red", "green", "blue", "red"])
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(!view.isAnimating)
        #expect(shown(host) == "white")
    }

    @Test("Started before the view is in a window (in viewDidLoad, say), the frames run once it is shown; stopped, they do not come back")
    func startedOffScreen() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        host.window.backgroundColor = .white
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.animationImages = [solid(.red), solid(.green)]
        view.animationDuration = 2
        view.startAnimating()
        host.runLoopTurn()
        host.advanceTime(by: 0.5)
        host.window.addSubview(view)
        host.runLoopTurn()
        #expect(view.isAnimating)
        host.advanceTime(by: 0.5)
        #expect(shown(host) == "red")
        host.advanceTime(by: 1)
        #expect(shown(host) == "green")
        view.stopAnimating()
        view.removeFromSuperview()
        host.window.addSubview(view)
        host.runLoopTurn()
        #expect(!view.isAnimating)
    }

    @Test("animationDuration sets one pass; a finite repeat count ends the animation, and the image shows again")
    func durationAndRepeatCount() {
        let (host, view) = makeHost()
        view.image = solid(.white)
        view.animationImages = [solid(.red), solid(.blue)]
        view.animationDuration = 1
        view.animationRepeatCount = 2
        view.startAnimating()
        host.runLoopTurn()
        host.advanceInFrames(0.25)
        #expect(shown(host) == "red")
        host.advanceInFrames(0.5)
        #expect(shown(host) == "blue")
        host.advanceInFrames(0.5)
        #expect(shown(host) == "red")
        host.advanceInFrames(1)
        #expect(!view.isAnimating)
        #expect(shown(host) == "white")
    }

    @Test("While highlighted the highlighted frames run; changing the highlight restarts with the frames now due")
    func highlightedFrames() {
        let (host, view) = makeHost()
        view.animationImages = [solid(.red)]
        view.highlightedAnimationImages = [solid(.green)]
        view.startAnimating()
        host.advanceInFrames(1.0 / 60)
        #expect(shown(host) == "red")
        view.isHighlighted = true
        #expect(view.isAnimating)
        host.advanceInFrames(1.0 / 60)
        #expect(shown(host) == "green")
    }

    @Test("Without an image, nothing shows once the animation stops")
    func noImage() {
        let (host, view) = makeHost()
        view.animationImages = [solid(.blue)]
        view.startAnimating()
        host.advanceInFrames(1.0 / 60)
        #expect(shown(host) == "blue")
        view.stopAnimating()
        #expect(shown(host) == "white")
    }
}
