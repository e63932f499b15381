/// `lhs ⋈ rhs` at a priority: the solver's form of an NSLayoutConstraint.
///
/// The constraint keeps `lhs - rhs` as one expression with each variable once, so
/// `relation` compares it with zero. Its `constant` is UIKit's: for
/// `item1 = multiplier × item2 + constant` it is `constant`, the right side's constant minus
/// the left side's. Change it through `SimplexSolver.setConstant(_:of:)`, which updates the
/// tableau in place.
///
/// Constraints compare and hash by identity: adding two equal-looking constraints adds two.
package final class SolverConstraint: Hashable, CustomStringConvertible {
    /// `lhs - rhs`, like terms combined.
    package private(set) var expression: LinearExpression
    package let relation: LayoutRelation
    /// 1…1000; 1000 is required, anything lower is optional and loses lexicographically to
    /// every higher priority.
    package internal(set) var priority: Float
    /// The object the UIKit layer maps back to (an NSLayoutConstraint). Weak: the solver
    /// must never keep a deactivated constraint's owner alive.
    package weak var owner: AnyObject?

    /// The constant of the right side minus that of the left: `lhs ⋈ rhs` reads
    /// `terms ⋈ constant` once the variables are moved to the left.
    package var constant: Double { -expression.constant }
    package var isRequired: Bool { priority >= Strength.required }

    // Solver bookkeeping: which solver holds the constraint and the symbols that stand for
    // it in the tableau (Cassowary's marker and, for optional constraints, the other error).
    var binding: ObjectIdentifier?
    var marker: Int32 = -1
    var other: Int32 = -1
    /// The coefficients of `marker` and `other` in the constraint's equation
    /// `expression + marker·markerCoefficient + other·otherCoefficient = 0`, which
    /// `setConstant` needs to shift the right symbol by the right amount.
    var markerCoefficient: Double = 0
    var otherCoefficient: Double = 0
    /// The fresh variable this constraint was solved for when added (−1 if none): when the
    /// constraint is removed, that variable's row is the natural one to drop.
    var subject: Int32 = -1
    /// Edit constraints are the solver's own (one per edit variable), not counted or reported.
    var isEdit = false

    package init(_ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression = LinearExpression(0),
                 priority: Float = 1000) {
        self.expression = (lhs - rhs).combined()
        self.relation = relation
        self.priority = priority
    }

    package convenience init(_ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: Double, priority: Float = 1000) {
        self.init(lhs, relation, LinearExpression(rhs), priority: priority)
    }

    package convenience init(_ lhs: LayoutVariable, _ relation: LayoutRelation, _ rhs: LinearExpression = LinearExpression(0),
                             priority: Float = 1000) {
        self.init(LinearExpression(lhs), relation, rhs, priority: priority)
    }

    package convenience init(_ lhs: LayoutVariable, _ relation: LayoutRelation, _ rhs: Double, priority: Float = 1000) {
        self.init(LinearExpression(lhs), relation, LinearExpression(rhs), priority: priority)
    }

    package convenience init(_ lhs: LayoutVariable, _ relation: LayoutRelation, _ rhs: LayoutVariable, priority: Float = 1000) {
        self.init(LinearExpression(lhs), relation, LinearExpression(rhs), priority: priority)
    }

    package convenience init(_ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LayoutVariable, priority: Float = 1000) {
        self.init(lhs, relation, LinearExpression(rhs), priority: priority)
    }

    /// Sets the constant of `expression`; only the solver calls this, after checking it.
    func storeConstant(_ constant: Double) { expression.constant = -constant }

    package static func == (lhs: SolverConstraint, rhs: SolverConstraint) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    package var description: String {
        var terms = LinearExpression(terms: expression.terms, constant: 0).description
        if expression.terms.isEmpty { terms = "0" }
        let level = isRequired ? "" : " @\(priority)"
        return "\(terms) \(relation) \(constant)\(level)"
    }
}

/// Errors must be `Sendable`, and `SolverError.unsatisfiable` carries constraints. A
/// constraint is only ever touched by the engine that holds it (on the main actor, in
/// UIKit), never shared across threads, so the conformance is declared rather than checked.
extension SolverConstraint: @unchecked Sendable {}
