// The catalog's collection view: a compositional layout fed by a diffable data source.
import Foundation
import UIKit

/// A grid of colors and a row of symbols that scrolls sideways, each section under its
/// header. Items come from snapshots: Shuffle applies a shuffled one and the grid animates
/// to it. A color pushes its detail.
final class CollectionsController: UIViewController, UICollectionViewDelegate, CatalogGalleryStates {
    private enum Section: String, CaseIterable {
        case colors = "Colors"
        case symbols = "Symbols"
    }

    private static let colors: [String: UIColor] = [
        "Red": .systemRed, "Orange": .systemOrange, "Yellow": .systemYellow, "Green": .systemGreen,
        "Mint": .systemMint, "Teal": .systemTeal, "Cyan": .systemCyan, "Blue": .systemBlue,
        "Indigo": .systemIndigo, "Purple": .systemPurple, "Pink": .systemPink, "Brown": .systemBrown,
    ]
    private static let colorOrder = ["Red", "Orange", "Yellow", "Green", "Mint", "Teal", "Cyan", "Blue", "Indigo", "Purple", "Pink", "Brown"]
    private static let symbols = ["star.fill", "heart.fill", "bolt.fill", "leaf.fill", "moon.fill", "flag.fill", "camera.fill", "music.note"]

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Collection views"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        makeDataSource()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Shuffle", primaryAction: UIAction { [weak self] _ in
            self?.applySnapshot(colors: Self.colorOrder.shuffled(), animated: true)
        })
        applySnapshot(colors: Self.colorOrder, animated: false)
    }

    /// Four colors a row, square; the symbols in one row of fixed tiles that scrolls sideways.
    /// Every tile is inset 4 points in its place, so the two sections line up.
    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let section: NSCollectionLayoutSection
            switch Section.allCases[index] {
            case .colors:
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)), subitem: item, count: 4)
                section = NSCollectionLayoutSection(group: group)
            case .symbols:
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(104), heightDimension: .absolute(104)), subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
            }
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 20, trailing: 12)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            return section
        }
    }

    /// Cells and headers from registrations: a color tile with its name, a symbol tile, and a
    /// list cell as the header.
    private func makeDataSource() {
        let colorCell = UICollectionView.CellRegistration<TileCell, String> { cell, _, name in
            cell.show(title: name, image: nil, color: Self.colors[name] ?? .systemGray)
        }
        let symbolCell = UICollectionView.CellRegistration<TileCell, String> { cell, _, name in
            cell.show(title: name.components(separatedBy: ".").first ?? name, image: UIImage(systemName: name), color: .secondarySystemBackground)
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = UIListContentConfiguration.prominentInsetGroupedHeader()
            content.text = Section.allCases[indexPath.section].rawValue
            content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 4, bottom: 8, trailing: 4)
            content.axesPreservingSuperviewLayoutMargins = []
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            Section.allCases[indexPath.section] == .colors
                ? collectionView.dequeueConfiguredReusableCell(using: colorCell, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(using: symbolCell, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }

    private func applySnapshot(colors: [String], animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(colors, toSection: .colors)
        snapshot.appendItems(Self.symbols, toSection: .symbols)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let name = dataSource.itemIdentifier(for: indexPath), let color = Self.colors[name] else { return }
        show(CatalogDetailController(title: name, symbol: "paintpalette.fill", color: color, text: "UIColor.system\(name)"), sender: self)
    }

    /// Indigo chosen.
    var galleryStates: [(name: String, show: () -> Void)] {
        [("detail", { self.collectionView(self.collectionView, didSelectItemAt: IndexPath(item: 8, section: 0)) })]
    }
}

/// A rounded tile: a symbol (when there is one) above a title, on a color.
final class TileCell: UICollectionViewCell {
    private let imageView = UIImageView()
    private let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true
        label.font = .systemFont(ofSize: 13, weight: .semibold)
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 28)
        let stack = Catalog.column([imageView, label], spacing: 6)
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func show(title: String, image: UIImage?, color: UIColor) {
        label.text = title
        imageView.image = image
        imageView.isHidden = image == nil
        contentView.backgroundColor = color
        label.textColor = image == nil ? .white : .label
    }
}
