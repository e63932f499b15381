import CoreGraphics
import Foundation
internal import RuntimeSupport

/// The bar of tabs at the bottom of the screen: one button per item, equally wide on a phone,
/// icon over title, the selected one in the tint color; 49 pt tall over the bottom safe area
/// (so 83 on a phone with a home indicator).
///
/// A tap on an item selects it and tells the `delegate`; a bar managed by a
/// `UITabBarController` tells the controller, which switches tabs.
@preconcurrency @MainActor
open class UITabBar: UIView, BarItemHost {
    /// How stacked items share the bar's width.
    public enum ItemPositioning: Int, Sendable {
        /// Filling the width on a phone (compact width), centered otherwise.
        case automatic
        /// Equal shares of the whole width.
        case fill
        /// `itemWidth`-wide items, `itemSpacing` apart, centered.
        case centered
    }

    /// Told when the user selects an item. A bar managed by a tab bar controller has the
    /// controller as its delegate, and that cannot change.
    open weak var delegate: (any UITabBarDelegate)? {
        get { _delegate }
        set {
            if managingController != nil, newValue !== managingController {
                RuntimeIssue.report("Changing the delegate of a tab bar managed by a tab bar controller is not allowed; the delegate stays the controller")
                return
            }
            _delegate = newValue
        }
    }
    weak var _delegate: (any UITabBarDelegate)?
    /// The controller that owns the bar, if any (its delegate).
    weak var managingController: UITabBarController?

    /// The items, left to right.
    open var items: [UITabBarItem]? {
        get { _items.isEmpty && !hasItems ? nil : _items }
        set { setItems(newValue, animated: false) }
    }
    var _items: [UITabBarItem] = []
    private var hasItems = false
    /// The item shown selected; one that is not in `items` is ignored.
    open weak var selectedItem: UITabBarItem? {
        get { _selectedItem }
        set {
            if let item = newValue, !_items.contains(where: { $0 === item }) {
                RuntimeIssue.report("UITabBar.selectedItem: the item \"\(item.title ?? "")\" is not one of the bar's items; the selection is unchanged")
                return
            }
            guard newValue !== _selectedItem else { return }
            _selectedItem = newValue
            refreshItems()
        }
    }
    private weak var _selectedItem: UITabBarItem?

    /// The icon and title color of items that are not selected; gray when nil.
    open var unselectedItemTintColor: UIColor? { didSet { appearanceDidSet(\.unselectedItemTintColor); refreshItems() } }
    /// The bar's background color (legacy: used when no `standardAppearance` was set).
    open var barTintColor: UIColor? { didSet { appearanceDidSet(\.barTintColor); appearanceDidChange() } }
    /// Whether the background lets a blur of the content show (legacy: used when no
    /// `standardAppearance` was set); true by default.
    open var isTranslucent = true { didSet { appearanceDidSet(\.isTranslucent); appearanceDidChange() } }
    /// A background image (legacy: used when no `standardAppearance` was set).
    open var backgroundImage: UIImage? { didSet { appearanceDidSet(\.backgroundImage); appearanceDidChange() } }
    /// An image instead of the hairline (legacy: used when no `standardAppearance` was set).
    open var shadowImage: UIImage? { didSet { appearanceDidSet(\.shadowImage); appearanceDidChange() } }
    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage? { didSet { appearanceDidSet(\.selectionIndicatorImage); refreshItems() } }
    open var itemPositioning = ItemPositioning.automatic { didSet { appearanceDidSet(\.itemPositioning); setNeedsLayout() } }
    /// The width of centered items; 0 picks UIKit's.
    open var itemWidth: CGFloat = 0 { didSet { appearanceDidSet(\.itemWidth); setNeedsLayout() } }
    /// The space between centered items; 0 picks UIKit's.
    open var itemSpacing: CGFloat = 0 { didSet { appearanceDidSet(\.itemSpacing); setNeedsLayout() } }

