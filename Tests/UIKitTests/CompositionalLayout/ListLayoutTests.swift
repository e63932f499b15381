import UIKitTesting
import Foundation
import Testing
@testable import UIKit

/// List sections: the table styles' metrics in a compositional layout.
@Suite("UICollectionLayoutListConfiguration", .freshContext) @MainActor
struct ListLayoutTests {
    private func list(_ appearance: UICollectionLayoutListConfiguration.Appearance, width: CGFloat = 320,
                      counts: [Int] = [3], edit: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) -> LayoutFixture {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        edit(&configuration)
        return LayoutFixture(UICollectionViewCompositionalLayout.list(using: configuration), counts: counts, size: CGSize(width: width, height: 480))
    }

    @Test("Plain list: full-width rows estimated at 44 points, self-sizing vertically, on the system background")
    func plainMetrics() throws {
        let fixture = list(.plain)
        #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(fixture.item(2) == CGRect(x: 0, y: 88, width: 320, height: 44))
        let attributes = try #require(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListLayoutAttributes)
        #expect(attributes.selfSizingAxes == .vertical)
        #expect(attributes.showsSeparator)
        #expect(attributes.isLastInSection)
        #expect(fixture.collectionView.backgroundColor == .systemBackground)
    }

    @Test("Inset-grouped list: rows inset 16 points each side on a 320-point list (20 from 414), groups 35 points apart, no separator under a group's last row, grouped grey background")
    func insetGroupedMetrics() throws {
        let fixture = list(.insetGrouped, counts: [2, 1])
        #expect(fixture.item(0) == CGRect(x: 16, y: 35, width: 288, height: 44))
        #expect(fixture.item(0, 1) == CGRect(x: 16, y: 35 + 88 + 35, width: 288, height: 44))
        let last = try #require(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListLayoutAttributes)
        #expect(!last.showsSeparator)
        #expect(fixture.collectionView.backgroundColor == .systemGroupedBackground)
        let wide = list(.insetGrouped, width: 414)
        #expect(wide.item(0) == CGRect(x: 20, y: 35, width: 374, height: 44))
    }

    @Test("Grouped list: full-width rows; the last row of a group keeps its separator (as the grouped table's)")
    func groupedMetrics() throws {
        let fixture = list(.grouped)
        #expect(fixture.item(0) == CGRect(x: 0, y: 35, width: 320, height: 44))
        let last = try #require(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListLayoutAttributes)
        #expect(last.showsSeparator)
    }

    @Test("Sidebar lists show no separators; sidebar sections are inset 10 points")
    func sidebarMetrics() throws {
        let fixture = list(.sidebar)
        #expect(fixture.item(0) == CGRect(x: 10, y: 35, width: 300, height: 44))
        let row = try #require(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListLayoutAttributes)
        #expect(!row.showsSeparator)
    }

    @Test("Supplementary headers and footers: full width of the group, estimated (38 grouped, 28 plain), plain headers pinned")
    func headersAndFooters() throws {
        let grouped = list(.insetGrouped) { $0.headerMode = .supplementary; $0.footerMode = .supplementary }
        #expect(grouped.supplementary(UICollectionView.elementKindSectionHeader) == CGRect(x: 16, y: 0, width: 288, height: 38))
        #expect(grouped.item(0) == CGRect(x: 16, y: 38, width: 288, height: 44))
        #expect(grouped.supplementary(UICollectionView.elementKindSectionFooter) == CGRect(x: 16, y: 38 + 132, width: 288, height: 18))
        let plain = list(.plain, counts: [20]) { $0.headerMode = .supplementary }
        plain.scroll(to: 300)
        #expect(plain.supplementary(UICollectionView.elementKindSectionHeader) == CGRect(x: 0, y: 300, width: 320, height: 28))
    }

    @Test("headerTopPadding adds space above each header; a custom backgroundColor replaces the appearance's")
    func headerPaddingAndBackground() {
        let fixture = list(.plain) {
            $0.headerMode = .supplementary
            $0.headerTopPadding = 10
            $0.backgroundColor = .systemYellow
        }
        #expect(fixture.supplementary(UICollectionView.elementKindSectionHeader) == CGRect(x: 0, y: 10, width: 320, height: 28))
        #expect(fixture.collectionView.backgroundColor == .systemYellow)
    }

    @Test("With headerMode .firstItemInSection the first cell is the section's header")
    func firstItemHeader() throws {
        let fixture = list(.sidebar) { $0.headerMode = .firstItemInSection }
        let first = try #require(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListLayoutAttributes)
        let second = try #require(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListLayoutAttributes)
        #expect(first.isHeaderItem)
        #expect(!second.isHeaderItem)
    }

    @Test("A list cell takes the list's look from its attributes: inset-grouped card corners, white grouped background, separator at the text")
    func listCellLook() throws {
        let fixture = list(.insetGrouped)
        let attributes = try #require(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let cell = UICollectionViewListCell(frame: attributes.frame)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        cell.contentConfiguration = content
        cell.apply(attributes)
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .secondarySystemGroupedBackground)
        #expect(cell.separatorView.isHidden == false)
        #expect(cell.separatorView.frame.minX == 16)
        #expect(cell.configurationStorage.backgroundView?.listCorners == [.topLeft, .topRight])
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        #expect(preferred.size == CGSize(width: 288, height: 44))
    }

    @Test("A list cell's accessories sit at its trailing edge (16 point margin) and shrink the content view; a disclosure chevron is 8 points wide")
    func listCellAccessories() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.accessories = [.label(text: "3"), .disclosureIndicator()]
        cell.layoutIfNeeded()
        let chevron = cell.subviews.first { $0 is TableCellAccessoryView }
        #expect(chevron?.frame == CGRect(x: 296, y: 15.5, width: 8, height: 13))
        #expect(cell.contentView.frame.maxX < chevron?.frame.minX ?? 0)
        cell.accessories = [.outlineDisclosure()]
        cell.layoutIfNeeded()
        let outline = cell.subviews.first { $0 is OutlineDisclosureView }
        #expect(outline?.frame.minX == 16)
        // Margin 16, the 12-point chevron, 10 points of spacing.
        #expect(cell.contentView.frame.minX == CGFloat(38))
    }

    @Test("A list cell used as a grouped section header offers the grouped header style by default")
    func listHeaderCell() throws {
        let fixture = list(.grouped) { $0.headerMode = .supplementary }
        let attributes = try #require(fixture.layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                                           at: IndexPath(item: 0, section: 0)))
        let header = UICollectionViewListCell(frame: attributes.frame)
        header.apply(attributes)
        #expect(header.defaultContentConfiguration() == .groupedHeader())
        #expect(header.backgroundConfiguration == .listGroupedHeaderFooter())
    }
}
