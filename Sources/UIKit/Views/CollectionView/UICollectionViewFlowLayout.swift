import CoreGraphics
import Foundation
internal import RuntimeSupport

/// Items in lines: a line fills across the collection view (when scrolling vertically) and
/// lines follow one another down, each section with an optional header and footer.
///
/// Sizes, insets and spacings come from the properties or, per item and section, from a
/// delegate adopting `UICollectionViewDelegateFlowLayout`. With `estimatedItemSize` set the
/// items size themselves: each cell is measured as it is first shown and the layout flows
/// again around the size it wants. `prepare()` flows every section (linear in the items);
/// attribute queries for a rect are binary searches over the sections and their lines
/// (FlowLayoutSection.swift).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Where section insets are measured from; raw values are UIKit's.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// The `estimatedItemSize` that has every cell size itself from its content, starting
    /// from `itemSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item when the delegate gives none (UIKit's default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { metricsChanged(itemSize != oldValue) } }
    /// Non-zero: items size themselves from their content, starting from this estimate.
    open var estimatedItemSize: CGSize = .zero { didSet { metricsChanged(estimatedItemSize != oldValue) } }
    /// The least space between lines (10 by default).
    open var minimumLineSpacing: CGFloat = 10 { didSet { metricsChanged(minimumLineSpacing != oldValue) } }
    /// The least space between items of a line (10 by default).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { metricsChanged(minimumInteritemSpacing != oldValue) } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { metricsChanged(sectionInset != oldValue) } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { metricsChanged(sectionInsetReference != oldValue) } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { metricsChanged(scrollDirection != oldValue) } }
    /// The header's height when scrolling vertically (its width when horizontally); zero: no header.
    open var headerReferenceSize: CGSize = .zero { didSet { metricsChanged(headerReferenceSize != oldValue) } }
    open var footerReferenceSize: CGSize = .zero { didSet { metricsChanged(footerReferenceSize != oldValue) } }
    /// Headers stay at the top of the visible area while their section scrolls by.
    open var sectionHeadersPinToVisibleBounds = false { didSet { metricsChanged(sectionHeadersPinToVisibleBounds != oldValue) } }
    open var sectionFootersPinToVisibleBounds = false { didSet { metricsChanged(sectionFootersPinToVisibleBounds != oldValue) } }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// The z index of pinned headers and footers, over the items.
    static let pinnedZIndex = 1024

    // MARK: State

    var sections: [FlowLayoutSection] = []
    private var contentSize: CGSize = .zero
    /// Each section's item sizes and metrics as the delegate or properties gave them.
    private var delegateSizes: [[CGSize]] = []
    private var delegateMetrics: [FlowLayoutSection.Metrics] = []
    /// Sizes self-sizing cells asked for, by item.
    private var preferredSizes: [IndexPath: CGSize] = [:]
    private var needsDelegateMetrics = true
    /// The first section to flow again (nil: none).
    private var firstDirtySection: Int? = 0
    /// The extent along the lines the sections were flowed in.
    private var flowedExtent: CGFloat = -1

    public override init() { super.init() }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder { decodeFlowLayoutAttributes(nib) }
    }

    /// True when items size themselves.
    var sizesItemsFromContent: Bool { estimatedItemSize != .zero }

    /// The size an item starts with: the estimate when items size themselves (`itemSize`
    /// for `automaticSize`), else `itemSize`.
    var startingItemSize: CGSize {
        guard sizesItemsFromContent else { return itemSize }
        return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    }

    private var isVertical: Bool { scrollDirection == .vertical }

    private func metricsChanged(_ changed: Bool) {
        guard changed else { return }
        invalidateLayout()
    }

    // MARK: Invalidation

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if context.invalidateDataSourceCounts { preferredSizes.removeAll() }
        if context.invalidateEverything || context.invalidateDataSourceCounts || flow?.invalidateFlowLayoutDelegateMetrics ?? true {
            needsDelegateMetrics = true
            firstDirtySection = 0
        } else if flow?.invalidateFlowLayoutAttributes ?? true {
            firstDirtySection = 0
        }
        super.invalidateLayout(with: context)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.bounds
        if isVertical ? newBounds.width != old.width : newBounds.height != old.height { return true }
        return (sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds) && newBounds.origin != old.origin
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, let collectionView {
            let resized = newBounds.size != collectionView.bounds.size
            flow.invalidateFlowLayoutDelegateMetrics = resized
            flow.invalidateFlowLayoutAttributes = resized
        }
        return context
    }

    /// A cell wants another size than it was given.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        originalAttributes.representedElementCategory == .cell && sizesItemsFromContent && preferredAttributes.size != originalAttributes.size
    }

    /// Keeps the size the cell wants and flows its section and the ones after it again.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        let path = originalAttributes.indexPath
        if originalAttributes.representedElementCategory == .cell, path.count == 2 {
            preferredSizes[path] = checkedSize(preferredAttributes.size, "preferred size of the cell at \(path)")
            if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
                flow.invalidateFlowLayoutDelegateMetrics = false
                flow.invalidateFlowLayoutAttributes = false
            }
            firstDirtySection = min(firstDirtySection ?? path.section, path.section)
        }
        return context
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let inset = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        let extent = max(0, isVertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom)
        if extent != flowedExtent {
            flowedExtent = extent
            firstDirtySection = 0
        }
        let sectionCount = collectionView.numberOfSections
        if needsDelegateMetrics || delegateSizes.count != sectionCount {
            readDelegateMetrics(collectionView, sectionCount: sectionCount)
            firstDirtySection = 0
        }
        guard let first = firstDirtySection else { return }
        firstDirtySection = nil
        if sections.count > sectionCount { sections.removeLast(sections.count - sectionCount) }
        let extra = insetReferenceExtra(collectionView)
        var origin: CGFloat = first > 0 && first <= sections.count ? sections[first - 1].end : 0
        for s in min(first, sections.count)..<sectionCount {
            var sizes = delegateSizes[s]
            if !preferredSizes.isEmpty {
                for i in sizes.indices { if let wanted = preferredSizes[IndexPath(item: i, section: s)] { sizes[i] = wanted } }
            }
            var metrics = delegateMetrics[s]
            metrics.inset.left += extra.left
            metrics.inset.right += extra.right
            metrics.inset.top += extra.top
            metrics.inset.bottom += extra.bottom
            let section = FlowLayoutSection(sizes: sizes, metrics: metrics, origin: origin, extent: extent, vertical: isVertical)
            if s < sections.count { sections[s] = section } else { sections.append(section) }
            origin = section.end
        }
        contentSize = isVertical ? CGSize(width: extent, height: origin) : CGSize(width: origin, height: extent)
    }

    /// Asks the delegate (or the properties) for every item's size and every section's
    /// metrics; invalid values are replaced by zero with a report.
    private func readDelegateMetrics(_ collectionView: UICollectionView, sectionCount: Int) {
        needsDelegateMetrics = false
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        delegateSizes = []
        delegateMetrics = []
        let starting = startingItemSize
        for s in 0..<sectionCount {
            let count = collectionView.numberOfItems(inSection: s)
            if let delegate {
                delegateSizes.append((0..<count).map {
                    checkedSize(delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: $0, section: s)), "size of item \($0) in section \(s)")
                })
                delegateMetrics.append(FlowLayoutSection.Metrics(
                    inset: checkedInsets(delegate.collectionView(collectionView, layout: self, insetForSectionAt: s)),
                    lineSpacing: checkedLength(delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: s)),
                    interitemSpacing: checkedLength(delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: s)),
                    headerSize: checkedSize(delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: s), "header size of section \(s)"),
                    footerSize: checkedSize(delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: s), "footer size of section \(s)")))
            } else {
                delegateSizes.append([CGSize](repeating: checkedSize(starting, "itemSize"), count: count))
                delegateMetrics.append(FlowLayoutSection.Metrics(
                    inset: checkedInsets(sectionInset), lineSpacing: checkedLength(minimumLineSpacing),
                    interitemSpacing: checkedLength(minimumInteritemSpacing),
                    headerSize: checkedSize(headerReferenceSize, "headerReferenceSize"), footerSize: checkedSize(footerReferenceSize, "footerReferenceSize")))
            }
        }
    }

    /// What `sectionInsetReference` adds to the section insets beyond the content inset.
    private func insetReferenceExtra(_ collectionView: UICollectionView) -> UIEdgeInsets {
        let adjusted = collectionView.adjustedContentInset
        let reference: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        return UIEdgeInsets(top: max(0, reference.top - adjusted.top), left: max(0, reference.left - adjusted.left),
                            bottom: max(0, reference.bottom - adjusted.bottom), right: max(0, reference.right - adjusted.right))
    }

    private func checkedSize(_ size: CGSize, _ what: String) -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            RuntimeIssue.report("UICollectionViewFlowLayout: the \(what) \(size) is not a valid size; zero is used")
            return .zero
        }
        return size
    }

    private func checkedLength(_ value: CGFloat) -> CGFloat {
        value.isFinite && value >= 0 ? value : 0
    }

    private func checkedInsets(_ i: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: checkedLength(i.top), left: checkedLength(i.left), bottom: checkedLength(i.bottom), right: checkedLength(i.right))
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    // MARK: Attributes

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let (low, high) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        var result: [UICollectionViewLayoutAttributes] = []
        let pinning = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
        for s in sectionIndexes(across: low, high, pinning: pinning) {
            let section = sections[s]
            if let header = supplementaryAttributes(UICollectionView.elementKindSectionHeader, s), header.frame.intersects(rect) { result.append(header) }
            for item in section.items(across: low, high) where section.itemFrames[item].intersects(rect) {
                result.append(cellAttributes(IndexPath(item: item, section: s), section.itemFrames[item]))
            }
            if let footer = supplementaryAttributes(UICollectionView.elementKindSectionFooter, s), footer.frame.intersects(rect) { result.append(footer) }
        }
        return result
    }

    /// The sections meeting the span across (all the sections on screen when pinning, whose
    /// headers may have moved into the span).
    private func sectionIndexes(across low: CGFloat, _ high: CGFloat, pinning: Bool) -> Range<Int> {
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].end <= low { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < sections.count, sections[end].start < high { end += 1 }
        if pinning, let visible = collectionView?.bounds {
            let (vlow, vhigh) = isVertical ? (visible.minY, visible.maxY) : (visible.minX, visible.maxX)
            var first = lo
            while first > 0, sections[first - 1].end > min(low, vlow) { first -= 1 }
            while end < sections.count, sections[end].start < max(high, vhigh) { end += 1 }
            return first..<end
        }
        return lo..<end
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return nil }
        return cellAttributes(indexPath, sections[indexPath.section].itemFrames[indexPath.item])
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return supplementaryAttributes(elementKind, indexPath.section)
    }

    private func cellAttributes(_ path: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(category: .cell, kind: nil, path)
        attributes.frame = frame
        if sizesItemsFromContent { attributes.selfSizingAxes = [.horizontal, .vertical] }
        return attributes
    }

    /// A header or footer (nil when its reference size is zero), pinned when asked to.
    private func supplementaryAttributes(_ kind: String, _ s: Int) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(s) else { return nil }
        let section = sections[s]
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard isHeader || kind == UICollectionView.elementKindSectionFooter else { return nil }
        var frame = isHeader ? section.header : section.footer
        guard frame.width > 0, frame.height > 0 else { return nil }
        let attributes = makeAttributes(category: .supplementaryView, kind: kind, IndexPath(item: 0, section: s))
        let pins = isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
        if pins, let collectionView {
            frame = pinned(frame, header: isHeader, section: section, in: collectionView)
            attributes.zIndex = Self.pinnedZIndex
        }
        attributes.frame = frame
        return attributes
    }

    /// A header held at the top of the visible area (below the content inset) until its
    /// section's end pushes it off; a footer held at the bottom until its section's start.
    private func pinned(_ frame: CGRect, header: Bool, section: FlowLayoutSection, in collectionView: UICollectionView) -> CGRect {
        let inset = collectionView.adjustedContentInset, visible = collectionView.bounds
        var f = frame
        if isVertical {
            if header {
                f.origin.y = max(frame.minY, min(visible.minY + inset.top, section.bodyEnd - frame.height))
            } else {
                f.origin.y = min(frame.minY, max(visible.maxY - inset.bottom - frame.height, section.bodyStart))
            }
        } else {
            if header {
                f.origin.x = max(frame.minX, min(visible.minX + inset.left, section.bodyEnd - frame.width))
            } else {
                f.origin.x = min(frame.minX, max(visible.maxX - inset.right - frame.width, section.bodyStart))
            }
        }
        return f
    }

    private func makeAttributes(category: UICollectionViewLayoutAttributes.ElementCategory, kind: String?, _ path: IndexPath) -> UICollectionViewLayoutAttributes {
        let type = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self
        return type.init(category: category, kind: kind, indexPath: path)
    }
}
