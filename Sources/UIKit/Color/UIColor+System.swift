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
    /// The color of placeholder text in fields and text views.
    public class var placeholderText: UIColor { System.tertiaryLabel }
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
