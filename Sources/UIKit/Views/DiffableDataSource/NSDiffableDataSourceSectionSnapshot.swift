import Foundation

/// The items of one section as a hierarchy: root items, each with ordered children, and
/// which parents are expanded. A collection view shows its visible items — the roots, and the
/// children of expanded parents whose own parents are visible — indented by their level.
/// A value type, as UIKit's.
///
/// Identifiers are unique in the snapshot, as UIKit requires: adding one that is already
/// there stops with UIKit's message.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var childLists: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var members: Set<ItemIdentifierType> = []
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}

    // MARK: Reading

    /// Every item, each parent before its children, whether visible or not.
    public var items: [ItemIdentifierType] { flattened(roots) { _ in true } }

    /// The items without a parent.
    public var rootItems: [ItemIdentifierType] { roots }

    /// The items shown: the roots, and the children of expanded parents that are shown.
    public var visibleItems: [ItemIdentifierType] { flattened(roots) { expanded.contains($0) } }

    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// The item's place in `items`.
    public func index(of item: ItemIdentifierType) -> Int? { members.contains(item) ? items.firstIndex(of: item) : nil }

    /// How many parents the item has above it: 0 for a root item.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0, current = item
        while let parent = parents[current] { level += 1; current = parent }
        return level
    }

    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether the item is shown: a root, or a child of an expanded parent that is shown.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// The children of `item`, in order.
    func children(of item: ItemIdentifierType) -> [ItemIdentifierType] { childLists[item] ?? [] }

    /// `parent`'s descendants as a snapshot of their own (with `parent` as its root when
    /// `includingParent`), keeping which are expanded.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        require(parent, "snapshot(of:includingParent:)")
        var result = NSDiffableDataSourceSectionSnapshot()
        if includingParent {
            result.append([parent])
            result.copyDescendants(of: parent, from: self, under: parent)
        } else {
            result.append(children(of: parent))
            for child in children(of: parent) { result.copyDescendants(of: child, from: self, under: child) }
        }
        result.expanded = expanded.intersection(result.members)
        return result
    }

    /// An indented picture of the hierarchy: "+" before an expanded parent, "-" before a
    /// collapsed one.
    public func visualDescription() -> String {
        var lines = ["<NSDiffableDataSourceSectionSnapshot: \(members.count) items>"]
        for item in items {
            let marker = childLists[item]?.isEmpty == false ? (expanded.contains(item) ? "+ " : "- ") : "  "
            lines.append(String(repeating: "    ", count: level(of: item)) + marker + "\(item)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds `items` after the last root, or after `parent`'s last child.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent { require(parent, "append(_:to:)") }
        add(items, "append(_:to:)")
        if let parent {
            childLists[parent, default: []].append(contentsOf: items)
            for item in items { parents[item] = parent }
        } else {
            roots.append(contentsOf: items)
        }
    }

    /// Adds `items` just before `nextSiblingItem`, with its parent.
    public mutating func insert(_ items: [ItemIdentifierType], before nextSiblingItem: ItemIdentifierType) {
        insert(items, beside: nextSiblingItem, after: false, "insert(_:before:)")
    }

    /// Adds `items` just after `previousSiblingItem`, with its parent.
    public mutating func insert(_ items: [ItemIdentifierType], after previousSiblingItem: ItemIdentifierType) {
        insert(items, beside: previousSiblingItem, after: true, "insert(_:after:)")
    }

    /// Removes `items` and all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) {
            if let parent = parents[item] {
                childLists[parent]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
            removeSubtree(item)
        }
    }

    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    /// Shows the children of `items` (an item without children is remembered as expanded).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) { expanded.insert(item) }
    }

    /// Hides the children of `items`.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    /// Makes `snapshot`'s roots the children of `parent`, in place of its old descendants.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        require(parent, "replace(childrenOf:using:)")
        for child in children(of: parent) { removeSubtree(child) }
        childLists[parent] = []
        graft(snapshot, under: parent, "replace(childrenOf:using:)")
    }

    /// Adds `snapshot`'s items under `item` (at the root when nil), after what is there.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to item: ItemIdentifierType? = nil) {
        if let item { require(item, "append(_:to:)") }
        graft(snapshot, under: item, "append(_:to:)")
    }

    /// Adds `snapshot`'s items just before `item`, as its siblings.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        insert(snapshot.roots, beside: item, after: false, "insert(_:before:)")
        adoptDescendants(of: snapshot)
    }

    /// Adds `snapshot`'s items just after `item`, as its siblings.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        insert(snapshot.roots, beside: item, after: true, "insert(_:after:)")
        adoptDescendants(of: snapshot)
    }

    // MARK: Internals

    private func flattened(_ level: [ItemIdentifierType], descend: (ItemIdentifierType) -> Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var stack = Array(level.reversed())
        while let item = stack.popLast() {
            result.append(item)
            if descend(item), let children = childLists[item] { stack.append(contentsOf: children.reversed()) }
        }
        return result
    }

    private func require(_ item: ItemIdentifierType, _ api: String) {
        if !members.contains(item) {
            preconditionFailure("NSDiffableDataSourceSectionSnapshot.\(api): item \(item) is not in the snapshot")
        }
    }

    private mutating func add(_ items: [ItemIdentifierType], _ api: String) {
        for item in items {
            if !members.insert(item).inserted {
                preconditionFailure("NSDiffableDataSourceSectionSnapshot.\(api): item identifiers must be unique; \(item) is already in the snapshot")
            }
        }
    }

    private mutating func insert(_ items: [ItemIdentifierType], beside sibling: ItemIdentifierType, after: Bool, _ api: String) {
        require(sibling, api)
        add(items, api)
        if let parent = parents[sibling] {
            let at = childLists[parent]!.firstIndex(of: sibling)! + (after ? 1 : 0)
            childLists[parent]!.insert(contentsOf: items, at: at)
            for item in items { parents[item] = parent }
        } else {
            let at = roots.firstIndex(of: sibling)! + (after ? 1 : 0)
            roots.insert(contentsOf: items, at: at)
        }
    }

    private mutating func removeSubtree(_ item: ItemIdentifierType) {
        var stack = [item]
        while let next = stack.popLast() {
            stack.append(contentsOf: childLists[next] ?? [])
            childLists[next] = nil
            parents[next] = nil
            members.remove(next)
            expanded.remove(next)
        }
    }

    private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, under parent: ItemIdentifierType?, _ api: String) {
        append(snapshot.roots, to: parent)
        adoptDescendants(of: snapshot)
    }

    /// Copies the children lists and expansion of `snapshot`, whose roots are already here.
    private mutating func adoptDescendants(of snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        for root in snapshot.roots { copyDescendants(of: root, from: snapshot, under: root) }
        expanded.formUnion(snapshot.expanded)
    }

    private mutating func copyDescendants(of item: ItemIdentifierType, from source: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                          under parent: ItemIdentifierType) {
        var stack = [(item, parent)]
        while let (next, under) = stack.popLast() {
            let children = source.children(of: next)
            guard !children.isEmpty else { continue }
            append(children, to: under)
            stack.append(contentsOf: children.map { ($0, $0) })
        }
    }
}
