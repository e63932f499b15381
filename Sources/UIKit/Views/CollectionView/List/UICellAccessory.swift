import CoreGraphics
import Foundation

/// A view at the side of a list row: disclosure chevron, checkmark, detail button, a text
/// label, the outline disclosure triangle, or an app's own view. Trailing accessories are
/// drawn as the table's (TableCellAccessoryView); the outline disclosure sits at the leading
/// edge of rows and the trailing edge of headers.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When the accessory shows; raw values are UIKit's.
    public enum DisplayedState: Int, Sendable {
        case always = 0, whenEditing, whenNotEditing
    }

    /// The width kept for an accessory.
    public enum LayoutDimension: Equatable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system's standard width for the accessory (its drawing's width here).
        case standard
        case custom(CGFloat)
    }

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias DetailOptions = DisclosureIndicatorOptions

    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        /// nil: body text.
        public var font: UIFont?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
        }
    }

    public struct OutlineDisclosureOptions {
        /// Raw values are UIKit's.
        public enum Style: Int, Sendable { case automatic = 0, header, cell }
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Where an app's own accessory goes.
    public enum Placement {
        public typealias Position = @MainActor ([UICellAccessory]) -> Int
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        /// Keep the view's own size rather than fitting it to the row's height.
        public var maintainsFixedSize: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, detail, label(String, UIFont?), outlineDisclosure(OutlineDisclosureOptions.Style), custom(UIView, Bool)
        /// The editing controls (UICellAccessory+Editing.swift), with their background color.
        case delete(UIColor?), insert(UIColor?), multiselect(UIColor?)
        /// The reorder grip (UICellAccessory+Reorder.swift).
        case reorder
    }

    let kind: Kind
    public let displayedState: DisplayedState
    let isHidden: Bool
    let reservedLayoutWidth: LayoutDimension
    let tintColor: UIColor?
    let actionHandler: (@MainActor () -> Void)?
    /// nil: the side the kind goes on; for custom views, the placement's side.
    let leading: Bool
    let position: Placement.Position?

    init(kind: Kind, displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?, tint: UIColor?,
                 leading: Bool = false, action: (@MainActor () -> Void)? = nil, position: Placement.Position? = nil) {
        self.kind = kind
        self.displayedState = displayed
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = width ?? .actual
        self.tintColor = tint
        self.actionHandler = action
        self.leading = leading
        self.position = position
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// The circled "i"; `actionHandler` runs when it is tapped.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor, action: actionHandler)
    }

    /// A grey body-text label, such as a count.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, options.font), displayed: displayed, isHidden: options.isHidden,
                        width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// The outline chevron (pointing down while the cell is expanded); `actionHandler` runs
    /// when it is tapped. Without a diffable section snapshot there is nothing to expand,
    /// so the handler is the only effect here.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(options.style), displayed: displayed, isHidden: options.isHidden,
                        width: options.reservedLayoutWidth, tint: options.tintColor, leading: options.style != .header, action: actionHandler)
    }

    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState, leading: Bool, position: Placement.Position
        switch configuration.placement {
        case .leading(let d, let p): (displayed, leading, position) = (d, true, p)
        case .trailing(let d, let p): (displayed, leading, position) = (d, false, p)
        }
        return UICellAccessory(kind: .custom(configuration.customView, configuration.maintainsFixedSize ?? false), displayed: displayed,
                               isHidden: configuration.isHidden, width: configuration.reservedLayoutWidth, tint: configuration.tintColor,
                               leading: leading, position: position)
    }

    /// Whether the accessory shows in a cell that is (or is not) editing.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayedState {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
