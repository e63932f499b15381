import CoreGraphics
import Foundation

/// The More tab's list, the root of `moreNavigationController`: one row per tab that does not
/// fit in the bar (its icon in the tint color, its title, a disclosure indicator). Choosing a
/// row shows that tab's controller, pushed on the More navigation controller.
@MainActor
final class MoreListController: UITableViewController {
    static let cellIdentifier = "UIMoreListCell"
    /// The tab bar controller whose overflow the list shows.
    weak var owner: UITabBarController?
    /// The tabs listed, in tab order.
    var overflow: [UIViewController] = [] {
        didSet {
            if isViewLoaded { tableView.reloadData() }
            updateEditButton()
        }
    }

    init() {
        super.init(style: .plain)
        title = UITabBarItem.SystemItem.more.title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        updateEditButton()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { overflow.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let controller = overflow[indexPath.row]
        cell.textLabel?.text = controller.tabBarItem.title ?? controller.title
        cell.imageView?.image = controller.tabBarItem.image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard overflow.indices.contains(indexPath.row) else { return }
        owner?.showFromMoreList(overflow[indexPath.row])
    }
}
