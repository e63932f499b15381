import Foundation

/// Converts what a nib hands over (`NSNumber` for numbers and booleans, as key-value coding
/// does on iOS; objects; nil) to a property's Swift type.
enum NibValueConversion {
    /// The value as `Value`, or nil when it cannot be one.
    static func convert<Value>(_ value: Any?, to type: Value.Type) -> Value? {
        guard let value else { return (Value.self as? any NibOptional.Type)?.nibNone as? Value }
        if let exact = value as? Value { return exact }
        guard let number = value as? NSNumber else { return nil }
        let target = (Value.self as? any NibOptional.Type)?.wrappedType ?? Value.self
        let converted: Any? = switch target {
        case is CGFloat.Type: CGFloat(number.doubleValue)
        case is Double.Type: number.doubleValue
        case is Float.Type: number.floatValue
        case is Int.Type: Int(exactly: number.doubleValue.rounded(.towardZero))
        case is Int32.Type: Int32(exactly: number.doubleValue.rounded(.towardZero))
        case is Int64.Type: Int64(exactly: number.doubleValue.rounded(.towardZero))
        case is UInt.Type: UInt(exactly: number.doubleValue.rounded(.towardZero))
        case is Bool.Type: number.boolValue
        case is String.Type: number.stringValue
        default: nil
        }
        return converted.flatMap { $0 as? Value }
    }

    /// The name of a property type for messages: `UILabel` for `UILabel!`.
    static func typeName<Value>(_ type: Value.Type) -> String {
        "\((Value.self as? any NibOptional.Type)?.wrappedType ?? Value.self)"
    }

    /// Unwraps a value that may be an optional holding an object.
    static func object(_ value: Any) -> AnyObject? {
        if let optional = value as? any NibOptional { return optional.wrappedAny.flatMap(object) }
        return value as AnyObject
    }
}

/// What the conversions need to know about `Optional` without knowing its wrapped type.
protocol NibOptional {
    static var nibNone: Self { get }
    static var wrappedType: Any.Type { get }
    var wrappedAny: Any? { get }
}

extension Optional: NibOptional {
    static var nibNone: Self { nil }
    static var wrappedType: Any.Type { Wrapped.self }
    var wrappedAny: Any? { self.map { $0 as Any } }
}
