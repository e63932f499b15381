import CoreGraphics
import QuartzCore
import SnapshotTesting
import UIKit

// swift-snapshot-testing's image strategies for UIKit values, with the signatures it has on
// iOS, so `assertSnapshot(of: view, as: .image)` ports unchanged. References are PNG files in
// `__Snapshots__/` beside the test, recorded per the library's record mode
// (`SNAPSHOT_TESTING_RECORD=never` in CI).

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view rendered in its bounds at the screen's scale, pixel-exact.
    public static var image: Snapshotting { .image() }

    /// The view rendered in its bounds (resized to `size` first when given) at the traits'
    /// display scale, or the screen's; `drawHierarchyInKeyWindow` renders it as it appears on
    /// screen instead of through `CALayer.render(in:)`.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                 scale: traits.displayScale).pullback { (view: UIView) in
            MainActor.assumeIsolated {
                SnapshotPixels.image(of: view, size: size, drawHierarchy: drawHierarchyInKeyWindow, traits: traits)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view rendered at the screen's scale, pixel-exact.
    public static var image: Snapshotting { .image() }

    /// The controller's view (loaded if needed, resized to `size` when given) rendered as
    /// the view strategy does.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        Snapshotting<UIView, UIImage>.image(drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, precision: precision,
                                            perceptualPrecision: perceptualPrecision, size: size, traits: traits)
            .pullback { (controller: UIViewController) in
                MainActor.assumeIsolated { controller.view }
            }
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer tree rendered in the layer's bounds at the screen's scale, pixel-exact.
    public static var image: Snapshotting { .image() }

    /// The layer tree rendered in the layer's bounds at the traits' display scale.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                 scale: traits.displayScale).pullback { (layer: CALayer) in
            MainActor.assumeIsolated { SnapshotPixels.image(of: layer, traits: traits) }
        }
    }
}
