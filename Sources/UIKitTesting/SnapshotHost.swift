import CoreGraphics
import UIKit

/// Where swift-snapshot-testing puts a controller to snapshot it on iOS: in a window of the
/// configured size whose safe area is the configured device's, under a plain root controller
/// that overrides the child's traits, after a full appearance transition and a layout pass.
@MainActor
enum SnapshotHost {
    /// A window standing for a device's screen: its safe area is the configuration's, not the
    /// screen's.
    private final class DeviceWindow: UIWindow {
        init(config: ViewImageConfig, size: CGSize, controller: UIViewController) {
            var size = size, safeArea = config.safeArea
            // As on iOS, a navigation controller's bar already covers the status bar, and a tab
            // bar controller's bar the home indicator: the window leaves those edges out.
            if controller is UINavigationController {
                size.height -= safeArea.top
                safeArea.top = 0
            } else if let tabs = controller as? UITabBarController {
                size.height -= safeArea.bottom
                safeArea.bottom = 0
                if tabs.selectedViewController is UINavigationController {
                    size.height -= safeArea.top
                    safeArea.top = 0
                }
            }
            super.init(frame: CGRect(origin: .zero, size: size))
            pinnedSafeAreaInsets = safeArea
            isHidden = false
        }

        required init?(coder: NSCoder) { nil }
    }

    /// Puts `controller` (whose view is `view`, or which holds it) in a window as `config`
    /// says, in `traits` over the configuration's; returns what undoes it.
    static func prepare(config: ViewImageConfig, drawHierarchyInKeyWindow: Bool, traits: UITraitCollection,
                        view: UIView, controller: UIViewController) -> () -> Void {
        let size = config.size ?? controller.view.frame.size
        view.frame.size = size
        if view !== controller.view {
            controller.view.bounds = view.bounds
            controller.view.addSubview(view)
        }
        let traits = UITraitCollection(traitsFrom: [config.traits, traits])
        let window: UIWindow
        if drawHierarchyInKeyWindow, let key = UIApplication.shared.keyWindow {
            window = key
            window.frame.size = size
        } else {
            window = DeviceWindow(config: config, size: size, controller: controller)
        }
        let dispose = install(controller, in: window, traits: traits)
        if size.width == 0 || size.height == 0 {
            // A view with no size yet is given the one it fits.
            view.sizeToFit()
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        return {
            dispose()
            if window is DeviceWindow { window.isHidden = true }
        }
    }

    /// The view, prepared as `prepare` does, rendered in its bounds at the traits' scale.
    static func image(config: ViewImageConfig, drawHierarchyInKeyWindow: Bool, traits: UITraitCollection,
                      view: UIView, controller: UIViewController) -> UIImage {
        let initialFrame = view.frame
        let dispose = prepare(config: config, drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, traits: traits,
                              view: view, controller: controller)
        defer {
            view.frame = initialFrame
            dispose()
        }
        // Off in a corner of its window, a view without a device's safe area is not inset by it.
        if config.safeArea == .zero { view.frame.origin = CGPoint(x: 10_000, y: 10_000) }
        return SnapshotPixels.render(view, drawHierarchy: drawHierarchyInKeyWindow, traits: traits)
    }

    /// Makes `controller` the window's content (under a plain root unless it is the root),
    /// with `traits` overriding its own, appeared and laid out.
    private static func install(_ controller: UIViewController, in window: UIWindow, traits: UITraitCollection) -> () -> Void {
        let root: UIViewController
        if controller !== window.rootViewController {
            root = UIViewController()
            root.view.backgroundColor = .clear
            root.view.frame = window.frame
            root.view.translatesAutoresizingMaskIntoConstraints = controller.view.translatesAutoresizingMaskIntoConstraints
            root.preferredContentSize = root.view.frame.size
            controller.view.frame = root.view.frame
            root.view.addSubview(controller.view)
            if controller.view.translatesAutoresizingMaskIntoConstraints {
                controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            } else {
                NSLayoutConstraint.activate([
                    controller.view.topAnchor.constraint(equalTo: root.view.topAnchor),
                    controller.view.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
                    controller.view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                    controller.view.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
                ])
            }
            root.addChild(controller)
        } else {
            root = controller
        }
        if root !== controller {
            root.setOverrideTraitCollection(traits, forChild: controller)
            controller.didMove(toParent: root)
        }
        window.rootViewController = root
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        root.view.setNeedsLayout()
        root.view.layoutIfNeeded()
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        return {
            root.beginAppearanceTransition(false, animated: false)
            controller.willMove(toParent: nil)
            controller.view.removeFromSuperview()
            controller.removeFromParent()
            controller.didMove(toParent: nil)
            root.endAppearanceTransition()
            window.rootViewController = nil
        }
    }
}
