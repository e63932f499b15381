// The catalog's page view controller: three pages to swipe through, with its page control.
import Foundation
import UIKit

/// A page view controller in the scroll style over three pages; as its data source it gives
/// the neighbours of a page and the page control's count and position.
final class PagesController: UIPageViewController, UIPageViewControllerDataSource, CatalogGalleryStates {
    private let pages = [
        CatalogDetailController(title: "Sunrise", symbol: "sunrise.fill", color: .systemOrange, text: "Swipe left for the next page."),
        CatalogDetailController(title: "Noon", symbol: "sun.max.fill", color: .systemYellow, text: "The second of three pages."),
        CatalogDetailController(title: "Night", symbol: "moon.stars.fill", color: .systemIndigo, text: "The last page: swipe right to go back."),
    ]

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        title = "Page view"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The page control's dots are white, as on iOS: they show on black below the pages.
        view.backgroundColor = .black
        dataSource = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        viewControllers?.first.flatMap { shown in pages.firstIndex { $0 === shown } } ?? 0
    }

    /// Turned to the second page, animated, as a swipe would.
    var galleryStates: [(name: String, show: () -> Void)] {
        [("page-2", { self.setViewControllers([self.pages[1]], direction: .forward, animated: true) })]
    }
}
