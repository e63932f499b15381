import CoreGraphics
internal import RuntimeSupport
import Foundation

/// A search field in a bar: the rounded field with its magnifier, an optional Cancel button
/// beside it, a prompt above and a scope bar (a segmented control) below. The bar tells its
/// delegate what the user does; a `UISearchController` uses one to drive a search.
@preconcurrency @MainActor
open class UISearchBar: UIView, UIBarPositioning {
    /// How much background the bar shows.
    public enum Style: UInt, Sendable {
        /// The system's choice: as `.prominent`.
        case `default` = 0
        /// A translucent bar background behind an opaque field.
        case prominent = 1
        /// No bar background; only the field's own fill.
        case minimal = 2
    }

    /// The bar's icons, whose images `setImage(_:for:state:)` replaces.
    public enum Icon: Int, Sendable {
        case search = 0, clear, bookmark, resultsList
    }

    // MARK: Parts

    /// The text field the bar edits; its delegate is the bar's (set the bar's `delegate`).
    public let searchTextField = UISearchTextField(frame: .zero)
    let cancelButton = UIButton(type: .system)
    let promptLabel = UILabel()
    let background = BarBackgroundView()
    let scopeBackground = UIImageView()
    /// The scope bar, made when first shown.
    var scopeControl: UISegmentedControl?
    lazy var coordinator = SearchFieldCoordinator(searchBar: self)
    let bookmarkButton = SearchFieldGlyphView(icon: .bookmark)
    let resultsListButton = SearchFieldGlyphView(icon: .resultsList)
    /// The icons' images, by icon and state.
    var iconImages: [Int: [UInt: UIImage]] = [:]
    var backgroundImages: [Int: UIImage] = [:]
    var searchFieldBackgroundImages: [UInt: UIImage] = [:]

    /// The search controller that owns the bar, told of editing, typing and Cancel.
    weak var searchController: UISearchController?
    /// The navigation bar showing the bar (its field then lines up with the bar's margins).
    weak var hostingNavigationBar: UINavigationBar?
    /// How far from its sides the field sits.
    var fieldSideInset: CGFloat = SearchBarMetrics.sideInset { didSet { setNeedsLayout() } }

    // MARK: Delegate and text

    /// The bar's delegate (held weakly); it also decides the bar's position.
    open weak var delegate: (any UISearchBarDelegate)? { didSet { updateBackground() } }

    /// The field's text. Setting it calls no delegate method (a search controller that is
    /// active updates its results).
    open var text: String? {
        get { searchTextField.text }
        set {
            guard newValue ?? "" != searchTextField.text ?? "" else { return }
            searchTextField.text = newValue
            searchController?.searchTermDidChange()
        }
    }

    /// The text shown in the empty field.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// One line of text above the field; the bar grows by 30 points to show it.
    open var prompt: String? { didSet { promptLabel.text = prompt; barGeometryChanged() } }

    // MARK: Buttons

    /// Whether the Cancel button shows beside the field (a search controller shows it while
    /// active when `automaticallyShowsCancelButton`).
    open var showsCancelButton = false { didSet { if showsCancelButton != oldValue { barGeometryChanged() } } }

    /// Shows or hides the Cancel button; animated, the field's width changes over 0.25 s.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
        guard animated, window != nil else { return }
        UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
    }

    /// Whether the bookmark button shows at the end of the empty field.
    open var showsBookmarkButton = false { didSet { updateFieldButtons() } }
    /// Whether the results-list button shows at the end of the field.
    open var showsSearchResultsButton = false { didSet { updateFieldButtons() } }
    open var isSearchResultsButtonSelected = false { didSet { resultsListButton.isSelected = isSearchResultsButtonSelected } }

    // MARK: Scope bar

    /// The scope bar's button titles; it shows (with `showsScopeBar`) when there are any.
    open var scopeButtonTitles: [String]? {
        didSet {
            let count = scopeButtonTitles?.count ?? 0
            if selectedScopeIndex >= count { selectedScopeIndex = 0 }
            rebuildScopeControl()
        }
    }

    /// The selected scope button (0 by default). An index outside the titles is reported and
    /// ignored; setting it calls no delegate method.
    open var selectedScopeButtonIndex: Int {
        get { selectedScopeIndex }
        set {
            let count = scopeButtonTitles?.count ?? 0
            guard newValue >= 0, newValue < max(count, 1) else {
                RuntimeIssue.report("UISearchBar.selectedScopeButtonIndex: \(newValue) is not one of the \(count) scope buttons; it stays \(selectedScopeIndex)")
                return
            }
            selectedScopeIndex = newValue
            scopeControl?.selectedSegmentIndex = newValue
        }
    }
    private var selectedScopeIndex = 0

    /// Whether the scope bar shows below the field.
    open var showsScopeBar = false { didSet { if showsScopeBar != oldValue { rebuildScopeControl() } } }

    open func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
        if searchController != nil { followPreferredHeight() }
        guard animated, window != nil else { return }
        UIView.animate(withDuration: 0.25) { self.superview?.layoutIfNeeded() ?? self.layoutIfNeeded() }
    }

    // MARK: Look

    open var searchBarStyle: Style = .default { didSet { appearanceDidSet(\.searchBarStyle); updateBackground() } }
    open var barStyle: UIBarStyle = .default { didSet { appearanceDidSet(\.barStyle); updateBackground() } }
    /// The bar background's color (instead of the material).
    open var barTintColor: UIColor? { didSet { appearanceDidSet(\.barTintColor); updateBackground() } }
    open var isTranslucent = true { didSet { updateBackground() } }
    /// An image over the whole bar in place of its background.
    open var backgroundImage: UIImage? {
        get { backgroundImage(for: .any, barMetrics: .default) }
        set { setBackgroundImage(newValue, for: .any, barMetrics: .default) }
    }
    /// Drawn behind the scope bar.
    open var scopeBarBackgroundImage: UIImage? {
        get { scopeBackground.image }
        set { scopeBackground.image = newValue; setNeedsLayout() }
    }
    /// How far the field's text (and placeholder) moves from its place.
    open var searchTextPositionAdjustment: UIOffset {
        get { searchTextField.textPositionAdjustment }
        set { searchTextField.textPositionAdjustment = newValue }
    }
    /// How far the field moves from its place in the bar.
    open var searchFieldBackgroundPositionAdjustment = UIOffset.zero { didSet { setNeedsLayout() } }
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .any }

    // MARK: Life cycle

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
        if let nib = coder as? UINibDecoder { decodeSearchBarAttributes(nib) }
    }

    /// Asking the bar to become (or stop being) the first responder asks its field, as on iOS.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: preferredHeight) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
    }
}
