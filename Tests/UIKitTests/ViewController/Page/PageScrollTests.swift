import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// The scroll style (uikit-controllers-facts.md §1.9, §1.1): three slots on a paging scroll
/// view, the data source walked as the user swipes, turns that complete or fall back with
/// the delegate's calls and iOS's appearance order, and `setViewControllers`.
@Suite("Page view controller: scroll style", .freshContext) @MainActor
struct PageScrollTests {
    private func shown(_ log: CallbackLog, start: Int = 0, spacing: CGFloat? = nil)
        -> (UITestHost, UIPageViewController, PageSource, PageDelegateLog) {
        showPages(.scroll, log: log, start: start, options: spacing.map { [.interPageSpacing: $0] })
    }

    @Test("setViewControllers without animation makes the page a child (willMove, then didMove) whose view fills the controller; completion(true) runs at once")
    func initialPage() {
        let log = CallbackLog()
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let page = NumberedPage(0, log: log)
        var finished: Bool?
        pvc.setViewControllers([page], direction: .forward, animated: false) { finished = $0 }
        #expect(finished == true)
        #expect(pvc.viewControllers == [page] && pvc.children == [page])
        #expect(log.entries.filter { $0.contains("Move") } == ["P0.willMove(toParent: nil)", "P0.didMove(toParent: nil)"])
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        host.window.rootViewController = pvc
        host.runLoopTurn()
        #expect(page.view.convert(page.view.bounds, to: host.window) == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(log.appearance == ["P0.viewWillAppear", "P0.viewIsAppearing", "P0.viewDidAppear"])
        #expect(pvc.spineLocation == .none && pvc.isDoubleSided == false && pvc.gestureRecognizers.isEmpty)
    }

    @Test("A swipe past half the page turns forward: the data source is asked for both neighbours as the drag begins; willTransitionTo, then New.viewWillAppear → Current.viewWillDisappear … New.viewDidAppear → Current.viewDidDisappear, then didFinishAnimating(completed: true)")
    func completedSwipe() {
        let log = CallbackLog()
        let (host, pvc, source, delegate) = shown(log, start: 1)
        host.slowDrag(from: CGPoint(x: 280, y: 240), by: CGVector(dx: -200, dy: 0), release: false)
        #expect(source.asked == ["before(P1)", "after(P1)"])
        #expect(delegate.entries == ["willTransitionTo(P2)"])
        #expect(log.appearance == ["P2.viewWillAppear", "P1.viewWillDisappear", "P2.viewIsAppearing"])
        let incoming = source.page(2)!
        #expect(abs(incoming.view.convert(CGPoint.zero, to: host.window).x - 120) < 2, "the next page follows the finger")
        host.touchUp()
        host.advanceInFrames(1.5)
        #expect(pvc.viewControllers == [incoming])
        #expect(Array(log.appearance.dropFirst(3)) == ["P2.viewDidAppear", "P1.viewDidDisappear"])
        #expect(delegate.entries.last == "didFinishAnimating(true, previous: P1, completed: true)")
        #expect(pvc.children == [incoming], "the old page and the unused neighbour are let go")
        #expect(log.entries.contains("P2.didMove(toParent: nil)") && log.entries.contains("P1.didMove(toParent: nil)"))
        #expect(incoming.view.convert(CGPoint.zero, to: host.window) == .zero)
    }

    @Test("A vertical page view controller turns on an upward swipe past half the height, the next page rising from below under the finger; a sideways swipe turns nothing")
    func verticalOrientation() {
        let log = CallbackLog()
        let (host, pvc, source, delegate) = showPages(.scroll, log: log, start: 1, orientation: .vertical)
        #expect(pvc.navigationOrientation == .vertical)
        host.slowDrag(from: CGPoint(x: 160, y: 440), by: CGVector(dx: 0, dy: -300), release: false)
        let incoming = source.page(2)!
        let origin = incoming.view.convert(CGPoint.zero, to: host.window)
        #expect(abs(origin.y - 180) < 2 && origin.x == 0, "the next page follows the finger up (\(origin))")
        host.touchUp()
        host.advanceInFrames(1.5)
        #expect(pvc.viewControllers == [incoming])
        #expect(delegate.entries.last == "didFinishAnimating(true, previous: P1, completed: true)")
        host.slowDrag(from: CGPoint(x: 280, y: 240), by: CGVector(dx: -200, dy: 0))
        host.advanceInFrames(1.5)
        #expect(pvc.viewControllers == [incoming])
        #expect(incoming.view.convert(CGPoint.zero, to: host.window) == .zero)
    }

