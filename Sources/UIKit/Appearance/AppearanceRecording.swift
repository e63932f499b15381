import Foundation

/// An object whose appearance properties a proxy records (views and bar items): the setters
/// UIKit marks `UI_APPEARANCE_SELECTOR` call `appearanceDidSet` once the value is stored.
@MainActor
protocol AppearanceRecording: AnyObject {
    /// Whether this instance is a class's appearance proxy (made only by `appearance()`).
    var isAppearanceProxy: Bool { get }
    /// A new instance to serve as a proxy; never shown.
    static func makeAppearanceProxy() -> Self
    /// The containers around the object, innermost first, for `whenContainedInInstancesOf`.
    var appearanceContainers: [AnyObject] { get }
    /// The traits a trait-specific proxy is matched against.
    var appearanceTraits: UITraitCollection { get }
}

extension AppearanceRecording {
    /// After an appearance property's setter stored its value: a proxy records the value for
    /// the instances it will style; an instance keeps it as its own, which wins over proxies.
    func appearanceDidSet<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>) {
        appearanceDidSet(keyPath, value: self[keyPath: keyPath])
    }

    /// `appearanceDidSet(_:)` for a property whose getter does not return what was set (a
    /// tint read back inherited).
    func appearanceDidSet<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>, value: Value) {
        appearanceDidSet(AnyHashable(keyPath as AnyKeyPath)) { $0[keyPath: keyPath] = value }
    }

    /// After an appearance method (`setTitleTextAttributes(_:for:)`) ran: `key` names the
    /// method and its state arguments, `apply` calls it again on an instance.
    func appearanceDidSet(_ key: AnyHashable, apply: @escaping (Self) -> Void) {
        let registry = AppearanceRegistry.current
        if isAppearanceProxy {
            registry.record(key, on: self) { target in
                if let target = target as? Self { apply(target) }
            }
        } else {
            registry.noteOwnValue(key, of: self)
        }
    }
}
