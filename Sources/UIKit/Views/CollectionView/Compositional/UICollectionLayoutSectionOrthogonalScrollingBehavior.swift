import CoreGraphics
import Foundation

/// How a section scrolls across the layout's scrolling axis; raw values are UIKit's. Only
/// the arrangement is supported: groups are placed in one line across the axis, at the
/// offset they would have before scrolling; the line does not scroll yet (docs/porting.md).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
