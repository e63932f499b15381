import UIKit
import UIKitActions

/// The controller of StaticTables.storyboard's static table: it logs what the table and its
/// segues ask, and can hide rows and drop rows through `super`, as iOS code does.
final class StaticSettingsController: UITableViewController {
    @WeakOutlet var nameCell: UITableViewCell!
    @WeakOutlet var wifiSwitch: UISwitch!
    @WeakOutlet var nameDetailLabel: UILabel!
    var log: [String] = []
    /// Rows whose height is 0 (hidden), the static height otherwise.
    var hiddenRows: Set<IndexPath> = []
    /// At most this many rows per section, fewer than the storyboard's.
    var rowLimits: [Int: Int] = [:]

    @Action func wifiChanged(_ sender: UISwitch) { log.append("wifiChanged(\(sender.isOn))") }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        let rows = super.tableView(tableView, numberOfRowsInSection: section)
        return min(rows, rowLimits[section] ?? rows)
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        hiddenRows.contains(indexPath) ? 0 : super.tableView(tableView, heightForRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect(\(indexPath.section),\(indexPath.row))")
        super.tableView(tableView, didSelectRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("accessoryTapped(\(indexPath.section),\(indexPath.row))")
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("shouldPerformSegue(\(identifier), sender: \(sender is UITableViewCell ? "cell" : "other"))")
        return true
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare(\(segue.identifier ?? "nil"))")
    }
}

/// An ordinary scene holding a static table with no data source connected.
final class StaticPlainController: UIViewController {
    @WeakOutlet var table: UITableView!
    @WeakOutlet var secondCell: UITableViewCell!
}

/// The scene the static cells' segues show.
final class StaticDetailController: UIViewController {}
