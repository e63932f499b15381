import CoreGraphics
import Foundation
import QuartzCore

/// The ring that shows which item has focus: a halo stroked in the item's tint color around
/// its shape (the frame, rounded by the layer's corner radius, or a `UIFocusHaloEffect`'s
/// shape), in a layer above the window's content. Hidden while nothing is focused or the item
/// has no effect.
@MainActor
final class FocusRing {
    /// The ring's width in points. // estimate (iPad's halo measures about 3–4 pt)
    static let lineWidth: CGFloat = 3

    let layer = CAShapeLayer()
    /// What the ring shows now, to tell whether it must change.
    private var shown: Appearance?

    private struct Appearance: Equatable {
        var path: CGPath
        var color: CGColor
    }

    init() {
        layer.fillColor = nil
        layer.lineWidth = Self.lineWidth
        layer.isHidden = true
        layer.actions = ["path": NSNull(), "strokeColor": NSNull(), "hidden": NSNull(), "bounds": NSNull(), "position": NSNull()]
    }

    /// Whether the ring no longer matches `item` (moved, resized, restyled or unfocused).
    func isStale(for item: (any UIFocusItem)?, in window: UIWindow?) -> Bool {
        appearance(for: item, in: window) != shown || (shown != nil && layer.superlayer !== window?.layer)
    }

    /// Shows the ring around `item` (above everything else in `window`), or hides it.
    func follow(_ item: (any UIFocusItem)?, in window: UIWindow) {
        let wanted = appearance(for: item, in: window)
        guard let wanted else {
            layer.isHidden = true
            shown = nil
            return
        }
        if layer.superlayer !== window.layer || window.layer.sublayers?.last !== layer {
            layer.removeFromSuperlayer()
            window.layer.addSublayer(layer)
        }
        if layer.frame != window.bounds { layer.frame = window.bounds }
        layer.path = wanted.path
        layer.strokeColor = wanted.color
        layer.isHidden = false
        shown = wanted
    }

    /// The ring's path (window coordinates) and color for `item`; nil when none is shown.
    private func appearance(for item: (any UIFocusItem)?, in window: UIWindow?) -> Appearance? {
        guard let view = item as? UIView, let window, let effect = view.focusEffect else { return nil }
        let path: CGPath
        switch (effect as? UIFocusHaloEffect)?.shape {
        case .path(let shape)?:
            let mutable = CGMutablePath()
            mutable.addPath(shape, transform: transform(from: view, to: window))
            path = mutable
        case .rect(let rect, let radius)?:
            path = ring(around: view.convert(rect, to: window), cornerRadius: radius,
                        inside: (effect as? UIFocusHaloEffect)?.position == .inside)
        case nil:
            path = ring(around: view.convert(view.bounds, to: window), cornerRadius: view.layer.cornerRadius, inside: false)
        }
        let color = view.tintColor.resolvedColor(with: view.traitCollection).cgColor
        return Appearance(path: path, color: color)
    }

    /// A rounded rect whose stroke lies just outside `rect` (or just inside it).
    private func ring(around rect: CGRect, cornerRadius: CGFloat, inside: Bool) -> CGPath {
        let half = Self.lineWidth / 2
        let outset = inside ? -half : half
        let r = rect.insetBy(dx: -outset, dy: -outset)
        let radius = max(0, min(cornerRadius + outset, min(r.width, r.height) / 2))
        return CGPath(roundedRect: r, cornerWidth: radius, cornerHeight: radius, transform: nil)
    }

    /// Maps `view`'s bounds coordinates to `window`'s (translation and scale of the view's
    /// frame; rotation is not followed).
    private func transform(from view: UIView, to window: UIWindow) -> CGAffineTransform {
        let frame = view.convert(view.bounds, to: window)
        let sx = view.bounds.width > 0 ? frame.width / view.bounds.width : 1
        let sy = view.bounds.height > 0 ? frame.height / view.bounds.height : 1
        return CGAffineTransform(translationX: frame.minX, y: frame.minY).scaledBy(x: sx, y: sy)
            .translatedBy(x: -view.bounds.minX, y: -view.bounds.minY)
    }
}
