import UIKit
import UIKitTesting

/// A page that logs its callbacks and shows its number on a colour of its own.
@MainActor final class NumberedPage: LoggingController {
    static let colors: [UIColor] = [
        UIColor(red: 0.20, green: 0.47, blue: 0.96, alpha: 1), UIColor(red: 0.98, green: 0.58, blue: 0.16, alpha: 1),
        UIColor(red: 0.30, green: 0.75, blue: 0.40, alpha: 1), UIColor(red: 0.85, green: 0.25, blue: 0.45, alpha: 1),
    ]
    let index: Int

    init(_ index: Int, log: CallbackLog) {
        self.index = index
        super.init("P\(index)", log: log)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.colors[index % Self.colors.count]
        let label = UILabel()
        label.text = "Page \(index + 1)"
        label.font = .boldSystemFont(ofSize: 28)
        label.textColor = .white
        label.sizeToFit()
        label.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        label.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(label)
    }
}

/// Pages 0 ..< count, each made once; records what the page view controller asks.
@MainActor final class PageSource: UIPageViewControllerDataSource {
    let log: CallbackLog
    let count: Int
    var asked: [String] = []
    private var made: [Int: NumberedPage] = [:]

    init(count: Int, log: CallbackLog) {
        self.count = count
        self.log = log
    }

    func page(_ index: Int) -> NumberedPage? {
        guard (0..<count).contains(index) else { return nil }
        if let page = made[index] { return page }
        let page = NumberedPage(index, log: log)
        made[index] = page
        return page
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let index = (viewController as? NumberedPage)?.index ?? 0
        asked.append("before(P\(index))")
        return page(index - 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let index = (viewController as? NumberedPage)?.index ?? 0
        asked.append("after(P\(index))")
        return page(index + 1)
    }
}

/// A data source that also counts the pages for the page indicator.
@MainActor final class DottedPageSource: UIPageViewControllerDataSource {
    let pages: PageSource
    var index = 0
    init(_ pages: PageSource) { self.pages = pages }
    func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        pages.pageViewController(pvc, viewControllerBefore: vc)
    }
    func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        pages.pageViewController(pvc, viewControllerAfter: vc)
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { index }
}

/// A delegate that writes what it hears; answers the spine with `spine`, setting `pagesForSpine`.
@MainActor final class PageDelegateLog: UIPageViewControllerDelegate {
    var entries: [String] = []
    var spine: ((UIPageViewController, UIInterfaceOrientation) -> UIPageViewController.SpineLocation)?

    private func names(_ list: [UIViewController]) -> String {
        list.map { ($0 as? LoggingController)?.name ?? "?" }.joined(separator: ",")
    }

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        entries.append("willTransitionTo(\(names(pendingViewControllers)))")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        entries.append("didFinishAnimating(\(finished), previous: \(names(previousViewControllers)), completed: \(completed))")
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        entries.append("spineLocationFor(\(orientation.rawValue))")
        return spine?(pageViewController, orientation) ?? pageViewController.spineLocation
    }
}

/// A page view controller of `style` as a 320 × 480 window's root, showing page `start` of
/// four from a `PageSource`, with a `PageDelegateLog`; the log is cleared after it appears.
@MainActor func showPages(_ style: UIPageViewController.TransitionStyle, log: CallbackLog, start: Int,
                          options: [UIPageViewController.OptionsKey: Any]? = nil,
                          orientation: UIPageViewController.NavigationOrientation = .horizontal)
    -> (UITestHost, UIPageViewController, PageSource, PageDelegateLog) {
    let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
    let pvc = UIPageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
    let source = PageSource(count: 4, log: log), delegate = PageDelegateLog()
    pvc.dataSource = source
    pvc.delegate = delegate
    pvc.setViewControllers([source.page(start)!], direction: .forward, animated: false)
    host.window.rootViewController = pvc
    host.runLoopTurn()
    log.clear()
    source.asked.removeAll()
    delegate.entries.removeAll()
    return (host, pvc, source, delegate)
}

extension UITestHost {
    /// A slow drag of one finger from `start` by `offset`, in 20 steps over a second, held
    /// still for 0.2 s (so it lifts with no speed), then released unless `release` is false.
    func slowDrag(from start: CGPoint, by offset: CGVector, release: Bool = true) {
        touchDown(at: start)
        for step in 1...20 {
            let k = CGFloat(step) / 20
            touchMove(to: CGPoint(x: start.x + offset.dx * k, y: start.y + offset.dy * k))
            advanceTime(by: 0.05)
        }
        advanceTime(by: 0.2)
        if release { touchUp() }
    }
}
