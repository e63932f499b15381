import Foundation
internal import RuntimeSupport

/// Which controller is in which column, and showing and hiding columns.
extension UISplitViewController {
    var columnHosts: [UIViewController] {
        get {
            if style == .unspecified {
                return (isCollapsed ? [.primary] : [Column.primary, .secondary]).compactMap { hosts[$0] }
            }
            return (style == .tripleColumn ? [Column.primary, .supplementary, .secondary] : [.primary, .secondary]).compactMap { hosts[$0] }
        }
        set {
            MainThreadChecker.check("UISplitViewController.viewControllers")
            let columns: [Column] = style == .tripleColumn && newValue.count > 2 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (column, controller) in zip(columns, newValue) {
                if style == .unspecified { install(controller, in: column) } else { setViewController(controller, for: column) }
            }
            if style == .unspecified, newValue.count < 2 { install(nil, in: .secondary) }
        }
    }

    func setColumnController(_ vc: UIViewController?, for column: Column) {
        MainThreadChecker.check("UISplitViewController.setViewController(_:for:)")
        guard style != .unspecified else {
            RuntimeIssue.report("UISplitViewController.setViewController(_:for:) is for column-style splits (init(style:)); "
                + "a classic split's controllers are its viewControllers. Nothing was changed")
            return
        }
        if column == .supplementary, style != .tripleColumn {
            RuntimeIssue.report("UISplitViewController.setViewController(_:for: .supplementary): a double-column split has no "
                + "supplementary column. Nothing was changed")
            return
        }
        columnControllers[column] = vc
        guard let vc else { return install(nil, in: column) }
        if vc is UINavigationController || column == .compact {
            install(vc, in: column)
        } else if let wrapper = hosts[column] as? UINavigationController, wrapper !== vc,
                  !isCollapsed || column == .compact || column == .inspector {
            wrapper.setViewControllers([vc], animated: false)
        } else if isCollapsed, column != .compact, column != .inspector, let record = collapseRecord {
            // Collapsed: the column's stack lives in the compact navigation stack until it expands.
            record.replace(column: column, with: [vc], in: self)
        } else {
            install(UINavigationController(rootViewController: vc), in: column)
        }
    }

    /// Makes `controller` the column's child (replacing the one there) and shows its view if the
    /// column is on screen.
    func install(_ controller: UIViewController?, in column: Column) {
        let old = hosts[column]
        guard old !== controller else { return }
        if let old {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            setOverrideTraitCollection(nil, forChild: old)
            old.removeFromParent()
        }
        hosts[column] = controller
        if let controller {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if column == .inspector, controller == nil { inspector = SplitInspectorState() }
        if isCollapsed, column == .secondary, let controller, style == .unspecified {
            collapse(secondary: controller)
        }
        viewIfLoaded?.setNeedsLayout()
        refreshColumnBars()
    }

    /// The controller shown in `column`: while collapsed, the column's controllers sit in the
    /// compact stack, so the one at the bottom (the primary's) is returned for `.primary`.
    func shownHost(for column: Column) -> UIViewController? {
        if isCollapsed, column == .primary, let compact = hosts[.compact] { return compact }
        return hosts[column]
    }

    // MARK: Showing and hiding columns

    func showColumn(_ column: Column) {
        MainThreadChecker.check("UISplitViewController.show(_:)")
        if column == .inspector { return showInspector() }
        if isCollapsed { return showCollapsed(column) }
        guard !isShowingColumn(column) else { return }
        let behavior = resolvedSplitBehavior()
        let mode: DisplayMode
        switch column {
        case .primary: mode = style == .tripleColumn ? twoMode(for: behavior) : oneMode(for: behavior)
        case .supplementary: mode = oneMode(for: behavior)
        case .secondary: mode = behavior == .overlay ? .secondaryOnly : (style == .tripleColumn ? .oneBesideSecondary : currentDisplayMode)
        case .compact, .inspector: return
        }
        changeDisplayMode(to: mode, animated: true)
    }

    func hideColumn(_ column: Column) {
        MainThreadChecker.check("UISplitViewController.hide(_:)")
        if column == .inspector { return hideInspector() }
        if isCollapsed { return hideCollapsed(column) }
        guard isShowingColumn(column), column == .primary || column == .supplementary else { return }
        let behavior = resolvedSplitBehavior()
        let mode: DisplayMode = column == .primary && style == .tripleColumn ? oneMode(for: behavior) : .secondaryOnly
        changeDisplayMode(to: mode, animated: true)
    }

    func isShowingColumn(_ column: Column) -> Bool {
        if column == .inspector { return isShowingInspector() }
        if isCollapsed {
            if column == .compact { return hosts[.compact] != nil }
            return hosts[column].map { $0.viewIfLoaded?.window != nil } ?? false
        }
        return visibleColumns(in: currentDisplayMode).contains(column)
    }

    /// The columns a display mode shows, leading first.
    func visibleColumns(in mode: DisplayMode) -> [Column] {
        let triple = style == .tripleColumn
        switch mode {
        case .automatic, .secondaryOnly: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: return [triple ? .supplementary : .primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return triple ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        }
    }

    // MARK: show and showDetail

    /// `show(_:sender:)`: collapsed, the compact stack pushes it; expanded, it replaces the primary.
    func showInPrimary(_ vc: UIViewController, sender: Any?) {
        if isCollapsed, let shown = shownHost(for: .primary) {
            return shown.show(vc, sender: sender)
        }
        if style == .unspecified { install(vc, in: .primary) } else { setViewController(vc, for: .primary) }
    }

    /// `showDetailViewController(_:sender:)`: collapsed, the compact stack pushes it;
    /// expanded, it becomes the secondary, and a sidebar over the secondary goes away.
    func showInSecondary(_ vc: UIViewController, sender: Any?) {
        if isCollapsed { return showCollapsedDetail(vc, sender: sender) }
        if style == .unspecified { install(vc, in: .secondary) } else { setViewController(vc, for: .secondary) }
        switch currentDisplayMode {
        case .oneOverSecondary, .twoOverSecondary: changeDisplayMode(to: .secondaryOnly, animated: true)
        case .twoDisplaceSecondary: changeDisplayMode(to: .oneBesideSecondary, animated: true)
        default: break
        }
    }
}
