import CoreGraphics

/// The system colors, as iOS defines them: each resolves to its light or dark value (and, for
/// the backgrounds, its elevated dark value) in the trait collection it is drawn in.
extension UIColor {
    public class var systemBlue: UIColor { SystemColor.systemBlue.color }
    public class var systemRed: UIColor { SystemColor.systemRed.color }
    public class var systemGreen: UIColor { SystemColor.systemGreen.color }
    public class var systemOrange: UIColor { SystemColor.systemOrange.color }
    public class var systemYellow: UIColor { SystemColor.systemYellow.color }
    public class var systemPink: UIColor { SystemColor.systemPink.color }
    public class var systemPurple: UIColor { SystemColor.systemPurple.color }
    public class var systemTeal: UIColor { SystemColor.systemTeal.color }
    public class var systemIndigo: UIColor { SystemColor.systemIndigo.color }
    public class var systemBrown: UIColor { SystemColor.systemBrown.color }
    public class var systemMint: UIColor { SystemColor.systemMint.color }
    public class var systemCyan: UIColor { SystemColor.systemCyan.color }
    public class var systemGray: UIColor { SystemColor.systemGray.color }
    public class var systemGray2: UIColor { SystemColor.systemGray2.color }
    public class var systemGray3: UIColor { SystemColor.systemGray3.color }
    public class var systemGray4: UIColor { SystemColor.systemGray4.color }
    public class var systemGray5: UIColor { SystemColor.systemGray5.color }
    public class var systemGray6: UIColor { SystemColor.systemGray6.color }
    /// Text in the primary label color (black in light, white in dark).
    public class var label: UIColor { SystemColor.label.color }
    public class var secondaryLabel: UIColor { SystemColor.secondaryLabel.color }
    /// Text of disabled controls and other third-level content.
    public class var tertiaryLabel: UIColor { SystemColor.tertiaryLabel.color }
    public class var quaternaryLabel: UIColor { SystemColor.quaternaryLabel.color }
    /// Placeholder text in text fields and text views.
    public class var placeholderText: UIColor { SystemColor.placeholderText.color }
    public class var link: UIColor { SystemColor.link.color }
    /// Thin lines between content that let what is behind show through.
    public class var separator: UIColor { SystemColor.separator.color }
    /// A separator that hides what is behind it.
    public class var opaqueSeparator: UIColor { SystemColor.opaqueSeparator.color }
    public class var systemBackground: UIColor { SystemColor.systemBackground.color }
    public class var secondarySystemBackground: UIColor { SystemColor.secondarySystemBackground.color }
    public class var tertiarySystemBackground: UIColor { SystemColor.tertiarySystemBackground.color }
    /// The background of grouped content (a grouped table view's).
    public class var systemGroupedBackground: UIColor { SystemColor.systemGroupedBackground.color }
    public class var secondarySystemGroupedBackground: UIColor { SystemColor.secondarySystemGroupedBackground.color }
    public class var tertiarySystemGroupedBackground: UIColor { SystemColor.tertiarySystemGroupedBackground.color }
    /// Fills for thin and small shapes (a slider's or progress view's unfilled track).
    public class var systemFill: UIColor { SystemColor.systemFill.color }
    /// Fills for medium shapes (a switch's track when off).
    public class var secondarySystemFill: UIColor { SystemColor.secondarySystemFill.color }
    /// Fills for large shapes (a segmented control's background).
    public class var tertiarySystemFill: UIColor { SystemColor.tertiarySystemFill.color }
    public class var quaternarySystemFill: UIColor { SystemColor.quaternarySystemFill.color }
    /// Light text for dark backgrounds, whatever the appearance.
    public class var lightText: UIColor { SystemColor.lightText.color }
    /// Dark text for light backgrounds, whatever the appearance.
    public class var darkText: UIColor { SystemColor.darkText.color }
    /// The tint of the view the color is drawn in; here the default tint, system blue.
    public class var tintColor: UIColor { SystemColor.systemBlue.color }
}
