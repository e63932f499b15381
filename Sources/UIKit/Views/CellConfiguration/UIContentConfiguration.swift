import Foundation

/// The content of a cell, header or footer described as a value: it makes the view that
/// shows it (`makeContentView()`) and gives the value for a new state (`updated(for:)`).
/// Setting a configuration on a cell replaces the cell's content view, or hands the value
/// to the current one when that view supports it.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
}

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
