import CoreGraphics
import Foundation

/// The keyboard's size and motion, in one place.
///
/// Apple documents no keyboard height (apps must read the notifications' frames). These are
/// the heights commonly reported from devices for the English keyboard with the suggestion
/// bar: a phone with a home button 260 points tall in portrait (216 + 44) and 194 in
/// landscape; a phone with a home indicator 336 in portrait (its bottom row sits above the
/// indicator) and 209 in landscape; an iPad 313 in portrait and 398 in landscape. The
/// notifications report a duration of 0.25 s and curve 7, the system spring, as iOS does.
@MainActor
enum SoftwareKeyboardMetrics {
    static let duration: TimeInterval = 0.25

    /// The standard keyboard's height on a screen of `size` points.
    static func height(forScreen size: CGSize) -> CGFloat {
        let portrait = size.height >= size.width
        if UIScreen.idiom(for: size) == .pad { return portrait ? 313 : 398 }
        // Phones with a home indicator are taller than 2 : 1.
        let hasHomeIndicator = max(size.width, size.height) / max(1, min(size.width, size.height)) > 2
        if hasHomeIndicator { return portrait ? 336 : 209 }
        return portrait ? 260 : 194
    }

    /// The floating keyboard (iPad): a phone's keyboard in size, 320 points wide and as tall
    /// as a home-button phone's in portrait. Apple documents no size; this is a choice.
    static let floatingWidth: CGFloat = 320
    static let floatingHeight: CGFloat = 260
    /// How close (in points) an undocked or floating keyboard comes to an edge of a view's
    /// safe area to be "near" it for `UITrackingLayoutGuide`. Apple gives no distance; this is
    /// a choice.
    static let nearEdgeDistance: CGFloat = 40

    /// The height of the bar above the keys (suggestions) in the standard keyboard.
    static let suggestionBarHeight: CGFloat = 44
    /// The window level of the keyboard's window (above alerts), as iOS's keyboard window.
    static let windowLevel = UIWindow.Level(rawValue: 10_000_000)
}
