import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// The page-curl style (uikit-controllers-facts.md §1.9, §1.1): the spine and double-sided
/// rules, the leaf that follows a pan or turns on a tap, the delegate's spine, and iOS's
/// curl order of appearance callbacks (new will-appear, old will-disappear, old
/// did-disappear, new did-appear).
@Suite("Page view controller: page curl", .freshContext) @MainActor
struct PageCurlTests {
    private func shown(_ log: CallbackLog, start: Int = 1) -> (UITestHost, UIPageViewController, PageSource, PageDelegateLog) {
        showPages(.pageCurl, log: log, start: start)
    }

    @Test("The spine is .min by default; the .spineLocation option sets it, a middle spine makes the pages double-sided; the recognizers are a pan and a tap on the view")
    func spineDefaults() {
        let plain = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(plain.spineLocation == .min && !plain.isDoubleSided)
        let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                        options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(book.spineLocation == .mid && book.isDoubleSided)
        #expect(book.gestureRecognizers.count == 2)
        #expect(book.gestureRecognizers.contains { $0 is UIPanGestureRecognizer } && book.gestureRecognizers.contains { $0 is UITapGestureRecognizer })
        let view: UIView = book.view
        #expect(book.gestureRecognizers.allSatisfy { $0.view === view })
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                          options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(scroll.spineLocation == .none, "the spine is a page-curl setting")
    }

