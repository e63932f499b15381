import CoreGraphics
import Foundation
import UIKit
import UIKitTesting

/// Records every search bar delegate call, in order.
@MainActor
final class RecordingSearchBarDelegate: UISearchBarDelegate {
    var log: [String] = []
    var allowsBegin = true
    var allowsChange = true

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return allowsBegin }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldEnd"); return true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange:\(searchText)") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange:\(range.location),\(range.length),\(text)")
        return allowsChange
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { log.append("bookmark") }
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) { log.append("resultsList") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope:\(selectedScope)") }
}

/// Records a search controller's delegate and updater calls in one list, with the text the
/// updater saw.
@MainActor
final class SearchRecorder: UISearchControllerDelegate, UISearchResultsUpdating {
    var log: [String] = []
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
    func updateSearchResults(for searchController: UISearchController) {
        log.append("update:\(searchController.searchBar.text ?? "")/\(searchController.searchBar.selectedScopeButtonIndex)")
    }
    var updates: [String] { log.filter { $0.hasPrefix("update") } }
}

/// A list of thirty rows (the searched content).
@MainActor func searchedList() -> TextListController {
    TextListController(title: nil, rows: (1...30).map { "Item \($0)" })
}

extension UITestHost {
    /// Turns the run loop until `seconds` of animation time have passed.
    func settle(_ seconds: TimeInterval = 0.6) {
        runLoopTurn()
        advanceInFrames(seconds)
        runLoopTurn()
    }
}

@MainActor
func centre(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
}
