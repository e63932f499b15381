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

/// What a section provider or custom group is told about where it is laid out. iOS also
/// passes a trait collection; this project has no `UITraitCollection` yet, so there is none.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: any NSCollectionLayoutContainer { get }
}

/// The container the layout hands out.
@MainActor
final class CompositionalContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }
}

/// The environment the layout hands out.
@MainActor
final class CompositionalEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    init(container: any NSCollectionLayoutContainer) { self.container = container }
}

/// Which insets of the collection view a section's content keeps clear of, across the
/// scrolling axis; raw values are UIKit's. `.automatic` follows the layout configuration,
/// whose `.automatic` is the safe area.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0, none, safeArea, layoutMargins, readableContent
}

/// How a section scrolls across the layout's scrolling axis; raw values are UIKit's. Only
/// the arrangement is supported: groups are placed in one line across the axis, at the
/// offset they would have before scrolling; the line does not scroll yet (docs/porting.md).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
