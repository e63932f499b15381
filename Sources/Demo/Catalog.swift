// The catalog: a navigation stack over the standard views, controls and controllers, written
// as an iOS app writes one (a table of entries, each pushing its screen). The window demo
// presents it; the headless gallery renders every screen into demo-out/catalog/.
import Foundation
import UIKit

/// One screen of the catalog: a title and what fills it.
struct CatalogEntry {
    let title: String
    let section: String
    let make: @MainActor () -> UIViewController
}

/// A screen of views stacked top to bottom with captions; one taller than the screen scrolls.
class CatalogScreen: UIViewController {
    private let rows: [(String, UIView)]
    private let scrolls: Bool
    /// The scroll view the rows are in, when the screen scrolls.
    private(set) var scrollView: UIScrollView?

    init(title: String, rows: [(String, UIView)], scrolls: Bool = false) {
        self.rows = rows
        self.scrolls = scrolls
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 14
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        for (caption, content) in rows {
            stack.addArrangedSubview(Catalog.label(caption, .systemFont(ofSize: 13), .secondaryLabel))
            stack.addArrangedSubview(content)
        }
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
        ]
        if scrolls {
            let scrollView = UIScrollView(frame: view.bounds)
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(scrollView)
            scrollView.addSubview(stack)
            constraints += [
                stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
                stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
            ]
            self.scrollView = scrollView
        } else {
            view.addSubview(stack)
            constraints.append(stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16))
        }
        NSLayoutConstraint.activate(constraints)
    }
}

/// The catalog's first screen: the entries by section; a row pushes its screen.
final class CatalogListController: UITableViewController {
    let entries: [CatalogEntry]
    private var sections: [String] { entries.reduce(into: []) { if !$0.contains($1.section) { $0.append($1.section) } } }

    init(entries: [CatalogEntry]) {
        self.entries = entries
        super.init(style: .insetGrouped)
        title = "Catalog"
        navigationItem.largeTitleDisplayMode = .always
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
    }

    private func rows(in section: Int) -> [CatalogEntry] { entries.filter { $0.section == sections[section] } }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section] }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows(in: section).count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        cell.textLabel?.text = rows(in: indexPath.section)[indexPath.row].title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let screen = rows(in: indexPath.section)[indexPath.row].make()
        // In a split the entry is the detail (beside the list, or pushed when collapsed).
        if splitViewController != nil { showDetailViewController(screen, sender: self) } else { show(screen, sender: self) }
    }
}

