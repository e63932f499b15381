import CoreGraphics
import Foundation
internal import RuntimeSupport

/// A drag in progress: where the content would be without the edges' resistance, and what of
/// the pan's translation has been applied.
struct ScrollDrag {
    /// The offset before rubber-banding: past an edge the content moves less than this.
    var unresisted: CGPoint
    /// The offset last shown, to notice code moving the content meanwhile.
    var shown: CGPoint
    var appliedTranslation = CGPoint.zero
    /// The only axis a directionally locked drag moves along (nil: both, or not decided yet).
    var lockedAxis: UIScrollView.Axis?
    var lockDecided = false
    /// A mouse wheel's drag: it stops at the edges instead of bouncing, and does not fling.
    let isWheel: Bool
}

/// Dragging: the content follows the pan's translation; past an edge it moves less and less
/// (rubber-banding) when the scroll view bounces, and stops there when it does not or when a
/// mouse wheel drives it.
extension UIScrollView {
    /// How stiff the edges are while dragging past them: at one view-length of pull the
    /// content has moved this fraction of it, approaching the full length.
    static let rubberBandCoefficient: CGFloat = 0.55

    func handlePan(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began: beginDragging()
        case .changed: continueDragging()
        case .ended: endDragging(cancelled: false)
        case .cancelled: endDragging(cancelled: true)
        default: break
        }
    }

    /// A finger touched the content: a moving scroll view stops under it.
    func contentTouched() {
        isTracking = true
        stopMotion()
    }

    /// The last finger lifted (or the pan let go without dragging).
    func contentReleased() {
        if drag == nil { isTracking = false }
    }

    private func beginDragging() {
        stopMotion()
        isTracking = true
        isDragging = true
        let offset = contentOffset
        drag = ScrollDrag(unresisted: unresistedOffset(for: offset), shown: offset,
                          isWheel: panGestureRecognizer.scroll?.type == .discrete)
        delegate?.scrollViewWillBeginDragging(self)
        keyboardDragBegan()
        continueDragging()
    }

    private func continueDragging() {
        guard var d = drag else { return }
        keyboardDragMoved()
        if contentOffset != d.shown { d.unresisted = unresistedOffset(for: contentOffset) }
        let t = panGestureRecognizer.translation(in: self)
        var delta = CGPoint(x: t.x - d.appliedTranslation.x, y: t.y - d.appliedTranslation.y)
        d.appliedTranslation = t
        if isDirectionalLockEnabled, !d.lockDecided, t != .zero {
            d.lockDecided = true
            if abs(t.y) >= 2 * abs(t.x) { d.lockedAxis = .vertical } else if abs(t.x) >= 2 * abs(t.y) { d.lockedAxis = .horizontal }
        }
        if d.lockedAxis == .vertical { delta.x = 0 }
        if d.lockedAxis == .horizontal { delta.y = 0 }
        // Content follows the fingers: the offset moves the other way.
        d.unresisted.x = dragged(d.unresisted.x, by: -delta.x, along: .horizontal, wheel: d.isWheel)
        d.unresisted.y = dragged(d.unresisted.y, by: -delta.y, along: .vertical, wheel: d.isWheel)
        let shown = CGPoint(x: resisted(d.unresisted.x, along: .horizontal), y: resisted(d.unresisted.y, along: .vertical))
        // What is shown is the offset on whole pixels (UIScrollView+PixelOffsets.swift).
        d.shown = pixelAlignedOffset(shown)
        drag = d
        moveContent(to: shown)
    }

    /// The unresisted offset along `axis` after moving by `delta`: unchanged where the content
    /// cannot move, held at the edges where it may not bounce.
    private func dragged(_ value: CGFloat, by delta: CGFloat, along axis: Axis, wheel: Bool) -> CGFloat {
        let limits = scrollLimits(axis)
        let alwaysBounces = axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
        guard limits.overflows || (!wheel && bounces && alwaysBounces) else { return value }
        if wheel || !bounces { return limits.clamp(value + delta) }
        return value + delta
    }

    /// The offset shown for an unresisted one: past an edge by `x`, the content moves
    /// `(1 − 1/(x·c/d + 1))·d`, `d` the view's length, `c` the coefficient.
    private func resisted(_ value: CGFloat, along axis: Axis) -> CGFloat {
        let limits = scrollLimits(axis)
        let length = max(1, axis == .horizontal ? bounds.width : bounds.height)
        let c = Self.rubberBandCoefficient
        func band(_ x: CGFloat) -> CGFloat { (1 - 1 / (x * c / length + 1)) * length }
        if value < limits.minimum { return limits.minimum - band(limits.minimum - value) }
        if value > limits.maximum { return limits.maximum + band(value - limits.maximum) }
        return value
    }

    /// The unresisted offset that shows as `offset` (a drag that catches a bouncing view).
    private func unresistedOffset(for offset: CGPoint) -> CGPoint {
        func unband(_ y: CGFloat, _ length: CGFloat) -> CGFloat {
            let c = Self.rubberBandCoefficient, ratio = min(y / length, 0.99)
            return length / c * (1 / (1 - ratio) - 1)
        }
        var result = offset
        for axis in [Axis.horizontal, .vertical] {
            let limits = scrollLimits(axis)
            let length = max(1, axis == .horizontal ? bounds.width : bounds.height)
            let value = axis == .horizontal ? offset.x : offset.y
            var unresisted = value
            if value < limits.minimum { unresisted = limits.minimum - unband(limits.minimum - value, length) }
            if value > limits.maximum { unresisted = limits.maximum + unband(value - limits.maximum, length) }
            if axis == .horizontal { result.x = unresisted } else { result.y = unresisted }
        }
        return result
    }

    /// The fingers lifted (or the wheel rested): the delegate may choose where the content comes
    /// to rest, then it decelerates there, or springs back inside the edges.
    private func endDragging(cancelled: Bool) {
        guard let d = drag else { return }
        drag = nil
        let offset = contentOffset
        var velocity = CGPoint.zero                    // of the offset, in points per millisecond
        if !cancelled, !d.isWheel {
            let v = panGestureRecognizer.velocity(in: self)
            velocity = CGPoint(x: d.lockedAxis == .vertical ? 0 : -v.x / 1000, y: d.lockedAxis == .horizontal ? 0 : -v.y / 1000)
            if !scrollLimits(.horizontal).overflows, !(bounces && alwaysBounceHorizontal) { velocity.x = 0 }
            if !scrollLimits(.vertical).overflows, !(bounces && alwaysBounceVertical) { velocity.y = 0 }
        }
        let rate = isPagingEnabled ? min(decelerationRate.rawValue, DecelerationRate.fast.rawValue) : decelerationRate.rawValue
        let natural = restingOffset(from: offset, velocity: velocity, rate: rate)
        var target = natural
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
        }
        if !target.x.isFinite || !target.y.isFinite {
            RuntimeIssue.report("UIScrollView: the delegate's targetContentOffset \(target) is not finite; the natural one is used")
            target = natural
        }
        isDragging = false
        keyboardDragEnded(cancelled: cancelled)
        let planned = afterDragMotion(from: offset, velocity: velocity, rate: rate, target: target, natural: natural)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: planned != nil)
        isTracking = false
        if let planned {
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            startMotion(planned)
        } else {
            hideScrollIndicatorsSoon()
        }
    }

    /// Where the content comes to rest after a release at `offset` with `velocity`: inside the
    /// edges, on a page boundary when paging.
    private func restingOffset(from offset: CGPoint, velocity: CGPoint, rate: CGFloat) -> CGPoint {
        if offset != clampedOffset(offset) { return clampedOffset(offset) }
        guard isPagingEnabled else {
            return clampedOffset(CGPoint(x: offset.x + ScrollAxisMotion.distance(at: velocity.x, rate: rate),
                                         y: offset.y + ScrollAxisMotion.distance(at: velocity.y, rate: rate)))
        }
        func page(_ value: CGFloat, _ speed: CGFloat, _ length: CGFloat) -> CGFloat {
            guard length > 0 else { return value }
            let position = value / length
            // A flick turns to the next page in its direction; a slow release to the nearest.
            let index = speed > Self.pagingFlickSpeed ? position.rounded(.up)
                : speed < -Self.pagingFlickSpeed ? position.rounded(.down) : position.rounded()
            return index * length
        }
        return clampedOffset(CGPoint(x: page(offset.x, velocity.x, bounds.width), y: page(offset.y, velocity.y, bounds.height)))
    }

    /// The release speed (points per millisecond) above which paging turns the page.
    static let pagingFlickSpeed: CGFloat = 0.2
}