    @Test("A swipe released short of half goes back: the incoming page disappears, the current one appears again (cancelled order), didFinishAnimating(completed: false)")
    func cancelledSwipe() {
        let log = CallbackLog()
        let (host, pvc, source, delegate) = shown(log, start: 1)
        host.slowDrag(from: CGPoint(x: 280, y: 240), by: CGVector(dx: -90, dy: 0))
        host.advanceInFrames(1.5)
        #expect(pvc.viewControllers == [source.page(1)!])
        #expect(log.appearance == ["P2.viewWillAppear", "P1.viewWillDisappear", "P2.viewIsAppearing",
                                   "P2.viewWillDisappear", "P2.viewDidDisappear", "P1.viewWillAppear", "P1.viewIsAppearing", "P1.viewDidAppear"])
        #expect(delegate.entries == ["willTransitionTo(P2)", "didFinishAnimating(true, previous: P1, completed: false)"])
        #expect(source.page(1)!.view.convert(CGPoint.zero, to: host.window) == .zero)
    }

    @Test("Swiping back from the first page bounces: the data source answers nil, no turn begins, the page springs back")
    func bounceAtFirstPage() {
        let log = CallbackLog()
        let (host, pvc, source, delegate) = shown(log, start: 0)
        host.slowDrag(from: CGPoint(x: 40, y: 240), by: CGVector(dx: 200, dy: 0), release: false)
        let page = source.page(0)!
        let x = page.view.convert(CGPoint.zero, to: host.window).x
        #expect(x > 20 && x < 150, "rubber-banded: moves, but less than the finger (\(x))")
        host.touchUp()
        host.advanceInFrames(1.5)
        #expect(source.asked.contains("before(P0)"))
        #expect(delegate.entries.isEmpty && log.appearance.isEmpty)
        #expect(pvc.viewControllers == [page] && page.view.convert(CGPoint.zero, to: host.window) == .zero)
    }

    @Test("Two swipes walk the data source forward and one back: each turn asks for the neighbours of the page it starts from")
    func walking() {
        let log = CallbackLog()
        let (host, pvc, source, _) = shown(log, start: 0)
        for _ in 0..<2 {
            host.slowDrag(from: CGPoint(x: 280, y: 240), by: CGVector(dx: -220, dy: 0))
            host.advanceInFrames(1.5)
        }
        #expect((pvc.viewControllers?.first as? NumberedPage)?.index == 2)
        host.slowDrag(from: CGPoint(x: 40, y: 240), by: CGVector(dx: 220, dy: 0))
        host.advanceInFrames(1.5)
        #expect((pvc.viewControllers?.first as? NumberedPage)?.index == 1)
        #expect(source.asked == ["before(P0)", "after(P0)", "before(P1)", "after(P1)", "before(P2)", "after(P2)"])
    }

    @Test("Animated setViewControllers slides the new page in from the side of its direction over 0.3 s; the delegate is not told; completion(true) after; scroll-style callback order")
    func animatedSet() {
        let log = CallbackLog()
        let (host, pvc, source, delegate) = shown(log, start: 0)
        var finished: Bool?
        let target = source.page(3)!
        pvc.setViewControllers([target], direction: .reverse, animated: true) { finished = $0 }
        host.advanceInFrames(0.15)
        let x = target.view.convert(CGPoint.zero, to: host.window).x
        #expect(x < -10 && x > -310, "coming in from the left (\(x))")
        #expect(finished == nil)
        host.advanceInFrames(0.3)
        #expect(finished == true)
        #expect(pvc.viewControllers == [target] && pvc.children == [target])
        #expect(log.appearance == ["P3.viewWillAppear", "P0.viewWillDisappear", "P3.viewIsAppearing", "P3.viewDidAppear", "P0.viewDidDisappear"])
        #expect(delegate.entries.isEmpty)
    }

    @Test("interPageSpacing leaves a gap (rounded up to an even number of points) between pages as they slide")
    func spacing() {
        let log = CallbackLog()
        let (host, _, source, _) = shown(log, start: 1, spacing: 11)
        host.slowDrag(from: CGPoint(x: 280, y: 240), by: CGVector(dx: -100, dy: 0), release: false)
        let current = source.page(1)!.view.convert(CGPoint.zero, to: host.window).x
        let next = source.page(2)!.view.convert(CGPoint.zero, to: host.window).x
        #expect(abs(next - current - (320 + 12)) < 0.001)
        host.touchUp()
        host.advanceInFrames(1.5)
    }

    @Test("With presentationCount and presentationIndex the page indicator shows along the bottom with the data source's count and index, and follows the user's turns; without them there is none")
    func pageDots() throws {
        let log = CallbackLog()
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let pages = PageSource(count: 5, log: log)
        let dotted = DottedPageSource(pages)
        dotted.index = 2
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.dataSource = pages
        pvc.setViewControllers([pages.page(2)!], direction: .forward, animated: false)
        host.window.rootViewController = pvc
        host.runLoopTurn()
        #expect(!pvc.view.subviews.contains { $0 is UIPageControl })
        pvc.dataSource = dotted
        host.runLoopTurn()
        let dots = try #require(pvc.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(dots.numberOfPages == 5 && dots.currentPage == 2)
        #expect(dots.frame.maxY == 480 && dots.frame.width == 320)
        #expect(pages.page(2)!.view.frame.height == 480 - dots.frame.height, "the pages end above the indicator")
        host.slowDrag(from: CGPoint(x: 280, y: 240), by: CGVector(dx: -220, dy: 0))
        host.advanceInFrames(1.5)
        #expect(dots.currentPage == 3)
    }

    @Test("The data source and delegate are held weakly, and the page view controller and its pages are freed with it")
    func weakLinks() {
        var freed = 0
        do {
            let log = CallbackLog()
            var source: PageSource? = PageSource(count: 3, log: log)
            var delegate: PageDelegateLog? = PageDelegateLog()
            let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pvc.dataSource = source
            pvc.delegate = delegate
            let page = source!.page(0)!
            page.onDeinit = { freed += 1 }
            pvc.setViewControllers([page], direction: .forward, animated: false)
            _ = pvc.view
            source = nil
            delegate = nil
            #expect(pvc.dataSource == nil && pvc.delegate == nil)
        }
        #expect(freed == 1)
    }
}
