import Foundation
import Testing
import UIKit
import UIKitTesting

/// UIKit rounds a scroll view's content offset to its screen's pixels, however it is set:
/// on a 3× screen -187.5 reads back as -187.333… (a half pixel rounds up), at 1× 3.8 reads
/// back as 4. Setting `bounds` is taken as given. Scrolled content so lands on whole pixels
/// in every frame of a drag or a deceleration, and is moved rather than resampled.
@Suite("Scroll offsets on pixels", .serialized, .freshContext) @MainActor
struct ScrollPixelOffsetTests {
    func scene(scale: CGFloat) -> (UITestHost, UIScrollView) {
        let host = UITestHost(size: CGSize(width: 375, height: 480), scale: scale)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 480))
        scrollView.contentSize = CGSize(width: 1000, height: 5000)
        host.window.addSubview(scrollView)
        host.runLoopTurn()
        return (host, scrollView)
    }

    @Test("contentOffset and setContentOffset round to the screen's pixels, a half pixel up; bounds does not")
    func setterRounds() {
        let (_, at3x) = scene(scale: 3)
        at3x.contentOffset = CGPoint(x: -187.5, y: 10.1)
        #expect(at3x.contentOffset.x == (-562.0 / 3) && at3x.contentOffset.y == 10, "-562.5 pixels are -562; 30.3 are 30")
        at3x.setContentOffset(CGPoint(x: 0, y: 100.5), animated: false)
        #expect(at3x.contentOffset.y == 302.0 / 3, "301.5 pixels are 302")
        at3x.bounds.origin = CGPoint(x: 0, y: 3.8)
        #expect(at3x.contentOffset == CGPoint(x: 0, y: 3.8), "bounds is taken as given")

        let (_, at1x) = scene(scale: 1)
        at1x.contentOffset = CGPoint(x: 0, y: 3.8)
        #expect(at1x.contentOffset == CGPoint(x: 0, y: 4))
        at1x.contentOffset = CGPoint(x: 0, y: -2.5)
        #expect(at1x.contentOffset == CGPoint(x: 0, y: -2), "a half rounds up")
    }

    @Test("Every frame of a drag and of the deceleration after a flick shows the content on whole pixels, and it comes to rest on one")
    func motionOnPixels() {
        let (host, scrollView) = scene(scale: 2)
        var seen: [CGPoint] = []
        host.touchDown(at: CGPoint(x: 100, y: 400))
        for i in 1...3 {
            host.advanceTime(by: 1.0 / 120)
            host.touchMove(to: CGPoint(x: 100, y: 400 - CGFloat(i) * 33.3))
            seen.append(scrollView.contentOffset)
        }
        host.touchUp()
        #expect(scrollView.isDecelerating)
        var frames = 0
        while scrollView.isMovingOnItsOwn, frames < 1200 {
            host.advanceTime(by: 1.0 / 120)
            seen.append(scrollView.contentOffset)
            frames += 1
        }
        #expect(!scrollView.isMovingOnItsOwn, "the deceleration ends")
        #expect(seen.count > 20)
        #expect(seen.allSatisfy { $0.y * 2 == ($0.y * 2).rounded() && $0.x == 0 }, "\(seen.filter { $0.y * 2 != ($0.y * 2).rounded() })")
        #expect(Set(seen.map(\.y)).count > 10, "and it moved")
    }
}
