import Foundation
internal import RuntimeSupport

/// Haptics for the outcome of a task; silent here, as on devices without a Taptic Engine (see
/// `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome; raw values are UIKit's.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning = 1, error = 2
    }

    /// Plays the pattern for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        MainThreadChecker.check("UINotificationFeedbackGenerator.notificationOccurred(_:)")
    }
}
