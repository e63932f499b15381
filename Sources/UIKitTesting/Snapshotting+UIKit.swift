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
                // A view on its own is put in a window under a controller that gives it the
                // traits, as on iOS; one already in a hierarchy is drawn where it is.
                guard view.superview == nil, !(view is UIWindow) else {
                    return SnapshotPixels.image(of: view, size: size, drawHierarchy: drawHierarchyInKeyWindow, traits: traits)
                }
                return SnapshotHost.image(config: ViewImageConfig(size: size ?? view.frame.size), drawHierarchyInKeyWindow: drawHierarchyInKeyWindow,
                                          traits: traits, view: view, controller: UIViewController())
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view rendered at the screen's scale, pixel-exact.
    public static var image: Snapshotting { .image() }

    /// The controller in a window of its view's size (or `size`), in `traits`, appeared and
    /// laid out, its view rendered.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        snapshot(config: nil, drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, precision: precision,
                 perceptualPrecision: perceptualPrecision, size: size, traits: traits)
    }

    /// The controller on a device (`.iPhoneSe`, `.iPadMini(.portrait)` …): in a window of the
    /// device's size (or `size`) with its safe area and traits, `traits` over them.
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        snapshot(config: config, drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, precision: precision,
                 perceptualPrecision: perceptualPrecision, size: size, traits: traits)
    }

    private static func snapshot(config: ViewImageConfig?, drawHierarchyInKeyWindow: Bool, precision: Float,
                                 perceptualPrecision: Float, size: CGSize?, traits: UITraitCollection) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                 scale: traits.displayScale).pullback { (controller: UIViewController) in
            MainActor.assumeIsolated {
                let shape = config.map { ViewImageConfig(safeArea: $0.safeArea, size: size ?? $0.size, traits: $0.traits) }
                    ?? ViewImageConfig(size: size, traits: traits)
                return SnapshotHost.image(config: shape, drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, traits: traits,
                                          view: controller.view, controller: controller)
            }
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
