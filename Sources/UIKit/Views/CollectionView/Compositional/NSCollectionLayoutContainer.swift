import CoreGraphics
import Foundation

/// The space a compositional layout lays a section out in: the collection view's size less
/// its adjusted content insets (`contentSize`), and that less the insets of the content
/// insets reference — safe area, layout margins — across the scrolling axis
/// (`effectiveContentSize`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
