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
