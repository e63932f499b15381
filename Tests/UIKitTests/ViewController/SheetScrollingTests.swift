import Testing
import UIKit
import UIKitTesting

/// A drag that starts in a scroll view inside a sheet (UISheetPresentationController
/// `prefersScrollingExpandsWhenScrolledToEdge`: "If true, scrolling in a scroll view
/// expands the sheet to a larger detent"; the default is true). Dragging down with the
/// content at its top moves the sheet.
@Suite("Sheets and the scroll views in them", .freshContext) @MainActor
struct SheetScrollingTests {
    final class ScrollingController: UIViewController {
        let scrollView = UIScrollView()
        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.contentSize = CGSize(width: 393, height: 3000)
            scrollView.contentInsetAdjustmentBehavior = .never
            view.addSubview(scrollView)
        }
    }

    /// An iPhone 16 presenting a sheet of a tall scroll view at the medium detent (top 392).
    private func sheet(expands: Bool = true) -> (UITestHost, ScrollingController) {
        let host = UITestHost(size: CGSize(width: 393, height: 852), scale: 1)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runLoopTurn()
        let content = ScrollingController()
        let sheet = content.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.prefersScrollingExpandsWhenScrolledToEdge = expands
        root.present(content, animated: true)
        host.advanceTime(by: 0.6)
        return (host, content)
    }

    @Test("By default dragging up in the scroll view grows the sheet to the large detent; the content does not scroll")
    func dragUpExpands() {
        let (host, content) = sheet()
        #expect(content.view.frame.minY == 392)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 330), duration: 1, steps: 30)
        host.advanceTime(by: 1)
        #expect(content.view.frame.minY == 59)
        #expect(content.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(content.scrollView.contentOffset.y == 0)
    }

    @Test("With prefersScrollingExpandsWhenScrolledToEdge false the content scrolls and the sheet stays at its detent")
    func dragUpScrolls() {
        let (host, content) = sheet(expands: false)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 450), duration: 1, steps: 30)
        host.advanceTime(by: 1)
        #expect(content.view.frame.minY == 392)
        #expect(content.scrollView.contentOffset.y > 100)
    }

    @Test("Dragging down scrolls scrolled content back first; with the content at its top the drag moves the sheet down")
    func dragDown() {
        let (host, content) = sheet()
        content.sheetPresentationController?.animateChanges { content.sheetPresentationController?.selectedDetentIdentifier = .large }
        host.advanceTime(by: 1)
        content.scrollView.contentOffset = CGPoint(x: 0, y: 400)
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 450), duration: 1, steps: 30)
        host.advanceTime(by: 1)
        #expect(content.view.frame.minY == 59)
        #expect(content.scrollView.contentOffset.y < 400)

        content.scrollView.contentOffset = .zero
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 1, steps: 30)
        host.advanceTime(by: 1)
        #expect(content.view.frame.minY == 392, "pulled down 300 points from the large detent, it settles at medium")
        #expect(content.scrollView.contentOffset.y == 0)
    }
}
