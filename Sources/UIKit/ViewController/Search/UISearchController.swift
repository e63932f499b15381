import CoreGraphics
import Foundation

/// Runs a search from a search bar: while active it is presented over the nearest controller
/// that defines a presentation context (or the one whose navigation item shows its bar), it
/// shows its results controller over the content below the bar, keeps its updater told of
/// every change to the search, and shows the bar's Cancel button, which ends the search.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// When the scope bar shows (iOS 16).
    public enum ScopeBarActivation: Int, Sendable {
        /// The system's choice: with the search (as `.onSearchActivation`).
        case automatic = 0
        /// Only when the app sets the search bar's `showsScopeBar`.
        case manual = 1
        /// Once the user has typed something.
        case onTextEntry = 2
        /// As soon as the search is active.
        case onSearchActivation = 3
    }

    /// The controller that shows the results (nil: the results show in the searched content).
    public let searchResultsController: UIViewController?
    /// Told whenever the search changes; held weakly.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the content under the search is dimmed while it is active (false since iOS 15).
    open var obscuresBackgroundDuringPresentation = false { didSet { viewIfLoaded?.setNeedsLayout() } }
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar gives way to the search bar while searching.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar's Cancel button shows while the search is active.
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar shows with the search (false means `.manual`).
    open var automaticallyShowsScopeBar: Bool {
        get { scopeBarActivation != .manual }
        set { scopeBarActivation = newValue ? .automatic : .manual }
    }
    open var scopeBarActivation: ScopeBarActivation = .automatic
    /// Whether the results controller shows on its own once there is text (and hides when
    /// the text is emptied).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view shows now.
    open var showsSearchResultsController = false { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The search bar, made on first use; it belongs to the controller.
    open var searchBar: UISearchBar { searchBarStorage }
    private lazy var searchBarStorage: UISearchBar = {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: SearchBarMetrics.standaloneHeight))
        bar.searchController = self
        return bar
    }()

    /// Whether the search is under way.
    var activeState = false
    /// A presentation or dismissal of the search under way.
    var isChangingActivation = false
    /// Whether the search hid its navigation controller's bar (to show it again after).
    var hidNavigationBar = false

    /// Whether the search is under way. Setting it presents the controller (if it is not
    /// already) or dismisses it; without a window to present in nothing happens.
    open var isActive: Bool {
        get { activeState }
        set { newValue ? activate() : deactivate() }
    }

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        modalPresentationStyle = .overCurrentContext
        if let searchResultsController { addChild(searchResultsController) }
        searchResultsController?.didMove(toParent: self)
    }

    open override func loadView() {
        view = SearchControllerView(controller: self)
    }

    /// The results controller is a child whose view fills the part below the search bar.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let results = searchResultsController?.view { (view as? SearchControllerView)?.contentView.addSubview(results) }
    }

    /// The updater hears of the search as it is now.
    func updateResults() {
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// `automaticallyShowsSearchResultsController`: the results show while there is text.
    func updateResultsVisibility() {
        guard activeState else { return }
        let hasText = !(searchBar.text ?? "").isEmpty
        if automaticallyShowsSearchResultsController, showsSearchResultsController != hasText { showsSearchResultsController = hasText }
        if scopeBarActivation == .onTextEntry, hasText, !searchBar.showsScopeBar { searchBar.setShowsScope(true, animated: true) }
    }
}
