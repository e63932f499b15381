// iOS search code as apps write it (Swift 5 mode): a table controller that filters its rows
// with a search controller in its navigation item, a scope bar, and force-unwrapped text.
import Testing
import UIKit
import UIKitTesting

final class CandyListController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate {
    let searchController = UISearchController(searchResultsController: nil)
    let candies = [("Chocolate Bar", "Chocolate"), ("Lollipop", "Other"), ("Jelly Bean", "Other"), ("Chocolate Chip", "Chocolate")]
    var filtered: [String] = []
    var isFiltering: Bool { searchController.isActive && !(searchController.searchBar.text?.isEmpty ?? true) }

    override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Candies"
        searchController.searchBar.scopeButtonTitles = ["All", "Chocolate", "Other"]
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        definesPresentationContext = true
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    func filterContent(for searchText: String, category: String = "All") {
        filtered = candies.filter { candy in
            (category == "All" || candy.1 == category) && (searchText.isEmpty || candy.0.lowercased().contains(searchText.lowercased()))
        }.map { $0.0 }
        tableView.reloadData()
    }

    func updateSearchResults(for searchController: UISearchController) {
        let searchBar = searchController.searchBar
        let category = searchBar.scopeButtonTitles![searchBar.selectedScopeButtonIndex]
        filterContent(for: searchBar.text!, category: category)
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        filterContent(for: searchBar.text!, category: searchBar.scopeButtonTitles![selectedScope])
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        isFiltering ? filtered.count : candies.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = isFiltering ? filtered[indexPath.row] : candies[indexPath.row].0
        return cell
    }
}

@Suite("Search call sites in Swift 5 mode", .freshContext)
@MainActor struct SearchCallSiteTests {
    @Test("A filtering table with a search controller in its navigation item compiles unchanged and filters as the user types; Cancel shows every row again")
    func filteringList() {
        let host = UITestHost(size: CGSize(width: 320, height: 568), scale: 1)
        let list = CandyListController(style: .plain)
        host.window.rootViewController = UINavigationController(rootViewController: list)
        host.runLoopTurn()
        let field = list.searchController.searchBar.searchTextField
        host.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
        host.typeText("choc")
        host.runLoopTurn()
        #expect(list.isFiltering && list.filtered == ["Chocolate Bar", "Chocolate Chip"])
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        // Cancel takes taps once the search's animations are over.
        host.advanceInFrames(0.5)
        let cancel = list.searchController.searchBar.subviews.compactMap { $0 as? UIButton }.first!
        host.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        host.runLoopTurn()
        #expect(!list.isFiltering && list.tableView.numberOfRows(inSection: 0) == 4)
    }
}
