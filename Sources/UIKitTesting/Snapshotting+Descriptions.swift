import CoreGraphics
import SnapshotTesting
import UIKit

// swift-snapshot-testing's text strategies for views and controllers, as on iOS: the view
// tree's `recursiveDescription` and the controller tree's hierarchy, laid out first as the
// image strategies lay out, with the objects' addresses taken out so the text is stable.

extension Snapshotting where Value == UIView, Format == String {
    /// The view and its descendants, one line each.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view (sized to `size` when given, in `traits`) and its descendants, one line each.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (view: UIView) in
            MainActor.assumeIsolated {
                described(ViewImageConfig(size: size ?? view.frame.size, traits: traits), traits: .init(), view: view,
                          controller: UIViewController()) { view.recursiveDescription() }
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller tree: each controller's appearance state and view.
    public static var hierarchy: Snapshotting {
        SimplySnapshotting.lines.pullback { (controller: UIViewController) in
            MainActor.assumeIsolated {
                described(ViewImageConfig(), traits: .init(), view: controller.view, controller: controller) {
                    controller.hierarchyDescription()
                }
            }
        }
    }

    /// The controller's view tree, one line per view.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view tree laid out on `config` (sized to `size` when given, `traits`
    /// over the device's), one line per view.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (controller: UIViewController) in
            MainActor.assumeIsolated {
                described(ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits),
                          traits: traits, view: controller.view, controller: controller) { controller.view.recursiveDescription() }
            }
        }
    }
}

/// `describe`'s text, taken with the view prepared as the image strategies prepare it.
@MainActor
private func described(_ config: ViewImageConfig, traits: UITraitCollection, view: UIView, controller: UIViewController,
                       _ describe: () -> String) -> String {
    let dispose = SnapshotHost.prepare(config: config, drawHierarchyInKeyWindow: false, traits: traits, view: view, controller: controller)
    defer { dispose() }
    return purgingPointers(describe())
}

/// The text without object addresses (`: 0x6000…`), as the library strips them.
func purgingPointers(_ text: String) -> String {
    text.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
}
