import Foundation

/// A context's appearance proxies and the values instances set themselves. It lives in the
/// `ApplicationContext`, so one test's proxies never style another's views.
@MainActor
final class AppearanceRegistry {
    private var rules: [AppearanceRule] = []
    private var ruleOfProxy: [ObjectIdentifier: AppearanceRule] = [:]
    /// The appearance properties each instance set itself (held weakly): a proxy never
    /// overrides them.
    private var ownValues = SideTable<AnyObject, Set<AnyHashable>>()
    /// The object proxies are setting values on now: what they set is not its own.
    private weak var applyingTarget: AnyObject?

    static var current: AppearanceRegistry { ApplicationContext.current.appearance }

    /// Whether any proxy was made: views entering a window skip the lookup until one is.
    var hasProxies: Bool { !rules.isEmpty }

    /// Whether proxies are setting values on `object` now.
    func isApplying(to object: AnyObject) -> Bool { applyingTarget === object }

    /// The proxy for `type` in `containers` with `traits`: the one made before, else a new one.
    func proxy<T: AppearanceRecording>(of type: T.Type, traits: UITraitCollection?,
                                       containers: [any UIAppearanceContainer.Type]) -> T {
        let classes: [AnyClass] = containers.map { $0 }
        if let rule = rules.first(where: { $0.isFor(type, containers: classes, traits: traits) }), let proxy = rule.proxy as? T {
            return proxy
        }
        let proxy = type.makeAppearanceProxy()
        let rule = AppearanceRule(styledClass: type, containers: classes, traits: traits, proxy: proxy, order: rules.count)
        rules.append(rule)
        ruleOfProxy[ObjectIdentifier(proxy)] = rule
        return proxy
    }

    /// Records on `proxy`'s rule how to set `key` on an instance.
    func record(_ key: AnyHashable, on proxy: AnyObject, _ setter: @escaping (AnyObject) -> Void) {
        ruleOfProxy[ObjectIdentifier(proxy)]?.record(key, setter)
    }

    /// Notes that `object` set `key` itself, unless a proxy is setting it or a nib is being
    /// loaded (values from Interface Builder give way to proxies, as on iOS).
    func noteOwnValue(_ key: AnyHashable, of object: AnyObject) {
        guard applyingTarget !== object, ApplicationContext.current.nibLoading.active.isEmpty else { return }
        if ownValues[object]?.contains(key) == true { return }
        ownValues[object, default: []].insert(key)
    }

    /// Sets on `object` the values of the proxies that match it and that it has not set itself,
    /// the highest-ranked rule's value for each property; true when anything was set.
    func apply<T: AppearanceRecording>(to object: T) -> Bool {
        guard !rules.isEmpty else { return false }
        let candidates = rules.filter { AppearanceRule.isKind(object, of: $0.styledClass) }
        guard !candidates.isEmpty else { return false }
        var chain: [AnyObject]?
        var traits: UITraitCollection?
        var ranked: [([Int], AppearanceRule)] = []
        for rule in candidates {
            if let wanted = rule.traits {
                let own = traits ?? object.appearanceTraits
                traits = own
                guard own.containsTraits(in: wanted) else { continue }
            }
            let around = chain ?? (rule.containers.isEmpty ? [] : object.appearanceContainers)
            if !rule.containers.isEmpty { chain = around }
            if let rank = rule.rank(in: around) { ranked.append((rank, rule)) }
        }
        ranked.sort { $0.0.lexicographicallyPrecedes($1.0) }
        let own = ownValues[object] ?? []
        var order: [AnyHashable] = []
        var winners: [AnyHashable: (AnyObject) -> Void] = [:]
        for (_, rule) in ranked {
            for key in rule.keys where !own.contains(key) {
                if winners[key] == nil { order.append(key) }
                winners[key] = rule.setters[key]
            }
        }
        guard !order.isEmpty else { return false }
        let previous = applyingTarget
        applyingTarget = object
        defer { applyingTarget = previous }
        for key in order { winners[key]?(object) }
        return true
    }
}
