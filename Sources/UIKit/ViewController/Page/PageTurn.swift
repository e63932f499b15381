/// A turn from one page to the next that has begun and not yet ended: its pages, its
/// direction, whether the user drives it (then the delegate hears of it), and the completion
/// handler of the `setViewControllers` call that started it.
@MainActor
struct PageTurn {
    let outgoing: UIViewController
    let incoming: UIViewController
    let direction: UIPageViewController.NavigationDirection
    let byUser: Bool
    var completion: ((Bool) -> Void)?
}
