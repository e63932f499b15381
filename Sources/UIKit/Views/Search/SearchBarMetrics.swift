import CoreGraphics

/// A search bar's numbers, all in one place (iPhone, iOS 13 and later): a standalone bar is
/// 56 points tall with a 36-point field inset 8 points from its sides, the field's corners are
/// rounded by 10; a prompt adds 30 points above, a scope bar 44 below (a 32-point segmented
/// control with 6 above and below); a navigation bar gives its search bar 52 points (the
/// field with 8 above and below).
enum SearchBarMetrics {
    static let standaloneHeight: CGFloat = 56
    static let navigationBarHeight: CGFloat = 52
    static let fieldHeight: CGFloat = 36
    static let fieldCornerRadius: CGFloat = 10
    /// The field's distance from the bar's sides (standalone; in a navigation bar the field
    /// lines up with the bar's 16- or 20-point margins).
    static let sideInset: CGFloat = 8
    static let promptHeight: CGFloat = 30
    static let scopeBarHeight: CGFloat = 44
    static let scopeControlHeight: CGFloat = 32
    /// The room between the field and the Cancel button.
    static let cancelGap: CGFloat = 8
    /// The magnifier's left view: its width, and its inset from the field's leading edge.
    static let glyphWidth: CGFloat = 22
    static let glyphInset: CGFloat = 6
    /// The field's text size.
    static let fontSize: CGFloat = 17
}
