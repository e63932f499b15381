import CoreGraphics
import Foundation

/// A tab bar's look (iOS 13): the bar's background and shadow (`UIBarAppearance`), the look of
/// its items in each layout, the selection indicator, and how stacked items are placed.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Items with the icon over the title (a phone in portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// Items with the title beside the icon (a pad).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// Items with the title beside the icon in a short bar (a phone in landscape).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    open var selectionIndicatorTintColor: UIColor?
    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage?
    /// How stacked items share the bar's width (`.automatic`: filling it on a phone,
    /// centered on a pad).
    open var stackedItemPositioning = UITabBar.ItemPositioning.automatic
    /// The width of each centered item; 0 picks UIKit's.
    open var stackedItemWidth: CGFloat = 0
    /// The space between centered items; 0 picks UIKit's.
    open var stackedItemSpacing: CGFloat = 0

    public required init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    override func copyContent(from other: UIBarAppearance) {
        guard let tab = other as? UITabBarAppearance else { return }
        stackedLayoutAppearance = tab.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = tab.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = tab.compactInlineLayoutAppearance.copy()
        selectionIndicatorTintColor = tab.selectionIndicatorTintColor
        selectionIndicatorImage = tab.selectionIndicatorImage
        stackedItemPositioning = tab.stackedItemPositioning
        stackedItemWidth = tab.stackedItemWidth
        stackedItemSpacing = tab.stackedItemSpacing
    }

    /// The item appearance for `style`.
    func itemAppearance(_ style: UITabBarItemAppearance.Style) -> UITabBarItemAppearance {
        switch style {
        case .stacked: stackedLayoutAppearance
        case .inline: inlineLayoutAppearance
        case .compactInline: compactInlineLayoutAppearance
        }
    }
}