    @Test("Turning off isDoubleSided with a middle spine stops with UIKit's message")
    func doubleSidedRule() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                                options: [.spineLocation: UIPageViewController.SpineLocation.mid])
                book.isDoubleSided = false
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("If 'UIPageViewControllerSpineLocationMid' is specified, 'doubleSided' must be 'YES'."))
    }

    @Test("A middle spine needs two pages: setting one stops with UIKit's message naming the spine location")
    func midSpineCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                                options: [.spineLocation: UIPageViewController.SpineLocation.mid])
                book.setViewControllers([UIViewController()], direction: .forward, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("The number of provided view controllers (1) doesn't match the number required (2) for the requested spine location (UIPageViewControllerSpineLocationMid)"))
    }

    @Test("The scroll style shows one page: two stop with UIKit's message for the requested transition")
    func scrollCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                pvc.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("The number of view controllers provided (2) doesn't match the number required (1) for the requested transition"))
    }

    @Test("A pan from the right edge folds the page over the spine in perspective; released past half it turns, with the curl's callback order and the delegate's calls")
    func panCompletes() throws {
        let log = CallbackLog()
        let (host, pvc, source, delegate) = shown(log)
        let current = source.page(1)!
        host.slowDrag(from: CGPoint(x: 300, y: 240), by: CGVector(dx: -100, dy: 0), release: false)
        let leaf = try #require(current.view.superview?.superview)
        #expect(leaf.transform3D.m34 < 0, "the leaf is seen in perspective")
        #expect(leaf.layer.anchorPoint == CGPoint(x: 0, y: 0.5), "hinged on the spine at the left edge")
        #expect(source.page(2)!.view.window === host.window, "the next page lies below")
        #expect(delegate.entries == ["willTransitionTo(P2)"])
        #expect(log.appearance.prefix(2) == ["P2.viewWillAppear", "P1.viewWillDisappear"])
        host.touchMove(to: CGPoint(x: 60, y: 240))
        host.advanceTime(by: 0.3)
        host.touchUp()
        host.advanceInFrames(0.6)
        #expect(pvc.viewControllers == [source.page(2)!])
        #expect(log.appearance.filter { !$0.hasSuffix("IsAppearing") }
            == ["P2.viewWillAppear", "P1.viewWillDisappear", "P1.viewDidDisappear", "P2.viewDidAppear"])
        #expect(delegate.entries.last == "didFinishAnimating(true, previous: P1, completed: true)")
        #expect(current.parent == nil && current.view.superview == nil)
        #expect(source.page(2)!.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(source.page(2)!.view.transform3D == CATransform3DIdentity)
    }

    @Test("A short pan falls back: the leaf flattens, the page stays, and the callbacks come in UIKit's cancelled order")
    func panCancels() {
        let log = CallbackLog()
        let (host, pvc, source, delegate) = shown(log)
        host.slowDrag(from: CGPoint(x: 300, y: 240), by: CGVector(dx: -60, dy: 0))
        host.advanceInFrames(0.6)
        #expect(pvc.viewControllers == [source.page(1)!])
        #expect(log.appearance.filter { !$0.hasSuffix("IsAppearing") } == ["P2.viewWillAppear", "P1.viewWillDisappear",
            "P2.viewWillDisappear", "P2.viewDidDisappear", "P1.viewWillAppear", "P1.viewDidAppear"])
        #expect(delegate.entries == ["willTransitionTo(P2)", "didFinishAnimating(true, previous: P1, completed: false)"])
        #expect(source.page(2)!.parent == nil)
    }

    @Test("A tap within 80 points of the right edge turns forward, of the left edge back; in the middle nothing; past the last page nothing")
    func taps() {
        let log = CallbackLog()
        let (host, pvc, source, _) = shown(log)
        host.tap(at: CGPoint(x: 160, y: 240))
        host.advanceInFrames(0.6)
        #expect(pvc.viewControllers == [source.page(1)!])
        host.tap(at: CGPoint(x: 300, y: 240))
        host.advanceInFrames(0.6)
        #expect(pvc.viewControllers == [source.page(2)!])
        host.tap(at: CGPoint(x: 20, y: 240))
        host.advanceInFrames(0.6)
        #expect(pvc.viewControllers == [source.page(1)!])
        pvc.setViewControllers([source.page(3)!], direction: .forward, animated: false)
        host.tap(at: CGPoint(x: 300, y: 240))
        host.advanceInFrames(0.6)
        #expect(pvc.viewControllers == [source.page(3)!])
    }

    @Test("Animated setViewControllers turns the leaf on the media clock: halfway it stands edge-on-ish in perspective; completion(true) when it lands; the delegate is not told")
    func animatedSet() throws {
        let log = CallbackLog()
        let (host, pvc, source, delegate) = shown(log)
        var finished: Bool?
        pvc.setViewControllers([source.page(2)!], direction: .forward, animated: true) { finished = $0 }
        host.advanceInFrames(0.1)
        let leaf = try #require(source.page(1)!.view.superview?.superview)
        let turned = leaf.transform3D
        #expect(turned.m34 < 0 && turned.m11 < 0.99, "folding")
        #expect(finished == nil)
        host.advanceInFrames(0.5)
        #expect(finished == true && pvc.viewControllers == [source.page(2)!])
        #expect(delegate.entries.isEmpty)
    }

    @Test("Before appearing the delegate is asked for the spine; answering .mid after setting two pages inside shows them side by side, double-sided")
    func spineFromDelegate() {
        let log = CallbackLog()
        let host = UITestHost(size: CGSize(width: 480, height: 320), scale: 1)
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        let source = PageSource(count: 4, log: log), delegate = PageDelegateLog()
        delegate.spine = { pvc, orientation in
            pvc.setViewControllers([source.page(0)!, source.page(1)!], direction: .forward, animated: false)
            return .mid
        }
        pvc.dataSource = source
        pvc.delegate = delegate
        pvc.setViewControllers([source.page(0)!], direction: .forward, animated: false)
        host.window.rootViewController = pvc
        host.runLoopTurn()
        #expect(delegate.entries.first?.hasPrefix("spineLocationFor") == true)
        #expect(pvc.spineLocation == .mid && pvc.isDoubleSided)
        #expect(pvc.viewControllers == [source.page(0)!, source.page(1)!])
        #expect(source.page(0)!.view.frame == CGRect(x: 0, y: 0, width: 240, height: 320))
        #expect(source.page(1)!.view.frame == CGRect(x: 240, y: 0, width: 240, height: 320))
        // A turn in a book takes the next spread: the right page's back is the new left page.
        host.slowDrag(from: CGPoint(x: 460, y: 160), by: CGVector(dx: -300, dy: 0))
        host.advanceInFrames(0.6)
        #expect(pvc.viewControllers == [source.page(2)!, source.page(3)!])
    }
}
