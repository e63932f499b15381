import Foundation

/// The state of a list's data: sections and their items, each named by a unique hashable
/// identifier. A diffable data source compares one snapshot with the next to animate the
/// difference. A value type; shared by table and collection views.
///
/// Identifiers must be unique across the snapshot, as UIKit requires: appending one that is
/// already there stops with UIKit's message.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private struct Section: Sendable {
        var identifier: SectionIdentifierType
        var items: [ItemIdentifierType]
    }

    private var sections: [Section] = []
    /// Which section each item is in.
    private var itemSections: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items whose cells are to be made again (reload) or configured again (reconfigure).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    // MARK: Reading

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { itemSections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sections[sectionIndex(identifier, "numberOfItems(inSection:)")].items.count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections[sectionIndex(identifier, "itemIdentifiers(inSection:)")].items
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSections[identifier] else { return nil }
        var offset = 0
        for s in sections {
            if s.identifier == section { return s.items.firstIndex(of: identifier).map { offset + $0 } }
            offset += s.items.count
        }
        return nil
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    /// The section and row of an item.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = itemSections[identifier], let s = indexOfSection(section),
              let row = sections[s].items.firstIndex(of: identifier) else { return nil }
        return IndexPath(row: row, section: s)
    }

    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].items[indexPath.row]
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        checkNewSections(identifiers)
        sections.append(contentsOf: identifiers.map { Section(identifier: $0, items: []) })
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        checkNewSections(identifiers)
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: sectionIndex(toIdentifier, "insertSections(_:beforeSection:)"))
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        checkNewSections(identifiers)
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: sectionIndex(toIdentifier, "insertSections(_:afterSection:)") + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        for section in sections where doomed.contains(section.identifier) {
            for item in section.items { itemSections[item] = nil }
        }
        sections.removeAll { doomed.contains($0.identifier) }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        let section = sections.remove(at: sectionIndex(identifier, "moveSection(_:beforeSection:)"))
        sections.insert(section, at: sectionIndex(toIdentifier, "moveSection(_:beforeSection:)"))
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        let section = sections.remove(at: sectionIndex(identifier, "moveSection(_:afterSection:)"))
        sections.insert(section, at: sectionIndex(toIdentifier, "moveSection(_:afterSection:)") + 1)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers { _ = sectionIndex(id, "reloadSections(_:)") }
        reloadedSectionIdentifiers.append(contentsOf: identifiers)
    }

    // MARK: Items

    /// Appends items to `sectionIdentifier`, or to the last section when nil. Appending
    /// items before any section exists stops, as in UIKit.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        checkNewItems(identifiers)
        let index: Int
        if let sectionIdentifier {
            index = sectionIndex(sectionIdentifier, "appendItems(_:toSection:)")
        } else {
            guard !sections.isEmpty else { preconditionFailure("There are currently no sections in the data source. Please add a section first.") }
            index = sections.count - 1
        }
        sections[index].items.append(contentsOf: identifiers)
        for item in identifiers { itemSections[item] = sections[index].identifier }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, near: beforeIdentifier, after: false)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, near: afterIdentifier, after: true)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for i in sections.indices { sections[i].items.removeAll { doomed.contains($0) } }
        for item in identifiers { itemSections[item] = nil }
    }

    public mutating func deleteAllItems() {
        sections.removeAll()
        itemSections.removeAll()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier else { return }
        deleteItems([identifier])
        insert([identifier], near: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier else { return }
        deleteItems([identifier])
        insert([identifier], near: toIdentifier, after: true)
    }

    /// The items' cells will be made again when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers { checkExists(item, "reloadItems(_:)") }
        reloadedItemIdentifiers.append(contentsOf: identifiers)
    }

    /// The items' existing cells will be configured again (no new cells) when applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers { checkExists(item, "reconfigureItems(_:)") }
        reconfiguredItemIdentifiers.append(contentsOf: identifiers)
    }

    /// The snapshot with its reloads and reconfigurations done.
    func withoutPendingReloads() -> Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    // MARK: Checks

    private mutating func insert(_ identifiers: [ItemIdentifierType], near neighbour: ItemIdentifierType, after: Bool) {
        checkNewItems(identifiers)
        checkExists(neighbour, after ? "insertItems(_:afterItem:)" : "insertItems(_:beforeItem:)")
        guard let path = indexPath(of: neighbour) else { return }
        sections[path.section].items.insert(contentsOf: identifiers, at: path.row + (after ? 1 : 0))
        for item in identifiers { itemSections[item] = sections[path.section].identifier }
    }

    private func sectionIndex(_ identifier: SectionIdentifierType, _ api: String) -> Int {
        guard let index = indexOfSection(identifier) else {
            preconditionFailure("\(api): invalid section identifier \(identifier): it is not in the snapshot")
        }
        return index
    }

    private func checkExists(_ item: ItemIdentifierType, _ api: String) {
        guard itemSections[item] != nil else {
            preconditionFailure("\(api): invalid item identifier \(item): it is not in the snapshot")
        }
    }

    private func checkNewSections(_ identifiers: [SectionIdentifierType]) {
        var seen = Set(sections.map(\.identifier))
        for id in identifiers where !seen.insert(id).inserted {
            preconditionFailure("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(id))}")
        }
    }

    private func checkNewItems(_ identifiers: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>()
        for id in identifiers where itemSections[id] != nil || !seen.insert(id).inserted {
            preconditionFailure("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(id))}")
        }
    }
}
