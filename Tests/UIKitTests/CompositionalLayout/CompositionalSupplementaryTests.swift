import UIKitTesting
import Foundation
import Testing
@testable import UIKit

/// Headers, footers (pinned too), layout-wide boundary items, decoration backgrounds,
/// self-sizing and the cost of visible-rect queries.
@Suite("UICollectionViewCompositionalLayout supplementaries and self-sizing", .freshContext) @MainActor
struct CompositionalSupplementaryTests {
    private func header(_ height: CGFloat, pinned: Bool = false) -> NSCollectionLayoutBoundarySupplementaryItem {
        let item = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(height)),
                                                               elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        item.pinToVisibleBounds = pinned
        return item
    }

    private func listOfRows(_ height: CGFloat) -> NSCollectionLayoutSection {
        rowSection(NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1))), height: height)
    }

    @Test("A header takes room above the section's content and a footer below it; both are at item 0 of their section")
    func headerAndFooter() {
        let section = listOfRows(50)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                                 elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [header(40), footer]
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: section), counts: [2])
        #expect(fixture.supplementary(UICollectionView.elementKindSectionHeader) == CGRect(x: 10, y: 0, width: 300, height: 40))
        #expect(fixture.item(0) == CGRect(x: 10, y: 45, width: 300, height: 50))
        #expect(fixture.item(1) == CGRect(x: 10, y: 95, width: 300, height: 50))
        #expect(fixture.supplementary(UICollectionView.elementKindSectionFooter) == CGRect(x: 10, y: 150, width: 300, height: 30))
        #expect(fixture.layout.collectionViewContentSize.height == 180)
    }

    @Test("With supplementariesFollowContentInsets off, headers span the section's full width")
    func supplementariesIgnoreContentInsets() {
        let section = listOfRows(50)
        section.boundarySupplementaryItems = [header(40)]
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.supplementariesFollowContentInsets = false
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: section), counts: [1])
        #expect(fixture.supplementary(UICollectionView.elementKindSectionHeader) == CGRect(x: 0, y: 0, width: 320, height: 40))
    }

    @Test("A pinned header stays at the top of the visible area while its section scrolls by, and is pushed up by the section's end")
    func pinnedHeader() {
        let section = listOfRows(50)
        section.boundarySupplementaryItems = [header(40, pinned: true)]
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: section), counts: [10, 10])
        let kind = UICollectionView.elementKindSectionHeader
        #expect(fixture.supplementary(kind, 1) == CGRect(x: 0, y: 540, width: 320, height: 40))
        fixture.scroll(to: 200)
        #expect(fixture.supplementary(kind, 0) == CGRect(x: 0, y: 200, width: 320, height: 40))
        #expect(fixture.all.contains { $0.representedElementKind == kind && $0.indexPath.section == 0 && $0.frame.minY == 200 })
        fixture.scroll(to: 520)
        #expect(fixture.supplementary(kind, 0) == CGRect(x: 0, y: 500, width: 320, height: 40))
        #expect(fixture.supplementary(kind, 1) == CGRect(x: 0, y: 540, width: 320, height: 40))
        fixture.scroll(to: 700)
        #expect(fixture.supplementary(kind, 1) == CGRect(x: 0, y: 700, width: 320, height: 40))
    }

    @Test("A layout with pinned headers asks to be invalidated as it scrolls; a layout without them only when the size changes")
    func boundsInvalidation() {
        let plain = LayoutFixture(UICollectionViewCompositionalLayout(section: listOfRows(50)), counts: [10])
        #expect(!plain.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 100, width: 320, height: 480)))
        #expect(plain.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 300, height: 480)))
        let section = listOfRows(50)
        section.boundarySupplementaryItems = [header(40, pinned: true)]
        let pinned = LayoutFixture(UICollectionViewCompositionalLayout(section: section), counts: [10])
        #expect(pinned.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 100, width: 320, height: 480)))
    }

    @Test("Layout-wide boundary items (the configuration's) come before the first section and after the last")
    func layoutHeader() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(60)), elementKind: "banner", alignment: .top),
        ]
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: listOfRows(50), configuration: configuration), counts: [2])
        #expect(fixture.supplementary("banner") == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(fixture.item(0) == CGRect(x: 0, y: 60, width: 320, height: 50))
        #expect(fixture.layout.collectionViewContentSize.height == 160)
    }

    @Test("A background decoration covers the section's content, content insets included, less its own insets, behind the cells (zIndex -1)")
    func decorationBackground() {
        let section = listOfRows(50)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.boundarySupplementaryItems = [header(30)]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: section), counts: [2])
        let attributes = fixture.layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))
        #expect(attributes?.frame == CGRect(x: 5, y: 35, width: 310, height: 110))
        #expect(attributes?.zIndex == -1)
        #expect(attributes?.representedElementCategory == .decorationView)
        #expect(fixture.all.filter { $0.representedElementCategory == .decorationView }.count == 1)
    }

    @Test("Estimated items are asked to size themselves; a measured size is used by the next prepare() and moves what follows")
    func selfSizing() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [3])
        let original = try #require(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(original.selfSizingAxes == .vertical)
        let preferred = try #require(original.copy() as? UICollectionViewLayoutAttributes)
        preferred.size = CGSize(width: 320, height: 80)
        #expect(fixture.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        fixture.layout.invalidateLayout(with: fixture.layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        fixture.layout.prepare()
        #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 320, height: 80))
        #expect(fixture.item(1) == CGRect(x: 0, y: 80, width: 320, height: 50))
        let same = try #require(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!fixture.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: same, withOriginalAttributes: same))
    }

    @Test("An element above the visible area that grows moves the content offset by as much, so what is on screen stays still")
    func selfSizingKeepsVisibleContentStill() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [40])
        fixture.scroll(to: 500)
        let original = try #require(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        let preferred = try #require(original.copy() as? UICollectionViewLayoutAttributes)
        preferred.size.height = 70
        let context = fixture.layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: 20))
        let visible = try #require(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 12, section: 0)))
        let grown = try #require(visible.copy() as? UICollectionViewLayoutAttributes)
        grown.size.height = 70
        #expect(fixture.layout.invalidationContext(forPreferredLayoutAttributes: grown, withOriginalAttributes: visible).contentOffsetAdjustment == .zero)
    }

    @Test("A 10,000-row list answers a screenful's query with only that screenful's rows, found by binary search")
    func longListQueries() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let fixture = LayoutFixture(layout, counts: [10_000])
        #expect(layout.collectionViewContentSize.height == 440_000)
        let start = ThreadCPUClock.now
        var found = 0
        for step in 0..<1000 {
            found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: CGFloat(step) * 400, width: 320, height: 480))?.count ?? 0
        }
        #expect(found == 11 || found == 12)
        #expect(ThreadCPUClock.now - start < .seconds(2), "1,000 queries of a 10,000-row list should take milliseconds")
        #expect(fixture.item(9_999) == CGRect(x: 0, y: 439_956, width: 320, height: 44))
    }
}
