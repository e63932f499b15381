import CoreGraphics
import Foundation

/// One element a section solve placed.
struct PlacedElement {
    /// Which way a pinned boundary item stays in view: at the start of the visible area
    /// (a header) or at its end (a footer).
    enum Pin { case none, start, end }

    var frame: CGRect
    var zIndex = 0
    var axes: UICollectionViewLayoutAttributes.SelfSizingAxes = []
    /// The supplementary or decoration kind; nil for a cell.
    var kind: String?
    var indexPath: IndexPath
    var pin = Pin.none
}

/// One group of a section: its frame and the ranges of the section's items and item
/// supplementaries it placed.
struct PlacedGroup {
    var frame: CGRect
    var items: Range<Int>
    var supplementaries: Range<Int>
}

/// A solved section: everything in it, with its groups in order along the scrolling axis.
struct PlacedSection {
    var frame = CGRect.zero
    /// Between the headers and footers, content insets included: what backgrounds cover.
    var contentFrame = CGRect.zero
    var items: [PlacedElement] = []
    var groups: [PlacedGroup] = []
    var itemSupplementaries: [PlacedElement] = []
    var boundary: [PlacedElement] = []
    var decorations: [PlacedElement] = []
    /// The longest group along the scrolling axis, to bound the search for visible groups.
    var longestGroup: CGFloat = 0
    var orthogonal = false
    var blueprint: NSCollectionLayoutSection?
}

/// Places one section's items, groups and supplementary items, as if the layout scrolled
/// vertically (`CompositionalTransposition` serves horizontal layouts), starting at `y`.
///
/// Sizes resolve against containers as iOS defines them: a group's fractions are of the
/// section's width less its content insets (and of the container's height), an item's of
/// its group's size less the group's content insets. Estimated dimensions take the size
/// measured for the element when there is one.
@MainActor
struct CompositionalSectionSolver {
    let section: Int
    let itemCount: Int
    /// Whether frames are mirrored (a horizontal layout): the environment of custom groups
    /// is given in the collection view's own axes.
    let mirrored: Bool
    let measuredItem: (IndexPath) -> CGSize?
    let measuredSupplementary: (String, IndexPath) -> CGSize?
    var out = PlacedSection()
    private var cursor = 0

    init(section: Int, itemCount: Int, mirrored: Bool,
         measuredItem: @escaping (IndexPath) -> CGSize?, measuredSupplementary: @escaping (String, IndexPath) -> CGSize?) {
        self.section = section
        self.itemCount = itemCount
        self.mirrored = mirrored
        self.measuredItem = measuredItem
        self.measuredSupplementary = measuredSupplementary
    }

    // MARK: Section

    /// Lays out `blueprint` in the band from `x` to `x + width`, from `y` down; `height` is
    /// the container's height, for fractional heights.
    mutating func solve(_ blueprint: NSCollectionLayoutSection, x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) -> PlacedSection {
        out.blueprint = blueprint
        let insets = blueprint.contentInsets
        let follow = blueprint.supplementariesFollowContentInsets
        let band = follow ? (x: x + insets.leading, width: max(0, width - insets.leading - insets.trailing)) : (x: x, width: width)
        let boundaryPath = IndexPath(item: 0, section: section)
        let boundary = blueprint.boundarySupplementaryItems
        var cursorY = y
        let headers = boundary.filter { $0.extendsBoundary && $0.edges.contains(.top) }
        if !headers.isEmpty { cursorY += blueprint.headerTopPadding }
        cursorY += placeBoundary(headers, x: band.x, width: band.width, y: cursorY, height: height, atEnd: false, path: boundaryPath)
        let contentTop = cursorY
        cursorY += insets.top
        let container = CGSize(width: max(0, width - insets.leading - insets.trailing), height: max(0, height - insets.top - insets.bottom))
        let groupX = x + insets.leading
        out.orthogonal = blueprint.orthogonalScrollingBehavior != .none
        var across = groupX, tallest: CGFloat = 0
        while cursor < itemCount {
            let before = cursor
            let slot = blueprint.group.layoutSize.resolve(in: container)
            if out.orthogonal {
                let size = placeGroup(blueprint.group, origin: CGPoint(x: across, y: cursorY), size: slot, before: before)
                across += size.width + blueprint.interGroupSpacing
                tallest = max(tallest, size.height)
            } else {
                if before > 0 { cursorY += blueprint.interGroupSpacing }
                let size = placeGroup(blueprint.group, origin: CGPoint(x: groupX, y: cursorY), size: slot, before: before)
                cursorY += size.height
            }
            if cursor == before { break }
        }
        cursorY += tallest + insets.bottom
        out.contentFrame = CGRect(x: x, y: contentTop, width: width, height: cursorY - contentTop)
        cursorY += placeBoundary(boundary.filter { $0.extendsBoundary && $0.edges.contains(.bottom) && !$0.edges.contains(.top) },
                                 x: band.x, width: band.width, y: cursorY, height: height, atEnd: true, path: boundaryPath)
        out.frame = CGRect(x: x, y: y, width: width, height: cursorY - y)
        placeOverlays(boundary.filter { !$0.extendsBoundary || !($0.edges.contains(.top) || $0.edges.contains(.bottom)) },
                      on: CGRect(x: band.x, y: y, width: band.width, height: out.frame.height), path: boundaryPath)
        for decoration in blueprint.decorationItems {
            let i = decoration.contentInsets
            let frame = CGRect(x: out.contentFrame.minX + i.leading, y: out.contentFrame.minY + i.top,
                               width: max(0, out.contentFrame.width - i.leading - i.trailing),
                               height: max(0, out.contentFrame.height - i.top - i.bottom))
            out.decorations.append(PlacedElement(frame: frame, zIndex: decoration.zIndex, kind: decoration.elementKind, indexPath: boundaryPath))
        }
        return out
    }

