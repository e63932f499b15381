// The catalog's scroll and stack views: a paging scroll view and stack views' distributions.
import Foundation
import UIKit

/// A scroll view that pages through four cards with a page control that follows it (and
/// turns it), and stack views that fill equally, space equally and nest.
final class ScrollAndStackController: CatalogScreen, UIScrollViewDelegate, CatalogGalleryStates {
    private static let pageSize = CGSize(width: 340, height: 150)
    private let pager: UIScrollView
    private let pageControl: UIPageControl

    init() {
        let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink]
        let pager = Catalog.sized(UIScrollView(), Self.pageSize.width, Self.pageSize.height)
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.layer.cornerRadius = 16
        pager.contentSize = CGSize(width: Self.pageSize.width * CGFloat(colors.count), height: Self.pageSize.height)
        for (index, color) in colors.enumerated() {
            let page = Catalog.label("Page \(index + 1)", .systemFont(ofSize: 28, weight: .bold), .white)
            page.textAlignment = .center
            page.backgroundColor = color
            page.frame = CGRect(origin: CGPoint(x: Self.pageSize.width * CGFloat(index), y: 0), size: Self.pageSize)
            pager.addSubview(page)
        }
        let pageControl = UIPageControl()
        pageControl.numberOfPages = colors.count
        pageControl.pageIndicatorTintColor = .systemGray3
        pageControl.currentPageIndicatorTintColor = .systemBlue
        let paging = Catalog.column([pager, pageControl], spacing: 0)
        self.pager = pager
        self.pageControl = pageControl
        super.init(title: "Scroll and stack views", rows: [
            ("UIScrollView with paging, and a UIPageControl", paging),
            ("UIStackView, .fillEqually", Self.stack(["One", "Two", "Three"], .fillEqually)),
            ("UIStackView, .equalSpacing", Self.stack(["A", "Longer", "Longest of all"], .equalSpacing)),
            ("Stack views nested: a vertical stack of two rows", Self.nested()),
        ])
        pager.delegate = self
        pageControl.addTarget(self, action: ScrollAndStackController.pageControlChanged, for: .valueChanged)
    }

    required init?(coder: NSCoder) { nil }

    /// A horizontal stack of tinted buttons, as wide as the pages.
    private static func stack(_ titles: [String], _ distribution: UIStackView.Distribution) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: titles.map { title in
            var configuration = UIButton.Configuration.tinted()
            configuration.title = title
            return UIButton(configuration: configuration)
        })
        stack.distribution = distribution
        stack.spacing = 8
        return Catalog.sized(stack, pageSize.width)
    }

    private static func nested() -> UIStackView {
        let rows = [["sun.max.fill", "cloud.sun.fill", "moon.fill"], ["heart.fill", "star.fill", "bolt.fill"]].map { names in
            let row = UIStackView(arrangedSubviews: names.map { UIImageView(image: UIImage(systemName: $0, withConfiguration: UIImage.SymbolConfiguration(pointSize: 28))) })
            row.spacing = 20
            return row
        }
        return Catalog.column(rows, spacing: 12)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int((scrollView.contentOffset.x / Self.pageSize.width).rounded())
    }

    func pageControlChanged(_ sender: UIPageControl) {
        pager.setContentOffset(CGPoint(x: Self.pageSize.width * CGFloat(sender.currentPage), y: 0), animated: true)
    }

    /// Turned to the third page, as the page control does.
    var galleryStates: [(name: String, show: () -> Void)] {
        [("page-3", {
            self.pageControl.currentPage = 2
            self.pageControlChanged(self.pageControl)
        })]
    }
}
