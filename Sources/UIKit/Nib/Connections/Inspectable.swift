/// A property Interface Builder's user-defined runtime attributes can set by name: the
/// Linux spelling of `@IBInspectable var`. Numbers and booleans arrive as `NSNumber` and
/// are converted to the property's type (`CGFloat`, `Double`, `Int`, `Bool` …).
///
/// ```swift
/// @Inspectable var cornerRadius: CGFloat = 0
/// ```
///
/// It is stored as an outlet is: a nib sets both by name the same way. The nib sets the
/// storage directly, so a `didSet` on the property does not run; act on the value in
/// `awakeFromNib()`.
public typealias Inspectable<Value> = Outlet<Value>
