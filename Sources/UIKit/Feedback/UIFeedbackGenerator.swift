import Foundation
internal import RuntimeSupport

/// The base of UIKit's haptic feedback generators.
///
/// Haptics need a Taptic Engine. Linux machines have none, so every generator here behaves as
/// Apple documents for devices without one (an iPad, an iPod touch): the calls are accepted and
/// produce nothing. Code that plays feedback therefore runs unchanged.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }

    /// Readies the engine to cut latency before feedback; with no engine there is nothing to
    /// ready.
    open func prepare() {
        MainThreadChecker.check("UIFeedbackGenerator.prepare()")
    }
}
