import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor private var pageControlDeinits = 0

private final class CountedPageControl: UIPageControl {
    isolated deinit { pageControlDeinits += 1 }
}

/// UIPageControl as UIKit documents it: no pages by default, the current page pinned to the
/// pages, a tap on either half moving one page and sending `.valueChanged`, setters sending
/// nothing, `defersCurrentPageDisplay` holding the dots until `updateCurrentPageDisplay()`.
@Suite("UIPageControl", .serialized, .freshContext) @MainActor
struct UIPageControlTests {
    /// A 200-point-wide control with 4 pages at (20, 20): its middle is at x = 120.
    private func scene() -> (UITestHost, UIPageControl, () -> [String]) {
        let host = UITestHost(size: CGSize(width: 240, height: 100), scale: 1)
        let control = UIPageControl(frame: CGRect(x: 20, y: 20, width: 200, height: 26))
        control.numberOfPages = 4
        host.window.addSubview(control)
        host.runLoopTurn()
        return (host, control, recordEvents(of: control))
    }

    @Test("Defaults: no pages, page 0, white dots (nil colors), nothing deferred or hidden; 26 points high")
    func defaults() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        #expect(!control.hidesForSinglePage && !control.defersCurrentPageDisplay)
        #expect(control.pageIndicatorTintColor == nil && control.currentPageIndicatorTintColor == nil)
        #expect(control.size(forNumberOfPages: 3) == CGSize(width: 64, height: 26))
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == control.size(forNumberOfPages: 3))
    }

    @Test("currentPage is pinned to 0…numberOfPages − 1, also when the pages shrink; setting it sends nothing")
    func pinning() {
        let (_, control, log) = scene()
        control.currentPage = 9
        #expect(control.currentPage == 3)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 3
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0 && control.currentPage == 0 && log().isEmpty)
    }

    @Test("A tap on the right half goes forward one page, on the left half back one, each sending valueChanged on lift")
    func tapsMoveOnePage() {
        let (host, control, log) = scene()
        host.tap(at: CGPoint(x: 200, y: 33))
        #expect(control.currentPage == 1)
        #expect(log() == ["down", "valueChanged", "primary", "upInside"])
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 210, y: 33))
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 30, y: 33))
        #expect(control.currentPage == 1)
        #expect(log().filter { $0 == "valueChanged" }.count == 3)
    }

    @Test("At the first or last page a tap toward the end changes nothing and sends no valueChanged")
    func ends() {
        let (host, control, log) = scene()
        host.tap(at: CGPoint(x: 30, y: 33))
        control.currentPage = 3
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 210, y: 33))
        #expect(control.currentPage == 3 && !log().contains("valueChanged"))
    }

    @Test("With defersCurrentPageDisplay the page changes at once but the dots move only on updateCurrentPageDisplay()")
    func deferredDisplay() {
        let (host, control, _) = scene()
        control.currentPageIndicatorTintColor = .red
        control.pageIndicatorTintColor = .blue
        control.defersCurrentPageDisplay = true
        let before = host.render(control)
        host.tap(at: CGPoint(x: 200, y: 33))
        #expect(control.currentPage == 1)
        #expect(ReferenceImage.difference(host.render(control), before, tolerance: 0) == nil, "the dots still show page 0")
        control.updateCurrentPageDisplay()
        #expect(ReferenceImage.difference(host.render(control), before, tolerance: 0) != nil)
    }

    @Test("A page control decodes from a nib: pages, current page, flags and colors")
    func nib() throws {
        let root = try #require(try loadControlsFixture())
        let controls = root.subviews.compactMap { $0 as? UIPageControl }
        #expect(controls.count == 2)
        #expect(controls[0].numberOfPages == 3 && controls[0].currentPage == 0 && !controls[0].hidesForSinglePage)
        #expect(controls[1].numberOfPages == 5 && controls[1].currentPage == 2)
        #expect(controls[1].hidesForSinglePage && controls[1].defersCurrentPageDisplay)
        #expect(controls[1].pageIndicatorTintColor.map { rgba($0) } == [142, 142, 147, 255])
        #expect(controls[1].currentPageIndicatorTintColor.map { rgba($0) } == [255, 0, 0, 255])
    }

    @Test("A page control is freed when removed and dropped")
    func freed() {
        pageControlDeinits = 0
        let host = UITestHost(size: CGSize(width: 240, height: 100), scale: 1)
        do {
            let control = CountedPageControl(frame: CGRect(x: 20, y: 20, width: 200, height: 26))
            control.numberOfPages = 3
            control.addAction(UIAction { _ in }, for: .valueChanged)
            host.window.addSubview(control)
            host.tap(at: CGPoint(x: 200, y: 33))
            control.removeFromSuperview()
        }
        host.advanceTime(by: 1)
        #expect(pageControlDeinits == 1)
    }
}
