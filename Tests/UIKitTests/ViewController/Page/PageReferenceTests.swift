import Testing
import UIKit
import UIKitTesting

/// Page view controllers as iOS draws them: scroll-style pages mid-swipe with the page
/// indicator in its strip along the bottom. (The page curl is an approximation of UIKit's,
/// so it has no reference image; PageCurlTests checks its geometry.)
@Suite("Page view controller (reference images)", .serialized, .freshContext) @MainActor
struct PageReferenceTests {
    /// `pvc` showing page `start` of `pages` as the root of a 320 × 480 @2x window, held
    /// mid-drag from the right edge by `dx`: the screen is compared with reference `name`,
    /// then the finger lifts.
    private func expectMidDrag(_ pvc: UIPageViewController, _ pages: PageSource, start: Int, from x: CGFloat, by dx: CGFloat,
                               matches name: String) {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        pvc.setViewControllers([pages.page(start)!], direction: .forward, animated: false)
        host.window.rootViewController = pvc
        host.runLoopTurn()
        host.slowDrag(from: CGPoint(x: x, y: 240), by: CGVector(dx: dx, dy: 0), release: false)
        let diff = ReferenceImage.compare(host.renderScreen(), named: name)
        #expect(diff == nil, "\(diff!)")
        host.touchUp()
        host.advanceInFrames(1.5)
    }

    @Test("A scroll-style page view controller 40 % into a swipe: page 2 leaving to the left, page 3 coming in, 8 pt apart; five dots on the black strip, the second one current")
    func scrollMidSwipe() {
        let pages = PageSource(count: 5, log: CallbackLog())
        let dotted = DottedPageSource(pages)
        dotted.index = 1
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
        pvc.dataSource = dotted
        expectMidDrag(pvc, pages, start: 1, from: 280, by: -128, matches: "page-scroll-mid-swipe")
    }
}
