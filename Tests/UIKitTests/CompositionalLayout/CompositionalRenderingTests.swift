import Foundation
import Testing
import UIKit
import UIKitTesting

/// The iOS 14 way of writing a list, end to end: a compositional list layout, list cells
/// configured through cell registrations with `defaultContentConfiguration()`, headers from a
/// supplementary registration and a diffable data source.
@Suite("Compositional layout rendering", .serialized, .freshContext) @MainActor
struct CompositionalRenderingTests {
    enum Section: Int, Hashable, Sendable { case network, display }

    private var referencePath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CompositionalRenderingTests.swift").path
    }

    @Test("An inset-grouped list at @2x: headers in grey capitals over rounded white cards, rows of list cells with their accessories, separators from the text", arguments: [UIUserInterfaceStyle.light, .dark])
    func insetGroupedList(_ style: UIUserInterfaceStyle) throws {
        let host = UITestHost(size: CGSize(width: 375, height: 420), scale: 2, userInterfaceStyle: style)
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collectionView = UICollectionView(frame: host.window.bounds,
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let rows: [Section: [String]] = [.network: ["Wi-Fi", "Bluetooth", "Cellular"], .display: ["Brightness", "Text Size"]]
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            if title == "Wi-Fi" { content.secondaryText = "Home" }
            cell.contentConfiguration = content
            cell.accessories = title == "Bluetooth" ? [.label(text: "On"), .disclosureIndicator()] : [.disclosureIndicator()]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = indexPath.section == 0 ? "Connections" : "Display"
            view.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.network, .display])
        for section in [Section.network, .display] { snapshot.appendItems(rows[section]!, toSection: section) }
        dataSource.apply(snapshot, animatingDifferences: false)
        host.window.addSubview(collectionView)
        host.runLoopTurn()
        #expect(collectionView.visibleCells.count == 5)
        let diff = ReferenceImage.compare(host.renderScreen(), named: style == .dark ? "collection-list-inset-grouped-dark@2x" : "collection-list-inset-grouped@2x", filePath: referencePath)
        #expect(diff == nil, "\(diff?.message ?? "")")
    }

    @Test("A compositional grid at @2x: three items a row at a third of the width with 4 pt insets, a full-width banner group above them")
    func grid() throws {
        let host = UITestHost(size: CGSize(width: 320, height: 360), scale: 2)
        let square = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
        square.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)),
                                                     subitems: [square])
        let banner = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)))
        banner.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(300)),
                                                     subitems: [banner, row, row])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let collectionView = UICollectionView(frame: host.window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.contentInsetAdjustmentBehavior = .never
        let colors: [UIColor] = [.systemIndigo, .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]
        let cell = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in
            cell.contentView.backgroundColor = colors[item % colors.count]
            cell.contentView.layer.cornerRadius = 10
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<7))
        dataSource.apply(snapshot, animatingDifferences: false)
        host.window.addSubview(collectionView)
        host.runLoopTurn()
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(abs(first.frame.width - (304.0 / 3 - 8)) < 0.5)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "collection-compositional-grid@2x", filePath: referencePath)
        #expect(diff == nil, "\(diff?.message ?? "")")
    }
}
