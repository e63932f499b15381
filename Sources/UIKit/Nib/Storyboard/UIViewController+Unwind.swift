internal import RuntimeSupport

/// Unwind segues as TN2298 describes them: the destination is the nearest controller, up the
/// containment and presentation chain from the source, that can perform the action; the
/// source's `prepare(for:sender:)` runs, then the destination's action (an `@Action` method
/// taking the segue), then the segue dismisses what is presented above the destination.
extension UIViewController {
    func performUnwind(_ template: NibSegues.Template, sender: Any?) {
        guard let selector = template.unwindAction, !selector.isEmpty else {
            NibSegues.fail(template, .missingAttribute, "an unwind segue needs an unwindAction")
            return
        }
        let source = UIStoryboardUnwindSegueSource(source: self, unwindAction: UIEditAction(rawValue: selector), sender: sender)
        guard let destination = unwindDestination(for: source) else {
            RuntimeIssue.report("No view controller up the chain from \(type(of: self)) can perform the unwind action '\(selector)' "
                + "(declare it with @Action on the destination); nothing was unwound")
            return
        }
        guard let segue = NibSegues.segue(for: template, source: self, destination: destination,
                                          transition: NibSegues.transition(for: template, sender: sender)) else { return }
        prepare(for: segue, sender: sender)
        if let action = NibKeyValueCoding.action(forSelector: selector, on: destination) {
            if !action.send(to: destination, sender: segue, event: nil) {
                RuntimeIssue.report("\(type(of: destination))'s unwind action '\(selector)' does not take a UIStoryboardSegue; it was not called")
            }
        }
        segue.perform()
    }

    /// The nearest controller above the source, its other children searched before it, that
    /// answers true to `canPerformUnwindSegueAction(_:from:sender:)`.
    func unwindDestination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var level = _parent ?? presentation.presenting
        var steps = 0
        while let current = level, steps < 100_000 {
            if let found = current.unwindCandidate(for: source, depth: 0) { return found }
            level = current._parent ?? current.presentation.presenting
            steps += 1
        }
        return nil
    }

    /// The allowed children (the most recently added first, each with its own children), then
    /// this controller.
    private func unwindCandidate(for source: UIStoryboardUnwindSegueSource, depth: Int) -> UIViewController? {
        if depth < 10_000 {
            for child in allowedChildrenForUnwinding(from: source).reversed() {
                if let found = child.unwindCandidate(for: source, depth: depth + 1) { return found }
            }
        }
        return canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) ? self : nil
    }

    /// `canPerformUnwindSegueAction(_:from:sender:)`'s default.
    func canPerformUnwind(_ action: UIEditAction, from source: UIViewController) -> Bool {
        source !== self && NibKeyValueCoding.action(forSelector: action.rawValue, on: self) != nil
    }

    /// The child of this controller whose subtree, following parents and presenters up from
    /// `controller`, holds it; nil when none does.
    func child(leadingTo controller: UIViewController) -> UIViewController? {
        var current: UIViewController? = controller
        var steps = 0
        while let c = current, steps < 100_000 {
            if c._parent === self { return c }
            current = c._parent ?? c.presentation.presenting
            steps += 1
        }
        return nil
    }
}