    // MARK: Boundary supplementary items

    /// Places the headers (or footers) that take room at one side of a band and returns the
    /// room they take: the tallest of them.
    mutating func placeBoundary(_ items: [NSCollectionLayoutBoundarySupplementaryItem], x: CGFloat, width: CGFloat, y: CGFloat,
                                height: CGFloat, atEnd: Bool, path: IndexPath) -> CGFloat {
        var taken: CGFloat = 0
        for item in items {
            let size = supplementarySize(item, container: CGSize(width: width, height: height), path: path)
            var frameX = x + (width - size.width) / 2
            if item.edges.contains(.leading) { frameX = x } else if item.edges.contains(.trailing) { frameX = x + width - size.width }
            let frame = CGRect(x: frameX + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
            out.boundary.append(PlacedElement(frame: frame, zIndex: item.zIndex, axes: item.layoutSize.selfSizingAxes, kind: item.elementKind,
                                              indexPath: path, pin: item.pinToVisibleBounds ? (atEnd ? .end : .start) : .none))
            taken = max(taken, size.height)
        }
        return taken
    }

    /// Boundary items that take no room: laid over the section at their alignment.
    private mutating func placeOverlays(_ items: [NSCollectionLayoutBoundarySupplementaryItem], on frame: CGRect, path: IndexPath) {
        for item in items {
            let size = supplementarySize(item, container: frame.size, path: path)
            let placed = NSCollectionLayoutAnchor(edges: item.edges, absoluteOffset: item.offset).frame(of: size, in: frame)
            let pin: PlacedElement.Pin = item.pinToVisibleBounds ? (item.edges.contains(.bottom) ? .end : .start) : .none
            out.boundary.append(PlacedElement(frame: placed, zIndex: item.zIndex, axes: item.layoutSize.selfSizingAxes,
                                              kind: item.elementKind, indexPath: path, pin: pin))
        }
    }

    private func supplementarySize(_ item: NSCollectionLayoutSupplementaryItem, container: CGSize, path: IndexPath) -> CGSize {
        var size = item.layoutSize.resolve(in: container)
        if let measured = measuredSupplementary(item.elementKind, path) {
            if item.layoutSize.widthDimension.isEstimated { size.width = measured.width }
            if item.layoutSize.heightDimension.isEstimated { size.height = measured.height }
        }
        return size
    }

    // MARK: Groups

    /// Lays out `group` in the slot at `origin` (`size`: its resolved size, the estimate on
    /// an estimated axis) and returns the size it took.
    private mutating func placeGroup(_ group: NSCollectionLayoutGroup, origin: CGPoint, size: CGSize, before: Int) -> CGSize {
        let estimatedWidth = group.layoutSize.widthDimension.isEstimated, estimatedHeight = group.layoutSize.heightDimension.isEstimated
        let insets = group.contentInsets
        let inner = CGRect(x: origin.x + (estimatedWidth ? 0 : insets.leading), y: origin.y + (estimatedHeight ? 0 : insets.top),
                           width: max(0, size.width - (estimatedWidth ? 0 : insets.leading + insets.trailing)),
                           height: max(0, size.height - (estimatedHeight ? 0 : insets.top + insets.bottom)))
        let firstItem = cursor, itemStart = out.items.count, supplementaryStart = out.itemSupplementaries.count
        let used: CGSize
        switch group.arrangement {
        case .horizontal: used = placeLine(group, in: inner, horizontal: true, estimatedAlong: estimatedWidth, estimatedAcross: estimatedHeight)
        case .vertical: used = placeLine(group, in: inner, horizontal: false, estimatedAlong: estimatedHeight, estimatedAcross: estimatedWidth)
        case .custom(let provider): used = placeCustom(provider, in: inner)
        }
        var taken = size
        if estimatedWidth { taken.width = used.width }
        if estimatedHeight { taken.height = used.height }
        let frame = CGRect(origin: origin, size: taken)
        if !group.supplementaryItems.isEmpty, cursor > firstItem {
            attach(group.supplementaryItems, to: frame, path: IndexPath(item: firstItem, section: section))
        }
        if before >= 0, firstItem == before {
            out.groups.append(PlacedGroup(frame: frame, items: itemStart..<out.items.count, supplementaries: supplementaryStart..<out.itemSupplementaries.count))
            out.longestGroup = max(out.longestGroup, taken.height)
        }
        return taken
    }

    /// A row (`horizontal`) or column of subitems: repeated while the next fits (or `count`
    /// of them sharing the length), spaced by `interItemSpacing` and edge spacing; flexible
    /// spacings share what is left of the length equally. Returns the extent used.
    private mutating func placeLine(_ group: NSCollectionLayoutGroup, in inner: CGRect, horizontal h: Bool,
                                    estimatedAlong: Bool, estimatedAcross: Bool) -> CGSize {
        func along(_ s: CGSize) -> CGFloat { h ? s.width : s.height }
        func across(_ s: CGSize) -> CGFloat { h ? s.height : s.width }
        let length = along(inner.size), breadth = across(inner.size)
        let spacing = group.interItemSpacing
        let forced: CGFloat? = group.repeatCount.map { max(0, (length - CGFloat($0 - 1) * (spacing?.spacing ?? 0)) / CGFloat($0)) }
        var position: CGFloat = 0, usedAcross: CGFloat = 0, flexible = 0, placed = 0
        var moves: [(flexibleBefore: Int, items: Range<Int>, supplementaries: Range<Int>)] = []
        while cursor < itemCount {
            if let count = group.repeatCount, placed >= count { break }
            if group.repeatCount == nil, estimatedAlong, placed >= group.subitems.count { break }
            let subitem = group.subitems[placed % group.subitems.count]
            let edges = subitem.edgeSpacing
            let lead = h ? edges?.leading : edges?.top, trail = h ? edges?.trailing : edges?.bottom
            let crossLead = h ? edges?.top : edges?.leading, crossTrail = h ? edges?.bottom : edges?.trailing
            let between = placed > 0 ? spacing : nil
            var slot = subitem is NSCollectionLayoutGroup ? subitem.layoutSize.resolve(in: inner.size)
                : leafSize(subitem, in: inner.size, measured: measuredItem(IndexPath(item: cursor, section: section)))
            if let forced { if h { slot.width = forced } else { slot.height = forced } }
            let gap = (between?.spacing ?? 0) + (lead?.spacing ?? 0)
            if group.repeatCount == nil {
                let fits = position + gap + along(slot) + (trail?.spacing ?? 0) <= length + 0.001
                // Repeat while the next fits; a subitem of no length is placed once, never forever.
                if placed > 0, !estimatedAlong, !fits || (placed >= group.subitems.count && along(slot) <= 0) { break }
            }
            position += gap
            flexible += (between?.isFlexibleSpacing == true ? 1 : 0) + (lead?.isFlexibleSpacing == true ? 1 : 0)
            let flexibleBefore = flexible
            let crossStart = crossLead?.spacing ?? 0, crossEnd = crossTrail?.spacing ?? 0
            var offset = crossStart
            let spare = breadth - across(slot) - crossStart - crossEnd
            if !estimatedAcross, spare > 0 {
                if crossLead?.isFlexibleSpacing == true, crossTrail?.isFlexibleSpacing == true { offset += spare / 2 }
                else if crossLead?.isFlexibleSpacing == true { offset += spare }
            }
            let origin = h ? CGPoint(x: inner.minX + position, y: inner.minY + offset) : CGPoint(x: inner.minX + offset, y: inner.minY + position)
            let itemStart = out.items.count, supplementaryStart = out.itemSupplementaries.count
            let taken: CGSize
            if let nested = subitem as? NSCollectionLayoutGroup {
                taken = placeGroup(nested, origin: origin, size: slot, before: -1)
            } else {
                taken = placeLeaf(subitem, origin: origin, slot: slot)
            }
            position += along(taken) + (trail?.spacing ?? 0)
            if trail?.isFlexibleSpacing == true { flexible += 1 }
            usedAcross = max(usedAcross, offset + across(taken) + crossEnd)
            moves.append((flexibleBefore, itemStart..<out.items.count, supplementaryStart..<out.itemSupplementaries.count))
            placed += 1
        }
        if flexible > 0, !estimatedAlong, length - position > 0 {
            let share = (length - position) / CGFloat(flexible)
            for move in moves where move.flexibleBefore > 0 {
                let shift = share * CGFloat(move.flexibleBefore)
                let delta = h ? CGPoint(x: shift, y: 0) : CGPoint(x: 0, y: shift)
                for i in move.items { out.items[i].frame = out.items[i].frame.offsetBy(dx: delta.x, dy: delta.y) }
                for i in move.supplementaries { out.itemSupplementaries[i].frame = out.itemSupplementaries[i].frame.offsetBy(dx: delta.x, dy: delta.y) }
            }
        }
        return h ? CGSize(width: position, height: usedAcross) : CGSize(width: usedAcross, height: position)
    }

    /// A custom group: each frame from the provider takes the next item.
    private mutating func placeCustom(_ provider: NSCollectionLayoutGroupCustomItemProvider, in inner: CGRect) -> CGSize {
        let size = mirrored ? CompositionalTransposition.size(inner.size) : inner.size
        let environment = CompositionalEnvironment(container: CompositionalContainer(contentSize: size, contentInsets: .zero))
        let frames = provider(environment)
        precondition(!frames.isEmpty, "NSCollectionLayoutGroup: a custom group's itemProvider returned no items; each group must place at least one item")
        var extent = CGSize.zero
        for custom in frames {
            guard cursor < itemCount else { break }
            let frame = custom.frame.offsetBy(dx: inner.minX, dy: inner.minY)
            out.items.append(PlacedElement(frame: frame, zIndex: custom.zIndex, indexPath: IndexPath(item: cursor, section: section)))
            cursor += 1
            extent = CGSize(width: max(extent.width, frame.maxX - inner.minX), height: max(extent.height, frame.maxY - inner.minY))
        }
        return extent
    }

    // MARK: Items

    private func leafSize(_ item: NSCollectionLayoutItem, in container: CGSize, measured: CGSize?) -> CGSize {
        var size = item.layoutSize.resolve(in: container)
        if let measured {
            if item.layoutSize.widthDimension.isEstimated { size.width = measured.width }
            if item.layoutSize.heightDimension.isEstimated { size.height = measured.height }
        }
        return size
    }

    /// Places the next item in its slot, inset by its content insets except along an
    /// estimated axis.
    private mutating func placeLeaf(_ item: NSCollectionLayoutItem, origin: CGPoint, slot: CGSize) -> CGSize {
        let path = IndexPath(item: cursor, section: section)
        let i = item.contentInsets
        let estimatedWidth = item.layoutSize.widthDimension.isEstimated, estimatedHeight = item.layoutSize.heightDimension.isEstimated
        let frame = CGRect(x: origin.x + (estimatedWidth ? 0 : i.leading), y: origin.y + (estimatedHeight ? 0 : i.top),
                           width: max(0, slot.width - (estimatedWidth ? 0 : i.leading + i.trailing)),
                           height: max(0, slot.height - (estimatedHeight ? 0 : i.top + i.bottom)))
        out.items.append(PlacedElement(frame: frame, axes: item.layoutSize.selfSizingAxes, indexPath: path))
        attach(item.supplementaryItems, to: frame, path: path)
        cursor += 1
        return slot
    }

    private mutating func attach(_ items: [NSCollectionLayoutSupplementaryItem], to frame: CGRect, path: IndexPath) {
        for item in items {
            let size = supplementarySize(item, container: frame.size, path: path)
            out.itemSupplementaries.append(PlacedElement(frame: item.frame(of: size, attachedTo: frame), zIndex: item.zIndex,
                                                         axes: item.layoutSize.selfSizingAxes, kind: item.elementKind, indexPath: path))
        }
    }
}
