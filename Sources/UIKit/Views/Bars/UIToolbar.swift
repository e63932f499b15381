import CoreGraphics
import Foundation

/// Decides where a standalone toolbar is.
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// A bar of buttons, at the bottom of a navigation controller or standing alone: items sit
/// side by side from the leading margin, flexible spaces share what is left, fixed spaces
/// take their width. Like a navigation bar it is transparent at the content's scroll edge
/// unless `scrollEdgeAppearance` says otherwise.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning, BarItemHost {
    open private(set) var items: [UIBarButtonItem]?
    open weak var delegate: (any UIToolbarDelegate)?
    open var barStyle: UIBarStyle = .default { didSet { appearanceDidSet(\.barStyle); applyAppearance() } }
    open var isTranslucent = true { didSet { appearanceDidSet(\.isTranslucent); applyAppearance() } }
    open var barTintColor: UIColor? { didSet { appearanceDidSet(\.barTintColor); applyAppearance() } }
    open var standardAppearance = UIToolbarAppearance() { didSet { appearanceDidSet(\.standardAppearance); applyAppearance() } }
    open var compactAppearance: UIToolbarAppearance? { didSet { appearanceDidSet(\.compactAppearance); applyAppearance() } }
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { appearanceDidSet(\.scrollEdgeAppearance); applyAppearance() } }
    open var compactScrollEdgeAppearance: UIToolbarAppearance? { didSet { appearanceDidSet(\.compactScrollEdgeAppearance); applyAppearance() } }
    private var backgroundImages = BarImages()
    private var shadowImages = BarShadowImages()

    let background = BarBackgroundView()
    private var buttonViews: [BarButtonView] = []
    /// Whether the content above is scrolled to its bottom edge (the scroll-edge look).
    var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { applyAppearance() } } }
    /// How far the background reaches below the bar (the home indicator's area).
    var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }

    /// 44 points, 32 in a phone's landscape.
    var preferredHeight: CGFloat { traitCollection.verticalSizeClass == .compact ? 32 : 44 }

    public required override init(frame: CGRect) {
        super.init(frame: frame)
        background.shadowOnTop = true
        addSubview(background)
        applyAppearance()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        background.shadowOnTop = true
        addSubview(background)
        if let nib = coder as? UINibDecoder {
            if let translucent = nib.flag("translucent") { isTranslucent = translucent }
            if let color = nib.color("barTintColor") { barTintColor = color }
            setItems(nib.objects(in: "items").compactMap { $0 as? UIBarButtonItem }, animated: false)
        }
        applyAppearance()
    }

    open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .bottom }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
        rebuild()
        guard animated, window != nil else { return }
        for view in buttonViews { view.alpha = 0 }
        UIView.animate(withDuration: 0.2) { for view in self.buttonViews { view.alpha = 1 } }
    }

    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[topOrBottom, barMetrics] = backgroundImage
        appearanceDidSet("setBackgroundImage(_:forToolbarPosition:barMetrics:) \(topOrBottom.rawValue) \(barMetrics.rawValue)") {
            $0.setBackgroundImage(backgroundImage, forToolbarPosition: topOrBottom, barMetrics: barMetrics)
        }
        applyAppearance()
    }

    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[topOrBottom, barMetrics]
    }

    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom] = shadowImage
        appearanceDidSet("setShadowImage(_:forToolbarPosition:) \(topOrBottom.rawValue)") {
            $0.setShadowImage(shadowImage, forToolbarPosition: topOrBottom)
        }
        applyAppearance()
    }

    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { shadowImages[topOrBottom] }

    func barItemDidChange(_ item: UIBarItem) { rebuild() }

    private func rebuild() {
        for view in buttonViews { view.removeFromSuperview() }
        buttonViews = (items ?? []).filter { !$0.isHidden }.map { item in
            item.host = self
            let view = BarButtonView(item: item)
            addSubview(view)
            return view
        }
        applyAppearance()
        setNeedsLayout()
    }

    /// The look now: the compact and scroll-edge appearances when they apply, the standard one
    /// (shaped by the classic properties) otherwise; transparent at the edge with none set.
    var resolvedAppearance: UIToolbarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        var standard = standardAppearance
        let image = backgroundImages.resolved(position: barPosition, metrics: compact ? .compact : .default)
        if !isTranslucent || barTintColor != nil || image != nil {
            standard = standardAppearance.duplicate()
            if let barTintColor { standard.backgroundColor = barTintColor }
            if !isTranslucent {
                standard.backgroundEffect = nil
                if barTintColor == nil { standard.backgroundColor = .systemBackground }
            }
            if let image {
                standard.backgroundImage = image
                // A custom shadow shows only over a custom background (Apple's rule).
                if let shadow = shadowImages.resolved(position: barPosition) { standard.shadowImage = shadow }
            }
        }
        let base = (compact ? compactAppearance : nil) ?? standard
        guard isAtScrollEdge else { return base }
        if let edge = (compact ? compactScrollEdgeAppearance : nil) ?? scrollEdgeAppearance { return edge }
        let transparent = base.duplicate()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    func applyAppearance() {
        let appearance = resolvedAppearance
        background.apply(appearance)
        for view in buttonViews {
            let look = view.item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            view.appearanceAttributes = look.normal.titleTextAttributes
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: preferredHeight) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + backgroundExtension)
        let margin: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        let spacing = NavigationBarContentView.itemSpacing
        let visible = (items ?? []).filter { !$0.isHidden }
        let flexible = visible.filter { $0.systemItem == .flexibleSpace }.count
        var used: CGFloat = 0
        for item in visible where item.systemItem != .flexibleSpace {
            used += item.systemItem == .fixedSpace ? item.width : (buttonViews.first { $0.item === item }?.itemWidth ?? 0)
        }
        used += spacing * CGFloat(max(0, visible.count - 1))
        let free = max(0, bounds.width - 2 * margin - used)
        let flexibleWidth = flexible > 0 ? free / CGFloat(flexible) : 0
        var x = margin
        for item in visible {
            switch item.systemItem {
            case .flexibleSpace: x += flexibleWidth + spacing
            case .fixedSpace: x += item.width + spacing
            default:
                guard let view = buttonViews.first(where: { $0.item === item }) else { continue }
                let width = view.itemWidth
                view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
                x += width + spacing
            }
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for view in buttonViews { view.frame.origin.x = bounds.width - view.frame.maxX }
        }
    }

    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyAppearance()
        invalidateIntrinsicContentSize()
    }
}
