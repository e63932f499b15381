/// Why the solver refused a request. Every throwing call leaves the solver as it was.
package enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already
    /// present. `conflicting` names the constraint being added (or changed) first, then the
    /// required constraints whose marker symbols appear in the row that proved the conflict:
    /// the ones whose removal could make room for it. UIKit prints this list as "Unable to
    /// simultaneously satisfy constraints".
    case unsatisfiable(conflicting: [SolverConstraint])
    /// The constraint (or edit variable) is already in this solver, or in another one.
    case duplicate
    /// The constraint is not in this solver.
    case unknownConstraint
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable
    /// A NaN or infinite coefficient, constant or suggested value. Refused before anything
    /// touches the tableau: one NaN would spread through every row it is substituted into.
    case invalidValue
    /// A priority outside 1…1000, or a required (1000) priority for an edit variable, whose
    /// suggested values must be allowed to lose against required constraints.
    case invalidPriority

    package var description: String {
        switch self {
        case .unsatisfiable(let constraints):
            "unable to simultaneously satisfy constraints: \(constraints.map(\.description).joined(separator: ", "))"
        case .duplicate: "the constraint or edit variable is already in a solver"
        case .unknownConstraint: "the constraint is not in this solver"
        case .unknownEditVariable: "the variable is not an edit variable of this solver"
        case .invalidValue: "NaN or infinite coefficient, constant or value"
        case .invalidPriority: "priority outside 1...1000 (or required, for an edit variable)"
        }
    }
}
