import CoreGraphics
import Foundation
import QuartzCore

/// A scroll view of rows in sections, asked of a data source only as rows come into view.
///
/// Only the cells of visible rows exist as subviews: a row scrolling in gets a cell from
/// `tableView(_:cellForRowAt:)` (which dequeues one the table let go of), a row scrolling
/// out has its cell taken off and queued for reuse. Row heights are estimates until a row is
/// first shown, then measured (UITableView+Tiling.swift); `contentSize` follows them.
///
/// Updates with animations are in UITableView+Updates.swift, selection in
/// UITableView+Selection.swift, registration and reuse in UITableView+Reuse.swift.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The look of sections; raw values are UIKit's.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers stay at the top while their section scrolls.
        case plain
        /// Sections separated by space on a grey background.
        case grouped
        /// As `.grouped`, with each section a rounded card inset from the edges.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put
    /// the row; raw values are UIKit's.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// How inserted, deleted and reloaded rows appear and disappear; raw values are UIKit's.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        /// The table chooses: a fade here.
        case automatic = 100
    }

    /// Which edges `separatorInset` is measured from; raw values are UIKit's.
    public enum SeparatorInsetReference: Int, Sendable {
        case fromCellEdges, fromAutomaticInsets
    }

    /// A height that means "let the content decide" (UIKit's value).
    public static let automaticDimension: CGFloat = -1

    public let style: Style

    /// Supplies sections, rows and cells. Weak, as on iOS.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { if dataSource !== oldValue { setNeedsReload() } }
    }

    /// Told of rows before they are shown (UITableViewDataSourcePrefetching.swift). Weak.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        didSet { prefetchWindow.reset() }
    }
    var prefetchWindow = PrefetchWindow()

    /// The sections and cells a storyboard fixed (`dataMode="static"`); held here because
    /// `dataSource` is weak.
    var staticContent: StaticTableContent?

    /// The delegate as a table delegate (`delegate` is the scroll view's property, which Swift
    /// cannot narrow in a subclass).
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    open override var delegate: (any UIScrollViewDelegate)? {
        didSet { if delegate !== oldValue { setNeedsReload() } }
    }

    /// Every row's height when the delegate gives none; `automaticDimension` sizes rows
    /// from their cells' content (the default, as since iOS 11).
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { rowHeight = Self.checkedDimension(rowHeight, oldValue, "rowHeight"); if rowHeight != oldValue { setNeedsReload() } }
    }
    /// The height assumed for rows not shown yet; `automaticDimension` means 44, 0 turns
    /// estimates off (every row's real height is asked for up front).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { estimatedRowHeight = Self.checkedDimension(estimatedRowHeight, oldValue, "estimatedRowHeight"); if estimatedRowHeight != oldValue { setNeedsReload() } }
    }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { sectionHeaderHeight = Self.checkedDimension(sectionHeaderHeight, oldValue, "sectionHeaderHeight"); if sectionHeaderHeight != oldValue { setNeedsReload() } }
    }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { sectionFooterHeight = Self.checkedDimension(sectionFooterHeight, oldValue, "sectionFooterHeight"); if sectionFooterHeight != oldValue { setNeedsReload() } }
    }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section header (iOS 15); `automaticDimension` gives 22 points in
    /// the plain style and none in the grouped ones.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { sectionHeaderTopPadding = Self.checkedDimension(sectionHeaderTopPadding, oldValue, "sectionHeaderTopPadding"); if sectionHeaderTopPadding != oldValue { setNeedsReload() } }
    }

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout(); cellsNeedPlacement() } }
    /// The separators' color: iOS's `separator` color by default.
    open var separatorColor: UIColor? = .separator { didSet { appearanceDidSet(\.separatorColor); cellsNeedPlacement() } }
    /// Where separators start and end; by default the system margin on the left (16 points,
    /// 20 on wide screens), which lines them up with the cells' text. Until set, each cell's
    /// separator follows its own text (after its image); once set, it applies to every row
    /// and to the filler separators below a plain table's rows.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? UIEdgeInsets(top: 0, left: UITableViewCell.systemMargin(forWidth: bounds.width), bottom: 0, right: 0) }
        set { ownSeparatorInset = newValue; cellsNeedPlacement() }
    }
    var ownSeparatorInset: UIEdgeInsets?
    /// Whether `separatorInset` is measured from the cells' edges or added to the automatic inset.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges { didSet { cellsNeedPlacement() } }

    /// A view above the first section, scrolling with the rows; its height is its frame's.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, tableHeaderView) }
    }
    /// A view below the last section; while there is one, a plain table draws no filler
    /// separators (an empty `UIView()` is the usual way to hide them).
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, tableFooterView) }
    }
    open var backgroundView: UIView? {
        didSet {
            if backgroundView !== oldValue { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects a row.
    open var allowsSelection = true
    /// Whether taps add rows to the selection rather than replacing it.
    open var allowsMultipleSelection = false { didSet { cellsNeedPlacement() } }
    open var allowsSelectionDuringEditing = false
    /// While editing, rows show selection circles instead of their editing controls, and taps
    /// add to the selection.
    open var allowsMultipleSelectionDuringEditing = false { didSet { if allowsMultipleSelectionDuringEditing != oldValue { editingSetupChanged() } } }
    /// Whether rows show their editing controls, or a row is swiped open (UITableView+Editing.swift).
    open var isEditing: Bool {
        get { editingFlag || rowSwipe.isOpen }
        set { setEditing(newValue, animated: false) }
    }
    open func setEditing(_ editing: Bool, animated: Bool) { changeEditing(editing, animated: animated) }
    var editingFlag = false
    /// The row swiped open, and the row dragged by its reorder control.
    var rowSwipe: RowSwipeController!
    var reorder: TableReorderSession?

    // MARK: State

    /// Heights and positions of everything, rebuilt by `reloadData`.
    var geometry = RowHeightCache()
    /// The data source is asked again for counts at the next layout.
    var needsReload = true
    /// The cells shown, by the row they show.
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    /// Cells and header views ready for reuse, by identifier.
    var reuseQueues: [String: [UITableViewCell]] = [:]
    var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    var cellRegistrations: [String: ReuseRegistration<UITableViewCell>] = [:]
    var headerFooterRegistrations: [String: ReuseRegistration<UITableViewHeaderFooterView>] = [:]
    /// Selected rows, and the row a finger is pressing.
    var selectedPaths: [IndexPath] = []
    var press = IndexPathPress()
    /// An open `beginUpdates` / `performBatchUpdates` and the changes collected in it.
    var updateDepth = 0
    var pendingUpdates = TableUpdates()
    var pendingCompletions: [(Bool) -> Void] = []
    /// Whether a cell is being asked for (a data source that lays the table out from
    /// `cellForRowAt` must not start another tiling pass).
    var isTiling = false
    /// Header and footer views the delegate gave while their heights were worked out,
    /// kept to be shown rather than asked for twice.
    var pendingSupplementaryViews: [SupplementaryKey: UIView] = [:]
    /// The separators drawn below a plain table's last row (UITableView+FillerSeparators.swift).
    var fillerSeparators = FillerSeparators()

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        configureTable()
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        let nib = coder as? UINibDecoder
        style = nib.flatMap { $0.enumeration("style", Self.nibStyle) } ?? .plain
        super.init(coder: coder)
        configureTable()
        if let nib {
            decodeViewFlags(nib)
            decodeTableAttributes(nib)
        }
    }

    private func configureTable() {
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        addInteraction(IndexPathContextMenuInteraction(host: self))
        rowSwipe = RowSwipeController(host: self)
    }

    // MARK: Counts

    open var numberOfSections: Int {
        reloadIfNeeded()
        return geometry.sections.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else {
            preconditionFailure("Attempted to access the number of rows in section \(section), but there are only \(geometry.sections.count) sections in the table view")
        }
        return geometry.numberOfRows(in: section)
    }

    /// Asks the data source for everything again: counts, then cells for the rows shown.
    /// Selection is cleared, as on iOS.
    open func reloadData() {
        rowSwipe.reset()
        selectedPaths.removeAll()
        prefetchWindow.reset()
        setNeedsReload()
        for (path, cell) in visibleCellsByPath { endDisplaying(cell, at: path) }
        visibleCellsByPath.removeAll()
        for (section, view) in headerViews { endDisplayingHeaderFooter(view, section: section) }
        for (section, view) in footerViews { endDisplayingHeaderFooter(view, section: section) }
        headerViews.removeAll()
        footerViews.removeAll()
        setNeedsLayout()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        geometry = buildGeometry()
        updateContentSize()
    }

    // MARK: Reading the table

    /// Visible cells, top to bottom.
    open var visibleCells: [UITableViewCell] {
        indexPathsForVisibleRows?.compactMap { visibleCellsByPath[$0] } ?? []
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visibleCellsByPath.keys.sorted()
    }

    /// The cell showing `indexPath`; nil when the row is not visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByPath[indexPath]
    }

    /// The row `cell` shows, if it is one of the visible cells.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The row under `point` (in the table's coordinates).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.row(at: point.y)
    }

    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        return geometry.rows(in: rect.minY, rect.maxY)
    }

    /// The row's rectangle in the table's coordinates (estimated until the row is shown);
    /// `.zero` for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard geometry.contains(indexPath) else { return .zero }
        let span = geometry.rowSpan(indexPath)
        return CGRect(x: 0, y: span.y, width: bounds.width, height: span.height)
    }

    open func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let span = geometry.sectionSpan(section)
        return CGRect(x: 0, y: span.y, width: bounds.width, height: span.height)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let span = geometry.headerSpan(section)
        return CGRect(x: 0, y: span.y, width: bounds.width, height: span.height)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let span = geometry.footerSpan(section)
        return CGRect(x: 0, y: span.y, width: bounds.width, height: span.height)
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headerViews[section] as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        footerViews[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so the row is at `scrollPosition` (`.none`: the least scrolling that shows it).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard geometry.contains(indexPath) else {
            preconditionFailure("Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(geometry.sections.indices.contains(indexPath.section) ? geometry.numberOfRows(in: indexPath.section) : 0) rows in section \(indexPath.section).")
        }
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch scrollPosition {
        case .top: y = rect.minY - inset.top - stickyHeaderHeight(over: indexPath.section)
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        case .none:
            let top = bounds.minY + inset.top + stickyHeaderHeight(over: indexPath.section), bottom = bounds.maxY - inset.bottom
            if rect.minY < top { y = rect.minY - inset.top - stickyHeaderHeight(over: indexPath.section) }
            else if rect.maxY > bottom { y = rect.maxY - inset.top - visibleHeight }
            else { return }
        }
        let limits = scrollLimits(.vertical)
        setContentOffset(CGPoint(x: contentOffset.x, y: limits.clamp(y)), animated: animated)
    }

    /// The pinned header that covers the top of a plain table's section.
    private func stickyHeaderHeight(over section: Int) -> CGFloat {
        style == .plain ? geometry.sections[section].header : 0
    }

    // MARK: Touches (selection: UITableView+Selection.swift)

    /// A touch while a row is swiped open only closes it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if rowSwipe.closeForTouch() { return }
        if !pressBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !pressMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !pressEnded() { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !pressCancelled() { super.touchesCancelled(touches, with: event) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        tileContent()
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldWidth = super.bounds.width
            super.bounds = newValue
            // Rows measured at one width are wrong at another.
            if super.bounds.width != oldWidth { setNeedsReload() }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldWidth = bounds.width
            super.frame = newValue
            if bounds.width != oldWidth { setNeedsReload() }
        }
    }
}
