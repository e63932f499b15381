import CoreGraphics
import Foundation

/// The tab bar's geometry and the look each item gets: iOS's numbers, in one place.
enum TabBarMetrics {
    /// The bar's height above the bottom safe area (a phone in portrait, a pad).
    static let height: CGFloat = 49
    /// The bar's height in a compact-height environment (a phone in landscape).
    static let compactHeight: CGFloat = 32
    /// Stacked items: the icon's center and the title's box, from the bar's top.
    static let stackedIconCenterY: CGFloat = 19
    static let stackedTitleTop: CGFloat = 35
    static let stackedTitleHeight: CGFloat = 12
    static let stackedTitleFontSize: CGFloat = 10
    /// Inline items (icon beside title): the title's size and the gap between the two.
    static let inlineTitleFontSize: CGFloat = 13
    static let inlineSpacing: CGFloat = 6
    /// Centered items' default width and spacing (a pad in portrait).
    static let centeredItemWidth: CGFloat = 76
    static let centeredItemSpacing: CGFloat = 34
    /// The badge: a capsule at least this tall and wide, its text this size, this far in.
    static let badgeHeight: CGFloat = 18
    static let badgeFontSize: CGFloat = 13
    static let badgePadding: CGFloat = 5
    /// The badge's left edge from the icon's center, and its top from the item's top.
    static let badgeOffsetFromIconCenter: CGFloat = 6
    static let badgeTop: CGFloat = 2
    /// The gray of unselected items (iOS 13+).
    static var unselectedColor: UIColor { .systemGray }
}

extension UITabBar {
    /// The appearance in effect: the selected item's own, else the bar's, at the scroll edge
    /// the scroll-edge one (or the standard one with a transparent background).
    var effectiveAppearance: UITabBarAppearance {
        let item = selectedItem
        let standard = item?.standardAppearance ?? _standardAppearance ?? legacyAppearance()
        guard isAtScrollEdge else { return standard }
        if let edge = item?.scrollEdgeAppearance ?? _scrollEdgeAppearance { return edge }
        let transparent = standard.duplicate()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// The appearance the legacy properties describe.
    func legacyAppearance() -> UITabBarAppearance {
        let appearance = UITabBarAppearance(idiom: traitCollection.userInterfaceIdiom)
        if !isTranslucent {
            appearance.configureWithOpaqueBackground()
            if let barTintColor { appearance.backgroundColor = barTintColor.withAlphaComponent(1) }
        } else if let barTintColor {
            appearance.backgroundColor = barTintColor
        }
        if let backgroundImage { appearance.backgroundImage = backgroundImage }
        if let shadowImage { appearance.shadowImage = shadowImage }
        appearance.selectionIndicatorImage = selectionIndicatorImage
        return appearance
    }

    /// The layout items have in the bar's environment.
    var itemStyle: UITabBarItemAppearance.Style {
        if traitCollection.verticalSizeClass == .compact { return .compactInline }
        return traitCollection.horizontalSizeClass == .regular ? .inline : .stacked
    }

    /// The height of the bar's content, above the bottom safe area.
    var contentHeight: CGFloat {
        traitCollection.verticalSizeClass == .compact ? TabBarMetrics.compactHeight : TabBarMetrics.height
    }

    /// The bar's height for its place: its content over the bottom safe area.
    func fittingSize(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: contentHeight + safeAreaInsets.bottom)
    }

    /// The background fills the bar; the buttons take their frames.
    func layoutBar() {
        background.frame = bounds
        for (button, frame) in zip(buttons, itemFrames()) { button.frame = frame }
    }

    /// Each button's frame: equal shares of the width inside the safe area, or centered at
    /// `itemWidth` with `itemSpacing` between.
    func itemFrames() -> [CGRect] {
        guard !buttons.isEmpty else { return [] }
        let safe = safeAreaInsets
        let area = CGRect(x: safe.left, y: 0, width: max(0, bounds.width - safe.left - safe.right), height: contentHeight)
        let count = CGFloat(buttons.count)
        let positioning = itemPositioning == .automatic
            ? (traitCollection.horizontalSizeClass == .regular ? .centered : .fill) : itemPositioning
        guard positioning == .centered else {
            let width = area.width / count
            return buttons.indices.map { CGRect(x: area.minX + CGFloat($0) * width, y: 0, width: width, height: area.height) }
        }
        let width = itemWidth > 0 ? itemWidth : TabBarMetrics.centeredItemWidth
        let spacing = itemSpacing > 0 ? itemSpacing : TabBarMetrics.centeredItemSpacing
        let total = min(area.width, width * count + spacing * (count - 1))
        let step = count > 1 ? (total - width) / (count - 1) : 0
        let start = area.midX - total / 2
        return buttons.indices.map { CGRect(x: start + CGFloat($0) * step, y: 0, width: width, height: area.height) }
    }

    /// The icon color of an item in a state: the appearance's, else the bar's tints.
    func iconColor(selected: Bool, enabled: Bool, state: UITabBarItemStateAppearance) -> UIColor {
        if let color = state.iconColor { return color }
        if !enabled { return TabBarMetrics.unselectedColor.withAlphaComponent(0.5) }
        return selected ? tintColor : (unselectedItemTintColor ?? TabBarMetrics.unselectedColor)
    }
}
