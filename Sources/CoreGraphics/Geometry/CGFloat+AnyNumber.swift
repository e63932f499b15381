import Foundation

extension CGFloat {
    /// A number stored as any of the types iOS code puts in untyped places (attribute
    /// dictionaries, animation values, `[Any]` lists): CGFloat, Double, Float, Int, NSNumber.
    package init?(anyNumber value: Any) {
        switch value {
        case let v as CGFloat: self = v
        case let v as Double: self = CGFloat(v)
        case let v as Float: self = CGFloat(v)
        case let v as Int: self = CGFloat(v)
        case let v as NSNumber: self = CGFloat(v.doubleValue)
        default: return nil
        }
    }
}
