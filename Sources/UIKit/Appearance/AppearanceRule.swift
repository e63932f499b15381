import Foundation

/// One appearance proxy: the class it styles, the containers and traits it asks for, and
/// the values recorded on it, by property (or method and state), in the order first set.
@MainActor
final class AppearanceRule {
    let styledClass: AnyClass
    /// Containers innermost first, as `appearance(whenContainedInInstancesOf:)` lists them.
    let containers: [AnyClass]
    let traits: UITraitCollection?
    /// The proxy instance; held here so `appearance()` hands back the same one.
    let proxy: AnyObject
    /// When the proxy was made, among the context's proxies: the last tie-breaker.
    let order: Int
    /// How many superclasses the styled class has: a subclass's proxy wins over its superclass's.
    let classDepth: Int
    private(set) var keys: [AnyHashable] = []
    private(set) var setters: [AnyHashable: (AnyObject) -> Void] = [:]

    init(styledClass: AnyClass, containers: [AnyClass], traits: UITraitCollection?, proxy: AnyObject, order: Int) {
        self.styledClass = styledClass
        self.containers = containers
        self.traits = traits
        self.proxy = proxy
        self.order = order
        classDepth = Self.depth(of: styledClass)
    }

    func record(_ key: AnyHashable, _ setter: @escaping (AnyObject) -> Void) {
        if setters[key] == nil { keys.append(key) }
        setters[key] = setter
    }

    /// Whether this rule was made for `styledClass`, `containers` and `traits`.
    func isFor(_ styledClass: AnyClass, containers: [AnyClass], traits: UITraitCollection?) -> Bool {
        self.styledClass == styledClass
            && self.containers.count == containers.count
            && zip(self.containers, containers).allSatisfy { $0 == $1 }
            && self.traits == traits
    }

    /// How the rule ranks for an object with `chain` around it (innermost first); nil when it
    /// does not apply. Apple: "the outermost appearance proxy wins. Specificity (depth of the
    /// chain) is the tie-breaker" — read from the window down, the rule whose outermost
    /// container is met first wins; a contained rule beats a plain one, a trait-specific one
    /// beats one without traits, and a subclass's rule beats its superclass's before all that.
    func rank(in chain: [AnyObject]) -> [Int]? {
        var outermostFromTop = 0
        if !containers.isEmpty {
            // From the window down, meet the outermost container first, then the next inward
            // below it: taking each as high as it can be leaves the most room for the rest.
            var index = chain.count
            for (position, container): (Int, AnyClass) in containers.enumerated().reversed() {
                guard let found = chain[..<index].lastIndex(where: { Self.isKind($0, of: container) }) else { return nil }
                if position == containers.count - 1 { outermostFromTop = chain.count - 1 - found }
                index = found
            }
        }
        return [classDepth, containers.isEmpty ? 0 : 1, -outermostFromTop, containers.count,
                traits == nil ? 0 : 1, order]
    }

    /// Whether `object` is an instance of `someClass` or of a subclass.
    static func isKind(_ object: AnyObject, of someClass: AnyClass) -> Bool {
        isSubclass(type(of: object), of: someClass)
    }

    static func isSubclass(_ candidate: AnyClass, of someClass: AnyClass) -> Bool {
        var current: AnyClass? = candidate
        while let c = current {
            if c == someClass { return true }
            current = _getSuperclass(c)
        }
        return false
    }

    private static func depth(of someClass: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = _getSuperclass(someClass)
        while let c = current { depth += 1; current = _getSuperclass(c) }
        return depth
    }
}
