import CoreGraphics
import Foundation

/// A layout built from sections of groups of items, each sized absolutely, as a fraction of
/// its container, or estimated and then measured.
///
/// `prepare()` solves every section once (O(items)); queries for a rect then binary-search
/// the sections and each section's groups, so a long list scrolls at the cost of what is
/// visible. Pinned headers are placed at query time from the collection view's bounds, and
/// a scroll invalidation keeps the solved geometry.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = UICollectionViewCompositionalLayoutSectionProvider

    private let sectionProvider: SectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// Setting the configuration stores a copy and lays everything out again (a copy
    /// property, as on iOS: the getter hands out the stored object).
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration }
        set { storedConfiguration = newValue.copy() as? UICollectionViewCompositionalLayoutConfiguration ?? newValue; invalidateLayout() }
    }

    /// The list configuration of a layout made by `list(using:)`, whose background the
    /// collection view takes.
    var listConfiguration: UICollectionLayoutListConfiguration?

    // The solved layout.
    var placedSections: [PlacedSection] = []
    var placedGlobals: [PlacedElement] = []
    var contentSize: CGSize = .zero
    /// Index of every supplementary by kind and index path: (section, -1 boundary / -2 global
    /// / item-supplementary index, element index).
    var supplementaryIndex: [String: [IndexPath: (section: Int, list: Int, index: Int)]] = [:]
    var prepared = false
    /// The environment the section provider last saw (handed to visible-items handlers).
    var environment: (any NSCollectionLayoutEnvironment)?
    /// Cleared by `prepare()`; set by every invalidation but a scroll's.
    private var needsSolve = true
    /// The context of a pending scroll-only invalidation (the geometry still holds).
    private weak var scrollOnlyContext: UICollectionViewLayoutInvalidationContext?
    /// The collection view size the geometry was solved for.
    private var solvedSize: CGSize?

    /// Sizes measured for self-sizing elements, by index path (cells) and kind.
    var measuredItems: [IndexPath: CGSize] = [:]
    var measuredSupplementaries: [String: [IndexPath: CGSize]] = [:]

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.storedConfiguration = configuration.copy() as? UICollectionViewCompositionalLayoutConfiguration ?? configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UICollectionViewCompositionalLayout cannot be decoded from a nib; make it in code, as iOS requires")
    }

    /// A layout of list sections, every section in `configuration`'s look.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listConfiguration = configuration
        return layout
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        guard needsSolve || !prepared || solvedSize != collectionView?.bounds.size else { return }
        needsSolve = false
        prepared = true
        solvedSize = collectionView?.bounds.size
        solve()
    }

    open override var collectionViewContentSize: CGSize {
        if !prepared { prepare() }
        return contentSize
    }

    /// The insets of `reference` across the scrolling axis, beyond what the adjusted content
    /// inset already keeps clear.
    func crossInsets(_ reference: UIContentInsetsReference, of collectionView: UICollectionView) -> NSDirectionalEdgeInsets {
        let adjusted = collectionView.adjustedContentInset
        let source: UIEdgeInsets
        switch reference == .automatic ? (storedConfiguration.contentInsetsReference == .automatic ? .safeArea : storedConfiguration.contentInsetsReference) : reference {
        case .none, .automatic: source = .zero
        case .safeArea: source = collectionView.safeAreaInsets
        // Readable content is approximated by the layout margins (docs/porting.md).
        case .layoutMargins, .readableContent: source = collectionView.layoutMargins
        }
        if storedConfiguration.scrollDirection == .vertical {
            return NSDirectionalEdgeInsets(top: 0, leading: max(0, source.left - adjusted.left), bottom: 0, trailing: max(0, source.right - adjusted.right))
        }
        return NSDirectionalEdgeInsets(top: max(0, source.top - adjusted.top), leading: 0, bottom: max(0, source.bottom - adjusted.bottom), trailing: 0)
    }

    private func solve() {
        placedSections = []
        placedGlobals = []
        supplementaryIndex = [:]
        guard let collectionView else { contentSize = .zero; return }
        applyListBackground(to: collectionView)
        let horizontal = storedConfiguration.scrollDirection == .horizontal
        let adjusted = collectionView.adjustedContentInset, bounds = collectionView.bounds
        let size = CGSize(width: max(0, bounds.width - adjusted.left - adjusted.right), height: max(0, bounds.height - adjusted.top - adjusted.bottom))
        let solverSize = horizontal ? CompositionalTransposition.size(size) : size
        let environmentInsets = crossInsets(storedConfiguration.contentInsetsReference, of: collectionView)
        let environment = CompositionalEnvironment(container: CompositionalContainer(contentSize: size, contentInsets: environmentInsets),
                                                   traitCollection: collectionView.traitCollection)
        self.environment = environment
        func band(_ insets: NSDirectionalEdgeInsets) -> (x: CGFloat, width: CGFloat) {
            let i = horizontal ? CompositionalTransposition.insets(insets) : insets
            return (i.leading, max(0, solverSize.width - i.leading - i.trailing))
        }
        let measuredItem: (IndexPath) -> CGSize? = { [measuredItems] path in
            measuredItems[path].map { horizontal ? CompositionalTransposition.size($0) : $0 }
        }
        let measuredSupplementary: (String, IndexPath) -> CGSize? = { [measuredSupplementaries] kind, path in
            measuredSupplementaries[kind]?[path].map { horizontal ? CompositionalTransposition.size($0) : $0 }
        }
        let globalItems = storedConfiguration.boundarySupplementaryItems.map { horizontal ? CompositionalTransposition.boundary($0) : $0 }
        var globals = CompositionalSectionSolver(section: 0, itemCount: 0, mirrored: horizontal, measuredItem: measuredItem, measuredSupplementary: measuredSupplementary)
        let globalBand = band(environmentInsets)
        var y = globals.placeBoundary(globalItems.filter { $0.edges.contains(.top) }, x: globalBand.x, width: globalBand.width, y: 0,
                                      height: solverSize.height, atEnd: false, path: IndexPath(item: 0, section: 0))
        for s in 0..<collectionView.numberOfSections {
            guard let provided = sectionProvider(s, environment) else {
                placedSections.append(PlacedSection(frame: CGRect(x: 0, y: y, width: 0, height: 0)))
                continue
            }
            let blueprint = horizontal ? CompositionalTransposition.section(provided) : provided
            if s > 0 { y += storedConfiguration.interSectionSpacing }
            let sectionBand = provided.contentInsetsReference == .automatic ? globalBand : band(crossInsets(provided.contentInsetsReference, of: collectionView))
            var solver = CompositionalSectionSolver(section: s, itemCount: collectionView.numberOfItems(inSection: s), mirrored: horizontal,
                                                    measuredItem: measuredItem, measuredSupplementary: measuredSupplementary)
            var placed = solver.solve(blueprint, x: sectionBand.x, y: y, width: sectionBand.width, height: solverSize.height)
            placed.blueprint = provided
            y = placed.frame.maxY
            placedSections.append(placed)
        }
        y += globals.placeBoundary(globalItems.filter { $0.edges.contains(.bottom) && !$0.edges.contains(.top) }, x: globalBand.x,
                                   width: globalBand.width, y: y, height: solverSize.height, atEnd: true, path: IndexPath(item: 0, section: 0))
        placedGlobals = globals.out.boundary
        contentSize = horizontal ? CGSize(width: y, height: size.height) : CGSize(width: size.width, height: y)
        if horizontal { mirrorPlacedElements() }
        indexSupplementaries()
    }

    /// Turns a horizontal layout's solved frames (and self-sizing axes) the right way round.
    private func mirrorPlacedElements() {
        func mirror(_ e: inout PlacedElement) {
            e.frame = CompositionalTransposition.rect(e.frame)
            var axes: UICollectionViewLayoutAttributes.SelfSizingAxes = []
            if e.axes.contains(.horizontal) { axes.insert(.vertical) }
            if e.axes.contains(.vertical) { axes.insert(.horizontal) }
            e.axes = axes
        }
        for i in placedGlobals.indices { mirror(&placedGlobals[i]) }
        for s in placedSections.indices {
            placedSections[s].frame = CompositionalTransposition.rect(placedSections[s].frame)
            placedSections[s].contentFrame = CompositionalTransposition.rect(placedSections[s].contentFrame)
            for i in placedSections[s].items.indices { mirror(&placedSections[s].items[i]) }
            for i in placedSections[s].itemSupplementaries.indices { mirror(&placedSections[s].itemSupplementaries[i]) }
            for i in placedSections[s].boundary.indices { mirror(&placedSections[s].boundary[i]) }
            for i in placedSections[s].decorations.indices { mirror(&placedSections[s].decorations[i]) }
            for i in placedSections[s].groups.indices {
                placedSections[s].groups[i].frame = CompositionalTransposition.rect(placedSections[s].groups[i].frame)
            }
        }
    }

    private func indexSupplementaries() {
        for (i, e) in placedGlobals.enumerated() { supplementaryIndex[e.kind ?? "", default: [:]][e.indexPath] = (0, -2, i) }
        for (s, section) in placedSections.enumerated() {
            for (i, e) in section.boundary.enumerated() { supplementaryIndex[e.kind ?? "", default: [:]][e.indexPath] = (s, -1, i) }
            for (i, e) in section.itemSupplementaries.enumerated() { supplementaryIndex[e.kind ?? "", default: [:]][e.indexPath] = (s, 0, i) }
        }
    }

    /// A list layout gives the collection view the list's background, once per collection view.
    private weak var listBackgroundApplied: UICollectionView?
    private func applyListBackground(to collectionView: UICollectionView) {
        guard let listConfiguration, listBackgroundApplied !== collectionView else { return }
        listBackgroundApplied = collectionView
        collectionView.backgroundColor = listConfiguration.resolvedBackgroundColor
    }

    // MARK: Queries (UICollectionViewCompositionalLayout+Queries.swift)

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        decorationAttributes(ofKind: elementKind, at: indexPath)
    }

    // MARK: Self-sizing (UICollectionViewCompositionalLayout+SelfSizing.swift)

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        recordMeasurement(preferredAttributes, original: originalAttributes)
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        keepVisibleContentStill(context, preferred: preferredAttributes, original: originalAttributes)
        return context
    }

    // MARK: Invalidation

    /// Pinned headers and sections with a visible-items handler move as the collection view
    /// scrolls: those layouts re-query on every bounds change, keeping the solved geometry
    /// unless the size changed.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if super.shouldInvalidateLayout(forBoundsChange: newBounds) { return true }
        let pinned = placedGlobals.contains { $0.pin != .none } || placedSections.contains { section in
            section.blueprint?.visibleItemsInvalidationHandler != nil || section.boundary.contains { $0.pin != .none }
        }
        return pinned
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let collectionView, newBounds.size == collectionView.bounds.size { scrollOnlyContext = context }
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context !== scrollOnlyContext { needsSolve = true }
        scrollOnlyContext = nil
        super.invalidateLayout(with: context)
    }
}

/// Makes the section at an index, given the environment; nil leaves the section empty.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
