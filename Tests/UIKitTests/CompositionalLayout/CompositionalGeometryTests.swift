import UIKitTesting
import Foundation
import Testing
@testable import UIKit

/// Where a compositional layout puts items, groups and sections, to the point.
@Suite("UICollectionViewCompositionalLayout geometry", .freshContext) @MainActor
struct CompositionalGeometryTests {
    @Test("A horizontal group repeats its subitem while the next fits: items a quarter of the width wide make rows of four, each row a group")
    func fractionalItemsRepeatInRows() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: rowSection(item, height: 100)), counts: [10])
        #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 80, height: 100))
        #expect(fixture.item(3) == CGRect(x: 240, y: 0, width: 80, height: 100))
        #expect(fixture.item(4) == CGRect(x: 0, y: 100, width: 80, height: 100))
        #expect(fixture.item(9) == CGRect(x: 80, y: 200, width: 80, height: 100))
        #expect(fixture.layout.collectionViewContentSize == CGSize(width: 320, height: 300))
    }

    @Test("A group made with count shares its width equally among that many items, less interItemSpacing, whatever the item's own width")
    func countGroupSharesWidth() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(10), .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [4])
        #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(fixture.item(1) == CGRect(x: 110, y: 0, width: 100, height: 40))
        #expect(fixture.item(2) == CGRect(x: 220, y: 0, width: 100, height: 40))
        #expect(fixture.item(3) == CGRect(x: 0, y: 40, width: 100, height: 40))
    }

    @Test("Absolute sizes are points; interItemSpacing separates items in a row and interGroupSpacing separates the groups")
    func absoluteItemsAndSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 12
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: section), counts: [4])
        #expect(fixture.item(1) == CGRect(x: 108, y: 0, width: 100, height: 50))
        #expect(fixture.item(2) == CGRect(x: 216, y: 0, width: 100, height: 50))
        #expect(fixture.item(3) == CGRect(x: 0, y: 62, width: 100, height: 50))
        #expect(fixture.layout.collectionViewContentSize.height == 112)
    }

    @Test("Nested groups: an item's fractions are of its own group's size, and items are taken in depth-first order")
    func nestedGroups() {
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)), counts: [4])
        #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 160, height: 200))
        #expect(fixture.item(1) == CGRect(x: 160, y: 0, width: 160, height: 100))
        #expect(fixture.item(2) == CGRect(x: 160, y: 100, width: 160, height: 100))
        #expect(fixture.item(3) == CGRect(x: 0, y: 200, width: 160, height: 200))
    }

    @Test("Section content insets move the groups in, and a group's fractional width is of the section width less those insets")
    func sectionContentInsets() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = rowSection(item, height: 50)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
        section.interGroupSpacing = 8
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: section), counts: [2])
        #expect(fixture.item(0) == CGRect(x: 20, y: 10, width: 280, height: 50))
        #expect(fixture.item(1) == CGRect(x: 20, y: 68, width: 280, height: 50))
        #expect(fixture.layout.collectionViewContentSize.height == 148)
    }

    @Test("An item's content insets shrink its frame inside the size it was given; the group keeps its size")
    func itemContentInsets() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: rowSection(item, height: 100)), counts: [3])
        #expect(fixture.item(0) == CGRect(x: 5, y: 5, width: 150, height: 90))
        #expect(fixture.item(1) == CGRect(x: 165, y: 5, width: 150, height: 90))
        #expect(fixture.item(2) == CGRect(x: 5, y: 105, width: 150, height: 90))
    }

    @Test("Content insets are ignored along an estimated axis (Apple's note on contentInsets)")
    func contentInsetsIgnoredWhenEstimated() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(60)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 7, bottom: 5, trailing: 7)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(60)), subitems: [item])
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [2])
        #expect(fixture.item(0) == CGRect(x: 7, y: 0, width: 306, height: 60))
        #expect(fixture.item(1) == CGRect(x: 7, y: 60, width: 306, height: 60))
    }

    @Test("Fixed edge spacing moves an item away from its neighbours; flexible edge spacing shares the room left in the group equally")
    func edgeSpacing() {
        let fixed = NSCollectionLayoutItem(layoutSize: size(.absolute(50), .absolute(50)))
        fixed.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(10), top: .fixed(4), trailing: nil, bottom: nil)
        let a = LayoutFixture(UICollectionViewCompositionalLayout(section: rowSection(fixed, height: 60)), counts: [2])
        #expect(a.item(0) == CGRect(x: 10, y: 4, width: 50, height: 50))
        #expect(a.item(1) == CGRect(x: 70, y: 4, width: 50, height: 50))

        let flexible = NSCollectionLayoutItem(layoutSize: size(.absolute(50), .absolute(50)))
        flexible.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: flexible, count: 2)
        let b = LayoutFixture(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [2])
        // count 2 gives each item 160 points; no room is left, so the flexible spacing stays 0.
        #expect(b.item(1) == CGRect(x: 160, y: 0, width: 160, height: 50))

        let c = LayoutFixture(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group:
            .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [flexible, flexible]))), counts: [2])
        // 320 - 2 × 50 = 220 points shared by two flexible leading spacings: 110 each.
        #expect(c.item(0) == CGRect(x: 110, y: 0, width: 50, height: 50))
        #expect(c.item(1) == CGRect(x: 270, y: 0, width: 50, height: 50))
    }

    @Test("A custom group places each item at the frame its provider returns, in the group's coordinates, group after group")
    func customGroup() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { environment in
            let width = environment.container.contentSize.width
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 100)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width / 2, y: 50, width: width / 2, height: 50), zIndex: 3)]
        }
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [3])
        #expect(fixture.item(1) == CGRect(x: 160, y: 50, width: 160, height: 50))
        #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
        #expect(fixture.item(2) == CGRect(x: 0, y: 100, width: 160, height: 100))
    }

    @Test("An item of zero length in a repeating group is placed once per group, never forever")
    func zeroLengthItemDoesNotHang() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0), .absolute(20)))
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: rowSection(item, height: 20)), counts: [3])
        #expect(fixture.item(2) == CGRect(x: 0, y: 40, width: 0, height: 20))
    }

    @Test("interSectionSpacing separates sections; each section starts where the one before ends")
    func interSectionSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: rowSection(item, height: 40), configuration: configuration)
        let fixture = LayoutFixture(layout, counts: [2, 1])
        #expect(fixture.item(0, 1) == CGRect(x: 0, y: 100, width: 320, height: 40))
        #expect(fixture.layout.collectionViewContentSize.height == 140)
    }

    @Test("A horizontal configuration lays groups and sections out along x; fractional heights are of the collection view's height")
    func horizontalScrolling() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let fixture = LayoutFixture(layout, counts: [5], size: CGSize(width: 320, height: 200))
        #expect(fixture.item(0) == CGRect(x: 16, y: 0, width: 100, height: 100))
        #expect(fixture.item(1) == CGRect(x: 16, y: 100, width: 100, height: 100))
        #expect(fixture.item(2) == CGRect(x: 126, y: 0, width: 100, height: 100))
        #expect(fixture.item(4) == CGRect(x: 236, y: 0, width: 100, height: 100))
        #expect(layout.collectionViewContentSize == CGSize(width: 352, height: 200))
    }

    @Test("A supplementary item anchored to the top-trailing corner with a fractional offset of (0.5, -0.5) sits half outside the item, as a badge")
    func anchoredBadge() {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: rowSection(item, height: 100)), counts: [2])
        #expect(fixture.supplementary("badge") == CGRect(x: 90, y: -10, width: 20, height: 20))
        let second = fixture.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))
        #expect(second?.frame == CGRect(x: 190, y: -10, width: 20, height: 20))
        #expect(second?.zIndex == 1)
    }

    @Test("contentInsetsReference .layoutMargins keeps groups inside the collection view's side layout margins (8 points by default); .none uses the full width")
    func contentInsetsReference() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = rowSection(item, height: 40)
        section.contentInsetsReference = .layoutMargins
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: section), counts: [1])
        #expect(fixture.item(0) == CGRect(x: 8, y: 0, width: 304, height: 40))
        let none = rowSection(item, height: 40)
        none.contentInsetsReference = .none
        #expect(LayoutFixture(UICollectionViewCompositionalLayout(section: none), counts: [1]).item(0) == CGRect(x: 0, y: 0, width: 320, height: 40))
    }

    @Test("An orthogonally scrolling section lines its groups up across the scrolling axis (as before any scrolling) and is as tall as its tallest group")
    func orthogonalArrangement() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: section), counts: [3, 1])
        #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 256, height: 100))
        #expect(fixture.item(1) == CGRect(x: 266, y: 0, width: 256, height: 100))
        #expect(fixture.item(0, 1) == CGRect(x: 0, y: 100, width: 256, height: 100))
        #expect(fixture.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 50))?.count == 2)
    }

    @Test("A section's visibleItemsInvalidationHandler sees the visible items and its changes show in the returned attributes")
    func visibleItemsHandler() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = rowSection(item, height: 100)
        var seen: [IndexPath] = []
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            seen = items.map(\.indexPath)
            #expect(offset == .zero)
            #expect(environment.container.contentSize == CGSize(width: 320, height: 480))
            for visible in items { visible.alpha = 0.5 }
        }
        let fixture = LayoutFixture(UICollectionViewCompositionalLayout(section: section), counts: [10])
        let attributes = try #require(fixture.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 250)))
        #expect(seen == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(attributes.allSatisfy { $0.alpha == 0.5 })
        #expect(fixture.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 320, height: 480)))
    }
}
