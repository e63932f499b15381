import CoreGraphics
import Foundation

/// The attributes of a list section's elements: besides the frame, what a list cell or
/// header needs to draw itself as the list's rows do (appearance, where the row sits in its
/// group, separators). iOS keeps this inside its own layout attributes too.
@preconcurrency @MainActor
final class UICollectionViewListLayoutAttributes: UICollectionViewLayoutAttributes {
    var appearance: UICollectionLayoutListConfiguration.Appearance = .plain
    var isFirstInSection = false
    var isLastInSection = false
    /// The section's first cell stands as its header (`.firstItemInSection`).
    var isHeaderItem = false
    var showsSeparator = false
    var separatorConfiguration = UIListSeparatorConfiguration(listAppearance: .plain)

    /// Fills in the list facts for the element at `indexPath` of a section of `itemCount` cells.
    func describe(_ list: UICollectionLayoutListConfiguration, itemCount: Int) {
        appearance = list.appearance
        separatorConfiguration = list.separatorConfiguration
        guard representedElementCategory == .cell else { return }
        isHeaderItem = list.headerMode == .firstItemInSection && indexPath.item == 0
        isFirstInSection = indexPath.item == 0
        isLastInSection = indexPath.item == itemCount - 1
        let visibility = list.separatorConfiguration.bottomSeparatorVisibility
        let automatic = list.showsSeparators && !(isLastInSection && (list.appearance == .insetGrouped || list.appearance == .sidebar))
        showsSeparator = visibility == .visible || (visibility == .automatic && automatic)
    }

    nonisolated override func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) let copy = super.copy(with: zone)
        MainActor.assumeIsolated {
            guard let copy = copy as? UICollectionViewListLayoutAttributes else { return }
            copy.appearance = appearance
            copy.isFirstInSection = isFirstInSection
            copy.isLastInSection = isLastInSection
            copy.isHeaderItem = isHeaderItem
            copy.showsSeparator = showsSeparator
            copy.separatorConfiguration = separatorConfiguration
        }
        return copy
    }

    nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard super.isEqual(object) else { return false }
        nonisolated(unsafe) let object = object
        return MainActor.assumeIsolated {
            guard let other = object as? UICollectionViewListLayoutAttributes else { return false }
            return appearance == other.appearance && isFirstInSection == other.isFirstInSection && isLastInSection == other.isLastInSection
                && isHeaderItem == other.isHeaderItem && showsSeparator == other.showsSeparator
                && separatorConfiguration == other.separatorConfiguration
        }
    }
}
