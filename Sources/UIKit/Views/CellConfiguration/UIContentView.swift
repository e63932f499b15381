import CoreGraphics
import Foundation

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    /// Whether this view can show `configuration` (otherwise a new view is made for it).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// By default a view shows configurations of the type it was made for.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
