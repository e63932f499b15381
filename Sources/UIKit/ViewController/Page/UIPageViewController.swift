import CoreGraphics
import Foundation
internal import RuntimeSupport

/// A container that shows one page (or, with a middle spine, two) at a time, the user turning
/// to the neighbouring pages its data source supplies.
///
/// The scroll style slides pages along a paging scroll view with three slots (the page before,
/// the current one, the page after), leaving `interPageSpacing` between them; swiping past the
/// first or last page bounces. The page-curl style folds the page over its spine, following a
/// pan, or turns it when the edge of the page is tapped (UIPageViewController+Curl.swift).
///
/// Pages are children of the controller. The controller forwards appearance callbacks to them
/// itself (`shouldAutomaticallyForwardAppearanceMethods` is false, as in UIKit): an incoming page
/// gets `viewWillAppear` as the turn begins (when the drag starts moving towards it) and the
/// turn's `did` callbacks when it settles; a turn the user lets fall back sends UIKit's
/// cancelled order. The delegate hears of gesture-driven turns only.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    let style: TransitionStyle
    let orientation: NavigationOrientation
    var spine: SpineLocation
    var doubleSided = false
    /// The gap between scroll-style pages: an even number of points, as UIKit rounds it.
    var pageSpacing: CGFloat = 0
    /// The pages shown, in order (left then right for a middle spine).
    var pages: [UIViewController] = []
    /// Pages set while the delegate answers `spineLocationFor`, applied with the new spine.
    var stashedPages: [UIViewController]?
    var isAskingForSpine = false
    /// The scroll style's scroll view and its turns (made with the view).
    var scroller: PageScroller?
    /// The page-curl style's leaf and gestures (made at init, so its recognizers exist early).
    var curler: PageCurler?
    /// The page indicator: scroll style, when the data source counts pages.
    var pageControl: UIPageControl?

    /// Supplies the neighbouring pages; without one the user cannot turn pages. Weak.
    open weak var dataSource: (any UIPageViewControllerDataSource)? { didSet { dataSourceDidChange() } }
    /// Told about gesture-driven turns; asked for the spine location. Weak.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// A page view controller of `style` turning along `navigationOrientation`; `options` may
    /// give `.spineLocation` (page curl; `.min` when absent) or `.interPageSpacing` (scroll).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        self.style = style
        self.orientation = navigationOrientation
        self.spine = style == .scroll ? .none : .min
        super.init(nibName: nil, bundle: nil)
        if style == .scroll {
            setPageSpacing(pageOptionNumber(options?[.interPageSpacing]).map { CGFloat($0) } ?? 0)
        } else if let raw = pageOptionNumber(options?[.spineLocation]), let location = SpineLocation(rawValue: Int(raw)), location != .none {
            setSpine(location)
        }
        if style == .pageCurl { curler = PageCurler(controller: self) }
    }

    /// From a storyboard's `<pageViewController>`: `transitionStyle`, `navigationOrientation`,
    /// `spineLocation`, `doubleSided` and `pageSpacing`.
    public required init?(coder: NSCoder) {
        let nib = coder as? UINibDecoder
        style = nib?.string("transitionStyle") == "scroll" ? .scroll : .pageCurl
        orientation = nib?.string("navigationOrientation") == "vertical" ? .vertical : .horizontal
        spine = style == .scroll ? .none : .min
        super.init(coder: coder)
        if style == .pageCurl {
            doubleSided = nib?.bool("doubleSided", default: false) ?? false
            let names: [String: SpineLocation] = ["min": .min, "mid": .mid, "max": .max]
            if let location = nib?.string("spineLocation").flatMap({ names[$0] }) { setSpine(location) }
            curler = PageCurler(controller: self)
        } else {
            setPageSpacing(CGFloat(nib?.number("pageSpacing") ?? 0))
        }
    }

    /// The style, fixed at init.
    open var transitionStyle: TransitionStyle { style }
    /// The axis pages turn along, fixed at init.
    open var navigationOrientation: NavigationOrientation { orientation }
    /// The spine: from the options at init, then whatever the delegate's `spineLocationFor`
    /// answers; `.none` in the scroll style.
    open var spineLocation: SpineLocation { spine }

    /// Whether pages have content on their backs (page curl; false by default, and set with a
    /// middle spine). Single-sided pages show their front through the back as they turn.
    /// Turning it off with a middle spine stops with UIKit's message.
    open var isDoubleSided: Bool {
        get { doubleSided }
        set {
            guard style == .pageCurl, newValue != doubleSided else { return }
            doubleSided = newValue
            if !isAskingForSpine, !newValue, spine == .mid {
                preconditionFailure("UIPageViewController.isDoubleSided: If 'UIPageViewControllerSpineLocationMid' is specified, "
                    + "'doubleSided' must be 'YES'.")
            }
        }
    }

    /// The pages shown: one, or two with a middle spine.
    open var viewControllers: [UIViewController]? { pages }

    /// The page-curl style's pan and tap recognizers (on the controller's view once it loads),
    /// for the app to coordinate with its own; empty in the scroll style.
    open var gestureRecognizers: [UIGestureRecognizer] { curler?.recognizers ?? [] }

    /// Shows `viewControllers` (one page; two with a middle spine, or for an animated turn of
    /// double-sided pages: the new front and the back of the page turning), turning in
    /// `direction` when `animated`; `completion` runs when the turn ends (at once otherwise).
    /// A wrong count stops with UIKit's message. The delegate is not told.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        MainThreadChecker.check("UIPageViewController.setViewControllers(_:direction:animated:completion:)")
        let list = viewControllers ?? []
        if isAskingForSpine {
            stashedPages = list
            return
        }
        let accepted = validatedPages(list, animated: animated)
        if style == .scroll {
            setScrollPage(accepted[0], direction: direction, animated: animated, completion: completion)
        } else {
            curler?.setPages(accepted, direction: direction, animated: animated, completion: completion)
        }
        updatePageControlFromDataSource()
    }

    /// The view: the pages (in a scroll view for the scroll style) and the page indicator. It is
    /// not opaque, so what is behind shows around the pages, as in UIKit.
    open override func loadView() {
        let content = PageControllerContentView(frame: UIScreen.main.bounds)
        content.controller = self
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.isOpaque = false
        view = content
        if style == .scroll {
            let scroller = PageScroller(controller: self)
            self.scroller = scroller
            content.addSubview(scroller.scrollView)
        } else {
            curler?.install(in: content)
        }
        for page in pages { placePage(page) }
        updatePageControlFromDataSource()
    }

    // MARK: Appearance: the controller forwards to its pages itself

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Asks the delegate for the spine (page curl) before the pages appear.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if style == .pageCurl { requestSpineLocation(for: currentInterfaceOrientation) }
        forEachShownPage { $0.beginAppearance(true, animated: animated) }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        forEachShownPage { $0.endAppearance() }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        forEachShownPage { $0.beginAppearance(false, animated: animated) }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        forEachShownPage { $0.endAppearance() }
    }

    /// A new size may mean a new orientation: the delegate may move the spine (page curl).
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard style == .pageCurl else { return }
        requestSpineLocation(for: size.width > size.height ? .landscapeRight : .portrait)
    }

    // MARK: Orientation

    /// The delegate's answer, else UIViewController's.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    /// UIViewController's orientations, for the delegate's default answer.
    var baseSupportedInterfaceOrientations: UIInterfaceOrientationMask { super.supportedInterfaceOrientations }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self) ?? super.preferredInterfaceOrientationForPresentation
    }

    /// The current page decides the status bar.
    open override var childForStatusBarStyle: UIViewController? { pages.last }
    open override var childForStatusBarHidden: UIViewController? { pages.last }
}

/// The page view controller's view: it lays out the pages and the page indicator.
@MainActor
final class PageControllerContentView: UIView, RuntimeClassNamed {
    nonisolated static let runtimeClassName = "_UIPageViewControllerContentView"

    weak var controller: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutPages()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}
