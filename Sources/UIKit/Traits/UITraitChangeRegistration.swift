import Foundation

/// A registration `registerForTraitChanges(_:handler:)` returns; pass it to
/// `unregisterForTraitChanges(_:)` to stop the handler.
public protocol UITraitChangeRegistration: AnyObject {}

/// The iOS 17 way to hear of trait changes: handlers for chosen traits, instead of
/// overriding `traitCollectionDidChange(_:)`. Views and view controllers conform.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {}

extension UITraitChangeObservable {
    /// Calls `handler` with the environment and its previous traits after any of `traits`
    /// changed, with the new traits current. The environment is not retained.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistry.Registration(owner: self, traits: traits) { owner, previous in
            guard let owner = owner as? Environment else { return }
            handler(owner, previous)
        }
        TraitChangeRegistry.add(registration)
        return registration
    }

    /// Calls `action` on `target` (held weakly) with the environment and its previous traits
    /// after any of `traits` changed: the selector form, with an unapplied method.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [UITrait], target: Target, action: @escaping (Target) -> (any UITraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits) { [weak target] (owner: Self, previous: UITraitCollection) in
            guard let target else { return }
            action(target)(owner, previous)
        }
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        TraitChangeRegistry.remove(registration)
    }
}

/// The registrations of every environment, in a side table by owner, so environments that
/// never register carry nothing.
@MainActor
enum TraitChangeRegistry {
    final class Registration: UITraitChangeRegistration {
        weak var owner: AnyObject?
        let traits: [UITrait]
        let handler: @MainActor (AnyObject, UITraitCollection) -> Void

        init(owner: AnyObject, traits: [UITrait], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
            self.owner = owner
            self.traits = traits
            self.handler = handler
        }
    }

    private static var registrations = SideTable<AnyObject, [Registration]>()

    static func add(_ registration: Registration) {
        guard let owner = registration.owner else { return }
        registrations[owner, default: []].append(registration)
    }

    static func remove(_ registration: any UITraitChangeRegistration) {
        guard let registration = registration as? Registration, let owner = registration.owner else { return }
        registrations[owner]?.removeAll { $0 === registration }
    }

    /// Runs `owner`'s handlers whose traits differ between `previous` and `current`.
    static func traitsChanged(of owner: AnyObject, from previous: UITraitCollection, to current: UITraitCollection) {
        guard !registrations.isEmpty, let list = registrations[owner] else { return }
        for registration in list where registration.traits.contains(where: { $0.differs(previous, current) }) {
            registration.handler(owner, previous)
        }
    }
}

extension UITraitChangeObservable {
    /// The form that takes any environment: for closures that do not name their type.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping @MainActor (any UITraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits) { (owner: Self, previous: UITraitCollection) in handler(owner, previous) }
    }

    /// Calls `action` on `target` (held weakly) after any of `traits` changed.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [UITrait], target: Target, action: @escaping (Target) -> () -> Void
    ) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits) { [weak target] (_: Self, _: UITraitCollection) in
            guard let target else { return }
            action(target)()
        }
    }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
