import CoreGraphics
import Foundation
internal import RuntimeSupport

/// The main screen's scale, readable from any thread: image renderers and image contexts with
/// scale 0 draw at it, and UIKit lets them run on any thread. `UIScreen` belongs to the main
/// thread, so other threads read the value the screen registry last published (the headless
/// screen's 3 until then).
package enum MainScreenScale {
    nonisolated(unsafe) private static var published: CGFloat = 3
    private static let lock = NSLock()

    /// The main screen's scale now.
    package static func current() -> CGFloat {
        if MainThreadChecker.isMainThread { return MainActor.assumeIsolated { UIScreen.main.scale } }
        lock.lock(); defer { lock.unlock() }
        return published
    }

    /// Records `scale` as the main screen's (the registry calls it when screens change).
    static func publish(_ scale: CGFloat) {
        lock.lock(); published = scale; lock.unlock()
    }
}
