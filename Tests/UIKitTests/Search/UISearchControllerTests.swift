import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// UISearchController as UIKit documents it: tapping its bar's field activates it (presented
/// over the controller that defines the presentation context), the updater hears of the
/// activation and every change of text or scope, Cancel clears the text and ends the search,
/// and the Cancel button and scope bar come and go with it.
@Suite("UISearchController", .serialized, .freshContext) @MainActor
struct UISearchControllerTests {
    /// A list with the search bar as its table header, inside a navigation controller.
    private func scene(results: UIViewController? = UIViewController(),
                       configure: (UISearchController) -> Void = { _ in }) -> (UITestHost, TextListController, UISearchController, SearchRecorder) {
        let host = UITestHost(size: CGSize(width: 320, height: 568), scale: 2)
        let list = searchedList()
        list.definesPresentationContext = true
        let search = UISearchController(searchResultsController: results)
        let recorder = SearchRecorder()
        search.delegate = recorder
        search.searchResultsUpdater = recorder
        configure(search)
        list.tableView.tableHeaderView = search.searchBar
        host.window.rootViewController = list
        host.runLoopTurn()
        return (host, list, search, recorder)
    }

    @Test("Defaults as since iOS 15: no obscured background, the navigation bar hides, Cancel and the results show automatically")
    func defaults() {
        let search = UISearchController(searchResultsController: nil)
        #expect(!search.isActive && !search.obscuresBackgroundDuringPresentation && search.hidesNavigationBarDuringPresentation)
        #expect(search.automaticallyShowsCancelButton && search.automaticallyShowsScopeBar && search.automaticallyShowsSearchResultsController)
        #expect(search.scopeBarActivation == .automatic && !search.showsSearchResultsController && search.searchResultsController == nil)
        #expect(search.searchBar === search.searchBar)
    }

    @Test("Tapping the field activates the search: willPresent, the update, then didPresent once the presentation ends; Cancel shows")
    func activationByTap() {
        let (host, list, search, recorder) = scene()
        host.tap(at: centre(of: search.searchBar.searchTextField))
        #expect(search.isActive && search.searchBar.searchTextField.isFirstResponder && search.searchBar.showsCancelButton)
        #expect(recorder.log == ["willPresent", "update:/0"])
        host.settle()
        #expect(recorder.log == ["willPresent", "update:/0", "didPresent"])
        #expect(search.presentingViewController === list, "presented over the controller that defines the presentation context")
    }

    @Test("Typing and picking a scope each update the results; setting the text in code while active does too")
    func updaterCalls() {
        let (host, _, search, recorder) = scene {
            $0.searchBar.scopeButtonTitles = ["All", "Fruit"]
        }
        host.tap(at: centre(of: search.searchBar.searchTextField))
        host.settle()
        #expect(search.searchBar.showsScopeBar, "the scope bar shows with the search")
        host.typeText("a")
        host.typeText("p")
        search.searchBar.layoutIfNeeded()
        let control = try! #require(search.searchBar.scopeControl)
        host.tap(at: control.convert(CGPoint(x: control.bounds.width * 3 / 4, y: control.bounds.midY), to: nil))
        search.searchBar.text = "pear"
        #expect(recorder.updates == ["update:/0", "update:a/0", "update:ap/0", "update:ap/1", "update:pear/1"])
    }

    @Test("Cancel: the text is cleared, the field resigns, Cancel and the scope bar go, willDismiss then didDismiss after the dismissal")
    func cancel() {
        let (host, _, search, recorder) = scene { $0.searchBar.scopeButtonTitles = ["All", "Fruit"] }
        host.tap(at: centre(of: search.searchBar.searchTextField))
        host.settle()
        host.typeText("kiwi")
        recorder.log.removeAll()
        search.searchBar.layoutIfNeeded()
        host.tap(at: centre(of: search.searchBar.cancelButton))
        #expect(!search.isActive && search.searchBar.text == "" && !search.searchBar.searchTextField.isFirstResponder)
        #expect(!search.searchBar.showsCancelButton && !search.searchBar.showsScopeBar)
        #expect(recorder.log == ["update:/0", "willDismiss"])
        host.settle()
        #expect(recorder.log == ["update:/0", "willDismiss", "didDismiss"] && search.presentingViewController == nil)
    }

    @Test("automaticallyShowsCancelButton false: the search leaves the Cancel button as the app set it")
    func noAutomaticCancel() {
        let (host, _, search, _) = scene { $0.automaticallyShowsCancelButton = false }
        host.tap(at: centre(of: search.searchBar.searchTextField))
        #expect(search.isActive && !search.searchBar.showsCancelButton)
    }

