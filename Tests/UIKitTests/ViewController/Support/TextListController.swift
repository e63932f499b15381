import UIKit

/// A plain list of text rows, as the reference screens show one.
@MainActor final class TextListController: UITableViewController {
    let rows: [String]
    let accessory: UITableViewCell.AccessoryType

    init(title: String?, rows: [String], accessory: UITableViewCell.AccessoryType = .none) {
        self.rows = rows
        self.accessory = accessory
        super.init(style: .plain)
        self.title = title
    }

    /// Rows "Row 1" … "Row `count`", each with a disclosure indicator.
    convenience init(title: String, count: Int) {
        self.init(title: title, rows: (1...max(1, count)).map { "Row \($0)" }, accessory: .disclosureIndicator)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.accessoryType = accessory
        return cell
    }
}
