import CoreGraphics
import Foundation

/// The content of a list row, header or footer: an image, a text and a secondary text, with
/// the fonts, colors and spacing of the list style it was made for (`cell()`,
/// `subtitleCell()`, `groupedHeader()` …). Shown by `UIListContentView`.
@preconcurrency @MainActor
public struct UIListContentConfiguration: UIContentConfiguration, @MainActor Equatable {
    /// The style the configuration was made for, so `updated(for:)` can restyle it.
    enum Style: Equatable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter, prominentInsetGroupedHeader
    }

    let style: Style

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// Margins around the content; along the axes in `axesPreservingSuperviewLayoutMargins`
    /// the hosting cell's margins are used instead (its 16 or 20 point side margins).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// Text and secondary text on one line (value cells) when both fit.
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    init(style: Style, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        self.style = style
        self.textProperties = text
        self.secondaryTextProperties = secondary
        self.directionalLayoutMargins = margins
    }

    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for `state`. Sidebar rows turn their text and image white while
    /// selected (their background turns the tint color); other styles do not change.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        guard style == .sidebarCell || style == .sidebarSubtitleCell, let cell = state as? UICellConfigurationState else { return self }
        var updated = self
        let base = Self.sidebarCell()
        updated.textProperties.color = cell.isSelected ? .white : base.textProperties.color
        updated.secondaryTextProperties.color = cell.isSelected ? .white : base.secondaryTextProperties.color
        updated.imageProperties.tintColor = cell.isSelected ? .white : nil
        return updated
    }

    // MARK: Text and image properties

    /// How one of the texts is drawn.
    public struct TextProperties: Equatable {
        /// Raw values are UIKit's.
        public enum TextAlignment: Int, Sendable { case natural = 0, center, justified }
        /// A change of case applied to the text as shown; raw values are UIKit's.
        public enum TextTransform: Int, Sendable { case none = 0, capitalized, lowercase, uppercase }

        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0: as many lines as the text needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = false
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        public func resolvedColor() -> UIColor { color }

        /// `text` as shown, after the transform.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }
    }

    /// How the image is drawn and how much room it takes.
    public struct ImageProperties: Equatable {
        /// The value of `reservedLayoutSize` axes that take the system's standard size.
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// nil: the view's tint color.
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at (zero on an axis: no limit).
        public var maximumSize: CGSize = .zero
        /// Room kept for the image even when it is smaller (zero: the image's own size).
        public var reservedLayoutSize: CGSize = .zero

        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
    }
}
