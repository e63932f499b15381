import QuartzCore
internal import RuntimeSupport

/// The commit's update-constraints phase: `updateConstraints()` for every view marked with
/// `setNeedsUpdateConstraints()`, subviews before their superviews (bottom-up), each once;
/// marks made while it runs are served in the same phase.
@MainActor
enum UpdateConstraintsPass {
    /// The current context's marked views.
    private static var scheduled: [UIView] {
        get { LayoutEngine.queues.scheduled }
        _modify { yield &LayoutEngine.queues.scheduled }
    }

    static func schedule(_ view: UIView) {
        CATransaction.noteChange()
        scheduled.append(view)
    }

    /// Runs the marked views in `view`'s subtree (all marked views when nil), deepest first.
    static func run(within view: UIView? = nil) {
        var rounds = 0
        while true {
            let chosen: [UIView]
            if let view {
                chosen = scheduled.filter { $0.isDescendant(of: view) }
                scheduled.removeAll { $0.isDescendant(of: view) }
            } else {
                chosen = scheduled
                scheduled.removeAll()
            }
            guard !chosen.isEmpty else { return }
            rounds += 1
            if rounds > LayoutPass.maximumLayoutsPerLayer {
                RuntimeIssue.report("updateConstraints() feedback loop: these views asked for it again every time it ran: "
                    + chosen.map { String(describing: $0) }.joined(separator: ", "))
                for v in chosen { v._autoLayout?.needsUpdateConstraints = false }
                return
            }
            let ordered = chosen.map { ($0, depth(of: $0)) }.sorted { $0.1 > $1.1 }.map(\.0)
            for v in ordered where v._autoLayout?.needsUpdateConstraints == true {
                v._autoLayout?.needsUpdateConstraints = false
                // A controller's view asks its controller, whose default asks the view.
                v.withOwnTraitsCurrent {
                    if let controller = v._viewController { controller.updateViewConstraints() } else { v.updateConstraints() }
                }
            }
        }
    }

    static func runAll() { run(within: nil) }

    private static func depth(of view: UIView) -> Int {
        var d = 0
        var v = view._superview
        while let s = v { d += 1; v = s._superview }
        return d
    }
}
