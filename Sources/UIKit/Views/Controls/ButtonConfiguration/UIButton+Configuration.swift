import CoreGraphics
import Foundation

extension UIButton {
    /// A button's content and look described as a value (iOS 15): a style (`plain()`,
    /// `filled()`…), the title, subtitle and image, their placement and padding, the insets,
    /// corner style, size and colors. A button given one draws it and ignores the classic
    /// font, color and inset API; titles and images set per state still win, as on iOS.
    ///
    /// The button keeps the configuration as set and shows `updated(for:)` of it: the colors
    /// of the style for the button's state (highlighted, disabled, selected).
    @preconcurrency @MainActor
    public struct Configuration {
        /// The look the configuration was made with (ButtonConfigurationMetrics.swift).
        let style: ButtonConfigurationStyle
        /// The state `updated(for:)` resolved this copy for; nil for a configuration as made.
        var resolvedState: ResolvedButtonLook?

        // MARK: Text

        /// The title with its attributes; `title` reads and writes its characters.
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }
        /// Changes the title's attributes (font, color) after the style has set them.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the title and subtitle line up with each other.
        public var titleAlignment: TitleAlignment = .automatic
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping

        // MARK: Image

        public var image: UIImage?
        /// Which side of the title the image is on.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Room kept for the image along its placement's axis (a smaller image is centred in
        /// it, a larger one ignores it), so that titles line up across buttons.
        public var imageReservation: CGFloat = 0
        /// The size, weight and colors of a symbol image; nil sizes it to the title's font.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Changes the image's color after the style has chosen it.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Shows a spinning activity indicator where the image goes.
        public var showsActivityIndicator = false
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        /// The pop-up chevrons after the title (`.automatic`: for pop-up buttons).
        public var indicator: Indicator = .automatic
        public var indicatorColorTransformer: UIConfigurationColorTransformer?

        // MARK: Look

        /// The content's distance from the edges; the size's default until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? ButtonConfigurationMetrics.contentInsets(for: buttonSize) }
            set { customContentInsets = newValue }
        }
        private var customContentInsets: NSDirectionalEdgeInsets?
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class of the button, which picks the fonts, insets and corner radius.
        public var buttonSize: Size = .medium
        /// The color of the title, subtitle and image; nil: the style's (the tint, or white).
        public var baseForegroundColor: UIColor?
        /// The fill the style derives its background from; nil: the style's.
        public var baseBackgroundColor: UIColor?
        /// The background; a color set on it wins over the style's (the styles leave it nil
        /// and fill from `baseBackgroundColor`).
        public var background: UIBackgroundConfiguration
        /// Whether a selected button takes the style's selected look (toggle buttons).
        public var automaticallyUpdateForSelection = true
        /// The look under the Mac idiom of Mac Catalyst; iOS, and so this UIKit, ignores it.
        public var macIdiomStyle: MacIdiomStyle = .automatic

        init(style: ButtonConfigurationStyle) {
            self.style = style
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = nil
            self.background = background
        }

        /// Puts `contentInsets` back to the default for the button size.
        public mutating func setDefaultContentInsets() { customContentInsets = nil }

        // MARK: Styles

        /// A transparent background; the content in the tint color.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted background (the tint, faint); the content in the tint color.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background; the content in the tint color.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background filled with the tint color; white content.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The plain style's other name.
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// The gray style's other name.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// The tinted style's other name.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// The filled style's other name.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// A copy with the style's colors for `button`'s state: dimmed while highlighted,
        /// grayed while disabled, and the selected look of toggle buttons.
        public func updated(for button: UIButton) -> Configuration {
            var updated = self
            let look = ButtonConfigurationMetrics.look(style, state: button.state, automaticallyUpdateForSelection: automaticallyUpdateForSelection,
                                                       baseForeground: baseForegroundColor, baseBackground: baseBackgroundColor,
                                                       customBackground: background.backgroundColor,
                                                       tint: button.tintColor ?? .systemBlue)
            updated.resolvedState = look
            return updated
        }
    }
}

extension UIButton.Configuration {
    /// How the title and subtitle line up.
    public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }

    /// The button look under the Mac idiom (Mac Catalyst only).
    public enum MacIdiomStyle: Int, Sendable { case automatic, bordered, borderless, borderlessTinted }

    /// The pop-up indicator: `.automatic` shows it on pop-up buttons.
    public enum Indicator: Int, Sendable { case automatic, none, popup }

    /// The size class: fonts, insets and corner radius follow it.
    public enum Size: Int, Sendable { case medium, small, mini, large }

    /// How round the background's corners are.
    public enum CornerStyle: Int, Sendable {
        /// `background.cornerRadius`, as set.
        case fixed = -1
        /// A radius that follows the button size.
        case dynamic = 0
        case small, medium, large
        /// Half the height.
        case capsule
    }
}
