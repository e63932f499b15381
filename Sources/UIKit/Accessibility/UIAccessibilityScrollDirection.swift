extension UIAccessibility {
    /// The direction of VoiceOver's three-finger scroll gesture, given to `accessibilityScroll(_:)`.
    public enum ScrollDirection: Int, Sendable {
        case right = 1
        case left = 2
        case up = 3
        case down = 4
        /// The next page (down, or right in horizontally paged content).
        case next = 5
        /// The previous page.
        case previous = 6
    }
}

/// UIKit's top-level name for the same type.
public typealias UIAccessibilityScrollDirection = UIAccessibility.ScrollDirection
