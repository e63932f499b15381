/// A property Interface Builder's user-defined runtime attributes can set by name: the
/// Linux spelling of `@IBInspectable var`. Numbers and booleans arrive as `NSNumber` and
/// are converted to the property's type (`CGFloat`, `Double`, `Int`, `Bool` …).
///
/// ```swift
/// @Inspectable var cornerRadius: CGFloat = 0
/// ```
///
/// The nib sets the storage directly, so a `didSet` on the property does not run; act on
/// the value in `awakeFromNib()`.
@propertyWrapper
public final class Inspectable<Value>: NibKeyValueStorage {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Inspectable where Value: ExpressibleByNilLiteral {
    public convenience init() {
        self.init(wrappedValue: nil)
    }
}
