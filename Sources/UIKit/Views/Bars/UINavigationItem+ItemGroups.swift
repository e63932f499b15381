import Foundation

/// A navigation item's bar button item groups (iOS 16) and the classic item arrays over them:
/// the groups hold the items, so setting either side replaces the other, as Apple documents.
extension UINavigationItem {
    /// The items of `groups` in order; nil when there are no groups (nothing was set).
    static func items(of groups: [UIBarButtonItemGroup]) -> [UIBarButtonItem]? {
        groups.isEmpty ? nil : groups.flatMap(\.barButtonItems)
    }

    /// The groups that replace `items`: one fixed group holding them all, which never
    /// collapses. Apple does not say how the items are grouped; iOS 16 wraps them this way, so
    /// each item's `buttonGroup` is that group.
    static func groups(holding items: [UIBarButtonItem]?) -> [UIBarButtonItemGroup] {
        guard let items else { return [] }
        return [UIBarButtonItemGroup.fixedGroup(items: items)]
    }

    /// A group array was set: the groups in it tell this item when they change.
    func groupsChanged(from old: [UIBarButtonItemGroup], to new: [UIBarButtonItemGroup]) {
        let kept = leadingItemGroups + trailingItemGroups + centerItemGroups
        for group in old where group.navigationItem === self && !kept.contains(where: { $0 === group }) {
            group.navigationItem = nil
        }
        for group in new { group.navigationItem = self }
        changed()
    }

    /// One of the item's groups changed its items, representative item or visibility.
    func itemGroupsDidChange() { changed() }
}
