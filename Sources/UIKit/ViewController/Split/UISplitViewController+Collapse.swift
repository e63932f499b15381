import Foundation

/// What a split moved into its compact navigation stack when it collapsed, so that expanding
/// puts each controller back in its column.
@MainActor
final class SplitCollapseRecord {
    /// The navigation controller that shows the collapsed interface.
    let stack: UINavigationController?
    /// How many controllers at the bottom of `stack` are the primary column's own.
    let baseCount: Int
    /// The columns whose controllers were pushed onto `stack`, in order, with the navigation
    /// controller they came from.
    var moved: [(column: UISplitViewController.Column, source: UINavigationController?, controllers: [UIViewController])] = []
    /// A classic secondary the collapsed interface does not show; it comes back on expanding
    /// when nothing else is separated from the primary.
    var setAside: UIViewController?

    init(stack: UINavigationController?) {
        self.stack = stack
        baseCount = stack?.viewControllers.count ?? 0
    }

    /// How many controllers at the bottom of the stack belong to columns before `column`.
    func count(before column: UISplitViewController.Column) -> Int {
        baseCount + moved.prefix { $0.column.rawValue < column.rawValue }.reduce(0) { $0 + $1.controllers.count }
    }

    /// Pushes `controllers` as `column`'s on top of the controllers of the columns before it
    /// (the ones of that column and after are popped).
    func replace(column: UISplitViewController.Column, with controllers: [UIViewController], source: UINavigationController? = nil,
                 in split: UISplitViewController, animated: Bool = false) {
        guard let stack else { return }
        let keep = count(before: column)
        moved.removeAll { $0.column.rawValue >= column.rawValue }
        moved.append((column, source, controllers))
        stack.setViewControllers(Array(stack.viewControllers.prefix(keep)) + controllers, animated: animated)
    }

    /// Takes the controllers above the primary's own off the stack and returns them by column:
    /// each moved column gets back those of its controllers still there, the last column also
    /// what was pushed on top while collapsed.
    func separate() -> [(column: UISplitViewController.Column, source: UINavigationController?, controllers: [UIViewController])] {
        guard let stack else { return [] }
        var rest = Array(stack.viewControllers.dropFirst(baseCount))
        stack.setViewControllers(Array(stack.viewControllers.prefix(baseCount)), animated: false)
        var result: [(column: UISplitViewController.Column, source: UINavigationController?, controllers: [UIViewController])] = []
        for (index, segment) in moved.enumerated() {
            let isLast = index == moved.count - 1
            var mine: [UIViewController] = []
            if isLast {
                mine = rest
                rest = []
            } else {
                while let first = rest.first, segment.controllers.contains(where: { $0 === first }) { mine.append(rest.removeFirst()) }
            }
            // A column the user popped away while collapsed gets its controllers back.
            result.append((segment.column, segment.source, mine.isEmpty ? segment.controllers : mine))
        }
        if !rest.isEmpty { result.append((.secondary, nil, rest)) }
        return result
    }
}

extension UISplitViewController {
    /// Collapses or expands when the width class says so (compact collapses).
    func updateCollapsedState() {
        let compact = traitCollection.horizontalSizeClass == .compact
        guard compact != isCollapsed else { return }
        if compact { collapseColumns() } else { expandColumns() }
    }

    private func collapseColumns() {
        isCollapsed = true
        for host in hosts.values { host.viewIfLoaded?.removeFromSuperview() }
        if style == .unspecified {
            collapseClassic()
        } else if hosts[.compact] == nil {
            let stack = hosts[.primary] as? UINavigationController
            let record = SplitCollapseRecord(stack: stack)
            collapseRecord = record
            let proposed: Column = .secondary
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
            let columns: [Column] = style == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
            for column in columns where column.rawValue <= top.rawValue {
                guard let source = hosts[column] as? UINavigationController else { continue }
                let controllers = source.viewControllers
                source.setViewControllers([], animated: false)
                record.replace(column: column, with: controllers, source: source, in: self)
            }
        }
        for host in hosts.values where host._parent === self { setOverrideTraitCollection(nil, forChild: host) }
        viewIfLoaded?.setNeedsLayout()
        refreshColumnBars()
        delegate?.splitViewControllerDidCollapse(self)
        inspectorDidCollapse()
    }

