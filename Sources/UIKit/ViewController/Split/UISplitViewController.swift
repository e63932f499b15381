import CoreGraphics
import Foundation
internal import RuntimeSupport

/// A container of two or three columns side by side (a sidebar, an optional supplementary
/// list, the secondary content) in regular width, collapsing into one navigation stack in
/// compact width.
///
/// A classic split (`init(nibName:bundle:)`, storyboards' master/detail) shows its
/// `viewControllers` as given; a column-style split (`init(style:)`) wraps each column's
/// controller in a navigation controller and puts the display-mode button in the bars itself.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController, StoryboardRelationshipContainer {
    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }

    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact, inspector
    }

    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    public enum SplitBehavior: Int, Sendable {
        case automatic, tile, overlay, displace
    }

    public enum PrimaryEdge: Int, Sendable {
        case leading, trailing
    }

    public enum BackgroundStyle: Int, Sendable {
        case none, sidebar
    }

    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic, never, always
    }

    /// Asks the split to choose a column width itself.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// The controllers in the columns: the classic split's as given; a column-style split's
    /// navigation controllers (the column's own controller when it is one).
    var hosts: [Column: UIViewController] = [:]
    /// A column-style split's controllers as set with `setViewController(_:for:)`.
    var columnControllers: [Column: UIViewController] = [:]
    /// What a collapse moved, so an expansion can put it back (UISplitViewController+Collapse).
    var collapseRecord: SplitCollapseRecord?
    /// The display mode the user or the code chose since the split last chose one itself.
    var chosenDisplayMode: DisplayMode?
    /// The bounds size the display mode was last chosen for.
    var lastLayoutSize: CGSize?
    /// The edge swipe that shows hidden sidebars (SplitRevealDriver.swift).
    lazy var revealDriver = SplitRevealDriver(split: self)
    lazy var displayModeButton = UIBarButtonItem(image: SplitBarGlyph.image(.sidebar), style: .plain, target: self,
                                                 action: UISplitViewController.displayModeButtonTapped)
    lazy var secondaryOnlyButton = UIBarButtonItem(image: SplitBarGlyph.image(.expand), style: .plain, target: self,
                                                   action: UISplitViewController.secondaryOnlyButtonTapped)

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// From a storyboard: `style="doubleColumn"` or `"tripleColumn"` makes a column-style
    /// split; the children come from the relationship segues.
    public required init?(coder: NSCoder) {
        let nib = coder as? UINibDecoder
        style = nib?.enumeration("style") { ["doubleColumn": Style.doubleColumn, "tripleColumn": .tripleColumn, "unspecified": .unspecified][$0] }
            ?? .unspecified
        super.init(coder: coder)
        if let nib {
            presentsWithGesture = nib.bool("presentsWithGesture", default: true)
            showsSecondaryOnlyButton = nib.bool("showsSecondaryOnlyButton", default: false)
        }
    }

    // MARK: Display

    /// The display mode the split tries for when it is not collapsed.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            guard preferredDisplayMode != oldValue else { return }
            chosenDisplayMode = nil
            // Before the first layout the split has shown nothing: that layout chooses.
            guard lastLayoutSize != nil else { return }
            // Inside an animation block the new frames animate with it.
            applyDisplayMode(resolvedDisplayMode(), animated: false)
        }
    }
    /// The arrangement shown (never `.automatic`); `.secondaryOnly` while collapsed, where
    /// only one column shows.
    open var displayMode: DisplayMode { isCollapsed ? .secondaryOnly : currentDisplayMode }
    var currentDisplayMode: DisplayMode = .secondaryOnly

    /// How the sidebars share the width with the secondary column.
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { if preferredSplitBehavior != oldValue { chosenDisplayMode = nil; viewIfLoaded?.setNeedsLayout() } }
    }
    open var splitBehavior: SplitBehavior { resolvedSplitBehavior() }

    /// Whether a swipe from the primary's edge shows a hidden sidebar.
    open var presentsWithGesture = true { didSet { updateRevealRecognizer() } }
    /// A triple-column split's button in the secondary column that toggles `.secondaryOnly`.
    open var showsSecondaryOnlyButton = false { didSet { refreshColumnBars() } }
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic { didSet { refreshColumnBars() } }
    open var primaryEdge: PrimaryEdge = .leading { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var primaryBackgroundStyle: BackgroundStyle = .none

    /// Whether the split shows one column only (compact width).
    open internal(set) var isCollapsed = false {
        // Whether `show` and `showDetail` push or replace changed: UIKit tells the controllers.
        didSet { if isCollapsed != oldValue { NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self) } }
    }

    // MARK: Column widths (UISplitViewController+Layout.swift)

    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var primaryColumnWidth: CGFloat { columnWidths().primary }

    open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var maximumSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var supplementaryColumnWidth: CGFloat { columnWidths().supplementary }

    open var preferredInspectorColumnWidthFraction: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredInspectorColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumInspectorColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var maximumInspectorColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The inspector column's width when it shows (UISplitViewController+Inspector.swift).
    open var inspectorColumnWidth: CGFloat { inspectorWidth }
    var inspector = SplitInspectorState()

    // MARK: Columns (UISplitViewController+Columns.swift)

    /// The columns' controllers: a classic split's primary and secondary as given (only the
    /// primary while collapsed); a column-style split's column navigation controllers, in
    /// column order. Setting it fills the columns in that order.
    open var viewControllers: [UIViewController] {
        get { columnHosts }
        set { columnHosts = newValue }
    }
    /// Puts `vc` in `column` of a column-style split. A controller that is not a navigation
    /// controller is wrapped in one (the column's own, if it has one), except in the compact
    /// column. The inspector column stays hidden until `show(.inspector)`.
    open func setViewController(_ vc: UIViewController?, for column: Column) { setColumnController(vc, for: column) }
    /// The controller set for `column` (not its navigation controller); nil in a classic split.
    open func viewController(for column: Column) -> UIViewController? { style == .unspecified ? nil : columnControllers[column] }
    /// Shows `column`: expanded, the display mode changes to one that shows it; collapsed, the
    /// navigation stack goes to that column's controller.
    open func show(_ column: Column) { showColumn(column) }
    /// Hides `column` (the secondary never hides).
    open func hide(_ column: Column) { hideColumn(column) }
    /// Whether `column`'s controller is on screen.
    open func isShowing(_ column: Column) -> Bool { isShowingColumn(column) }
    /// The button that shows or hides the sidebars (as `targetDisplayModeForAction(in:)` says).
    /// A classic split's controllers put it in their bars; a column-style split puts it in the
    /// leading column's bar itself. It is hidden while collapsed.
    open var displayModeButtonItem: UIBarButtonItem { displayModeButton }

    // MARK: UIViewController

    open override func loadView() {
        let container = SplitContainerView(controller: self)
        view = container
        updateRevealRecognizer()
    }

    /// The split shows controllers in its columns: `.show` in the primary, `.showDetailViewController`
    /// in the secondary.
    open override func canPerformAction(_ action: UIEditAction, withSender sender: Any?) -> Bool {
        action == .show || action == .showDetailViewController || super.canPerformAction(action, withSender: sender)
    }

    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        showInPrimary(vc, sender: sender)
    }

    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        showInSecondary(vc, sender: sender)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass { updateCollapsedState() }
    }

    /// An unwind towards a controller in a hidden column shows that column.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard let column = hosts.first(where: { $0.value === subsequentVC })?.key, !isShowing(column) else { return }
        show(column)
    }

    /// The visible column that is furthest on top decides the status bar.
    open override var childForStatusBarStyle: UIViewController? { isCollapsed ? shownHost(for: .primary) : hosts[.secondary] }
    open override var childForStatusBarHidden: UIViewController? { childForStatusBarStyle }

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.splitViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.splitViewControllerPreferredInterfaceOrientationForPresentation(self) ?? super.preferredInterfaceOrientationForPresentation
    }

    /// A storyboard's `masterViewController`/`detailViewController` relationships (a column-style
    /// split's also `supplementaryViewController` and `compactViewController`).
    package func setStoryboardRelationship(_ relationship: String, controllers: [UIViewController]) throws {
        let columns: [String: Column] = ["masterViewController": .primary, "primaryViewController": .primary,
                                         "detailViewController": .secondary, "secondaryViewController": .secondary,
                                         "supplementaryViewController": .supplementary, "compactViewController": .compact]
        guard let column = columns[relationship], let controller = controllers.first else {
            throw NibSegueRelationshipError(container: "UISplitViewController", relationship: relationship)
        }
        if style == .unspecified {
            guard column == .primary || column == .secondary else {
                throw NibSegueRelationshipError(container: "UISplitViewController (classic)", relationship: relationship)
            }
            install(controller, in: column)
        } else {
            setViewController(controller, for: column)
        }
    }
}
