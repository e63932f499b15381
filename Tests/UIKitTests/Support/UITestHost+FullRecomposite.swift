import CoreGraphics
@testable import QuartzCore
import UIKitTesting

extension UITestHost {
    /// The screen composited again from scratch, with every cache of resampled content
    /// dropped: what a frame drawn from damage alone must equal.
    @MainActor func fullRecomposite() -> CGImage {
        TransformedContentCache.removeAll()
        RenderServer.composite(screen.renderTarget!)
        return CGImage(buffer: screen.renderTarget!.buffer.copy())
    }
}
