extension UIScene {
    /// Where a scene is in its life; raw values are UIKit's.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app yet (or no longer).
        case unattached = -1
        /// On screen and taking events.
        case foregroundActive = 0
        /// On screen, not taking events (a transition, an interruption, another window has focus).
        case foregroundInactive = 1
        /// Not on screen.
        case background = 2
    }
}
