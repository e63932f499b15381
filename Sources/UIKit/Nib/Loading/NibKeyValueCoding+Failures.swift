import Foundation

/// What happens when key-value coding cannot set a key: UIKit raises
/// `NSUnknownKeyException` ("this class is not key value coding-compliant for the key …").
/// Here the program stops with that message, except while a nib is loading through the
/// throwing API, when the failure becomes the load's error instead.
@MainActor
extension NibKeyValueCoding {
    /// The loads that turn key-value coding failures into errors, innermost last.
    private static var sinks: [(session: NibLoadingSession, element: IBElement, failure: NibLoadingError?)] {
        get { NibLoadingSession.loads.sinks }
        _modify { yield &NibLoadingSession.loads.sinks }
    }

    /// Runs `body`, returning the key-value coding failure it caused, if any.
    static func withLoadingFailures(session: NibLoadingSession, element: IBElement, _ body: () -> Void) -> NibLoadingError? {
        sinks.append((session, element, nil))
        body()
        return sinks.removeLast().failure
    }

    /// `setValue(_:forUndefinedKey:)`'s default: UIKit's exception.
    static func undefinedKey(_ key: String, on object: AnyObject) {
        let message = "[<\(type(of: object)) \(address(of: object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
        report(.unknownKey, message)
    }

    /// A value whose type the property cannot hold.
    static func typeMismatch(_ value: Any?, forKey key: String, expected: String, on object: AnyObject) {
        let given = value.map { "\(type(of: $0))" } ?? "nil"
        report(.invalidValue, "[<\(type(of: object)) \(address(of: object))> setValue:forKey:]: the value for the key \(key) is a \(given), but the property holds \(expected).")
    }

    /// Sets `key` on any object: its wrapped outlets and inspectables.
    static func setValue(_ value: Any?, forKey key: String, on object: AnyObject) {
        switch setWrappedValue(value, forKey: key, on: object) {
        case .set: break
        case .noSuchKey: undefinedKey(key, on: object)
        case .typeMismatch(let expected): typeMismatch(value, forKey: key, expected: expected, on: object)
        }
    }

    private static func report(_ reason: NibLoadingError.Reason, _ message: String) {
        guard let last = sinks.indices.last else { preconditionFailure(message) }
        if sinks[last].failure == nil {
            sinks[last].failure = sinks[last].session.error(at: sinks[last].element, reason, message)
        }
    }

    private static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }
}