    /// The bar's look; a copy is kept when it is set, so changes to the object given (or
    /// read back) show only once it is set again, as on iOS. Without one set, the bar builds
    /// it from the legacy properties (`barTintColor`, `isTranslucent`, `backgroundImage`,
    /// `shadowImage`).
    open var standardAppearance: UITabBarAppearance {
        get { _standardAppearance ?? legacyAppearance() }
        set {
            _standardAppearance = newValue.duplicate()
            appearanceDidSet(\.standardAppearance, value: newValue)
            appearanceDidChange()
        }
    }
    var _standardAppearance: UITabBarAppearance?
    /// The bar's look while the content behind it is scrolled to its end (or does not
    /// scroll); nil: the standard look with a transparent background, as on iOS 15.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { _scrollEdgeAppearance }
        set {
            _scrollEdgeAppearance = newValue?.duplicate()
            appearanceDidSet(\.scrollEdgeAppearance, value: newValue)
            appearanceDidChange()
        }
    }
    var _scrollEdgeAppearance: UITabBarAppearance?
    /// Whether the content behind the bar is at its end, so the bar shows its scroll-edge look
    /// (its controller decides; a bar on its own shows its standard look).
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { appearanceDidChange() } }
    }

    let background = BarBackgroundView()
    var buttons: [TabBarButton] = []
    /// The customizing sheet while it shows (`beginCustomizingItems(_:)`).
    var customizing: TabBarCustomizeSession?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
        if let nib = coder as? UINibDecoder { decodeTabBarAttributes(nib) }
    }

    private func setUpBar() {
        background.shadowOnTop = true
        addSubview(background)
        appearanceDidChange()
    }

    /// Replaces the items; the selection stays if its item is still there. The items change
    /// at once: iOS's fade between old and new items is not reproduced (`animated` is read
    /// for source compatibility only).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        let unique = (items ?? []).filter { seen.insert(ObjectIdentifier($0)).inserted }
        if unique.count != (items ?? []).count {
            RuntimeIssue.report("UITabBar.setItems(_:animated:): the same item is in the list more than once; it is shown once")
        }
        for item in _items where item.host === self { item.host = nil }
        _items = unique
        hasItems = items != nil
        for item in unique { item.host = self }
        if let selected = _selectedItem, !unique.contains(where: { $0 === selected }) { _selectedItem = nil }
        for button in buttons { button.removeFromSuperview() }
        buttons = unique.map { item in
            let button = TabBarButton(item: item)
            button.addTarget(self, action: UITabBar.buttonTapped, for: .touchUpInside)
            addSubview(button)
            return button
        }
        refreshItems()
    }

    /// An item changed (its title, image, badge …): its button shows it.
    func barItemDidChange(_ item: UIBarItem) {
        buttons.first { $0.item === item }?.refresh(in: self)
        if item === _selectedItem { appearanceDidChange() }
        setNeedsLayout()
    }

    /// The user tapped `button`'s item.
    private func buttonTapped(_ button: TabBarButton) {
        let item = button.item
        // While customizing, the bar's items are drop targets, not tabs to select.
        guard customizing == nil, item.isEnabled, _items.contains(where: { $0 === item }) else { return }
        if let controller = managingController {
            guard controller.tabBarShouldSelect(item) else { return }
        }
        selectedItem = item
        _delegate?.tabBar(self, didSelect: item)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(size) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
    }

    /// Hiding the bar gives its controller's child the room (and the safe area) back.
    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { managingController?.viewIfLoaded?.setNeedsLayout() } }
    }

    /// The `delegate` and `selectedItem` outlets of a nib.
    open override func setValue(_ value: Any?, forKey key: String) {
        if setTabBarValue(value, forKey: key) { return }
        super.setValue(value, forKey: key)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshItems()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        refreshItems()
        appearanceDidChange()
    }

    /// Every button shows its item's state again.
    func refreshItems() {
        for button in buttons { button.refresh(in: self) }
        setNeedsLayout()
    }

    /// The background shows the appearance in effect.
    func appearanceDidChange() {
        background.apply(effectiveAppearance)
        refreshItems()
    }
}
