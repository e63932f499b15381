import CoreGraphics
import Foundation

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
