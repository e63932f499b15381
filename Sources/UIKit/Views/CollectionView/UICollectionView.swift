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

    /// The delegate as a collection view delegate (`delegate` is the scroll view's
    /// property, which Swift cannot narrow in a subclass).
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// The section and item counts read from the data source at the last reload.
    var itemCounts: [Int]?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        configureCollectionView()
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayoutPlaceholder()
        super.init(coder: coder)
        configureCollectionView()
    }

    private func configureCollectionView() {
        backgroundColor = .systemBackground
        adopt(collectionViewLayout)
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
        setNeedsLayout()
    }

    /// Set by `collectionViewLayout.invalidateLayout(with:)`: lay out again at the next pass.
    func layoutDidInvalidate(_ context: UICollectionViewLayoutInvalidationContext) {
        setNeedsLayout()
    }

    // MARK: Counts

    /// Reads the counts from the data source again and shows the items afresh.
    open func reloadData() {
        itemCounts = nil
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    private var counts: [Int] {
        if let itemCounts { return itemCounts }
        var counts: [Int] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            precondition(sections >= 0, "UICollectionView: numberOfSections(in:) returned \(sections); a count cannot be negative")
            for section in 0..<sections {
                let items = dataSource.collectionView(self, numberOfItemsInSection: section)
                precondition(items >= 0, "UICollectionView: collectionView(_:numberOfItemsInSection:) returned \(items) for section \(section); a count cannot be negative")
                counts.append(items)
            }
        }
        itemCounts = counts
        return counts
    }

    open var numberOfSections: Int { counts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        let counts = counts
        precondition(counts.indices.contains(section), "UICollectionView: section \(section) is beyond the \(counts.count) sections")
        return counts[section]
    }
}

/// Stands in until a nib-decoded collection view has its own layout decoded.
final class UICollectionViewFlowLayoutPlaceholder: UICollectionViewLayout {}
