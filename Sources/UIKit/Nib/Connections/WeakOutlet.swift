/// An outlet that does not keep its object alive: the Linux spelling of
/// `@IBOutlet weak var`. Use it for views the hierarchy already owns, so that the owner and
/// the views never form a retain cycle.
///
/// ```swift
/// @WeakOutlet var label: UILabel!
/// ```
@propertyWrapper
public final class WeakOutlet<Value: ExpressibleByNilLiteral>: NibKeyValueStorage {
    private weak var object: AnyObject?

    public init() {}

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public var wrappedValue: Value {
        get { object.flatMap { $0 as? Value } ?? nil }
        set { object = NibValueConversion.object(newValue) }
    }
}
