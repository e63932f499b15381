import CoreGraphics
import Foundation

/// The background of a cell, header or footer described as a value: a fill color (nil: the
/// tint color), rounded corners, a stroke, insets and an optional custom view. The list
/// styles change their color with the state: highlighted and selected rows turn light grey
/// (sidebar rows: the tint color). A color set by the app stays as set.
///
/// `visualEffect` and the color and image transformers are not supported (docs/porting.md).
@preconcurrency @MainActor
public struct UIBackgroundConfiguration: @MainActor Equatable {
    /// The style the configuration was made for, which decides the color per state.
    enum Style: Equatable {
        case clear, listPlainCell, listGroupedCell, listSidebarCell, listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader
    }

    let style: Style
    private var color: UIColor?
    /// Whether the app set `backgroundColor` (then states do not change it).
    private var colorIsCustom = false

    /// The fill; nil fills with the view's tint color.
    public var backgroundColor: UIColor? {
        get { color }
        set { color = newValue; colorIsCustom = true }
    }

    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    /// How far the stroke reaches outside the background's edge.
    public var strokeOutset: CGFloat = 0

    init(style: Style, color: UIColor?) {
        self.style = style
        self.color = color
    }

    /// A background that draws nothing.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear, color: .clear) }
    /// A row of a plain list: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listPlainCell, color: .systemBackground) }
    /// A row of a grouped list: the white of the group's card.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedCell, color: .secondarySystemGroupedBackground)
    }
    /// A sidebar row: clear, rounded (10 points, an estimate), the tint color when selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(style: .listSidebarCell, color: .clear)
        configuration.cornerRadius = 10
        return configuration
    }
    /// A plain list's header or footer: the system background, covering rows under it.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listPlainHeaderFooter, color: .systemBackground)
    }
    /// A grouped list's header or footer: clear over the grouped background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedHeaderFooter, color: .clear)
    }
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listSidebarHeader, color: .clear)
    }

    /// The configuration for `state`: list rows grey while highlighted or selected (sidebar
    /// rows: tint color when selected); headers, footers and custom colors do not change.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard !colorIsCustom, let cell = state as? UICellConfigurationState else { return self }
        var updated = self
        let pressed = cell.isHighlighted || cell.isSelected
        switch style {
        case .listPlainCell: updated.color = pressed ? TableCellBackgroundView.highlightFill : .systemBackground
        case .listGroupedCell: updated.color = pressed ? TableCellBackgroundView.highlightFill : .secondarySystemGroupedBackground
        case .listSidebarCell: updated.color = cell.isSelected ? nil : cell.isHighlighted ? TableCellBackgroundView.highlightFill : .clear
        case .clear, .listPlainHeaderFooter, .listGroupedHeaderFooter, .listSidebarHeader: break
        }
        return updated
    }

    /// The fill drawn, given the view's tint color.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { color ?? tintColor }

    public static func == (a: Self, b: Self) -> Bool {
        a.style == b.style && a.color == b.color && a.colorIsCustom == b.colorIsCustom && a.customView === b.customView
            && a.cornerRadius == b.cornerRadius && a.backgroundInsets == b.backgroundInsets && a.strokeColor == b.strokeColor
            && a.strokeWidth == b.strokeWidth && a.strokeOutset == b.strokeOutset
    }
}
