import Foundation
import QuartzCore

/// Frame animation (the API is in UIImageView.swift): `startAnimating()` adds a keyframe
/// animation of the layer's `contents` with discrete calculation, as iOS does, so the frames
/// advance with the media clock and each is shown for `animationDuration / count` seconds. While it runs the frames replace
/// `image`; when it is stopped, or ends after `animationRepeatCount` passes, `image` shows
/// again.
extension UIImageView {
    /// The key the frame animation is added under.
    static let frameAnimationKey = "UIImageAnimation"

    /// The frames for the current highlight.
    var shownAnimationImages: [UIImage]? {
        isHighlighted ? (highlightedAnimationImages ?? animationImages) : animationImages
    }

    /// The frame animation for the current frames, nil without frames: the contents
    /// keyframes, discrete, one pass in `animationDuration`, repeated.
    func makeFrameAnimation() -> CAKeyframeAnimation? {
        guard let frames = shownAnimationImages, !frames.isEmpty else { return nil }
        let contents = frames.compactMap { frame -> CGImage? in
            frame.variant(for: traitCollection).shownCGImage(tint: tintColor, traits: traitCollection)
        }
        guard !contents.isEmpty else { return nil }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = contents
        animation.calculationMode = .discrete
        animation.duration = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        return animation
    }

    /// New frames (or a highlight change) restart a running animation with the frames now due.
    func animationFramesDidChange() {
        guard isAnimating else { return }
        stopAnimating()
        startAnimating()
    }
}
