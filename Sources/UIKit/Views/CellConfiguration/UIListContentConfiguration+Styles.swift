import CoreGraphics
import Foundation

/// The standard list styles. Fonts and colors are iOS's at the default text size; margins
/// and paddings Apple does not publish are estimates chosen to match this project's table
/// rows (11 point top and bottom margins, 44 point rows with one line of body text, 16
/// point side margins from the cell, 16 points between image and text).
extension UIListContentConfiguration {
    private typealias Text = TextProperties

    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A row: body text in the label color; secondary text (if any) below in 15 pt grey.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .cell, text: Text(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: Text(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                   margins: cellMargins)
    }

    /// A row with a subtitle: body text over a 15 pt grey secondary text.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .subtitleCell, text: Text(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: Text(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                   margins: cellMargins)
    }

    /// A row with a value: body text, and the secondary text in grey body type at the
    /// trailing edge on the same line.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .valueCell, text: Text(font: .preferredFont(forTextStyle: .body), color: .label),
                                                       secondary: Text(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel),
                                                       margins: cellMargins)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A sidebar row: body text, the image in the tint color, 10 points to the text
    /// (estimate); selected rows turn white on the tint (see `updated(for:)`).
    public static func sidebarCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .sidebarCell, text: Text(font: .preferredFont(forTextStyle: .body), color: .label),
                                                       secondary: Text(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                                       margins: cellMargins)
        configuration.imageToTextPadding = 10
        return configuration
    }

    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        var configuration = sidebarCell()
        configuration = UIListContentConfiguration(style: .sidebarSubtitleCell, text: configuration.textProperties,
                                                   secondary: configuration.secondaryTextProperties, margins: cellMargins)
        configuration.imageToTextPadding = 10
        return configuration
    }

    /// A plain list's section header: 17 pt semibold (headline) in the label color.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainHeader, text: Text(font: .preferredFont(forTextStyle: .headline), color: .label),
                                   secondary: Text(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    }

    /// A plain list's section footer: 13 pt grey (footnote).
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainFooter, text: Text(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   secondary: Text(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    }

    /// A grouped list's section header: 13 pt grey capitals over the group, 7 points above it
    /// (the table's grouped header).
    public static func groupedHeader() -> UIListContentConfiguration {
        var text = Text(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        text.transform = .uppercase
        return UIListContentConfiguration(style: .groupedHeader, text: text,
                                          secondary: Text(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                          margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 7, trailing: 16))
    }

    /// A grouped list's section footer: 13 pt grey text under the group, as written.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .groupedFooter, text: Text(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   secondary: Text(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 7, leading: 16, bottom: 7, trailing: 16))
    }

    /// An inset-grouped list's prominent header: 20 pt bold (title 3) in the label color.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .prominentInsetGroupedHeader,
                                   text: Text(font: .systemFont(ofSize: 20, weight: .bold), color: .label),
                                   secondary: Text(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16))
    }

    /// The header of a plain list (iOS 14's `header()`).
    public static func header() -> UIListContentConfiguration { plainHeader() }

    /// The footer of a plain list (iOS 14's `footer()`).
    public static func footer() -> UIListContentConfiguration { plainFooter() }
}
