import CoreGraphics
import Foundation

/// A view behind (or over) a whole section, such as its background; registered with the
/// layout by `elementKind` (`register(_:forDecorationViewOfKind:)`), never asked of the
/// data source. It covers the section's content area, content insets included, less its own
/// `contentInsets`.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    open private(set) var elementKind: String
    /// Stacking order against the cells (0).
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        let full = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        super.init(layoutSize: full, supplementaryItems: [])
    }

    /// A section background; its zIndex is -1 so it stays behind the cells (an estimate of
    /// iOS's value, which puts backgrounds behind cells too).
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        let item = NSCollectionLayoutDecorationItem(elementKind: elementKind)
        item.zIndex = -1
        return item
    }
}
