import CoreGraphics
import Foundation

/// The inspector column (iOS 26): a column at the trailing edge, hidden until `show(.inspector)`.
/// Expanded, it tiles beside the other columns, which share the width left; it slides in and
/// out on the system curve. Collapsed, there is no room for it: it is presented as a sheet,
/// and a sheet the split presented becomes the column again when the split expands.
///
/// Its width follows the sidebars' rules (`preferredInspectorColumnWidth` in points, else the
/// fraction, between the minimum and maximum; 320 points by default).
extension UISplitViewController {
    var inspectorWidth: CGFloat {
        let total = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        return Self.width(points: preferredInspectorColumnWidth, fraction: preferredInspectorColumnWidthFraction,
                          minimum: minimumInspectorColumnWidth, maximum: maximumInspectorColumnWidth, of: total)
    }

    /// The inspector is at the edge the primary is not at (the trailing edge by default).
    var inspectorIsOnRight: Bool { !primaryIsOnRight }

    /// Whether the inspector column is on screen as a column now.
    var showsInspectorColumn: Bool { !isCollapsed && inspector.isShown && hosts[.inspector] != nil }

    /// `bounds` less the inspector's column when it shows, and the inspector's frame.
    func carveInspector(from bounds: CGRect) -> (rest: CGRect, inspector: CGRect?) {
        guard showsInspectorColumn else { return (bounds, nil) }
        let width = min(bounds.width, inspectorWidth)
        let (inspector, rest) = bounds.divided(atDistance: width, from: inspectorIsOnRight ? .maxXEdge : .minXEdge)
        return (rest, inspector)
    }

    func showInspector() {
        guard let host = hosts[.inspector] else { return }
        if isCollapsed { return presentInspectorSheet(host, animated: true) }
        guard !inspector.isShown else { return }
        delegate?.splitViewController(self, willShow: .inspector)
        inspector.isShown = true
        moveInspector()
    }

    func hideInspector() {
        if isCollapsed {
            guard let host = hosts[.inspector], inspector.presentedAsSheet, host.presentingViewController != nil else { return }
            delegate?.splitViewController(self, willHide: .inspector)
            inspector.isShown = false
            inspector.presentedAsSheet = false
            host.dismiss(animated: true) { [weak self] in self?.adoptInspector() }
            return
        }
        guard inspector.isShown else { return }
        delegate?.splitViewController(self, willHide: .inspector)
        inspector.isShown = false
        moveInspector()
    }

    func isShowingInspector() -> Bool {
        guard let host = hosts[.inspector] else { return false }
        return isCollapsed ? host.presentingViewController != nil : inspector.isShown
    }

    /// The column arrives or leaves: animated in a window, at once otherwise.
    private func moveInspector() {
        guard let container = viewIfLoaded as? SplitContainerView else { return }
        if container.window != nil {
            container.animateColumns(from: [])
        } else {
            container.setNeedsLayout()
            container.layoutIfNeeded()
        }
    }

    /// Collapsed, the inspector shows as a sheet over the split (it leaves the split's
    /// children while it is presented).
    private func presentInspectorSheet(_ host: UIViewController, animated: Bool) {
        guard host.presentingViewController == nil, viewIfLoaded?.window != nil else { return }
        if !inspector.isShown { delegate?.splitViewController(self, willShow: .inspector) }
        inspector.isShown = true
        if host._parent === self {
            host.willMove(toParent: nil)
            setOverrideTraitCollection(nil, forChild: host)
            host.removeFromParent()
        }
        present(host, animated: animated)
        inspector.presentedAsSheet = host.presentingViewController != nil
        if !inspector.presentedAsSheet { adoptInspector() }
    }

    /// The inspector controller is the split's child again (after its sheet went away).
    func adoptInspector() {
        guard let host = hosts[.inspector], host._parent == nil, host.presentingViewController == nil else { return }
        addChild(host)
        host.didMove(toParent: self)
    }

    /// The split collapsed: a shown inspector column becomes a sheet.
    func inspectorDidCollapse() {
        guard inspector.isShown, let host = hosts[.inspector] else { return }
        host.viewIfLoaded?.removeFromSuperview()
        presentInspectorSheet(host, animated: false)
    }

    /// The split expanded: the inspector's sheet (if the user did not close it) becomes the
    /// column again.
    func inspectorWillExpand() {
        guard let host = hosts[.inspector], inspector.presentedAsSheet else { return }
        inspector.presentedAsSheet = false
        if host.presentingViewController != nil {
            host.dismiss(animated: false)
        } else {
            // The user closed the sheet: the inspector is hidden.
            inspector.isShown = false
        }
        adoptInspector()
    }
}

/// The inspector column's state.
struct SplitInspectorState {
    /// Whether the app asked for the inspector to show (`show(.inspector)`).
    var isShown = false
    /// Whether the inspector is presented as a sheet because the split is collapsed.
    var presentedAsSheet = false
}
