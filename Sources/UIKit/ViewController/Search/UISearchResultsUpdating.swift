/// Updates a search's results: told when the search becomes active, when the search bar's
/// field becomes the first responder, and whenever the text or the scope changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
