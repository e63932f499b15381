/// An outlet a nib connects: the Linux spelling of `@IBOutlet var`, holding its object
/// strongly. Outlet collections (`@Outlet var buttons: [UIButton]!`) are declared the same way.
///
/// ```swift
/// @Outlet var contentView: UIView!
/// ```
///
/// The nib finds the property by name, as key-value coding does on iOS; assignment and
/// reading are as for any stored property.
@propertyWrapper
public final class Outlet<Value>: NibKeyValueStorage {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Outlet where Value: ExpressibleByNilLiteral {
    /// An outlet not yet connected.
    public convenience init() {
        self.init(wrappedValue: nil)
    }
}
