/// The points where iOS's table and collection views select differently; everything else
/// about selection (IndexPathSelectionHost) is the same for both.
struct IndexPathSelectionRules: Sendable {
    /// When a lifted finger's highlight goes, relative to the delegate's question.
    enum FingerUp: Sendable {
        /// UITableView: didUnhighlight, then willSelect / willDeselect.
        case unhighlightThenAsk
        /// UICollectionView: shouldSelect / shouldDeselect, then didUnhighlight.
        case askThenUnhighlight
    }

    /// What a tap that selects, in single selection, does to the items selected before.
    enum Replacing: Sendable {
        /// UITableView: each other row is deselected as a tap would deselect it (willDeselect,
        /// which may refuse or redirect, then didDeselect), even when the tapped row was selected.
        case askEach
        /// UICollectionView: a tap on a selected item changes nothing; otherwise every other
        /// item is deselected and the delegate only told (didDeselect).
        case tellEach
    }

    /// The order of `indexPathsForSelectedRows` / `indexPathsForSelectedItems`.
    enum Order: Sendable {
        /// UITableView: by index path.
        case sorted
        /// UICollectionView: the order the items were selected in.
        case selection
    }

    var fingerUp: FingerUp
    var replacing: Replacing
    var order: Order

    static let table = IndexPathSelectionRules(fingerUp: .unhighlightThenAsk, replacing: .askEach, order: .sorted)
    static let collection = IndexPathSelectionRules(fingerUp: .askThenUnhighlight, replacing: .tellEach, order: .selection)
}
