import CoreGraphics

/// The backgrounds of grouped content (grouped tables and their cells) and the secondary
/// background, in their light-appearance values as iOS defines them.
extension UIColor {
    /// The grey behind the groups of a grouped table.
    public class var systemGroupedBackground: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    /// The white of a grouped table's cells.
    public class var secondarySystemGroupedBackground: UIColor { UIColor(white: 1, alpha: 1) }
    public class var tertiarySystemGroupedBackground: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    public class var secondarySystemBackground: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    public class var tertiarySystemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// The grey of a highlighted table row.
    public class var systemGray4: UIColor { UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1) }
}
