import CoreGraphics
import Foundation

/// The layout solves every section as if it scrolled vertically. A horizontally scrolling
/// layout hands the solver mirrored blueprints (width ↔ height, leading ↔ top, rows ↔
/// columns) and mirrors the frames it gets back, so one solver serves both axes.
@MainActor
enum CompositionalTransposition {
    static func rect(_ r: CGRect) -> CGRect { CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width) }
    static func size(_ s: CGSize) -> CGSize { CGSize(width: s.height, height: s.width) }
    static func point(_ p: CGPoint) -> CGPoint { CGPoint(x: p.y, y: p.x) }

    static func insets(_ i: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: i.leading, leading: i.top, bottom: i.trailing, trailing: i.bottom)
    }

    static func edges(_ e: NSDirectionalRectEdge) -> NSDirectionalRectEdge {
        var out: NSDirectionalRectEdge = []
        if e.contains(.top) { out.insert(.leading) }
        if e.contains(.leading) { out.insert(.top) }
        if e.contains(.bottom) { out.insert(.trailing) }
        if e.contains(.trailing) { out.insert(.bottom) }
        return out
    }

    static func dimension(_ d: NSCollectionLayoutDimension) -> NSCollectionLayoutDimension {
        switch d.kind {
        case .fractionalWidth: .fractionalHeight(d.dimension)
        case .fractionalHeight: .fractionalWidth(d.dimension)
        case .absolute, .estimated: d
        }
    }

    static func layoutSize(_ s: NSCollectionLayoutSize) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: dimension(s.heightDimension), heightDimension: dimension(s.widthDimension))
    }

    static func anchor(_ a: NSCollectionLayoutAnchor) -> NSCollectionLayoutAnchor {
        a.isAbsoluteOffset ? NSCollectionLayoutAnchor(edges: edges(a.edges), absoluteOffset: point(a.offset))
            : NSCollectionLayoutAnchor(edges: edges(a.edges), fractionalOffset: point(a.offset))
    }

    static func alignment(_ a: NSRectAlignment) -> NSRectAlignment {
        switch a {
        case .none: .none
        case .top: .leading
        case .leading: .top
        case .bottom: .trailing
        case .trailing: .bottom
        case .topLeading: .topLeading
        case .bottomTrailing: .bottomTrailing
        case .bottomLeading: .topTrailing
        case .topTrailing: .bottomLeading
        }
    }

    static func boundary(_ b: NSCollectionLayoutBoundarySupplementaryItem) -> NSCollectionLayoutBoundarySupplementaryItem {
        let m = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(b.layoutSize), elementKind: b.elementKind,
                                                             alignment: alignment(b.alignment), absoluteOffset: point(b.offset))
        m.extendsBoundary = b.extendsBoundary
        m.pinToVisibleBounds = b.pinToVisibleBounds
        m.zIndex = b.zIndex
        m.contentInsets = insets(b.contentInsets)
        return m
    }

    static func supplementary(_ s: NSCollectionLayoutSupplementaryItem) -> NSCollectionLayoutSupplementaryItem {
        let m = NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize(s.layoutSize), elementKind: s.elementKind,
                                                     containerAnchor: anchor(s.containerAnchor), itemAnchor: s.itemAnchor.map(anchor))
        m.zIndex = s.zIndex
        m.contentInsets = insets(s.contentInsets)
        return m
    }

    static func spacing(_ e: NSCollectionLayoutEdgeSpacing?) -> NSCollectionLayoutEdgeSpacing? {
        guard let e else { return nil }
        return NSCollectionLayoutEdgeSpacing(leading: e.top, top: e.leading, trailing: e.bottom, bottom: e.trailing)
    }

    static func item(_ item: NSCollectionLayoutItem) -> NSCollectionLayoutItem {
        let mirrored: NSCollectionLayoutItem
        if let group = item as? NSCollectionLayoutGroup {
            let arrangement: NSCollectionLayoutGroup.Arrangement
            switch group.arrangement {
            case .horizontal: arrangement = .vertical
            case .vertical: arrangement = .horizontal
            case .custom(let provider):
                arrangement = .custom { environment in
                    provider(environment).map { NSCollectionLayoutGroupCustomItem(frame: rect($0.frame), zIndex: $0.zIndex) }
                }
            }
            let g = NSCollectionLayoutGroup(layoutSize: layoutSize(group.layoutSize), arrangement: arrangement,
                                            subitems: group.subitems.map(Self.item), count: group.repeatCount)
            g.interItemSpacing = group.interItemSpacing
            g.supplementaryItems = group.supplementaryItems.map(supplementary)
            mirrored = g
        } else {
            mirrored = NSCollectionLayoutItem(layoutSize: layoutSize(item.layoutSize), supplementaryItems: item.supplementaryItems.map(supplementary))
        }
        mirrored.contentInsets = insets(item.contentInsets)
        mirrored.edgeSpacing = spacing(item.edgeSpacing)
        return mirrored
    }

    static func section(_ s: NSCollectionLayoutSection) -> NSCollectionLayoutSection {
        guard let group = item(s.group) as? NSCollectionLayoutGroup else { return s }
        let m = NSCollectionLayoutSection(group: group)
        m.contentInsets = insets(s.contentInsets)
        m.interGroupSpacing = s.interGroupSpacing
        m.contentInsetsReference = s.contentInsetsReference
        m.orthogonalScrollingBehavior = s.orthogonalScrollingBehavior
        m.boundarySupplementaryItems = s.boundarySupplementaryItems.map(boundary)
        m.supplementariesFollowContentInsets = s.supplementariesFollowContentInsets
        m.decorationItems = s.decorationItems.map { d in
            let copy = NSCollectionLayoutDecorationItem(elementKind: d.elementKind)
            copy.zIndex = d.zIndex
            copy.contentInsets = insets(d.contentInsets)
            return copy
        }
        m.listConfiguration = s.listConfiguration
        m.headerTopPadding = s.headerTopPadding
        return m
    }
}
