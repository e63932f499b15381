import Testing
import UIKit
import UIKitTesting

/// The middle of each of UIKit's presentation animations, frozen on the virtual clock: a
/// blue presenter with a white square at the top left, an orange presented controller with a
/// dark square at the bottom right.
@Suite("Presentation transitions (reference images)", .serialized, .freshContext) @MainActor
struct PresentationReferenceTests {
    final class Colored: UIViewController {
        let color: UIColor, markColor: UIColor, markAtTop: Bool
        init(_ color: UIColor, mark: UIColor, top: Bool) {
            self.color = color; markColor = mark; markAtTop = top
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
            let mark = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            mark.backgroundColor = markColor
            mark.autoresizingMask = markAtTop ? [.flexibleRightMargin, .flexibleBottomMargin] : [.flexibleLeftMargin, .flexibleTopMargin]
            mark.frame.origin = markAtTop ? CGPoint(x: 12, y: 12) : CGPoint(x: view.bounds.maxX - 52, y: view.bounds.maxY - 52)
            view.addSubview(mark)
        }
    }

    /// The screen `time` seconds into presenting in `style` with `transition`.
    func frame(_ style: UIModalPresentationStyle, _ transition: UIModalTransitionStyle, at time: Double, safeTop: CGFloat = 0) -> CGImage {
        let host = UITestHost(size: CGSize(width: 160, height: 240), scale: 1)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: safeTop, left: 0, bottom: 0, right: 0)
        let presenter = Colored(UIColor(red: 0.15, green: 0.35, blue: 0.8, alpha: 1), mark: .white, top: true)
        host.window.rootViewController = presenter
        host.runLoopTurn()
        let presented = Colored(UIColor(red: 1, green: 0.55, blue: 0.1, alpha: 1), mark: UIColor(white: 0.15, alpha: 1), top: false)
        presented.modalPresentationStyle = style
        presented.modalTransitionStyle = transition
        presenter.present(presented, animated: true)
        host.runLoopTurn()
        host.advanceTime(by: time)
        return host.renderScreen()
    }

    @Test("Cover vertical, full screen, at 0.1 s: the presented view is on its way up from below, over the presenter")
    func coverVertical() {
        let diff = ReferenceImage.compare(frame(.fullScreen, .coverVertical, at: 0.1), named: "present-cover-vertical-0.1")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("Cross dissolve at 0.25 s: the presented view half faded in over the presenter")
    func crossDissolve() {
        let diff = ReferenceImage.compare(frame(.fullScreen, .crossDissolve, at: 0.25), named: "present-cross-dissolve-0.25")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("Flip horizontal at 0.15 s: the container turning in perspective")
    func flipHorizontal() {
        let diff = ReferenceImage.compare(frame(.fullScreen, .flipHorizontal, at: 0.15), named: "present-flip-horizontal-0.15")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("Page sheet at 0.1 s: the sheet rising to the safe area's top (40 points) over the presenter being dimmed")
    func pageSheet() {
        let diff = ReferenceImage.compare(frame(.pageSheet, .coverVertical, at: 0.1, safeTop: 40), named: "present-page-sheet-0.1")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("Partial curl at 0.25 s: the presenter's page curling up from its bottom-right corner, the presented view showing below")
    func partialCurlMiddle() {
        let diff = ReferenceImage.compare(frame(.fullScreen, .partialCurl, at: 0.25), named: "present-partial-curl-0.25")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("Partial curl once presented (2 s on): the page stays curled half way, its back over the presenter's top, the presented view's lower half uncovered")
    func partialCurlHeld() {
        let diff = ReferenceImage.compare(frame(.fullScreen, .partialCurl, at: 2), named: "present-partial-curl-held")
        #expect(diff == nil, "\(diff!)")
    }
}
