import CoreGraphics
import Foundation

/// What a navigation bar shows for one item: the back button, the left and right items, the
/// title (or title view), the prompt and the large title. A push or pop fades one of these
/// out while the next fades in.
@MainActor
final class NavigationBarContentView: UIView {
    let item: UINavigationItem
    /// The item below (the back button's destination), nil at the root.
    let backItem: UINavigationItem?
    let backButton = NavigationBackButton()
    /// The leading groups' buttons (a column-style split's own buttons first), edge first.
    var leadingGroups: [BarGroupViews] = []
    /// The trailing groups' buttons, edge first.
    var trailingGroups: [BarGroupViews] = []
    /// The buttons shown now at the leading side (a collapsed group's representative item
    /// in place of its items), edge first.
    var leftViews: [BarButtonView] { leadingGroups.flatMap(\.shown) }
    var rightViews: [BarButtonView] { trailingGroups.flatMap(\.shown) }
    /// Every button, shown or not.
    private var allButtonViews: [BarButtonView] { (leadingGroups + trailingGroups).flatMap(\.all) }
    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    let promptLabel = UILabel()
    /// The standard row (title and buttons) in the view's coordinates.
    var rowFrame = CGRect.zero
    /// The large title's area below the row (zero height when not shown).
    var largeTitleFrame = CGRect.zero
    /// The side margin (16 on phones, 20 in regular width).
    var margin: CGFloat = 16
    /// The title row's and large title's opacity (0 while a search has taken the bar over).
    var rowAlpha: CGFloat = 1 {
        didSet {
            for view in [titleLabel, largeTitleLabel, promptLabel, backButton] + allButtonViews + [item.titleView].compactMap({ $0 }) {
                view.alpha = rowAlpha
            }
        }
    }

    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
    /// The room between two bar button items.
    static let itemSpacing: CGFloat = 8

