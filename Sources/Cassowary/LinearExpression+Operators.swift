// Arithmetic that builds `LinearExpression`s, so constraints read as they are written:
// `SolverConstraint(b.left, .equal, a.left + a.width + 8)`.
//
// Only linear operations exist: a variable times a variable is not an expression the
// simplex can solve, so there is no operator for it.

extension LinearExpression {
    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-rhs)
    }

    package static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand * -1
    }

    package static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    package static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }

    package static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }

    package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    package static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
    package static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
    package static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }

    package static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression { lhs + LinearExpression(rhs) }
    package static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression { lhs - LinearExpression(rhs) }
}

extension LayoutVariable {
    package static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(terms: [(lhs, 1), (rhs, 1)], constant: 0)
    }

    package static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(terms: [(lhs, 1), (rhs, -1)], constant: 0)
    }

    package static func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression(terms: [(lhs, 1)], constant: rhs)
    }

    package static func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression(terms: [(lhs, 1)], constant: -rhs)
    }

    package static func + (lhs: Double, rhs: LayoutVariable) -> LinearExpression { rhs + lhs }

    package static func - (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(terms: [(rhs, -1)], constant: lhs)
    }

    package static func * (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs, coefficient: rhs) }
    package static func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression { LinearExpression(rhs, coefficient: lhs) }
    package static func / (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs, coefficient: 1 / rhs) }
    package static prefix func - (operand: LayoutVariable) -> LinearExpression { LinearExpression(operand, coefficient: -1) }

    package static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
    package static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
}
