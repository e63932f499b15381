import Foundation

/// The changes collected between `beginUpdates` and `endUpdates` (or in
/// `performBatchUpdates`): deletions and reloads name rows and sections as they were before,
/// insertions and move destinations as they are after, as UIKit defines them.
struct TableUpdates {
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    /// Rows whose cells stay but are asked for their content again.
    var reconfiguredRows: Set<IndexPath> = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
            && reloadedRows.isEmpty && movedRows.isEmpty && reconfiguredRows.isEmpty
    }
}

/// Where everything of the table before an update went: sections and rows old to new.
struct TableUpdateMapping {
    /// For each old section, its new index (nil: deleted).
    var sections: [Int?]
    /// For each new section, for each row, the old row it came from (nil: new or reloaded).
    var rowSources: [[IndexPath?]]
    /// Old rows to their new places (survivors and moves, not reloads).
    var rows: [IndexPath: IndexPath]
}
