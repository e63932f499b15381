import CoreGraphics
import Foundation

/// Answering the collection view: attributes for a rect (binary search over sections and
/// groups), for one item, supplementary or decoration view. Pinned boundary items are
/// placed here, from the collection view's current bounds.
extension UICollectionViewCompositionalLayout {
    private var vertical: Bool { configuration.scrollDirection == .vertical }
    private func start(_ r: CGRect) -> CGFloat { vertical ? r.minY : r.minX }
    private func end(_ r: CGRect) -> CGFloat { vertical ? r.maxY : r.maxX }

    /// The first index of `elements` whose `key` is not below `value` (they are in order).
    private func lowerBound<T>(_ elements: [T], _ key: (T) -> CGFloat, _ value: CGFloat) -> Int {
        var low = 0, high = elements.count
        while low < high {
            let mid = (low + high) / 2
            if key(elements[mid]) < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    func attributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        if !prepared { prepare() }
        var result: [UICollectionViewLayoutAttributes] = []
        let whole = CGRect(origin: .zero, size: contentSize)
        for element in placedGlobals {
            let frame = pinnedFrame(element, within: whole)
            if frame.intersects(rect) { result.append(makeAttributes(element, frame: frame, category: .supplementaryView, section: -1)) }
        }
        var s = lowerBound(placedSections, { self.end($0.frame) }, start(rect))
        while s < placedSections.count, start(placedSections[s].frame) <= end(rect) {
            appendSection(s, in: rect, to: &result)
            s += 1
        }
        return result
    }

    private func appendSection(_ s: Int, in rect: CGRect, to result: inout [UICollectionViewLayoutAttributes]) {
        let section = placedSections[s]
        let first = result.count
        for element in section.decorations where element.frame.intersects(rect) {
            result.append(makeAttributes(element, frame: element.frame, category: .decorationView, section: s))
        }
        for element in section.boundary {
            let frame = pinnedFrame(element, within: section.frame)
            if frame.intersects(rect) { result.append(makeAttributes(element, frame: frame, category: .supplementaryView, section: s)) }
        }
        var g = section.orthogonal ? 0 : lowerBound(section.groups, { self.start($0.frame) }, start(rect) - section.longestGroup)
        while g < section.groups.count {
            let group = section.groups[g]
            if !section.orthogonal, start(group.frame) > end(rect) { break }
            for i in group.items where section.items[i].frame.intersects(rect) {
                result.append(makeAttributes(section.items[i], frame: section.items[i].frame, category: .cell, section: s))
            }
            for i in group.supplementaries where section.itemSupplementaries[i].frame.intersects(rect) {
                let element = section.itemSupplementaries[i]
                result.append(makeAttributes(element, frame: element.frame, category: .supplementaryView, section: s))
            }
            g += 1
        }
        if let handler = section.blueprint?.visibleItemsInvalidationHandler, let environment, result.count > first {
            handler(result[first...].map(CompositionalVisibleItem.init), collectionView?.contentOffset ?? .zero, environment)
        }
    }

    func itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if !prepared { prepare() }
        guard indexPath.count == 2, placedSections.indices.contains(indexPath.section),
              placedSections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        let element = placedSections[indexPath.section].items[indexPath.item]
        return makeAttributes(element, frame: element.frame, category: .cell, section: indexPath.section)
    }

    func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if !prepared { prepare() }
        guard let place = supplementaryIndex[kind]?[indexPath] else { return nil }
        switch place.list {
        case -2:
            let element = placedGlobals[place.index]
            return makeAttributes(element, frame: pinnedFrame(element, within: CGRect(origin: .zero, size: contentSize)), category: .supplementaryView, section: -1)
        case -1:
            let section = placedSections[place.section], element = section.boundary[place.index]
            return makeAttributes(element, frame: pinnedFrame(element, within: section.frame), category: .supplementaryView, section: place.section)
        default:
            let element = placedSections[place.section].itemSupplementaries[place.index]
            return makeAttributes(element, frame: element.frame, category: .supplementaryView, section: place.section)
        }
    }

    func decorationAttributes(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if !prepared { prepare() }
        guard indexPath.count == 2, placedSections.indices.contains(indexPath.section),
              let element = placedSections[indexPath.section].decorations.first(where: { $0.kind == kind }) else { return nil }
        return makeAttributes(element, frame: element.frame, category: .decorationView, section: indexPath.section)
    }

    /// Where a pinned boundary item is now: held at the start (headers) or end (footers) of
    /// the visible area, never leaving its section.
    func pinnedFrame(_ element: PlacedElement, within section: CGRect) -> CGRect {
        guard element.pin != .none, let collectionView else { return element.frame }
        let inset = collectionView.adjustedContentInset, bounds = collectionView.bounds
        let visibleStart = vertical ? bounds.minY + inset.top : bounds.minX + inset.left
        let visibleEnd = vertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
        let length = vertical ? element.frame.height : element.frame.width
        let natural = start(element.frame)
        let position = element.pin == .start
            ? max(natural, min(visibleStart, end(section) - length))
            : min(natural, max(visibleEnd - length, start(section)))
        var frame = element.frame
        if vertical { frame.origin.y = position } else { frame.origin.x = position }
        return frame
    }

    /// Attributes of the layout's class (list sections: list attributes, which tell list
    /// cells how to look).
    func makeAttributes(_ element: PlacedElement, frame: CGRect, category: UICollectionViewLayoutAttributes.ElementCategory,
                        section: Int) -> UICollectionViewLayoutAttributes {
        let list = placedSections.indices.contains(section) ? placedSections[section].blueprint?.listConfiguration : nil
        let type: UICollectionViewLayoutAttributes.Type = list != nil ? UICollectionViewListLayoutAttributes.self
            : (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self)
        let attributes = type.init(category: category, kind: element.kind, indexPath: element.indexPath)
        attributes.frame = frame
        attributes.zIndex = element.zIndex
        attributes.selfSizingAxes = element.axes
        if let list, let listAttributes = attributes as? UICollectionViewListLayoutAttributes {
            listAttributes.describe(list, itemCount: placedSections[section].items.count)
        }
        return attributes
    }
}
