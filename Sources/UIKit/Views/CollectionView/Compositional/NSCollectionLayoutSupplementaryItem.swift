import CoreGraphics
import Foundation

/// A supplementary view (a badge, a label) attached to an item or a group; it takes no room
/// in the layout.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    open private(set) var elementKind: String
    open private(set) var containerAnchor: NSCollectionLayoutAnchor
    open private(set) var itemAnchor: NSCollectionLayoutAnchor?
    /// Stacking order against the cells (0). The default 1 puts it in front (an estimate).
    open var zIndex = 1

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The frame when attached to `container`. Without an item anchor the supplementary's
    /// own edges go on the container's anchored edges; with one, the item anchor's point of
    /// the supplementary goes on the container anchor's point of the container.
    func frame(of size: CGSize, attachedTo container: CGRect) -> CGRect {
        guard let itemAnchor else { return containerAnchor.frame(of: size, in: container) }
        let target = containerAnchor.point(in: container, offsetScale: container.size)
        let own = itemAnchor.point(in: CGRect(origin: .zero, size: size), offsetScale: size)
        return CGRect(x: target.x - own.x, y: target.y - own.y, width: size.width, height: size.height)
    }
}
