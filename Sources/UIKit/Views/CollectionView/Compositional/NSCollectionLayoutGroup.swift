import CoreGraphics
import Foundation

/// A row, a column or a custom arrangement of items (or of other groups), laid out as one
/// unit and repeated along the section until the section's items run out.
///
/// A horizontal or vertical group made with `subitems` repeats them, in order, for as long as
/// the next one fits along its axis; one made with a `count` gives that many items equal
/// shares of its length, less `interItemSpacing`, whatever their own size says.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement { case horizontal, vertical, custom(NSCollectionLayoutGroupCustomItemProvider) }
    let arrangement: Arrangement
    /// The number of items of a `count` group (nil: repeat the subitems while they fit).
    let repeatCount: Int?

    open private(set) var subitems: [NSCollectionLayoutItem]
    /// Space between neighbouring subitems along the group's axis.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?) {
        if case .custom = arrangement {} else {
            precondition(!subitems.isEmpty, "NSCollectionLayoutGroup: a group needs at least one subitem")
        }
        if let count { precondition(count > 0, "NSCollectionLayoutGroup: the item count \(count) must be at least 1") }
        self.arrangement = arrangement
        self.subitems = subitems
        self.repeatCount = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
    }

    /// `count` copies of `subitem` sharing the group's width equally (iOS 13's form).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
    }

    /// `count` copies of `subitem` sharing the group's width equally (iOS 16's name).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
    }

    /// A group whose items' frames (in the group's coordinates) come from `itemProvider`,
    /// asked each time the group is laid out; each frame takes the next item of the section.
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }

    /// Supplementary views attached to the group (anchored to its frame; their index path is
    /// that of the group's first item). Settable on groups, as on iOS.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { groupSupplementaryItems }
        set { groupSupplementaryItems = newValue }
    }
    private var groupSupplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
}

/// Builds the frames of a custom group's items.
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
