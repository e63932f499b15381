import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// What moves a scroll view's content on its own.
enum ScrollMotion {
    /// After a drag: each axis decelerates, or springs back inside the edges.
    case decelerating(x: ScrollAxisMotion, y: ScrollAxisMotion)
    /// `setContentOffset(_:animated:)`: from one offset to another along an ease-in-ease-out
    /// curve.
    case animating(from: CGPoint, to: CGPoint, start: CFTimeInterval)
    /// `setZoomScale(_:animated:)`, `zoom(to:animated:)` or a pinch's bounce back: scale
    /// and offset together, along the same curve.
    case zooming(from: ZoomPose, to: ZoomPose, start: CFTimeInterval)
}

/// A zoom scale and the content offset that goes with it.
struct ZoomPose: Equatable {
    var scale: CGFloat
    var offset: CGPoint
}

/// Motion on the media clock: a display link moves the content once per frame to where the
/// motion puts it at that frame's time, and tells the delegate when it comes to rest.
extension UIScrollView {
    /// How long `setContentOffset(_:animated:)` takes (seconds).
    static let scrollAnimationDuration: CFTimeInterval = 0.3
    private static let scrollAnimationCurve = CAMediaTimingFunction(name: .easeInEaseOut)

    /// The motion after a release at `offset`, or nil when the content stays: outside an edge
    /// it springs back; otherwise it decelerates to `target` (the natural resting place,
    /// bouncing off an edge its path crosses, or the one the delegate or paging chose).
    func afterDragMotion(from offset: CGPoint, velocity: CGPoint, rate: CGFloat, target: CGPoint, natural: CGPoint) -> ScrollMotion? {
        let now = CACurrentMediaTime()
        func axis(_ a: Axis, _ position: CGFloat, _ speed: CGFloat, _ target: CGFloat, _ natural: CGFloat) -> ScrollAxisMotion? {
            let limits = scrollLimits(a)
            if position != limits.clamp(position) {
                return .springing(from: position, to: limits.clamp(position), velocity: speed, at: now)
            }
            let chosen = target != natural || isPagingEnabled
            let projected = position + ScrollAxisMotion.distance(at: speed, rate: rate)
            if !chosen, bounces, projected != limits.clamp(projected) {
                let edge = projected > limits.maximum ? limits.maximum : limits.minimum
                return .decelerating(from: position, velocity: speed, rate: rate, bounceEdge: edge, at: now)
            }
            guard abs(target - position) >= ScrollAxisMotion.restDistance else { return nil }
            return .decelerating(from: position, velocity: ScrollAxisMotion.velocity(toTravel: target - position, rate: rate),
                                 rate: rate, bounceEdge: nil, at: now)
        }
        let x = axis(.horizontal, offset.x, velocity.x, target.x, natural.x)
        let y = axis(.vertical, offset.y, velocity.y, target.y, natural.y)
        if x == nil, y == nil {
            moveContent(to: target)
            return nil
        }
        return .decelerating(x: x ?? .resting(at: target.x), y: y ?? .resting(at: target.y))
    }

    /// Whether the content is moving on its own (decelerating, bouncing or animating).
    package var isMovingOnItsOwn: Bool { motion != nil }

    func startMotion(_ newMotion: ScrollMotion) {
        motion = newMotion
        guard motionLink == nil else { return }
        let link = CADisplayLink(target: self, selector: UIScrollView.stepMotion)
        link.add(to: .main, forMode: .common)
        motionLink = link
    }

    /// One frame of the motion.
    private func stepMotion(_ link: CADisplayLink) {
        guard let current = motion else { return endMotionLink() }
        let now = link.timestamp
        switch current {
        case .decelerating(var x, var y):
            let (px, doneX) = x.position(at: now), (py, doneY) = y.position(at: now)
            motion = .decelerating(x: x, y: y)
            moveContent(to: CGPoint(x: px, y: py))
            if doneX && doneY { finishMotion() }
        case let .animating(from, to, start):
            let (eased, done) = Self.animationProgress(from: start, to: now)
            moveContent(to: Self.interpolate(from, to, eased))
            if done { finishMotion() }
        case let .zooming(from, to, start):
            let (eased, done) = Self.animationProgress(from: start, to: now)
            applyZoom(ZoomPose(scale: from.scale + (to.scale - from.scale) * eased, offset: Self.interpolate(from.offset, to.offset, eased)))
            if done { finishMotion() }
        }
    }

    /// How far along the ease-in-ease-out curve an animation begun at `start` is at `now`,
    /// and whether it is over.
    private static func animationProgress(from start: CFTimeInterval, to now: CFTimeInterval) -> (CGFloat, Bool) {
        let progress = min(1, max(0, (now - start) / scrollAnimationDuration))
        return (CGFloat(scrollAnimationCurve.evaluate(progress)), progress >= 1)
    }

    private static func interpolate(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// The motion came to rest: deceleration or animation ends, and the delegate hears so.
    private func finishMotion() {
        let finished = motion
        motion = nil
        endMotionLink()
        hideScrollIndicatorsSoon()
        switch finished {
        case .decelerating:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animating:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .zooming:
            isZoomBouncing = false
            delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: currentZoomScale)
        case nil:
            break
        }
    }

    /// Stops motion where it is (a finger or a new scroll caught it, or code set the offset).
    /// A deceleration cut short still ends with `scrollViewDidEndDecelerating`, as on iOS 13
    /// and later.
    func stopMotion() {
        guard let stopped = motion else { return }
        motion = nil
        endMotionLink()
        if case .decelerating = stopped {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
        isZoomBouncing = false
    }

    private func endMotionLink() {
        motionLink?.invalidate()
        motionLink = nil
    }

    // MARK: Scrolling from code

    /// `setContentOffset(_:animated:)`.
    func scrollContent(to contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            RuntimeIssue.report("UIScrollView: contentOffset \(contentOffset) is not finite; it is ignored")
            return
        }
        stopMotion()
        guard animated else {
            moveContent(to: contentOffset)
            return
        }
        guard pixelAlignedOffset(contentOffset) != self.contentOffset else { return }
        startMotion(.animating(from: self.contentOffset, to: contentOffset, start: CACurrentMediaTime()))
    }

    /// `scrollRectToVisible(_:animated:)`.
    func scrollContent(toShow rect: CGRect, animated: Bool) {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let inset = adjustedContentInset
        let offset = contentOffset
        func along(_ start: CGFloat, _ length: CGFloat, _ visibleStart: CGFloat, _ visibleLength: CGFloat) -> CGFloat {
            if start < visibleStart || length > visibleLength { return start - visibleStart }
            if start + length > visibleStart + visibleLength { return start + length - (visibleStart + visibleLength) }
            return 0
        }
        let dx = along(rect.minX, rect.width, offset.x + inset.left, bounds.width - inset.left - inset.right)
        let dy = along(rect.minY, rect.height, offset.y + inset.top, bounds.height - inset.top - inset.bottom)
        let target = clampedOffset(CGPoint(x: offset.x + dx, y: offset.y + dy))
        guard target != offset else { return }
        setContentOffset(target, animated: animated)
    }
}