    init(item: UINavigationItem, backItem: UINavigationItem?, host: UINavigationBar) {
        self.item = item
        self.backItem = backItem
        super.init(frame: .zero)
        isOpaque = false
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        largeTitleLabel.lineBreakMode = .byTruncatingTail
        promptLabel.textAlignment = .center
        promptLabel.font = .systemFont(ofSize: 13)
        for label in [titleLabel, largeTitleLabel, promptLabel] { addSubview(label) }
        addSubview(backButton)
        backButton.addAction(UIAction { [weak host] _ in host?.backButtonTapped() }, for: .touchUpInside)
        // A column-style split's own buttons come first in its columns' bars.
        let splitItems = host.navigationController.map { nav in nav.splitViewController?.leadingSystemItems(for: nav, item: item) ?? [] } ?? []
        leadingGroups = (splitItems.isEmpty ? [] : [BarGroupViews(items: splitItems)]) + BarGroupViews.shown(item.leadingItemGroups)
        trailingGroups = BarGroupViews.shown(item.trailingItemGroups)
        for view in allButtonViews {
            view.item.host = host
            addSubview(view)
        }
        if let titleView = item.titleView { addSubview(titleView) }
        if let searchBar = item.searchController?.searchBar {
            searchBar.hostingNavigationBar = host
            addSubview(searchBar)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("NavigationBarContentView is made by its bar") }

    /// Whether the back button shows: there is an item below, the top item does not hide it,
    /// and its left items supplement rather than replace it.
    var showsBackButton: Bool {
        backItem != nil && !item.hidesBackButton && (leftViews.isEmpty || item.leftItemsSupplementBackButton)
    }

    func apply(_ appearance: UINavigationBarAppearance) {
        var title: [NSAttributedString.Key: Any] = [.font: Self.titleFont, .foregroundColor: UIColor.label]
        title.merge(appearance.titleTextAttributes) { $1 }
        titleLabel.font = title[.font] as? UIFont
        titleLabel.textColor = title[.foregroundColor] as? UIColor
        titleLabel.text = item.title
        var large: [NSAttributedString.Key: Any] = [.font: Self.largeTitleFont, .foregroundColor: UIColor.label]
        large.merge(appearance.largeTitleTextAttributes) { $1 }
        largeTitleLabel.font = large[.font] as? UIFont
        largeTitleLabel.textColor = large[.foregroundColor] as? UIColor
        largeTitleLabel.text = item.title
        promptLabel.text = item.prompt
        promptLabel.isHidden = item.prompt == nil
        promptLabel.textColor = titleLabel.textColor
        for view in allButtonViews {
            let look = view.item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            view.appearanceAttributes = look.normal.titleTextAttributes
        }
        backButton.indicatorImage = appearance.backIndicatorImage
        backButton.titleAttributes = appearance.backButtonAppearance.normal.titleTextAttributes
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let row = rowFrame
        var leading = row.minX + margin, trailing = row.maxX - margin
        backButton.isHidden = !showsBackButton
        collapseGroupsToFit()
        trailing = placeInlineSearchBar(trailing: trailing, leading: leading)
        // Right items from the trailing edge inwards.
        for view in rightViews {
            let width = view.itemWidth
            view.frame = CGRect(x: trailing - width, y: row.minY, width: width, height: row.height)
            trailing -= width + Self.itemSpacing
        }
        if showsBackButton {
            leading = row.minX + NavigationBackButton.leadingInset
        }
        // Left items after the back button (when they supplement it).
        var leftStart = leading
        if showsBackButton { leftStart += backButton.chevronOnlyWidth + Self.itemSpacing }
        for view in leftViews {
            let width = view.itemWidth
            view.frame = CGRect(x: leftStart, y: row.minY, width: width, height: row.height)
            leftStart += width + Self.itemSpacing
        }
        let titleWidth = titleContentWidth
        // The back title: the full one when it fits before the centered title, then "Back",
        // then only the chevron.
        if showsBackButton {
            // The back title must end before the title, centered on the bar, begins.
            let limit = max(0, (bounds.width - titleWidth) / 2 - Self.itemSpacing - leading)
            backButton.title = backTitle(fitting: limit)
            let width = min(backButton.fittingWidth, max(backButton.chevronOnlyWidth, limit))
            backButton.frame = CGRect(x: leading, y: row.minY, width: width, height: row.height)
            if leftViews.isEmpty { leftStart = backButton.frame.maxX + Self.itemSpacing }
        }
        let lower = leftViews.isEmpty && !showsBackButton ? row.minX + margin : leftStart
        placeTitle(width: titleWidth, between: lower, trailing)
        promptLabel.frame = CGRect(x: row.minX + margin, y: 0, width: row.width - 2 * margin, height: max(0, row.minY))
        largeTitleLabel.isHidden = largeTitleFrame.height <= 0
        largeTitleLabel.frame = CGRect(x: row.minX + margin, y: largeTitleFrame.maxY - 49, width: row.width - 2 * margin, height: 41)
    }

    /// The title's natural width (a title view's own width).
    var titleContentWidth: CGFloat {
        if let titleView = item.titleView {
            return titleView.bounds.width > 0 ? titleView.bounds.width : titleView.intrinsicContentSize.width
        }
        return titleLabel.intrinsicContentSize.width.rounded(.up)
    }

    /// Centers the title on the bar when it fits between the items, else between them.
    private func placeTitle(width: CGFloat, between lower: CGFloat, _ upper: CGFloat) {
        let row = rowFrame
        let room = max(0, upper - lower)
        var x = ((bounds.width - width) / 2).rounded()
        let w = min(width, room)
        x = min(max(x, lower), upper - w)
        let showsStandardTitle = largeTitleFrame.height <= 0
        titleLabel.isHidden = item.titleView != nil || !showsStandardTitle
        if let titleView = item.titleView {
            let height = min(row.height, titleView.bounds.height > 0 ? titleView.bounds.height : titleView.intrinsicContentSize.height)
            let h = height > 0 ? height : row.height
            titleView.frame = CGRect(x: x, y: row.minY + ((row.height - h) / 2).rounded(), width: w, height: h)
        } else {
            titleLabel.frame = CGRect(x: x, y: row.minY, width: w, height: row.height)
        }
    }

    /// The back button's title as iOS picks it from the back item (the top item's settings
    /// play no part): its `backBarButtonItem`'s title as set; else by its
    /// `backButtonDisplayMode` — `.default`: `backButtonTitle`, then `title`, then "Back",
    /// the first that fits, else none; `.generic`: "Back" if it fits; `.minimal`: none.
    private func backTitle(fitting limit: CGFloat) -> String? {
        guard let backItem else { return nil }
        if let custom = backItem.backBarButtonItem?.title { return custom }
        let candidates: [String?] = switch backItem.backButtonDisplayMode {
        case .minimal: []
        case .generic: ["Back"]
        case .default: [backItem.backButtonTitle, backItem.title, "Back"]
        }
        return candidates.compactMap { $0 }.first { backButton.width(withTitle: $0) <= limit }
    }
}
