import Foundation

/// Key-value coding for nibs without the Objective-C runtime: a key names a property declared
/// with `@Outlet`, `@WeakOutlet` or `@Inspectable`, whose storage (`_key`) reflection finds;
/// a selector names a method declared with `@Action`.
@MainActor
package enum NibKeyValueCoding {
    package enum SetResult: Equatable {
        case set
        case noSuchKey
        /// The property exists but cannot hold the value; `expected` names its type.
        case typeMismatch(expected: String)
    }

    /// Sets the wrapped property named `key`.
    package static func setWrappedValue(_ value: Any?, forKey key: String, on object: AnyObject) -> SetResult {
        guard let storage = storage(forKey: key, on: object) else { return .noSuchKey }
        return storage.setNibValue(value)
    }

    /// The wrapped property's value, if `key` names one.
    package static func wrappedValue(forKey key: String, on object: AnyObject) -> Any?? {
        storage(forKey: key, on: object).map { $0.nibValue }
    }

    /// The `@Action` method of `target`'s class (or a superclass) for an Objective-C selector.
    package static func action(forSelector selector: String, on target: AnyObject) -> UINibAction? {
        entry(on: target, prefix: UINibAction.storagePrefix) { (action: UINibAction) in action.selector == selector }
    }

    /// The `@SegueAction` entry of `target`'s class (or a superclass) for `selector`.
    package static func segueAction(forSelector selector: String, on target: AnyObject) -> UINibSegueAction? {
        entry(on: target, prefix: UINibSegueAction.storagePrefix) { (action: UINibSegueAction) in action.selector == selector }
    }

    /// The first stored entry of `target` under a label starting with `prefix` that `matches`.
    private static func entry<Entry>(on target: AnyObject, prefix: String, where matches: (Entry) -> Bool) -> Entry? {
        var found: Entry?
        visitStoredProperties(of: target) { label, value in
            guard label.hasPrefix(prefix), let entry = value as? Entry, matches(entry) else { return false }
            found = entry
            return true
        }
        return found
    }

    private static func storage(forKey key: String, on object: AnyObject) -> (any NibKeyValueStorage)? {
        let label = "_" + key
        var found: (any NibKeyValueStorage)?
        visitStoredProperties(of: object) { childLabel, value in
            guard childLabel == label, let storage = value as? any NibKeyValueStorage else { return false }
            found = storage
            return true
        }
        return found
    }

    /// Visits the stored properties of the object's class and its superclasses, most derived
    /// first, until `visit` returns true. UIKit's own classes declare no wrapped properties,
    /// so the walk stops at the first of them.
    private static func visitStoredProperties(of object: AnyObject, _ visit: (String, Any) -> Bool) {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror, !isUIKitClass(current.subjectType) {
            for child in current.children {
                if let label = child.label, visit(label, child.value) { return }
            }
            mirror = current.superclassMirror
        }
    }

    /// Whether a class is one of UIKit's, by class (a cache: the answer never changes).
    private static var uikitClasses: [ObjectIdentifier: Bool] = [:]

    private static func isUIKitClass(_ type: Any.Type) -> Bool {
        let id = ObjectIdentifier(type)
        if let known = uikitClasses[id] { return known }
        let result = String(reflecting: type).hasPrefix("UIKit.")
        uikitClasses[id] = result
        return result
    }
}

/// The storage of a property a nib can set by name: the property wrappers' own object.
package protocol NibKeyValueStorage: AnyObject {
    associatedtype Value
    var wrappedValue: Value { get set }
}

extension NibKeyValueStorage {
    /// Sets the property to what the nib hands over, converted to its type.
    func setNibValue(_ value: Any?) -> NibKeyValueCoding.SetResult {
        guard let converted = NibValueConversion.convert(value, to: Value.self) else {
            return .typeMismatch(expected: NibValueConversion.typeName(Value.self))
        }
        wrappedValue = converted
        return .set
    }

    var nibValue: Any? { wrappedValue }
}
