import Foundation

/// The coder a nib hands to `init(coder:)`: it reads one Interface Builder element.
///
/// UIKit's classes decode their Interface Builder attributes from it in `init?(coder:)`, as
/// on iOS, so a subclass's `required init?(coder:)` runs with everything set up by
/// `super.init(coder:)`. Keyed decoding (`decodeObject(forKey:)`, `decodeBool(forKey:)` …)
/// answers with the element's attributes and keyed child values, for code that reads its
/// own values.
@MainActor
package final class UINibDecoder: NSCoder, @unchecked Sendable {
    package let element: IBElement
    package unowned let session: NibLoadingSession

    init(element: IBElement, session: NibLoadingSession) {
        self.element = element
        self.session = session
        super.init()
    }

    package var context: IBValueContext { session.context }

    /// Whether a plain view is being made on the canvas for a class this UIKit lacks (a
    /// cell, an effect view): it then shows the views that class keeps under keys.
    package var standsInForUnavailableClass = false

    // MARK: Attributes

    /// The attribute's text.
    package func string(_ attribute: String) -> String? { element[attribute] }

    /// A `YES`/`NO` attribute.
    package func bool(_ attribute: String, default value: Bool) -> Bool {
        IBValue.bool(attribute, of: element, default: value)
    }

    /// A `YES`/`NO` attribute, nil when absent (or anything else, which IB never writes).
    package func flag(_ attribute: String) -> Bool? {
        switch element[attribute] {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    /// A finite number attribute, nil when absent; a malformed one fails the load.
    package func number(_ attribute: String) -> Double? {
        guard element[attribute] != nil else { return nil }
        return attempt { try IBValue.number(attribute, of: element, file: session.file, default: nil) }
    }

    /// An attribute naming one case of an enumeration; an unknown name fails the load.
    package func enumeration<T>(_ attribute: String, _ parse: (String) -> T?) -> T? {
        guard let text = element[attribute] else { return nil }
        guard let value = parse(text) else {
            session.fail(session.error(at: element, .invalidValue, "\(attribute)=\"\(text)\" is not a value UIKit knows"))
            return nil
        }
        return value
    }

    // MARK: Keyed child values

    /// The child element holding the value for `key`.
    package func child(key: String) -> IBElement? { element.child(key: key) }

    /// A `<color key=…>`; `.some(nil)` for `<nil key=…>`, nil when absent.
    package func color(_ key: String) -> UIColor?? {
        guard let e = element.child(key: key) else { return nil }
        return .some(decodeOnce(e) { try IBValue.color(e, in: context) } ?? nil)
    }

    package func font(_ key: String) -> UIFont? {
        guard let e = element.child(key: key) else { return nil }
        return decodeOnce(e) { try IBValue.font(e, in: context) }
    }

    package func rect(_ key: String) -> CGRect? {
        guard let e = element.child("rect", key: key) else { return nil }
        return decodeOnce(e) { try IBValue.rect(e, file: session.file) }
    }

    package func size(_ key: String) -> CGSize? {
        guard let e = element.child("size", key: key) else { return nil }
        return decodeOnce(e) { try IBValue.size(e, file: session.file) }
    }

    package func point(_ key: String) -> CGPoint? {
        guard let e = element.child("point", key: key) else { return nil }
        return decodeOnce(e) { try IBValue.point(e, file: session.file) }
    }

    package func insets(_ key: String) -> UIEdgeInsets? {
        guard let e = element.child(key: key), e.name == "inset" || e.name == "edgeInsets" else { return nil }
        return decodeOnce(e) { try IBValue.insets(e, file: session.file) }
    }

    /// A `<string key=…>` element's text (multi-line text is written this way).
    package func text(_ key: String) -> String? {
        guard let e = element.child("string", key: key) else { return nil }
        return e.text
    }

    /// An image named by an attribute, looked up in the nib's bundle.
    package func image(_ attribute: String) -> UIImage? {
        guard let name = element[attribute], !name.isEmpty else { return nil }
        return IBValue.image(named: name, in: context)
    }

    /// Creates the objects in a container child (`<subviews>` …), in document order.
    package func objects(in container: String) -> [AnyObject] {
        guard let list = element.child(container) else { return [] }
        return list.children.compactMap { session.instantiate($0) }
    }

    /// Creates the object of a keyed child (`<navigationItem key="navigationItem">` …).
    package func object(key: String) -> AnyObject? {
        guard let e = element.child(key: key) else { return nil }
        return session.instantiate(e)
    }

    /// Records a failure for this element; the load throws it once `init(coder:)` returns.
    package func fail(_ reason: NibLoadingError.Reason, _ message: String) {
        session.fail(session.error(at: element, reason, message))
    }

    /// The value of a value element, decoded the first time any instantiation asks: a
    /// document never changes, and colors and fonts are immutable, so every instantiation
    /// can share them (UIKit shares them too).
    private func decodeOnce<T>(_ e: IBElement, _ decode: () throws -> T) -> T? {
        if let decoded = e.decoded as? IBElement.Decoded<T> { return decoded.value }
        guard let value = attempt(decode) else { return nil }
        e.decoded = IBElement.Decoded(value)
        return value
    }

    private func attempt<T>(_ body: () throws -> T) -> T? {
        do { return try body() } catch let error as NibLoadingError {
            session.fail(error)
        } catch {
            session.fail(session.error(at: element, .invalidValue, "\(error)"))
        }
        return nil
    }

    // MARK: NSCoder

    package override var allowsKeyedCoding: Bool { true }

    package override func containsValue(forKey key: String) -> Bool {
        MainActor.assumeIsolated { element[key] != nil || element.child(key: key) != nil }
    }

    /// The attribute's text, or the keyed child's value (a color, font, geometry or string).
    package override func decodeObject(forKey key: String) -> Any? {
        // A value crosses out of the main actor only in name: the decoder runs on it.
        nonisolated(unsafe) var value: Any?
        MainActor.assumeIsolated { value = keyedValue(key) }
        return value
    }

    private func keyedValue(_ key: String) -> Any? {
        if let text = element[key] { return text }
        guard let e = element.child(key: key) else { return nil }
        switch e.name {
        case "color": return color(key) ?? nil
        case "fontDescription", "font": return font(key)
        case "rect": return rect(key).map { NSValue(cgRect: $0) }
        case "size": return size(key).map { NSValue(cgSize: $0) }
        case "point": return point(key).map { NSValue(cgPoint: $0) }
        case "string", "mutableString": return e.text
        default: return nil
        }
    }

    package override func decodeBool(forKey key: String) -> Bool {
        MainActor.assumeIsolated { bool(key, default: false) }
    }
    package override func decodeDouble(forKey key: String) -> Double {
        MainActor.assumeIsolated { number(key) ?? 0 }
    }
    package override func decodeInteger(forKey key: String) -> Int {
        let value = decodeDouble(forKey: key).rounded(.towardZero)
        return value.magnitude < 9.2e18 ? Int(value) : 0
    }
    package override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }
    package override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    package override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
}

/// A coder with no values: what a failed storyboard load hands a controller class so that
/// `UINib.throwingErrors` has an object to discard.
final class EmptyCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
}
