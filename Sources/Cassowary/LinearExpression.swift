/// `c₁·v₁ + c₂·v₂ + … + constant`: one side of a layout constraint.
///
/// Built with ordinary arithmetic (`view.left + view.width * 0.5 - 8`, see
/// `LinearExpression+Operators.swift`). Terms are kept in the order written and may repeat a
/// variable; `SolverConstraint` combines them once, when it is created.
///
/// Deliberately not expressible by a number literal: with the `(LinearExpression, Double)`
/// operators, that would make plain arithmetic such as `2 * width` ambiguous everywhere in
/// the module. Constraints take a `Double` right side instead (`SolverConstraint(x, .equal, 8)`).
package struct LinearExpression: CustomStringConvertible {
    package var terms: [(variable: LayoutVariable, coefficient: Double)]
    package var constant: Double

    package init(terms: [(variable: LayoutVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// A constant expression.
    package init(_ constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// `coefficient · variable`.
    package init(_ variable: LayoutVariable, coefficient: Double = 1) {
        self.init(terms: [(variable, coefficient)], constant: 0)
    }

    /// Whether every coefficient and the constant are finite numbers: the solver refuses
    /// anything else rather than let a NaN spread through the tableau.
    package var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The same expression with each variable once and no zero coefficients.
    ///
    /// - Complexity: O(n²) in the number of terms, which is two or three for UIKit's
    ///   constraints; cheaper than hashing at that size.
    package func combined() -> LinearExpression {
        var result: [(variable: LayoutVariable, coefficient: Double)] = []
        result.reserveCapacity(terms.count)
        outer: for term in terms {
            for i in result.indices where result[i].variable === term.variable {
                result[i].coefficient += term.coefficient
                continue outer
            }
            result.append(term)
        }
        result.removeAll { $0.coefficient == 0 }
        return LinearExpression(terms: result, constant: constant)
    }

    package var description: String {
        var parts: [String] = []
        for (variable, coefficient) in terms {
            parts.append(coefficient == 1 ? "\(variable)" : "\(coefficient)·\(variable)")
        }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
