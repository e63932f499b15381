import CoreGraphics
import Foundation

/// Every number of a popover's look and motion, in one place.
///
/// Two come from Apple's documentation: the default content size (`contentSizeForViewInPopover`:
/// 320 points wide and 1100 tall, which in practice means "as tall as the room allows") and the
/// default `popoverLayoutMargins` (10 points on every side). The arrow, the corners, the shadow
/// and the fade are estimates from iPadOS 17 screenshots and screen recordings; none was
/// measured on a device for this port.
enum PopoverMetrics {
    /// The content size when the presented controller prefers none (Apple's documented default).
    static let defaultContentSize = CGSize(width: 320, height: 1100)
    /// How far the popover stays from the container's safe area (Apple's documented default).
    static let layoutMargin: CGFloat = 10
    /// The arrow: from the popover's edge to its tip, and across its base (estimates).
    static let arrowLength: CGFloat = 13
    static let arrowBase: CGFloat = 26
    /// The popover's corner radius (estimate, iPadOS 13–17).
    static let cornerRadius: CGFloat = 13
    /// The soft shadow around the popover over the undimmed presenter (estimate).
    static let shadowOpacity: Float = 0.15
    static let shadowRadius: CGFloat = 20
    /// The popover fades in on the system spring and fades out easing out (estimates; iOS
    /// documents no timing). The presenter is not dimmed.
    static let fadeInDuration: TimeInterval = 0.4
    static let fadeOutDuration: TimeInterval = 0.25
}
