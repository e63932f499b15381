/// Supplies a page view controller's pages as the user turns them, and the page indicator's
/// count and position.
///
/// With a data source the user can swipe (scroll style) or curl (page-curl style) to the
/// neighbouring pages; without one only `setViewControllers(_:direction:animated:completion:)`
/// changes them. When `presentationCount(for:)` answers more than zero in the scroll style, a
/// page control shows the count along the bottom; the defaults answer zero, so it shows only
/// for a data source that implements both presentation methods, as on iOS.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil when it is the first (the swipe bounces).
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil when it is the last (the swipe bounces).
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many dots the page indicator shows (scroll style); 0 shows none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is the current page, asked after `setViewControllers(_:direction:animated:completion:)`.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
