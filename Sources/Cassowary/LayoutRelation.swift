/// How the two sides of a constraint relate; NSLayoutConstraint.Relation's three cases.
package enum LayoutRelation: Sendable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    package var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
