import Foundation

/// The state a view's configurations are updated for (`updated(for:)`). iOS's also carries
/// a trait collection; this project has none yet.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// An app's own state, set by a cell subclass's `configurationState` override.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The name of an app's own piece of configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
