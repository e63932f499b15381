import Foundation

/// A class whose instances can hold views styled by appearance proxies: the classes named in
/// `appearance(whenContainedInInstancesOf:)`. Views, view controllers and presentation
/// controllers are containers, as on iOS.
@MainActor
public protocol UIAppearanceContainer: AnyObject {}

/// A class with appearance proxies: values set on `appearance()` (or a proxy for a
/// container hierarchy or a trait collection) style every instance as it enters a window.
///
/// A proxy is a real instance of the class, made through `init(coder:)` (Swift on Linux has
/// no Objective-C runtime to forward messages to a stand-in) and never shown. Its appearance
/// properties (`UI_APPEARANCE_SELECTOR` on iOS) record what to apply; the instance's own
/// values win over any proxy.
@MainActor
public protocol UIAppearance: AnyObject {
    /// The proxy for every instance of the class.
    static func appearance() -> Self
    /// The proxy for instances inside the given containers, listed innermost first ("in
    /// ascending hierarchical order"): `[UINavigationController.self, UITabBarController.self]`
    /// styles a navigation controller's bar inside a tab bar controller.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy for instances whose trait collection contains `trait`'s traits.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy for instances with `trait`'s traits inside the given containers.
    static func appearance(for trait: UITraitCollection,
                           whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

extension UIAppearance {
    public static func appearance() -> Self { proxy(traits: nil, containers: []) }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        proxy(traits: nil, containers: containerTypes)
    }

    public static func appearance(for trait: UITraitCollection) -> Self { proxy(traits: trait, containers: []) }

    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        proxy(traits: trait, containers: containerTypes)
    }

    /// The context's proxy for this class, containers and traits (`AppearanceRegistry`).
    private static func proxy(traits: UITraitCollection?, containers: [any UIAppearanceContainer.Type]) -> Self {
        guard let recording = self as? any AppearanceRecording.Type,
              let proxy = AppearanceRegistry.current.proxy(of: recording, traits: traits, containers: containers) as? Self else {
            fatalError("\(self).appearance(): only views and bar items have appearance proxies")
        }
        return proxy
    }
}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
extension UIPresentationController: UIAppearanceContainer {}

extension UIView: UIAppearance {
    /// A new instance to be a proxy (`AppearanceRecording`).
    static func makeAppearanceProxy() -> Self {
        let made = AppearanceProxyCoder.make(self) { Self(coder: $0) }
        made.setViewFlag(.appearanceProxy, true)
        return made
    }
}

extension UIBarItem: UIAppearance {
    /// A new instance to be a proxy (`AppearanceRecording`).
    static func makeAppearanceProxy() -> Self {
        let made = AppearanceProxyCoder.make(self) { Self(coder: $0) }
        made.isAppearanceProxy = true
        return made
    }
}
