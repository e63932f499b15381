/// The direction of VoiceOver's three-finger scroll gesture, given to `accessibilityScroll(_:)`.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left = 2
    case up = 3
    case down = 4
    /// The next page (down, or right in horizontally paged content).
    case next = 5
    /// The previous page.
    case previous = 6
}