    /// A classic collapse: the delegate may choose the primary and take the secondary; else the
    /// primary collapses the secondary onto itself (a navigation controller pushes it).
    private func collapseClassic() {
        if let primary = delegate?.primaryViewController(forCollapsing: self), primary !== hosts[.primary] {
            isCollapsed = false
            install(primary, in: .primary)
            isCollapsed = true
        }
        guard let primary = hosts[.primary] else { return }
        let record = SplitCollapseRecord(stack: primary as? UINavigationController)
        collapseRecord = record
        guard let secondary = hosts[.secondary] else { return }
        collapse(secondary: secondary)
    }

    /// Takes a classic `secondary` into the collapsed interface (also when one is installed
    /// while collapsed).
    func collapse(secondary: UIViewController) {
        guard let primary = hosts[.primary] else { return }
        if collapseRecord == nil { collapseRecord = SplitCollapseRecord(stack: primary as? UINavigationController) }
        hosts[.secondary] = nil
        secondary.viewIfLoaded?.removeFromSuperview()
        collapseRecord?.setAside = secondary
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
            primary.collapseSecondaryViewController(secondary, for: self)
        }
        if secondary._parent === self {
            secondary.willMove(toParent: nil)
            setOverrideTraitCollection(nil, forChild: secondary)
            secondary.removeFromParent()
        }
    }

    private func expandColumns() {
        let record = collapseRecord
        inspectorWillExpand()
        isCollapsed = false
        if style == .unspecified {
            if let primary = delegate?.primaryViewController(forExpanding: self), primary !== hosts[.primary] { install(primary, in: .primary) }
            if let primary = hosts[.primary] {
                let separated = delegate?.splitViewController(self, separateSecondaryFrom: primary)
                    ?? primary.separateSecondaryViewController(for: self)
                collapseRecord = nil
                if let secondary = separated ?? record?.setAside { install(secondary, in: .secondary) }
            }
        } else if let record {
            for segment in record.separate() {
                if let source = segment.source {
                    source.setViewControllers(segment.controllers, animated: false)
                } else if let nav = hosts[segment.column] as? UINavigationController {
                    nav.setViewControllers(segment.controllers, animated: false)
                }
            }
        }
        collapseRecord = nil
        hosts[.compact]?.viewIfLoaded?.removeFromSuperview()
        chosenDisplayMode = nil
        let proposed = resolvedDisplayMode()
        let mode = style == .unspecified ? proposed
            : (delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed)
        if mode != proposed { chosenDisplayMode = mode }
        currentDisplayMode = fitted(mode, to: resolvedSplitBehavior())
        viewIfLoaded?.setNeedsLayout()
        refreshColumnBars()
        delegate?.splitViewControllerDidExpand(self)
    }

    // MARK: Collapsed navigation

    /// The navigation stack of the collapsed interface (the compact column's, else the primary's).
    var collapsedStack: UINavigationController? {
        (hosts[.compact] as? UINavigationController) ?? collapseRecord?.stack ?? (hosts[.primary] as? UINavigationController)
    }

    func showCollapsedDetail(_ vc: UIViewController, sender: Any?) {
        if let compact = hosts[.compact] { return compact.show(vc, sender: sender) }
        guard let stack = collapsedStack else { return present(vc, animated: true) }
        let record = collapseRecord ?? SplitCollapseRecord(stack: stack)
        collapseRecord = record
        if let nav = vc as? UINavigationController {
            let controllers = nav.viewControllers
            nav.setViewControllers([], animated: false)
            record.replace(column: .secondary, with: controllers, source: nav, in: self, animated: true)
        } else {
            record.replace(column: .secondary, with: [vc], in: self, animated: true)
        }
    }

    func showCollapsed(_ column: Column) {
        guard let record = collapseRecord, let stack = record.stack, column != .compact, column != .inspector else { return }
        let below = record.count(before: column)
        if let segment = record.moved.first(where: { $0.column == column }), let last = segment.controllers.last,
           stack.viewControllers.contains(where: { $0 === last }) {
            stack.popToViewController(last, animated: true)
        } else if column == .primary, below > 0 {
            stack.popToViewController(stack.viewControllers[below - 1], animated: true)
        } else if let source = hosts[column] as? UINavigationController, !source.viewControllers.isEmpty {
            let controllers = source.viewControllers
            source.setViewControllers([], animated: false)
            record.replace(column: column, with: controllers, source: source, in: self, animated: true)
        }
    }

    func hideCollapsed(_ column: Column) {
        guard let record = collapseRecord, let stack = record.stack, column == .supplementary || column == .secondary else { return }
        let below = record.count(before: column)
        guard below > 0, below < stack.viewControllers.count else { return }
        stack.popToViewController(stack.viewControllers[below - 1], animated: true)
    }
}
