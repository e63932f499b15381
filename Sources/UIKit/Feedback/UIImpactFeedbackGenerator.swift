import CoreGraphics
import Foundation
internal import RuntimeSupport

/// Haptics for a physical impact (a view snapping into place, a collision); silent here, as on
/// devices without a Taptic Engine (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass and flexibility of the colliding objects; raw values are UIKit's.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium = 1, heavy = 2
        case soft = 3, rigid = 4
    }

    public let style: FeedbackStyle

    /// A generator for `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator for medium impacts.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact at full intensity.
    open func impactOccurred() {
        MainThreadChecker.check("UIImpactFeedbackGenerator.impactOccurred()")
    }

    /// Plays an impact at `intensity` (0…1); a value that is not a number is reported and
    /// ignored.
    open func impactOccurred(intensity: CGFloat) {
        MainThreadChecker.check("UIImpactFeedbackGenerator.impactOccurred(intensity:)")
        if !intensity.isFinite {
            RuntimeIssue.report("UIImpactFeedbackGenerator.impactOccurred(intensity:) takes 0…1; \(intensity) is ignored")
        }
    }
}
