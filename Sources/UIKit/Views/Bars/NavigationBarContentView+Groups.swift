import CoreGraphics
import Foundation

/// The buttons of one bar button item group in a navigation bar: its visible items' and its
/// representative item's, of which the bar shows one or the other.
@MainActor
struct BarGroupViews {
    let group: UIBarButtonItemGroup?
    let items: [BarButtonView]
    let representative: BarButtonView?
    /// Whether the representative item is shown in place of the items.
    var isCollapsed = false

    /// Buttons for items that belong to no group (a split's own buttons).
    init(items: [UIBarButtonItem]) {
        group = nil
        self.items = items.filter { !$0.isHidden }.map { BarButtonView(item: $0) }
        representative = nil
    }

    init(group: UIBarButtonItemGroup) {
        self.group = group
        items = group.barButtonItems.filter { !$0.isHidden }.map { BarButtonView(item: $0) }
        representative = group.representativeItem.map { BarButtonView(item: $0) }
    }

    /// The groups the bar shows: not hidden, in the bar by default, with an item to show.
    static func shown(_ groups: [UIBarButtonItemGroup]) -> [BarGroupViews] {
        groups.filter(\.isShownInBar).map(BarGroupViews.init(group:)).filter { !$0.items.isEmpty }
    }

    var shown: [BarButtonView] { isCollapsed ? [representative].compactMap { $0 } : items }
    var all: [BarButtonView] { items + [representative].compactMap { $0 } }
    var canCollapse: Bool { representative != nil }

    /// The width the shown buttons take, with the room between them.
    var width: CGFloat {
        let views = shown
        return views.reduce(0) { $0 + $1.itemWidth } + NavigationBarContentView.itemSpacing * CGFloat(max(0, views.count - 1))
    }

    /// Shows the items or the representative item, and tells the group which.
    func apply() {
        for view in items { view.isHidden = isCollapsed }
        representative?.isHidden = !isCollapsed
        group?.isDisplayingRepresentativeItem = isCollapsed
    }
}

extension NavigationBarContentView {
    /// Collapses groups that have a representative item, the ones nearest the title first
    /// (trailing, then leading), until the items fit in the row beside the title. Apple says
    /// only that a group collapses "when space is constrained"; here the title keeps its own
    /// width, up to a third of the bar, as iOS keeps a short title whole between its items.
    func collapseGroupsToFit() {
        for i in leadingGroups.indices { leadingGroups[i].isCollapsed = false }
        for i in trailingGroups.indices { trailingGroups[i].isCollapsed = false }
        let titleRoom = hasTitle ? min(titleContentWidth, rowFrame.width / 3) + 2 * Self.itemSpacing : 0
        let backRoom = showsBackButton ? backButton.chevronOnlyWidth + Self.itemSpacing : 0
        let room = rowFrame.width - 2 * margin - backRoom - titleRoom
        func needed() -> CGFloat {
            let sides = [leadingGroups, trailingGroups].map { groups in
                groups.reduce(0) { $0 + $1.width } + Self.itemSpacing * CGFloat(max(0, groups.count - 1))
            }
            return sides[0] + sides[1]
        }
        var order: [(trailing: Bool, index: Int)] = trailingGroups.indices.reversed().map { (true, $0) }
        order += leadingGroups.indices.reversed().map { (false, $0) }
        for (trailing, index) in order where needed() > room {
            if trailing, trailingGroups[index].canCollapse { trailingGroups[index].isCollapsed = true }
            if !trailing, leadingGroups[index].canCollapse { leadingGroups[index].isCollapsed = true }
        }
        for groups in [leadingGroups, trailingGroups] { for group in groups { group.apply() } }
    }

    /// Whether the row shows a title (or title view) that the items should leave room for.
    private var hasTitle: Bool {
        item.titleView != nil || (largeTitleFrame.height <= 0 && !(item.title ?? "").isEmpty)
    }
}
