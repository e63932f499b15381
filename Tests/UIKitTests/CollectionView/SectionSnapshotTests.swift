import Foundation
import Testing
import UIKit
import UIKitTesting

/// `NSDiffableDataSourceSectionSnapshot`: a section's items as a hierarchy whose expanded
/// parents show their children (Apple: "a section snapshot … represents the data for a single
/// section … with a hierarchical structure").
@Suite("Section snapshots", .freshContext) @MainActor
struct SectionSnapshotTests {
    /// Fruit › (Apple, Pear › (Conference)), Vegetables › (Kale)
    func tree() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruit", "Vegetables"])
        snapshot.append(["Apple", "Pear"], to: "Fruit")
        snapshot.append(["Conference"], to: "Pear")
        snapshot.append(["Kale"], to: "Vegetables")
        return snapshot
    }

    @Test("items lists parents before children; only roots and children of expanded parents are visible")
    func visibility() {
        var snapshot = tree()
        #expect(snapshot.items == ["Fruit", "Apple", "Pear", "Conference", "Vegetables", "Kale"])
        #expect(snapshot.rootItems == ["Fruit", "Vegetables"])
        #expect(snapshot.visibleItems == ["Fruit", "Vegetables"])
        snapshot.expand(["Fruit"])
        #expect(snapshot.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        snapshot.expand(["Pear"])
        #expect(snapshot.visibleItems == ["Fruit", "Apple", "Pear", "Conference", "Vegetables"])
        #expect(snapshot.isVisible("Conference") && !snapshot.isVisible("Kale"))
        snapshot.collapse(["Fruit"])
        #expect(snapshot.visibleItems == ["Fruit", "Vegetables"])
        #expect(snapshot.isExpanded("Pear"), "a collapsed ancestor keeps its descendants' expansion")
        #expect(!snapshot.isVisible("Conference"))
    }

    @Test("level, parent, index and contains describe where an item is")
    func queries() {
        let snapshot = tree()
        #expect(snapshot.level(of: "Fruit") == 0 && snapshot.level(of: "Pear") == 1 && snapshot.level(of: "Conference") == 2)
        #expect(snapshot.parent(of: "Conference") == "Pear" && snapshot.parent(of: "Fruit") == nil)
        #expect(snapshot.index(of: "Vegetables") == 4 && snapshot.index(of: "Nope") == nil)
        #expect(snapshot.contains("Kale") && !snapshot.contains("Nope"))
    }

    @Test("Inserting places siblings beside an item; deleting an item deletes its descendants")
    func insertAndDelete() {
        var snapshot = tree()
        snapshot.insert(["Banana"], after: "Apple")
        snapshot.insert(["Apricot"], before: "Apple")
        #expect(snapshot.items.prefix(5) == ["Fruit", "Apricot", "Apple", "Banana", "Pear"])
        #expect(snapshot.parent(of: "Banana") == "Fruit")
        snapshot.insert(["Grains"], after: "Fruit")
        #expect(snapshot.rootItems == ["Fruit", "Grains", "Vegetables"])
        snapshot.delete(["Pear"])
        #expect(!snapshot.contains("Conference") && !snapshot.contains("Pear"))
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
    }

    @Test("Sub-snapshots: snapshot(of:) takes a branch, replace and append graft one in, keeping expansion")
    func branches() {
        var snapshot = tree()
        snapshot.expand(["Pear"])
        let pear = snapshot.snapshot(of: "Pear", includingParent: true)
        #expect(pear.items == ["Pear", "Conference"] && pear.isExpanded("Pear") && pear.level(of: "Conference") == 1)
        #expect(snapshot.snapshot(of: "Fruit").rootItems == ["Apple", "Pear"])
        var citrus = NSDiffableDataSourceSectionSnapshot<String>()
        citrus.append(["Lemon", "Lime"])
        snapshot.replace(childrenOf: "Fruit", using: citrus)
        #expect(snapshot.items == ["Fruit", "Lemon", "Lime", "Vegetables", "Kale"])
        var roots = NSDiffableDataSourceSectionSnapshot<String>()
        roots.append(["Dairy"])
        roots.append(["Milk"], to: "Dairy")
        snapshot.append(roots)
        #expect(snapshot.rootItems == ["Fruit", "Vegetables", "Dairy"] && snapshot.parent(of: "Milk") == "Dairy")
        #expect(snapshot.visualDescription().contains("    Milk"))
    }

    func makeList(_ host: UITestHost) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        let cv = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = ["Fruit", "Pear", "Vegetables"].contains(item) ? [.outlineDisclosure()] : []
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, path, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
        }
        host.window.addSubview(cv)
        return (cv, source)
    }

    @Test("Applied to a section, the visible items are shown, indented by level, expanded parents marked expanded")
    func applyToSection() throws {
        let host = UITestHost(size: CGSize(width: 320, height: 400), scale: 2)
        let (cv, source) = makeList(host)
        var snapshot = tree()
        snapshot.expand(["Fruit"])
        source.apply(snapshot, to: 0, animatingDifferences: false)
        host.runLoopTurn()
        #expect(source.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(source.snapshot(for: 0).items == snapshot.items)
        let apple = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(apple.indentationLevel == 1)
        let fruit = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(fruit.configurationState.isExpanded && fruit.indentationLevel == 0)
        // A whole snapshot that changes the section makes it flat again.
        var flat = NSDiffableDataSourceSnapshot<Int, String>()
        flat.appendSections([0])
        flat.appendItems(["One"])
        source.apply(flat, animatingDifferences: false)
        #expect(source.snapshot(for: 0).items == ["One"] && source.snapshot(for: 0).level(of: "One") == 0)
    }

    @Test("Tapping an outline disclosure expands and collapses, asking the section snapshot handlers")
    func disclosureTaps() throws {
        let host = UITestHost(size: CGSize(width: 320, height: 400), scale: 2)
        let (cv, source) = makeList(host)
        var asked: [String] = []
        source.sectionSnapshotHandlers.willExpandItem = { asked.append("expand \($0)") }
        source.sectionSnapshotHandlers.willCollapseItem = { asked.append("collapse \($0)") }
        source.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Vegetables" }
        source.apply(tree(), to: 0, animatingDifferences: false)
        host.runLoopTurn()
        func tapDisclosure(of item: String) throws {
            let path = try #require(source.indexPath(for: item))
            let cell = try #require(cv.cellForItem(at: path))
            let disclosure = try #require(cell.subviews.first { String(describing: type(of: $0)) == "OutlineDisclosureView" })
            host.tap(at: disclosure.convert(CGPoint(x: disclosure.bounds.midX, y: disclosure.bounds.midY), to: nil))
            host.advanceInFrames(0.5)
        }
        try tapDisclosure(of: "Fruit")
        #expect(source.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Vegetables"])
        try tapDisclosure(of: "Vegetables")
        #expect(source.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Vegetables"], "shouldExpandItem said no")
        try tapDisclosure(of: "Fruit")
        #expect(source.snapshot().itemIdentifiers == ["Fruit", "Vegetables"])
        #expect(asked == ["expand Fruit", "collapse Fruit"])
    }

    @Test("snapshotForExpandingParentItem makes a parent's children when it expands")
    func lazyChildren() throws {
        let host = UITestHost(size: CGSize(width: 320, height: 400), scale: 2)
        let (cv, source) = makeList(host)
        source.sectionSnapshotHandlers.snapshotForExpandingParentItem = { parent, current in
            var children = current
            if !current.items.contains("Kiwi") { children.append(["Kiwi"], to: parent) }
            return children
        }
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruit"])
        source.apply(snapshot, to: 0, animatingDifferences: false)
        host.runLoopTurn()
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let disclosure = try #require(cell.subviews.first { String(describing: type(of: $0)) == "OutlineDisclosureView" })
        host.tap(at: disclosure.convert(CGPoint(x: disclosure.bounds.midX, y: disclosure.bounds.midY), to: nil))
        host.advanceInFrames(0.5)
        #expect(source.snapshot().itemIdentifiers == ["Fruit", "Kiwi"])
        #expect(source.snapshot(for: 0).level(of: "Kiwi") == 1)
    }

    @Test("An expanded outline in a sidebar list: children indented a level each, expanded chevrons turned down")
    func outlineReference() {
        let host = UITestHost(size: CGSize(width: 320, height: 280), scale: 2)
        let (_, source) = makeList(host)
        var snapshot = tree()
        snapshot.expand(["Fruit", "Pear"])
        source.apply(snapshot, to: 0, animatingDifferences: false)
        host.runLoopTurn()
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SectionSnapshotTests.swift").path
        let diff = ReferenceImage.compare(host.renderScreen(), named: "section-snapshot-outline@2x", filePath: path)
        #expect(diff == nil, "\(diff!)")
    }
}
