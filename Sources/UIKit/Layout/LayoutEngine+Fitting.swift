internal import Cassowary
import CoreGraphics

extension LayoutEngine {
    /// `systemLayoutSizeFitting`: solves the view's own subtree in a scratch engine — its
    /// constraints among the subtree, the view free of its frame, each axis held to
    /// `target` at the given priority — and returns the view's size.
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority,
                            vertical: UILayoutPriority) -> CGSize {
        UpdateConstraintsPass.run(within: view)
        let engine = LayoutEngine(root: view, scratch: true)
        let item = engine.retain(view)
        // Constraints the window's engine broke count here too: they may have conflicted only
        // with the size the view has there (a cell laid out at its 44-point start).
        for c in installedConstraints(under: view) where c.installedView != nil {
            var used: [Item] = []
            guard let space = c.installedView,
                  let sc = engine.makeSolverConstraint(for: c, in: space, retaining: &used) else {
                for i in used { engine.release(i) }
                continue
            }
            if (try? engine.solver.add(sc)) == nil { for i in used { engine.release(i) } }
        }
        let holds: [(LayoutVariable, CGFloat, UILayoutPriority)] = [
            (item.width, target.width, horizontal), (item.height, target.height, vertical),
        ]
        for (variable, value, priority) in holds where value.isFinite {
            let p = min(1000, max(1, priority.rawValue))
            _ = try? engine.solver.add(SolverConstraint(LinearExpression(variable), .equal, LinearExpression(Double(value)), priority: p))
        }
        engine.solver.updateVariables()
        let size = view.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: item.width.value, height: item.height.value)).size
        return CGSize(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
    }
}
