internal import Cassowary
import CoreGraphics
import Foundation
internal import RuntimeSupport

extension LayoutEngine {
    /// Logs an unsatisfiable layout the way UIKit does, naming the conflicting constraints
    /// and the one broken to recover (`broken`, which is not enforced).
    func reportUnsatisfiable(_ broken: NSLayoutConstraint, _ error: any Error) {
        var conflicting: [NSLayoutConstraint] = []
        if case SolverError.unsatisfiable(conflicting: let list) = error {
            conflicting = list.compactMap { $0.owner as? NSLayoutConstraint }
        }
        if !conflicting.contains(where: { $0 === broken }) { conflicting.append(broken) }
        let list = conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n")
        RuntimeIssue.report("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
            (
            \(list)
            )

            Will attempt to recover by breaking constraint 
            \(broken)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """)
    }

    /// Sets `changed`'s constant in the solver. Where the new value cannot hold with the
    /// required constraints around it, UIKit keeps the value (a translating view's frame is
    /// what it was given) and breaks one of the constraints it conflicts with, one the app
    /// made rather than the system's frame or encapsulation pins, logging the whole conflict.
    func breakConflicts(toHold changed: NSLayoutConstraint, at constant: Double) {
        // Each round breaks one constraint; should the value still not hold after a few, the
        // solver keeps the old one rather than breaking constraint after constraint.
        for _ in 0..<8 {
            guard let sc = changed.solverConstraint else { return }
            let error: SolverError
            do { return try solver.updateConstant(constant, of: sc) } catch let thrown { error = thrown }
            guard case .unsatisfiable(let list) = error else { return }
            let conflicting = list.compactMap { $0.owner as? NSLayoutConstraint }
            let victim = conflicting.last { $0 !== changed && !$0.isSystemHold } ?? changed
            reportUnsatisfiable(victim, error)
            uninstall(victim)
            victim.isBroken = true
            if victim === changed { return }
        }
    }

    func hasAmbiguousLayout(_ object: AnyObject) -> Bool {
        solveIfNeeded()
        guard let item = existingItem(for: object) else { return false }
        return [item.x, item.y, item.width, item.height].contains { solver.isAmbiguous($0) }
    }

    func constraintsAffectingLayout(of object: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        solveIfNeeded()
        guard let item = existingItem(for: object) else { return [] }
        var seen = Set<ObjectIdentifier>()
        var result: [NSLayoutConstraint] = []
        let variables = axis == .horizontal ? [item.x, item.width] : [item.y, item.height]
        for v in variables {
            for sc in solver.constraints(affecting: v) {
                guard let c = sc.owner as? NSLayoutConstraint, seen.insert(ObjectIdentifier(c)).inserted else { continue }
                result.append(c)
            }
        }
        return result
    }

    static func hasAmbiguousLayout(_ view: UIView) -> Bool {
        engine(of: view)?.hasAmbiguousLayout(view) ?? false
    }

    static func constraintsAffectingLayout(of view: UIView, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        engine(of: view)?.constraintsAffectingLayout(of: view, axis: axis) ?? []
    }

    /// Moves an ambiguous view to another solution of its constraints.
    static func exerciseAmbiguity(of view: UIView) {
        guard let engine = engine(of: view) else { return }
        engine.solveIfNeeded()
        guard let item = engine.existingItem(for: view) else { return }
        var r = item.rect
        if let v = engine.solver.alternativeValue(for: item.x) { r.origin.x = v }
        if let v = engine.solver.alternativeValue(for: item.y) { r.origin.y = v }
        if let v = engine.solver.alternativeValue(for: item.width) { r.size.width = v }
        if let v = engine.solver.alternativeValue(for: item.height) { r.size.height = v }
        guard r != item.rect, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        view.untransformedFrame = view.frame(forAlignmentRect: r)
    }
}
