import CoreGraphics
import Foundation

/// Hears of items pushed on and popped off a standalone navigation bar (a navigation
/// controller's bar has the controller as its delegate, and apps may not change it).
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// The bar at the top of a navigation controller (or standing alone): it shows the top item's
/// title and buttons and a back button to the item below, in the look its appearances give
/// (transparent at the scroll edge unless `scrollEdgeAppearance` says otherwise, as since iOS 15).
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIBarPositioning, BarItemHost {
    /// The items, bottom first; the last is shown.
    open private(set) var items: [UINavigationItem]?
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one: its title is the back button's.
    open var backItem: UINavigationItem? { items.flatMap { $0.count > 1 ? $0[$0.count - 2] : nil } }
    open weak var delegate: (any UINavigationBarDelegate)? { didSet { setNeedsLayout() } }

    /// Whether the root item shows its title large (below the bar's standard row).
    open var prefersLargeTitles = false { didSet { contentChanged() } }
    open var isTranslucent = true { didSet { appearanceDidSet(\.isTranslucent); contentChanged() } }
    open var barStyle: UIBarStyle = .default { didSet { appearanceDidSet(\.barStyle); contentChanged() } }
    /// The bar's background color (in the standard look).
    open var barTintColor: UIColor? { didSet { appearanceDidSet(\.barTintColor); contentChanged() } }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { appearanceDidSet(\.titleTextAttributes); contentChanged() } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { appearanceDidSet(\.largeTitleTextAttributes); contentChanged() } }
    open var shadowImage: UIImage? { didSet { appearanceDidSet(\.shadowImage); contentChanged() } }
    open var backIndicatorImage: UIImage? { didSet { appearanceDidSet(\.backIndicatorImage); contentChanged() } }
    open var backIndicatorTransitionMaskImage: UIImage?
    private var backgroundImages = BarImages()

    /// The look over content; the other three fall back to it.
    open var standardAppearance: UINavigationBarAppearance = UINavigationBarAppearance() { didSet { appearanceDidSet(\.standardAppearance); contentChanged() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { appearanceDidSet(\.compactAppearance); contentChanged() } }
    /// The look when the content's scroll view is at its top (nil: the standard look with a
    /// transparent background and no shadow).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { appearanceDidSet(\.scrollEdgeAppearance); contentChanged() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { appearanceDidSet(\.compactScrollEdgeAppearance); contentChanged() } }

    let background = BarBackgroundView()
    /// During a push or pop between bars that look different: the look left, fading out,
    /// over the look taken, fading in (see `beginBackgroundFade(from:)`).
    var backgroundFade: (leaving: BarBackgroundView, arriving: BarBackgroundView)?
    /// What the top item shows (and, during a transition, the item leaving).
    var content: NavigationBarContentView?
    var leavingContent: NavigationBarContentView?
    /// The navigation controller the bar belongs to (its back button pops the controller).
    weak var navigationController: UINavigationController?
    /// Whether the content under the bar is scrolled to its top (the scroll-edge look).
    var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { applyAppearance() } } }
    /// How far the large title area is shown: 0 collapsed … 1 expanded (more when pulled).
    var largeTitleFraction: CGFloat = 1 { didSet { if largeTitleFraction != oldValue { setNeedsLayout() } } }
    /// How far the top item's search bar is shown: 0 collapsed … 1 shown.
    var searchFraction: CGFloat = 1 { didSet { if searchFraction != oldValue { setNeedsLayout() } } }
    /// Whether the search is active and the bar has given way to its search bar.
    var isSearchActive = false
    /// How far the background reaches above the bar (the status bar's height when attached).
    var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }

    public required override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        applyAppearance()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(background)
        if let nib = coder as? UINibDecoder { decodeBarAttributes(nib) }
        applyAppearance()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: preferredHeight) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reachUpIfTopAttached()
        layoutBar()
    }

    /// A standalone bar its delegate places `.topAttached` reaches up behind the status bar:
    /// its background extends to the top of its window (Apple's `UIBarPosition.topAttached`).
    private func reachUpIfTopAttached() {
        guard navigationController == nil, delegate?.position(for: self) == .topAttached, let window else { return }
        let reach = max(0, convert(bounds.origin, to: window).y)
        if backgroundExtension != reach { backgroundExtension = reach }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
    }

    open var barPosition: UIBarPosition {
        if navigationController != nil { return .topAttached }
        return delegate?.position(for: self) ?? .any
    }

    // MARK: Items

    /// Pushes `item`, which becomes the top item (the delegate may refuse).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        if items?.contains(where: { $0 === item }) == true {
            preconditionFailure("Cannot push a navigation item that is already in the navigation bar (\(item.title ?? "untitled"))")
        }
        if navigationController == nil, delegate?.navigationBar(self, shouldPush: item) == false { return }
        items = (items ?? []) + [item]
        showTopItem(animated: animated, pushing: true)
        if navigationController == nil { delegate?.navigationBar(self, didPush: item) }
    }

    /// Pops the top item and returns it; nil when only one item is left.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let current = items, current.count > 1, let top = current.last else { return nil }
        if navigationController == nil, delegate?.navigationBar(self, shouldPop: top) == false { return nil }
        items = Array(current.dropLast())
        top.bar = nil
        showTopItem(animated: animated, pushing: false)
        if navigationController == nil { delegate?.navigationBar(self, didPop: top) }
        return top
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        let oldTop = topItem, oldItems = self.items ?? []
        for item in self.items ?? [] where !(items ?? []).contains(where: { $0 === item }) { item.bar = nil }
        self.items = items
        let pushing = !oldItems.contains { $0 === items?.last }
        showTopItem(animated: animated && oldTop !== topItem, pushing: pushing)
    }

    // MARK: Classic appearance setters

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[.any, barMetrics] }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[barPosition, barMetrics] = backgroundImage
        appearanceDidSet("setBackgroundImage(_:for:barMetrics:) \(barPosition.rawValue) \(barMetrics.rawValue)") {
            $0.setBackgroundImage(backgroundImage, for: barPosition, barMetrics: barMetrics)
        }
        contentChanged()
    }

    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barPosition, barMetrics]
    }

    /// The background image the bar shows now: the most specific for its position and metrics
    /// (compact in compact height, prompt with a prompt showing).
    var resolvedBackgroundImage: UIImage? {
        let prompt = topItem?.prompt != nil
        let metrics: UIBarMetrics = isCompact ? (prompt ? .compactPrompt : .compact) : (prompt ? .defaultPrompt : .default)
        return backgroundImages.resolved(position: barPosition, metrics: metrics)
    }

    // MARK: Changes

    func itemDidChange(_ item: UINavigationItem) {
        guard item === topItem || item === backItem else { return }
        rebuildContent()
        // A prompt coming or going changes the bar's height: its navigation controller lays
        // the bar and the content's safe area out again.
        if preferredHeight != bounds.height { navigationController?.viewIfLoaded?.setNeedsLayout() }
    }

    func barItemDidChange(_ item: UIBarItem) { rebuildContent() }

    private func contentChanged() {
        applyAppearance()
        rebuildContent()
    }

    /// The back button was tapped: the navigation controller pops, or the bar pops its item.
    func backButtonTapped() {
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        rebuildContent()
    }

    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // The search bar's placement follows the width class (inline only in regular width).
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass, topItem?.searchController != nil {
            searchBarGeometryDidChange()
            content?.setNeedsLayout()
        }
        guard previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass else { return }
        applyAppearance()
        invalidateIntrinsicContentSize()
        navigationController?.viewIfLoaded?.setNeedsLayout()
    }
}

/// Which bar metrics a background image is for.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}
