import CoreGraphics
import Foundation

/// Content offsets on whole device pixels.
///
/// UIKit rounds every content offset a scroll view is given — by code, a drag, a deceleration
/// or an animation — to the nearest pixel of its screen (on a 3× screen -187.5 reads back as
/// -187.333…; at 1×, 3.8 as 4): scrolled content then lands on whole pixels, so it is only
/// moved, never resampled (and blurred) on the way. Setting `bounds` directly is not rounded.
/// Motion keeps its own unrounded positions, so rounding never adds up along a scroll.
extension UIScrollView {
    /// Moves the content without stopping motion in progress (drags and motion use this), to
    /// the nearest device pixel.
    func moveContent(to offset: CGPoint) {
        var b = bounds
        let aligned = pixelAlignedOffset(offset)
        guard b.origin != aligned else { return }
        b.origin = aligned
        bounds = b
    }

    /// `offset` on the nearest device pixel of the screen the view is on; a half pixel rounds
    /// up (toward +∞), as UIKit's does: -562.5 pixels become -562.
    func pixelAlignedOffset(_ offset: CGPoint) -> CGPoint {
        let scale = pixelScale
        guard scale > 0, scale.isFinite else { return offset }
        func align(_ v: CGFloat) -> CGFloat {
            let pixels = v * scale
            // Beyond 2⁵² every double is whole already (and the sum below would overflow).
            guard pixels.isFinite, abs(pixels) < 0x1p52 else { return v }
            return (pixels + 0.5).rounded(.down) / scale
        }
        return CGPoint(x: align(offset.x), y: align(offset.y))
    }
}
