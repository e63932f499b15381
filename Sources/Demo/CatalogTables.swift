// The catalog's table view: an inset-grouped list as a contacts or settings screen writes one.
import Foundation
import UIKit

/// Sections with headers and footers, rows drawn by list content configurations, every kind
/// of accessory, a switch in a row and swipe actions. A contact or a setting pushes its
/// detail; a sort order moves the checkmark; a detail button shows an alert.
final class TablesController: UITableViewController, CatalogGalleryStates {
    private enum Section: Int, CaseIterable {
        case contacts, settings, sortOrder
    }

    private struct Contact {
        let name: String
        let role: String
        let color: UIColor
    }

    private struct Setting {
        let title: String
        let value: String?
        let symbol: String
        let color: UIColor
        let accessory: UITableViewCell.AccessoryType
    }

    private var contacts = [
        Contact(name: "Ada Lovelace", role: "Mathematician", color: .systemPurple),
        Contact(name: "Grace Hopper", role: "Computer scientist", color: .systemBlue),
        Contact(name: "Alan Turing", role: "Logician", color: .systemGreen),
    ]
    private var flagged: Set<String> = []
    private let settings = [
        Setting(title: "Wi-Fi", value: "Home", symbol: "wifi", color: .systemBlue, accessory: .disclosureIndicator),
        Setting(title: "Airplane Mode", value: nil, symbol: "airplane", color: .systemOrange, accessory: .none),
        Setting(title: "Notifications", value: "Banners", symbol: "bell.badge.fill", color: .systemRed, accessory: .detailDisclosureButton),
        Setting(title: "Storage", value: "42 GB", symbol: "internaldrive", color: .systemGray, accessory: .detailButton),
    ]
    private let sortOrders = ["Name", "Date added", "Role"]
    private var sortOrder = 0
    private var airplaneMode = false

    init() {
        super.init(style: .insetGrouped)
        title = "Table views"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    // MARK: Data source

    override func numberOfSections(in tableView: UITableView) -> Int { Section.allCases.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .contacts: contacts.count
        case .settings: settings.count
        case .sortOrder: sortOrders.count
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section)! {
        case .contacts: "Contacts"
        case .settings: "Settings"
        case .sortOrder: "Sort by"
        }
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        switch Section(rawValue: section)! {
        case .contacts: "Swipe a contact to flag or delete it."
        case .settings: "The info buttons show an alert."
        case .sortOrder: nil
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.accessoryView = nil
        cell.selectionStyle = .default
        switch Section(rawValue: indexPath.section)! {
        case .contacts:
            let contact = contacts[indexPath.row]
            var content = UIListContentConfiguration.subtitleCell()
            content.text = contact.name
            content.secondaryText = flagged.contains(contact.name) ? contact.role + " · Flagged" : contact.role
            content.image = UIImage(systemName: "person.crop.circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 32))
            content.imageProperties.tintColor = contact.color
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
        case .settings:
            let setting = settings[indexPath.row]
            var content = UIListContentConfiguration.valueCell()
            content.text = setting.title
            content.secondaryText = setting.value
            content.image = UIImage(systemName: setting.symbol)
            content.imageProperties.tintColor = setting.color
            cell.contentConfiguration = content
            cell.accessoryType = setting.accessory
            if setting.value == nil {
                let toggle = UISwitch()
                toggle.isOn = airplaneMode
                toggle.addTarget(self, action: TablesController.airplaneModeChanged, for: .valueChanged)
                cell.accessoryView = toggle
                cell.selectionStyle = .none
            }
        case .sortOrder:
            var content = UIListContentConfiguration.cell()
            content.text = sortOrders[indexPath.row]
            cell.contentConfiguration = content
            cell.accessoryType = indexPath.row == sortOrder ? .checkmark : .none
        }
        return cell
    }

    func airplaneModeChanged(_ sender: UISwitch) { airplaneMode = sender.isOn }

    // MARK: Delegate

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        Section(rawValue: indexPath.section) == .settings && settings[indexPath.row].value == nil ? nil : indexPath
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch Section(rawValue: indexPath.section)! {
        case .contacts:
            let contact = contacts[indexPath.row]
            show(CatalogDetailController(title: contact.name, symbol: "person.crop.circle.fill", color: contact.color, text: contact.role), sender: self)
        case .settings:
            let setting = settings[indexPath.row]
            show(CatalogDetailController(title: setting.title, symbol: setting.symbol, color: setting.color, text: setting.value ?? ""), sender: self)
        case .sortOrder:
            tableView.deselectRow(at: indexPath, animated: true)
            let previous = IndexPath(row: sortOrder, section: indexPath.section)
            sortOrder = indexPath.row
            tableView.cellForRow(at: previous)?.accessoryType = .none
            tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
        }
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        let setting = settings[indexPath.row]
        let alert = UIAlertController(title: setting.title, message: "What the detail button of a row shows.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard Section(rawValue: indexPath.section) == .contacts else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.contacts.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        delete.image = UIImage(systemName: "trash")
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            let name = contacts[indexPath.row].name
            if flagged.insert(name).inserted == false { flagged.remove(name) }
            tableView.reloadRows(at: [indexPath], with: .none)
            completion(true)
        }
        flag.image = UIImage(systemName: "flag.fill")
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        Section(rawValue: indexPath.section) == .contacts ? .delete : .none
    }

    // MARK: Gallery

    var galleryStates: [(name: String, show: () -> Void)] {
        [("detail", { self.tableView(self.tableView, didSelectRowAt: IndexPath(row: 0, section: Section.contacts.rawValue)) })]
    }
}