@MainActor
enum Catalog {
    static func label(_ text: String, _ font: UIFont, _ color: UIColor = .label) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        return label
    }

    static func sized<View: UIView>(_ view: View, _ width: CGFloat, _ height: CGFloat? = nil) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        view.widthAnchor.constraint(equalToConstant: width).isActive = true
        if let height { view.heightAnchor.constraint(equalToConstant: height).isActive = true }
        return view
    }

    /// Views one above another, centered on the column's middle line.
    static func column(_ views: [UIView], spacing: CGFloat) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }

    static func button(_ title: String, _ action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }

    /// Every screen of the catalog, by section.
    static let entries: [CatalogEntry] = [
        CatalogEntry(title: "Labels", section: "Views") {
            CatalogScreen(title: "Labels", rows: [
                ("Body", label("The quick brown fox jumps over the lazy dog.", .systemFont(ofSize: 17))),
                ("Headline", label("Headline", .systemFont(ofSize: 17, weight: .semibold))),
                ("Large title", label("Large Title", .systemFont(ofSize: 34, weight: .bold))),
                ("Secondary", label("Secondary label color", .systemFont(ofSize: 15), .secondaryLabel)),
                ("Tinted", label("System blue", .systemFont(ofSize: 17), .systemBlue)),
            ])
        },
        CatalogEntry(title: "Images and colors", section: "Views") {
            let swatches = UIStackView(arrangedSubviews: [UIColor.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple].map {
                let view = sized(UIView(), 36, 36)
                view.backgroundColor = $0
                view.layer.cornerRadius = 8
                return view
            })
            swatches.spacing = 8
            let image = sized(UIImageView(image: landscape(size: CGSize(width: 200, height: 120))), 200, 120)
            image.layer.cornerRadius = 12
            image.clipsToBounds = true
            return CatalogScreen(title: "Images and colors", rows: [("UIImageView", image), ("System colors", swatches)])
        },
        CatalogEntry(title: "Symbols", section: "Views") {
            @MainActor func symbols(_ names: [String], _ configuration: UIImage.SymbolConfiguration? = nil) -> UIStackView {
                let row = UIStackView(arrangedSubviews: names.map { UIImageView(image: UIImage(systemName: $0, withConfiguration: configuration)) })
                row.spacing = 14
                return row
            }
            let weights = UIStackView(arrangedSubviews: [UIImage.SymbolWeight.ultraLight, .regular, .bold, .black].map {
                UIImageView(image: UIImage(systemName: "gearshape", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24, weight: $0)))
            })
            weights.spacing = 14
            let colors = UIImage.SymbolConfiguration(pointSize: 24).applying(UIImage.SymbolConfiguration(hierarchicalColor: .systemOrange))
            return CatalogScreen(title: "Symbols", rows: [
                ("UIImage(systemName:)", symbols(["house.fill", "magnifyingglass", "heart", "trash", "gear", "square.and.arrow.up", "bell.badge"])),
                ("Weights", weights),
                ("Hierarchical color", symbols(["plus.circle.fill", "person.crop.circle.fill", "checkmark.seal.fill", "folder.fill"], colors)),
            ])
        },
        CatalogEntry(title: "Scroll and stack views", section: "Views") { ScrollAndStackController() },
        CatalogEntry(title: "Progress and activity", section: "Views") { ProgressController() },
        CatalogEntry(title: "Table views", section: "Lists") { TablesController() },
        CatalogEntry(title: "Collection views", section: "Lists") { CollectionsController() },
        CatalogEntry(title: "Buttons", section: "Controls") {
            let filled = UIButton(type: .system)
            filled.setTitle("Filled", for: .normal)
            filled.setTitleColor(.white, for: .normal)
            filled.backgroundColor = .systemBlue
            filled.layer.cornerRadius = 10
            return CatalogScreen(title: "Buttons", rows: [
                ("System", button("Tap me") {}),
                ("Filled", sized(filled, 160, 44)),
                ("Disabled", { let b = button("Disabled") {}; b.isEnabled = false; return b }()),
            ])
        },
        CatalogEntry(title: "Switches and sliders", section: "Controls") {
            let on = UISwitch()
            on.isOn = true
            let slider = sized(UISlider(), 240)
            slider.value = 0.4
            let progress = sized(UIProgressView(progressViewStyle: .default), 240)
            progress.progress = 0.65
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.startAnimating()
            return CatalogScreen(title: "Switches and sliders", rows: [
                ("UISwitch", UIStackView(arrangedSubviews: [UISwitch(), on])), ("UISlider", slider),
                ("UIProgressView", progress), ("UIActivityIndicatorView", spinner),
            ])
        },
        CatalogEntry(title: "Segments and steppers", section: "Controls") {
            let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
            segments.selectedSegmentIndex = 1
            let pages = UIPageControl()
            pages.numberOfPages = 5
            pages.currentPage = 2
            pages.pageIndicatorTintColor = .systemGray3
            pages.currentPageIndicatorTintColor = .systemBlue
            return CatalogScreen(title: "Segments and steppers", rows: [
                ("UISegmentedControl", segments), ("UIStepper", UIStepper()), ("UIPageControl", pages),
            ])
        },
        CatalogEntry(title: "Text fields", section: "Controls") {
            let field = sized(UITextField(), 280, 36)
            field.borderStyle = .roundedRect
            field.placeholder = "Name"
            let filled = sized(UITextField(), 280, 36)
            filled.borderStyle = .roundedRect
            filled.text = "Ada Lovelace"
            return CatalogScreen(title: "Text fields", rows: [("Placeholder", field), ("With text", filled)])
        },
        CatalogEntry(title: "Pickers", section: "Controls") { PickersController() },
        CatalogEntry(title: "Alerts and sheets", section: "Controllers") {
            // Buttons that present: a sheet with two detents and a grabber, and a card with a
            // custom presentation controller and animator (the transitioning delegate is weak:
            // the card button's action keeps it).
            let card = CardAnimator()
            weak var presenter: UIViewController?
            let sheetButton = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Show a sheet") { _ in
                let sheet = UIViewController()
                sheet.view.backgroundColor = .systemBackground
                sheet.sheetPresentationController?.detents = [.medium(), .large()]
                sheet.sheetPresentationController?.prefersGrabberVisible = true
                presenter?.present(sheet, animated: true)
            })
            let cardButton = UIButton(configuration: .tinted(), primaryAction: UIAction(title: "Show a card") { _ in
                let shown = UIViewController()
                shown.view.backgroundColor = .systemBackground
                shown.modalPresentationStyle = .custom
                shown.transitioningDelegate = card
                presenter?.present(shown, animated: true)
            })
            let screen = CatalogScreen(title: "Alerts and sheets", rows: [
                ("A sheet: drag it between its detents, or down to dismiss", sheetButton),
                ("A custom presentation controller and animator", cardButton),
            ])
            presenter = screen
            screen.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak screen] _ in
                let alert = UIAlertController(title: "Share", message: "Send this screen?", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Send", style: .default))
                screen?.present(alert, animated: true)
            })
            return screen
        },
        CatalogEntry(title: "Bars", section: "Controllers") {
            let screen = CatalogScreen(title: "Bars", rows: [
                ("A prompt above the title, items on both sides, a toolbar below", label("Tap the toolbar's buttons", .systemFont(ofSize: 15))),
            ])
            screen.navigationItem.prompt = "Navigation bar and toolbar"
            screen.navigationItem.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .add), UIBarButtonItem(barButtonSystemItem: .search)]
            screen.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash), .flexibleSpace(),
                                   UIBarButtonItem(title: "Archive", style: .plain), .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .reply)]
            return screen
        },
        CatalogEntry(title: "Search", section: "Controllers") { SearchListController() },
        CatalogEntry(title: "Tabs", section: "Controllers") { TabsController() },
        CatalogEntry(title: "Page view", section: "Controllers") { PagesController() },
    ]

    /// The catalog in a navigation controller with large titles.
    static func make() -> UINavigationController {
        let navigation = CatalogNavigationController(rootViewController: CatalogListController(entries: entries))
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }
}

extension Catalog {
    /// The catalog as an iPad app shows it: the list in a sidebar beside the selected entry in
    /// a wide window, one navigation stack in a narrow one (starting on the list).
    static func makeSplit() -> UISplitViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = splitDelegate
        split.preferredDisplayMode = .oneBesideSecondary
        let list = CatalogListController(entries: entries)
        split.setViewController(CatalogNavigationController(rootViewController: list), for: .primary)
        let first = entries[0].make()
        split.setViewController(CatalogNavigationController(rootViewController: first), for: .secondary)
        return split
    }

    /// A narrow window starts on the list rather than on the first entry.
    final class SplitDelegate: UISplitViewControllerDelegate {
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
            .primary
        }
    }
    static let splitDelegate = SplitDelegate()
}

/// Shows the toolbar for screens that have toolbar items.
final class CatalogNavigationController: UINavigationController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        setToolbarHidden(viewController.toolbarItems?.isEmpty ?? true, animated: animated)
    }
}
