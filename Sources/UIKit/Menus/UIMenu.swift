import Foundation

/// A list of menu elements: a button's or bar button item's menu, a context menu, or a
/// submenu (a row that opens its children), shown inline as a section with `.displayInline`.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are a section of the parent menu rather than a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's row is red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing a child puts it on and the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown side by side (as a palette); here as a section.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]
    open var preferredElementSize: UIMenuElement.Size = .automatic

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: UIMenuElement.Size = .automatic, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("com.apple.menu.dynamic." + UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The children that are on, in a single-selection menu (and inline ones' within).
    open var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let leaf = child as? MenuLeaf { return leaf.state == .on ? [leaf] : [] }
            if let menu = child as? UIMenu, menu.options.contains(.displayInline) { return menu.selectedElements }
            return []
        }
    }

    /// The leaf elements shown at this level (inline menus' included), for a single selection.
    var leaves: [MenuLeaf] {
        children.flatMap { child -> [MenuLeaf] in
            if let leaf = child as? MenuLeaf { return [leaf] }
            if let menu = child as? UIMenu, menu.options.contains(.displayInline) { return menu.leaves }
            return []
        }
    }
}
