import CoreGraphics
import Foundation

/// The look of a list section: the table styles (plain, grouped, inset grouped) and the
/// sidebar ones, with separators, headers and footers, and the list's background color.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// Raw values are UIKit's.
    public enum Appearance: Int, Sendable {
        case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Where a section's header comes from; raw values are UIKit's.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first cell, styled as a header (outlines use this).
        case firstItemInSection
    }

    public enum FooterMode: Int, Sendable {
        case none = 0, supplementary
    }

    public private(set) var appearance: Appearance
    /// Separators between rows; on by default except in sidebars.
    public var showsSeparators: Bool
    public var separatorConfiguration: UIListSeparatorConfiguration
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Extra space above each section's header (nil: the appearance's default, 0 here).
    public var headerTopPadding: CGFloat?
    /// The list's background (nil: the appearance's — white for plain lists, the grouped
    /// grey for grouped ones and sidebars).
    public var backgroundColor: UIColor?

    /// The actions a swipe reveals on a row, by index path; nil: that side does not open.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }

    /// Whether rows are grouped on a card or a grey background (headers are then the grouped
    /// kind: small grey capitals).
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }
}