    @Test("The results controller shows once there is text and hides when it is emptied (automaticallyShowsSearchResultsController)")
    func resultsVisibility() {
        let results = UIViewController()
        let (host, _, search, _) = scene(results: results)
        host.tap(at: centre(of: search.searchBar.searchTextField))
        host.settle()
        #expect(!search.showsSearchResultsController && results.parent === search)
        host.typeText("a")
        host.runLoopTurn()
        #expect(search.showsSearchResultsController && results.view.window != nil && results.view.superview?.isHidden == false)
        // The results start below the search bar.
        let barBottom = search.searchBar.convert(search.searchBar.bounds, to: nil).maxY
        #expect(abs(results.view.convert(results.view.bounds, to: nil).minY - barBottom) < 0.5)
        host.pressKey(.keyboardDeleteOrBackspace)
        host.runLoopTurn()
        #expect(!search.showsSearchResultsController)
    }

    @Test("obscuresBackgroundDuringPresentation dims the content below the bar; a tap on the dimming ends the search")
    func obscuredBackgroundTap() {
        let (host, _, search, recorder) = scene(results: nil) { $0.obscuresBackgroundDuringPresentation = true }
        host.tap(at: centre(of: search.searchBar.searchTextField))
        host.settle()
        let view = try! #require(search.viewIfLoaded as? SearchControllerView)
        #expect(!view.dimmingView.isHidden)
        host.tap(at: CGPoint(x: 160, y: 400))
        #expect(!search.isActive && recorder.log.contains("willDismiss"))
    }

    @Test("Without obscuring, touches below the bar reach the content while searching")
    func touchesPassThrough() {
        let (host, list, search, _) = scene(results: nil)
        host.tap(at: centre(of: search.searchBar.searchTextField))
        host.settle()
        let point = CGPoint(x: 160, y: 300)
        let hit = host.window.hitTest(point, with: nil)
        #expect(hit?.isDescendant(of: list.tableView) == true)
    }

    @Test("isActive set in code presents the search (and calls the updater) without giving the field the keyboard")
    func activateInCode() {
        let (host, _, search, recorder) = scene()
        search.isActive = true
        #expect(search.isActive && !search.searchBar.searchTextField.isFirstResponder && recorder.log == ["willPresent", "update:/0"])
        host.settle()
        search.isActive = false
        host.settle()
        #expect(recorder.log == ["willPresent", "update:/0", "didPresent", "willDismiss", "didDismiss"])
    }

    @Test("Activating a search whose bar is in no window leaves it inactive, with no callbacks")
    func activateWithoutWindow() {
        let search = UISearchController(searchResultsController: nil)
        let recorder = SearchRecorder()
        search.delegate = recorder
        search.searchResultsUpdater = recorder
        search.isActive = true
        #expect(!search.isActive && recorder.log.isEmpty)
    }

    @Test("Deactivating during the presentation dismisses once it ends")
    func deactivateMidPresentation() {
        let (host, _, search, recorder) = scene()
        search.isActive = true
        host.runLoopTurn()
        search.isActive = false
        host.settle()
        host.settle()
        #expect(!search.isActive && search.presentingViewController == nil)
        #expect(recorder.log == ["willPresent", "update:/0", "willDismiss", "didPresent", "didDismiss"])
    }

    @Test("A delegate that implements presentSearchController presents the search itself")
    func customPresentation() {
        final class Presenter: UISearchControllerDelegate {
            var asked = 0
            func presentSearchController(_ searchController: UISearchController) { asked += 1 }
        }
        let (_, _, search, _) = scene()
        let presenter = Presenter()
        search.delegate = presenter
        search.isActive = true
        #expect(presenter.asked == 1 && search.isActive && search.presentingViewController == nil)
    }

    @Test("A search bar in the content of a navigation controller: the navigation bar hides while searching and comes back after")
    func contentSearchBarHidesNavigationBar() {
        let host = UITestHost(size: CGSize(width: 320, height: 568), scale: 2)
        let list = searchedList()
        list.definesPresentationContext = true
        let search = UISearchController(searchResultsController: nil)
        list.tableView.tableHeaderView = search.searchBar
        let navigation = UINavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        host.tap(at: centre(of: search.searchBar.searchTextField))
        host.settle()
        #expect(search.isActive && navigation.isNavigationBarHidden)
        search.searchBar.layoutIfNeeded()
        host.tap(at: centre(of: search.searchBar.cancelButton))
        host.settle()
        #expect(!search.isActive && !navigation.isNavigationBarHidden)
    }
}
