import CoreGraphics
internal import RuntimeSupport

// Beginning and ending a search: the delegate's will/did calls, the Cancel button and scope
// bar that come and go with it, the navigation bar giving way, and the presentation.
extension UISearchController {
    /// The controller the search bar belongs to: the one whose navigation item shows it, or
    /// the nearest controller of the view the bar is in.
    var hostController: UIViewController? {
        if let navigationController = searchBar.hostingNavigationBar?.navigationController {
            return navigationController.viewControllers.last { $0.navigationItem.searchController === self }
                ?? navigationController.topViewController
        }
        var view: UIView? = searchBar
        while let current = view {
            if let controller = current._viewController { return controller }
            view = current.superview
        }
        return nil
    }

    /// Whether `controller` is the context the search is presented over: the controller whose
    /// navigation item shows the bar, so the results go under the navigation bar.
    func presentsInContext(of controller: UIViewController) -> Bool {
        searchBar.hostingNavigationBar != nil && controller.navigationItem.searchController === self
    }

    func activate() {
        guard !activeState, !isChangingActivation else { return }
        guard let host = hostController, host.viewIfLoaded?.window != nil else {
            RuntimeIssue.report("UISearchController.isActive: the search bar's controller is not in a window; the search stays inactive")
            return
        }
        activeState = true
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if scopeBarActivation == .automatic || scopeBarActivation == .onSearchActivation, !(searchBar.scopeButtonTitles ?? []).isEmpty {
            searchBar.setShowsScope(true, animated: true)
        }
        setNavigationBarGivesWay(true, host: host)
        if let delegate { delegate.presentSearchController(self) } else { presentInContext() }
        updateResults()
    }

    /// UIKit's presentation: over the nearest controller that defines a presentation context
    /// (or the host whose navigation item shows the bar). A refused presentation leaves the
    /// search inactive.
    func presentInContext() {
        guard let host = hostController, presentingViewController == nil else { return }
        isChangingActivation = true
        host.present(self, animated: true) { [weak self] in
            guard let self else { return }
            self.isChangingActivation = false
            self.delegate?.didPresentSearchController(self)
            if !self.activeState { self.finishDeactivation() }
        }
        if presentation.presenting == nil {
            isChangingActivation = false
            rollBackActivation(host: host)
        }
    }

    private func rollBackActivation(host: UIViewController) {
        activeState = false
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: false) }
        if scopeBarActivation != .manual { searchBar.setShowsScope(false, animated: false) }
        setNavigationBarGivesWay(false, host: host)
    }

    func deactivate() {
        guard activeState else { return }
        delegate?.willDismissSearchController(self)
        activeState = false
        if searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if scopeBarActivation != .manual { searchBar.setShowsScope(false, animated: true) }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
        setNavigationBarGivesWay(false, host: hostController)
        // A presentation still running ends first; its completion dismisses.
        if !isChangingActivation { finishDeactivation() }
    }

    /// Dismisses the presented search, then tells the delegate.
    func finishDeactivation() {
        guard presentingViewController != nil else {
            delegate?.didDismissSearchController(self)
            return
        }
        isChangingActivation = true
        dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.isChangingActivation = false
            self.delegate?.didDismissSearchController(self)
        }
    }

    /// The navigation bar gives way to the search bar while searching
    /// (`hidesNavigationBarDuringPresentation`): a bar showing the search bar collapses to it,
    /// a navigation controller around a search bar in the content hides its bar.
    private func setNavigationBarGivesWay(_ givesWay: Bool, host: UIViewController?) {
        guard hidesNavigationBarDuringPresentation else { return }
        if let bar = searchBar.hostingNavigationBar {
            bar.setSearchActive(givesWay, animated: true)
        } else if let navigationController = host?.navigationController {
            if givesWay, !navigationController.isNavigationBarHidden {
                hidNavigationBar = true
                navigationController.setNavigationBarHidden(true, animated: true)
            } else if !givesWay, hidNavigationBar {
                hidNavigationBar = false
                navigationController.setNavigationBarHidden(false, animated: true)
            }
        }
    }

    // MARK: Told by the search bar

    /// The field became the first responder: the search begins (or, already active, the
    /// updater hears of it).
    func searchBarDidBeginEditing() {
        if activeState { updateResults() } else { activate() }
    }

    /// The text or the scope changed.
    func searchTermDidChange() {
        guard activeState else { return }
        updateResults()
    }

    /// Cancel ends the search: the text is cleared, the field resigns, the controller goes.
    func searchBarCancelButtonTapped() {
        searchBar.text = ""
        deactivate()
    }
}
