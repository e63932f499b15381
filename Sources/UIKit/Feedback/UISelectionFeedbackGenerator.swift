import Foundation
internal import RuntimeSupport

/// Haptics for a changing selection (a picker wheel's ticks); silent here, as on devices
/// without a Taptic Engine (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the tick of a selection change.
    open func selectionChanged() {
        MainThreadChecker.check("UISelectionFeedbackGenerator.selectionChanged()")
    }
}
