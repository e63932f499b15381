import Foundation

/// The search field's delegate: it turns the field's editing into the search bar's delegate
/// calls and tells the bar's search controller, as UIKit's search bar does for its own field.
@MainActor
final class SearchFieldCoordinator: UITextFieldDelegate {
    unowned let searchBar: UISearchBar

    init(searchBar: UISearchBar) { self.searchBar = searchBar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        searchBar.searchController?.searchBarDidBeginEditing()
        searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The Search key: the delegate hears of it; the field keeps editing (the app resigns it).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        return true
    }

    /// The user changed the text (typing or the clear button).
    func textDidChange() {
        searchBar.delegate?.searchBar(searchBar, textDidChange: searchBar.text ?? "")
        searchBar.searchController?.searchTermDidChange()
    }
}
