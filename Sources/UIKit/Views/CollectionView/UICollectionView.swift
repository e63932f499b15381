import CoreGraphics
import Foundation
import QuartzCore

/// A scroll view of items in sections, placed by a layout object and asked of a data source
/// only as they come into view.
///
/// The layout (`collectionViewLayout`) decides where everything goes; the collection view
/// asks it for the attributes of the visible rect, makes or reuses cells and supplementary
/// views for them, and applies the attributes. Section and item counts are read from the data
/// source once per reload and kept, as UIKit does: the data source must agree with them until
/// the next reload or batch update.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)`
    /// put the item; raw values are UIKit's.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of the section headers flow and compositional layouts ask for.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of the section footers flow and compositional layouts ask for.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout in use; setting it lays the items out again without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { if collectionViewLayout !== oldValue { layoutChanged(from: oldValue) } }
    }

    /// Supplies sections, items and views. Weak, as on iOS.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// Told of items before they are shown (UICollectionViewDataSourcePrefetching.swift). Weak.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        didSet { prefetchWindow.reset() }
    }
    /// Whether the prefetch data source is told anything; on by default.
    open var isPrefetchingEnabled = true
    var prefetchWindow = PrefetchWindow()
    /// The item being dragged by its reorder grip (UICollectionView+Reorder.swift).
    var reorderSession: CollectionReorderSession?

    /// The delegate as a collection view delegate (`delegate` is the scroll view's
    /// property, which Swift cannot narrow in a subclass).
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// Behind every cell, filling the visible bounds and not scrolling.
    open var backgroundView: UIView? {
        didSet {
            if backgroundView !== oldValue { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects an item.
    open var allowsSelection = true
    /// Whether taps add items to the selection rather than replacing it.
    open var allowsMultipleSelection = false
    /// While editing, taps select only when these allow it (UICollectionView+Editing.swift).
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the cells show their editing accessories (list rows) and editing state.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    open func setEditing(_ editing: Bool, animated: Bool) { changeEditing(editing, animated: animated) }
    var editingFlag = false
    /// The list row swiped open on its actions.
    var rowSwipe: RowSwipeController!

    // MARK: State

    /// The section and item counts read from the data source at the last reload.
    var itemCounts: [Int]?
    /// The cells, supplementary and decoration views shown, by the element they show.
    var visibleViews: [CollectionElementKey: UICollectionReusableView] = [:]
    /// Shown elements already asked for their preferred attributes since they were dequeued.
    var selfSizedElements: Set<CollectionElementKey> = []
    /// Views ready for reuse, by kind and identifier.
    var reuseQueues: [CollectionReuseKey: [UICollectionReusableView]] = [:]
    var cellRegistrations: [String: ReuseRegistration<UICollectionViewCell>] = [:]
    var supplementaryRegistrations: [CollectionReuseKey: ReuseRegistration<UICollectionReusableView>] = [:]
    /// Selected items, in the order they were selected.
    var selectedPaths: [IndexPath] = []
    /// The item a finger is pressing.
    var press = IndexPathPress()
    /// An open `performBatchUpdates` and the changes collected in it.
    var updateDepth = 0
    var pendingUpdates = CollectionUpdates()
    var pendingCompletions: [(Bool) -> Void] = []
    /// Set while views are being made and placed, so a data source that lays the collection
    /// view out from `cellForItemAt` does not start another pass.
    var isTiling = false

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        configureCollectionView()
    }

    public required init?(coder: NSCoder) {
        let nib = coder as? UINibDecoder
        collectionViewLayout = nib.flatMap(Self.decodeLayout) ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
        configureCollectionView()
        if let nib {
            decodeViewFlags(nib)
            decodeCollectionViewAttributes(nib)
        }
    }

    private func configureCollectionView() {
        backgroundColor = .systemBackground
        adopt(collectionViewLayout)
        addInteraction(IndexPathContextMenuInteraction(host: self))
        rowSwipe = RowSwipeController(host: self)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        precondition(layout.collectionView == nil || layout.collectionView === self,
                     "UICollectionView: a layout is already in use by another collection view; each collection view needs its own layout")
        layout.collectionView = self
        layout.needsPrepare = true
    }

    private func layoutChanged(from old: UICollectionViewLayout) {
        old.collectionView = nil
        adopt(collectionViewLayout)
        selfSizedElements.removeAll()
        setNeedsLayout()
    }

    /// Set by `collectionViewLayout.invalidateLayout(with:)`: lay out again at the next pass.
    func layoutDidInvalidate(_ context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts || !isTiling { setNeedsLayout() }
    }

    // MARK: Counts

    /// Reads the counts from the data source again and shows the items afresh. Selection is
    /// cleared, and every shown view goes back to its reuse queue, as on iOS.
    open func reloadData() {
        rowSwipe.reset()
        itemCounts = nil
        selectedPaths.removeAll()
        prefetchWindow.reset()
        for (key, view) in visibleViews { endDisplaying(view, for: key) }
        visibleViews.removeAll()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// The counts of the last reload, read from the data source if there are none yet.
    var counts: [Int] {
        if let itemCounts { return itemCounts }
        var counts: [Int] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            precondition(sections >= 0, "UICollectionView: numberOfSections(in:) returned \(sections); a count cannot be negative")
            counts = (0..<sections).map { readItemCount(inSection: $0, from: dataSource) }
        }
        itemCounts = counts
        return counts
    }

    /// The data source's count for `section`; a negative count stops with a clear message.
    func readItemCount(inSection section: Int, from dataSource: any UICollectionViewDataSource) -> Int {
        let items = dataSource.collectionView(self, numberOfItemsInSection: section)
        precondition(items >= 0, "UICollectionView: collectionView(_:numberOfItemsInSection:) returned \(items) for section \(section); a count cannot be negative")
        return items
    }

    open var numberOfSections: Int { counts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        let counts = counts
        precondition(counts.indices.contains(section), "UICollectionView: section \(section) is beyond the \(counts.count) sections")
        return counts[section]
    }

    open override var delegate: (any UIScrollViewDelegate)? {
        didSet { if delegate !== oldValue { collectionViewLayout.invalidateLayout() } }
    }

    /// Whether `indexPath` names an item of the last reload.
    func containsItem(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let counts = counts
        return counts.indices.contains(indexPath.section) && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    // MARK: Layout pass

    open override func layoutSubviews() {
        super.layoutSubviews()
        tileContent()
    }

    /// Scrolling and resizing: the layout says whether the new bounds need a new layout.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let layout = collectionViewLayout
            if layout.collectionView === self, newValue != super.bounds, layout.shouldInvalidateLayout(forBoundsChange: newValue) {
                let context = layout.invalidationContext(forBoundsChange: newValue)
                super.bounds = newValue
                layout.invalidateLayout(with: context)
            } else {
                super.bounds = newValue
            }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = bounds.size
            super.frame = newValue
            if bounds.size != oldSize { collectionViewLayout.invalidateLayout() }
        }
    }

    // MARK: Touches (selection: UICollectionView+Selection.swift)

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
}

/// One element a collection view shows: a cell, or a supplementary or decoration view of a
/// kind, at an index path.
struct CollectionElementKey: Hashable {
    var category: UICollectionViewLayoutAttributes.ElementCategory
    /// The supplementary or decoration kind; empty for cells.
    var kind: String
    var indexPath: IndexPath

    @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind ?? ""
        indexPath = attributes.indexPath
    }

    init(category: UICollectionViewLayoutAttributes.ElementCategory, kind: String, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    static func cell(_ indexPath: IndexPath) -> CollectionElementKey {
        CollectionElementKey(category: .cell, kind: "", indexPath: indexPath)
    }
}

/// A reuse queue's or registration's key: the element kind (`cellKind` for cells) and the
/// reuse identifier.
struct CollectionReuseKey: Hashable {
    var kind: String
    var identifier: String
    /// The kind UIKit names cells by in its messages.
    static let cellKind = "UICollectionElementKindCell"
}
