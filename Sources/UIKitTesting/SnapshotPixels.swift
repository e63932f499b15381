import CoreGraphics
import QuartzCore
import UIKit

/// Turns what the snapshot strategies are given into pixels.
///
/// The strategies' closures are not isolated (swift-snapshot-testing calls them from the
/// test's context); a UIKit test runs on the main actor, so they assume it, as UIKit code
/// on iOS must.
enum SnapshotPixels {
    /// The image's pixels as shown (its orientation applied), or nil when it has none.
    static func upright(_ image: UIImage) -> CGImage? {
        guard let cgImage = image.cgImage, cgImage.width > 0, cgImage.height > 0 else { return nil }
        if image.imageOrientation == .up { return cgImage }
        // Drawing works on any thread, as on iOS: a test that is not on the main actor compares
        // its images where it runs.
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        return UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
            image.draw(at: .zero)
        }.cgImage
    }

    /// The main screen's scale, from any thread.
    static var mainScreenScale: CGFloat { MainScreenScale.current() }

    /// The scale a snapshot is taken at: the traits' display scale, else the main screen's.
    @MainActor
    static func scale(for traits: UITraitCollection) -> CGFloat {
        traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
    }

    /// Renders `view` in its own bounds, as swift-snapshot-testing does on iOS: in the traits'
    /// appearance (light or dark) when they give one; sized to `size` when one is given.
    @MainActor
    static func image(of view: UIView, size: CGSize?, drawHierarchy: Bool, traits: UITraitCollection) -> UIImage {
        // The traits' appearance, as iOS's snapshots take it from an overriding parent: the
        // view's own override, for the time of the snapshot, unless it has one.
        let savedStyle = view.overrideUserInterfaceStyle
        if traits.userInterfaceStyle != .unspecified, savedStyle == .unspecified {
            view.overrideUserInterfaceStyle = traits.userInterfaceStyle
        }
        defer { view.overrideUserInterfaceStyle = savedStyle }
        if let size { view.frame.size = size }
        view.layoutIfNeeded()
        return render(view, drawHierarchy: drawHierarchy, traits: traits)
    }

    /// Draws `view` in its bounds at the traits' scale: through the layer tree, or as the
    /// screen shows it. An empty image when the bounds have no area.
    @MainActor
    static func render(_ view: UIView, drawHierarchy: Bool, traits: UITraitCollection) -> UIImage {
        let bounds = view.bounds
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return UIImage() }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale(for: traits)
        return UIGraphicsImageRenderer(bounds: bounds, format: format).image { context in
            if drawHierarchy {
                _ = view.drawHierarchy(in: bounds, afterScreenUpdates: true)
            } else {
                view.layer.render(in: context.cgContext)
            }
        }
    }

    /// Renders `layer`'s tree in its own bounds.
    @MainActor
    static func image(of layer: CALayer, traits: UITraitCollection) -> UIImage {
        let bounds = layer.bounds
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return UIImage() }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale(for: traits)
        return UIGraphicsImageRenderer(bounds: bounds, format: format).image { context in
            layer.render(in: context.cgContext)
        }
    }
}
