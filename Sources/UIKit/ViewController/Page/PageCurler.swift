import CoreGraphics
import Foundation
import QuartzCore

/// The page-curl style: the pages laid out on their spine, and turns that fold a leaf over it
/// (PageLeafView), driven by the pan and tap recognizers or by `setViewControllers`.
///
/// Appearance callbacks follow iOS's order for the curl: the new page's `viewWillAppear`, the
/// old one's `viewWillDisappear`, then the old one's `viewDidDisappear` and the new one's
/// `viewDidAppear` when the leaf has landed.
@MainActor
final class PageCurler {
    /// How long an animated turn takes from flat to over (seconds); a value chosen by eye, as
    /// iOS documents none.
    static let turnDuration: CFTimeInterval = 0.45

    weak var controller: UIPageViewController?
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()
    var recognizers: [UIGestureRecognizer] { [pan, tap] }
    weak var container: UIView?
    var area = CGRect.zero
    var turn: CurlTurn?
    var link: CADisplayLink?

    init(controller: UIPageViewController) {
        self.controller = controller
        pan.addTarget(self, action: PageCurler.handlePan)
        tap.addTarget(self, action: PageCurler.handleTap)
    }

    /// Puts the recognizers on the controller's view.
    func install(in view: UIView) {
        container = view
        view.clipsToBounds = true
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
    }

    var isHorizontal: Bool { controller?.orientation != .vertical }

    /// The frame of the page at `index` among the shown pages: all of the area, or a half of
    /// it with a middle spine.
    func frame(ofPageAt index: Int) -> CGRect {
        guard controller?.spine == .mid else { return area }
        if isHorizontal {
            let w = area.width / 2
            return CGRect(x: area.minX + CGFloat(index) * w, y: area.minY, width: w, height: area.height)
        }
        let h = area.height / 2
        return CGRect(x: area.minX, y: area.minY + CGFloat(index) * h, width: area.width, height: h)
    }

    func layout(in area: CGRect) {
        self.area = area
        guard turn == nil, let controller else { return }
        for page in controller.pages { place(page) }
    }

    /// Puts a shown page's view in its place on the spine.
    func place(_ page: UIViewController) {
        guard let controller, let container, let index = controller.pages.firstIndex(where: { $0 === page }) else { return }
        let view: UIView = page.view
        if view.superview !== container { container.insertSubview(view, at: 0) }
        view.transform = .identity
        view.frame = frame(ofPageAt: index)
    }

    // MARK: Code sets the pages

    /// `setViewControllers` in the page-curl style: animated, the leaf turns in `direction`
    /// (for double-sided pages `list[1]` is its back); otherwise the pages are replaced.
    func setPages(_ list: [UIViewController], direction: UIPageViewController.NavigationDirection, animated: Bool,
                  completion: ((Bool) -> Void)?) {
        guard let controller else { return }
        if let running = turn { land(running, completed: running.target >= 1, finished: false) }
        let visible = controller.viewIfLoaded?.window.map { !$0.isHidden } ?? false
        let final = animated ? Array(list.prefix(controller.spine.visiblePageCount)) : list
        guard animated, visible, container != nil, !controller.pages.isEmpty, final.count == controller.pages.count else {
            replace(with: final)
            completion?(true)
            return
        }
        let back = controller.doubleSided && controller.spine != .mid && list.count > 1 ? list[1] : nil
        guard let started = begin(to: final, back: back, direction: direction, byUser: false) else {
            replace(with: final)
            completion?(true)
            return
        }
        started.completion = completion
        animate(started, to: 1)
    }

    /// Swaps the pages at once, with the curl's callback order.
    private func replace(with list: [UIViewController]) {
        guard let controller else { return }
        let old = controller.pages
        let appearing = list.filter { page in !old.contains { $0 === page } }
        let gone = old.filter { page in !list.contains { $0 === page } }
        for page in appearing { controller.adopt(page) }
        let appear = controller.pagesAppear && controller.viewIfLoaded != nil
        if appear {
            for page in appearing { page.beginAppearance(true, animated: false) }
            for page in gone { page.beginAppearance(false, animated: false) }
        }
        controller.pages = list
        for page in gone { page.viewIfLoaded?.removeFromSuperview() }
        if container != nil { for page in list { place(page) } }
        if appear, controller.appearance.phase == .appeared {
            for page in gone { page.endAppearance() }
            for page in appearing { page.endAppearance() }
        }
        for page in gone { controller.release(page) }
        for page in appearing { page.didMove(toParent: controller) }
    }
}
