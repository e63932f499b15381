import CoreGraphics
import Foundation

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
