import CoreGraphics

/// The system colors in their light-appearance values, as iOS defines them; `tintColor` and
/// the standard controls draw with these.
extension UIColor {
    public class var systemBlue: UIColor { System.blue }
    public class var systemRed: UIColor { System.red }
    public class var systemGreen: UIColor { System.green }
    public class var systemOrange: UIColor { System.orange }
    public class var systemGray: UIColor { System.gray }
    /// Text in the primary label color (black in the light appearance).
    public class var label: UIColor { System.label }
    public class var secondaryLabel: UIColor { System.secondaryLabel }
    /// Text of disabled controls and other third-level content.
    public class var tertiaryLabel: UIColor { System.tertiaryLabel }
    /// Thin lines between content that let what is behind show through.
    public class var separator: UIColor { System.separator }
    public class var systemBackground: UIColor { System.background }
    /// Fills for thin and small shapes (a slider's or progress view's unfilled track).
    public class var systemFill: UIColor { System.fill }
    /// Fills for medium shapes (a switch's track when off).
    public class var secondarySystemFill: UIColor { System.secondaryFill }
    /// Fills for large shapes (a segmented control's background).
    public class var tertiarySystemFill: UIColor { System.tertiaryFill }
    public class var quaternarySystemFill: UIColor { System.quaternaryFill }
    public class var systemYellow: UIColor { named("systemYellow") }
    public class var systemPink: UIColor { named("systemPink") }
    public class var systemPurple: UIColor { named("systemPurple") }
    public class var systemTeal: UIColor { named("systemTeal") }
    public class var systemIndigo: UIColor { named("systemIndigo") }
    public class var systemBrown: UIColor { named("systemBrown") }
    public class var systemMint: UIColor { named("systemMint") }
    public class var systemCyan: UIColor { named("systemCyan") }
    public class var systemGray2: UIColor { named("systemGray2") }
    public class var systemGray3: UIColor { named("systemGray3") }
    public class var systemGray4: UIColor { named("systemGray4") }
    public class var systemGray5: UIColor { named("systemGray5") }
    public class var systemGray6: UIColor { named("systemGray6") }
    public class var quaternaryLabel: UIColor { named("quaternaryLabel") }
    /// A separator that hides what is behind it.
    public class var opaqueSeparator: UIColor { named("opaqueSeparator") }
    public class var secondarySystemBackground: UIColor { named("secondarySystemBackground") }
    public class var tertiarySystemBackground: UIColor { named("tertiarySystemBackground") }
    /// The background of grouped content (a grouped table view's).
    public class var systemGroupedBackground: UIColor { named("systemGroupedBackground") }
    public class var secondarySystemGroupedBackground: UIColor { named("secondarySystemGroupedBackground") }
    public class var tertiarySystemGroupedBackground: UIColor { named("tertiarySystemGroupedBackground") }
    /// Placeholder text in text fields and text views.
    public class var placeholderText: UIColor { named("placeholderText") }
    public class var link: UIColor { named("link") }
    public class var lightText: UIColor { named("lightText") }
    public class var darkText: UIColor { named("darkText") }

    /// The light value of the system color Interface Builder calls `<name>Color` (one table
    /// serves nibs and code).
    private static func named(_ name: String) -> UIColor { IBSystemColor.named(name + "Color")! }

    private enum System {
        static let blue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
        static let red = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
        static let green = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
        static let orange = UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1)
        static let gray = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
        static let label = UIColor(white: 0, alpha: 1)
        static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
        static let background = UIColor(white: 1, alpha: 1)
        static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
        static let fill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
        static let secondaryFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
        static let tertiaryFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        static let quaternaryFill = UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08)
    }
}
