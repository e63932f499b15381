import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// Zooming, as UIKit does it: the delegate's `viewForZooming(in:)` view gets a scale
/// transform, its frame is moved to the content's origin, and `contentSize` becomes its
/// scaled size; the offset moves so that the zoom happens about a point that stays put on
/// screen (the pinch's centre, or the middle of the view for `setZoomScale`).
extension UIScrollView {
    /// The view zooming scales, asked of the delegate each time.
    var zoomView: UIView? { delegate?.viewForZooming(in: self) }

    /// A pinch exists exactly while the limits allow zooming.
    func zoomLimitsDidChange() {
        let enabled = maximumZoomScale > minimumZoomScale
        if enabled, pinch == nil {
            let recognizer = UIPinchGestureRecognizer()
            recognizer.addTarget(self, action: UIScrollView.handlePinch)
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
            pinch = recognizer
        } else if !enabled, let recognizer = pinch {
            removeGestureRecognizer(recognizer)
            pinch = nil
        }
    }

    /// `scale` inside the limits.
    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    }

    /// The pose after zooming to `scale` about `anchor` (a point in the view's coordinates,
    /// so on screen relative to the content offset), which keeps showing the same content.
    func pose(zoomingTo scale: CGFloat, about anchor: CGPoint) -> ZoomPose {
        let offset = contentOffset, ratio = scale / currentZoomScale
        let onScreen = CGPoint(x: anchor.x - offset.x, y: anchor.y - offset.y)
        return ZoomPose(scale: scale, offset: CGPoint(x: anchor.x * ratio - onScreen.x, y: anchor.y * ratio - onScreen.y))
    }

    /// Scales the zoom view to `pose.scale` and moves to `pose.offset`.
    func applyZoom(_ pose: ZoomPose) {
        guard let view = zoomView, pose.scale.isFinite, pose.scale > 0 else { return }
        let changed = pose.scale != currentZoomScale
        currentZoomScale = pose.scale
        view.transform = CGAffineTransform(scaleX: pose.scale, y: pose.scale)
        let size = view.bounds.size
        view.center = CGPoint(x: size.width * pose.scale / 2, y: size.height * pose.scale / 2)
        contentSize = CGSize(width: size.width * pose.scale, height: size.height * pose.scale)
        moveContent(to: pose.offset)
        if changed { delegate?.scrollViewDidZoom(self) }
    }

    /// `pose` with its offset moved inside the limits its scale gives.
    func settled(_ pose: ZoomPose) -> ZoomPose {
        guard let view = zoomView else { return pose }
        let size = CGSize(width: view.bounds.width * pose.scale, height: view.bounds.height * pose.scale)
        return ZoomPose(scale: pose.scale, offset: clampedOffset(pose.offset, contentSize: size))
    }

    /// `setZoomScale(_:animated:)`.
    func zoomContent(to scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            RuntimeIssue.report("UIScrollView: zoom scale \(scale) is not a positive finite number; it is ignored")
            return
        }
        guard zoomView != nil else { return }
        let middle = CGPoint(x: bounds.midX, y: bounds.midY)
        zoom(to: settled(pose(zoomingTo: clampedZoomScale(scale), about: middle)), animated: animated)
    }

    /// `zoom(to:animated:)`.
    func zoomContent(toShow rect: CGRect, animated: Bool) {
        guard !rect.isNull, rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
              rect.width.isFinite, rect.height.isFinite, zoomView != nil else { return }
        let scale = clampedZoomScale(min(bounds.width / rect.width, bounds.height / rect.height))
        let offset = CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        zoom(to: settled(ZoomPose(scale: scale, offset: offset)), animated: animated)
    }

    private func zoom(to target: ZoomPose, animated: Bool) {
        stopMotion()
        let current = ZoomPose(scale: currentZoomScale, offset: contentOffset)
        guard animated, target != current else {
            applyZoom(target)
            return
        }
        startMotion(.zooming(from: current, to: target, start: CACurrentMediaTime()))
    }

    /// The pinch: the content point under the fingers' centre stays under it as the scale
    /// follows the fingers (past a limit only half as fast in ratio, when `bouncesZoom`); on
    /// release a zoom past the limits springs back.
    func handlePinch(_ recognizer: UIGestureRecognizer) {
        guard let pinch = recognizer as? UIPinchGestureRecognizer, let view = zoomView else { return }
        switch pinch.state {
        case .began:
            stopMotion()
            isZooming = true
            pinchStartScale = currentZoomScale
            delegate?.scrollViewWillBeginZooming(self, with: view)
            followPinch(pinch)
        case .changed:
            followPinch(pinch)
        case .ended, .cancelled, .failed:
            guard isZooming else { return }
            isZooming = false
            let anchor = pinch.numberOfTouches > 0 ? pinch.location(in: self) : CGPoint(x: bounds.midX, y: bounds.midY)
            let target = settled(pose(zoomingTo: clampedZoomScale(currentZoomScale), about: anchor))
            if target == ZoomPose(scale: currentZoomScale, offset: contentOffset) {
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: currentZoomScale)
            } else {
                isZoomBouncing = true
                zoom(to: target, animated: true)
            }
        default:
            break
        }
    }

    private func followPinch(_ pinch: UIPinchGestureRecognizer) {
        var scale = pinchStartScale * pinch.scale
        let low = minimumZoomScale, high = max(minimumZoomScale, maximumZoomScale)
        if scale > high { scale = bouncesZoom ? high * (scale / high).squareRoot() : high }
        if scale < low { scale = bouncesZoom ? low * (scale / low).squareRoot() : low }
        guard scale.isFinite, scale > 0 else { return }
        applyZoom(pose(zoomingTo: scale, about: pinch.location(in: self)))
    }
}
