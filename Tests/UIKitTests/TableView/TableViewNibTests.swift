import Foundation
import Testing
import UIKit
import UIKitTesting

/// A cell class loaded from Nib/Fixtures/NoteCell.xib.
final class NoteCell: UITableViewCell {
    @Outlet var note: UILabel!
}

/// The controller of Nib/Fixtures/Tables.storyboard: rows from an array, cells from the
/// storyboard's "proto" prototype.
final class NotesTableViewController: UITableViewController {
    var rows = ["Wi-Fi", "Bluetooth", "Cellular"]
    var selected: [IndexPath] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "proto", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.detailTextLabel?.text = "On"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

@Suite("UITableView from nibs and storyboards", .serialized, .freshContext) @MainActor
struct TableViewNibTests {
    @Test("A cell registered with a UINib is loaded from it on dequeue: its class, outlets, accessory and constraints come from the file, and it self-sizes")
    func nibRegisteredCells() {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
                cell.note.text = indexPath.row == 1 ? "A longer note that wraps onto a second and a third line in this narrow table" : "Short"
                return cell
            }
        }
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let table = UITableView(frame: host.window.bounds)
        table.register(UINib(nibName: "NoteCell", bundle: .module), forCellReuseIdentifier: "note")
        let source = Source()
        table.dataSource = source
        host.window.addSubview(table)
        host.runLoopTurn()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell
        #expect(cell?.reuseIdentifier == "note")
        #expect(cell?.accessoryType == .checkmark)
        #expect(cell?.note.superview === cell?.contentView)
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let long = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(short > 40 && short < 50)
        #expect(long > short + 30)
    }

    @Test("A storyboard's <tableViewController> loads its table (style, row height, separator color) as its view, is its data source and delegate, and registers the prototype cells by identifier")
    func storyboardTableViewController() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 2)
        let storyboard = UIStoryboard(name: "Tables", bundle: .module)
        let controller = try #require(storyboard.instantiateInitialViewController() as? NotesTableViewController)
        let table = try #require(controller.tableView)
        #expect(table.style == .insetGrouped)
        #expect(table.rowHeight == 50)
        #expect(table.dataSource === controller)
        #expect(table.delegate === controller)
        #expect(rgba(table.separatorColor!) == [255, 0, 0, 255])
        host.window.rootViewController = controller
        host.runLoopTurn()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.textLabel?.text == "Bluetooth")
        #expect(cell.detailTextLabel?.text == "On")
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.frame.height == 50)
        #expect(cell.frame.minX == 16)   // inset group: the system margin of a 390-point screen
        let frame = table.convert(table.rectForRow(at: IndexPath(row: 2, section: 0)), to: nil)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(controller.selected == [IndexPath(row: 2, section: 0)])
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)   // viewWillAppear
        #expect(table.indexPathForSelectedRow == nil)   // clearsSelectionOnViewWillAppear
        controller.endAppearanceTransition()
    }

    @Test("UITableViewController(style:) made in code builds its own table of that style with itself as data source and delegate")
    func controllerInCode() {
        let controller = UITableViewController(style: .grouped)
        #expect(controller.tableView.style == .grouped)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
    }
}
