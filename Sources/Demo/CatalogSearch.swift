// The catalog's search: a list that a search controller in its navigation item filters.
import Foundation
import UIKit

/// A list of produce with a search bar that stays under the title; what is typed and the
/// scope bar (all, fruit or vegetables) filter the rows as the search results updater, and
/// Cancel brings every row back.
final class SearchListController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate, UISearchControllerDelegate, CatalogGalleryStates {
    private struct Produce {
        let name: String
        let isFruit: Bool
    }

    private static let produce = [
        Produce(name: "Apple", isFruit: true), Produce(name: "Apricot", isFruit: true), Produce(name: "Asparagus", isFruit: false),
        Produce(name: "Banana", isFruit: true), Produce(name: "Broccoli", isFruit: false), Produce(name: "Carrot", isFruit: false),
        Produce(name: "Cherry", isFruit: true), Produce(name: "Grape", isFruit: true), Produce(name: "Leek", isFruit: false),
        Produce(name: "Mango", isFruit: true), Produce(name: "Orange", isFruit: true), Produce(name: "Pumpkin", isFruit: false),
        Produce(name: "Spinach", isFruit: false), Produce(name: "Tomato", isFruit: true),
    ]
    private static let scopes = ["All", "Fruit", "Vegetables"]

    private var shown = SearchListController.produce
    private let searchController = UISearchController(searchResultsController: nil)

    init() {
        super.init(style: .plain)
        title = "Search"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "produce")
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search produce"
        searchController.searchBar.scopeButtonTitles = Self.scopes
        searchController.searchBar.delegate = self
        searchController.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    // MARK: Searching

    func updateSearchResults(for searchController: UISearchController) {
        let text = (searchController.searchBar.text ?? "").trimmingCharacters(in: .whitespaces)
        let scope = searchController.searchBar.selectedScopeButtonIndex
        shown = Self.produce.filter { item in
            (scope == 0 || item.isFruit == (scope == 1)) && (text.isEmpty || item.name.localizedCaseInsensitiveContains(text))
        }
        tableView.reloadData()
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        updateSearchResults(for: searchController)
    }

    /// Ending the search shows every row again, whatever scope was chosen.
    func willDismissSearchController(_ searchController: UISearchController) {
        searchController.searchBar.selectedScopeButtonIndex = 0
        updateSearchResults(for: searchController)
    }

    // MARK: Rows

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "produce", for: indexPath)
        let item = shown[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item.name
        content.secondaryText = item.isFruit ? "Fruit" : "Vegetable"
        content.image = UIImage(systemName: item.isFruit ? "leaf.fill" : "carrot.fill")
        content.imageProperties.tintColor = item.isFruit ? .systemGreen : .systemOrange
        cell.contentConfiguration = content
        return cell
    }

    // MARK: Gallery

    /// The search begun with "p" typed, then narrowed to fruit with the scope bar.
    var galleryStates: [(name: String, show: () -> Void)] {
        [("typed", {
            self.searchController.isActive = true
            self.searchController.searchBar.text = "p"
        }), ("scope", {
            self.searchController.searchBar.selectedScopeButtonIndex = 1
            self.updateSearchResults(for: self.searchController)
        })]
    }
}
