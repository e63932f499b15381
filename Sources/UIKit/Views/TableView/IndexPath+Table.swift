import Foundation

/// UIKit's row and item accessors on `IndexPath`: Foundation on Linux has the type but not
/// these (Apple's UIKit adds them), so table and collection code ports unchanged.
extension IndexPath {
    /// A two-element path: the section, then the row within it.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A two-element path: the section, then the item within it (collection views).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index. A path without one stops, as UIKit asserts.
    public var section: Int {
        get {
            precondition(count == 2, "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row.")
            return self[0]
        }
        set { self[0] = newValue }
    }

    /// The row within the section: the second index.
    public var row: Int {
        get {
            precondition(count == 2, "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row.")
            return self[1]
        }
        set { self[1] = newValue }
    }

    /// The item within the section: the second index (collection views).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
