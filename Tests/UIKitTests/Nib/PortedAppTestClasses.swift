import UIKit
import UIKitActions

/// The list of PortedApp.storyboard: rows with an indentation level from the delegate.
final class PortedListController: UITableViewController {
    var rows = ["Groceries", "Chores"]
    /// The level the delegate method answers for every row.
    var indentation = 0
    /// The level the data source gives the cell itself.
    var cellIndentation = 0

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.indentationLevel = cellIndentation
        return cell
    }
    override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { indentation }
}

/// The static detail screen: outlets to its navigation item's button and to a cell outside the
/// table (both weak, as Xcode writes them), and a field that becomes first responder in
/// `viewWillAppear`, as iOS apps do.
final class PortedDetailController: UITableViewController, UITextFieldDelegate {
    @WeakOutlet var doneBarButton: UIBarButtonItem!
    @WeakOutlet var textField: UITextField!
    @WeakOutlet var pickerCell: UITableViewCell!
    @WeakOutlet var rating: PortedRatingStack!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        textField.becomeFirstResponder()
    }
}

/// A stack view subclass as iOS code declares one: `init(coder:)` is not failable on UIStackView.
final class PortedRatingStack: UIStackView {
    var decoded = false
    required init(coder: NSCoder) {
        super.init(coder: coder)
        decoded = true
    }
    override init(frame: CGRect) { super.init(frame: frame) }
}
