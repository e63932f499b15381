import CoreGraphics
import Foundation

/// An object that holds focus items and finds them by area; a view is the container of its
/// subviews and focus guides.
@preconcurrency @MainActor
public protocol UIFocusItemContainer: AnyObject {
    /// The coordinate space `focusItems(in:)` takes its rect in and the items' frames are in.
    var coordinateSpace: any UICoordinateSpace { get }
    /// The container's items whose frames intersect `rect`.
    func focusItems(in rect: CGRect) -> [any UIFocusItem]
}
