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

/// The state of a cell (or a header or footer) that its content and background
/// configurations follow: selected, highlighted, editing, expanded, …
public struct UICellConfigurationState: UIConfigurationState, @MainActor Hashable {
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init() {}

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// The state of a view (not a cell): disabled, highlighted, selected, focused.
public struct UIViewConfigurationState: UIConfigurationState, @MainActor Hashable {
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init() {}

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

extension UICellConfigurationState {
    /// A cell state with a view state's flags (headers and footers share the cell machinery).
    init(_ view: UIViewConfigurationState) {
        self.init()
        isDisabled = view.isDisabled
        isHighlighted = view.isHighlighted
        isSelected = view.isSelected
        isFocused = view.isFocused
    }
}
