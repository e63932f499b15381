import CoreGraphics
import Foundation

extension NSCollectionLayoutSection {
    /// The margin of list content: 16 points, 20 on screens 414 points wide and more (the
    /// table's rule, shared).
    static func listMargin(forWidth width: CGFloat) -> CGFloat { UITableViewCell.systemMargin(forWidth: width) }

    /// A section in a list's look: full-width rows estimated at 44 points that size
    /// themselves, no spacing between them (cells draw their own separators), headers and
    /// footers as `configuration` says. Inset-grouped and sidebar sections are inset from
    /// the sides like the table's cards.
    ///
    /// Estimates (Apple does not publish them): a group without a header starts 35 points
    /// below the one before (the table's gap); headers are estimated at 38 points in grouped
    /// looks and 28 in plain ones, footers at 18; sidebar sections are inset 10 points.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(UITableView.defaultRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: rowSize, subitems: [item]))
        section.listConfiguration = configuration
        let width = layoutEnvironment.container.contentSize.width
        var insets = NSDirectionalEdgeInsets.zero
        switch configuration.appearance {
        case .insetGrouped:
            insets.leading = listMargin(forWidth: width)
            insets.trailing = insets.leading
        case .sidebar:
            insets.leading = 10
            insets.trailing = 10
        case .plain, .grouped, .sidebarPlain: break
        }
        if configuration.isGrouped, configuration.headerMode != .supplementary { insets.top = 35 }
        section.contentInsets = insets
        section.headerTopPadding = configuration.headerTopPadding ?? 0
        let grouped = configuration.isGrouped
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 38 : 28)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            header.zIndex = 2
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 18 : 28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
            section.boundarySupplementaryItems.append(footer)
        }
        return section
    }
}
