import CoreGraphics
import Foundation

/// How the split chooses and changes its display mode.
///
/// With `.automatic` everywhere, a split wider than it is tall tiles a double-column (or
/// classic) split's primary beside the secondary and displaces the secondary of a triple-column
/// split; a split taller than wide shows the secondary alone, with the sidebars over it on
/// demand. This is what iPads do in full screen (landscape beside, portrait overlaid).
extension UISplitViewController {
    /// The split behavior in effect: the preferred one, else the one a preferred display mode
    /// implies, else the one the shape of the split calls for.
    func resolvedSplitBehavior() -> SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        switch preferredDisplayMode {
        case .oneBesideSecondary, .twoBesideSecondary: return .tile
        case .oneOverSecondary, .twoOverSecondary: return .overlay
        case .twoDisplaceSecondary: return .displace
        case .automatic, .secondaryOnly: break
        }
        let size = viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size
        guard size.width >= size.height else { return .overlay }
        return style == .tripleColumn ? .displace : .tile
    }

    /// The display mode the split shows when nothing was chosen since it last decided.
    func resolvedDisplayMode() -> DisplayMode {
        let behavior = resolvedSplitBehavior()
        if let chosen = chosenDisplayMode { return fitted(chosen, to: behavior) }
        if preferredDisplayMode != .automatic { return fitted(preferredDisplayMode, to: behavior) }
        switch behavior {
        case .tile: return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .displace: return .oneBesideSecondary
        case .overlay, .automatic: return .secondaryOnly
        }
    }

    /// `mode` as the behavior allows it (a tiled split has no overlays, an overlaid one no
    /// tiles) and as the split's column count allows it.
    func fitted(_ mode: DisplayMode, to behavior: SplitBehavior) -> DisplayMode {
        var mode = mode
        if style != .tripleColumn {
            switch mode {
            case .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
            case .twoOverSecondary: mode = .oneOverSecondary
            default: break
            }
        }
        switch (behavior, mode) {
        case (_, .automatic): return .secondaryOnly
        case (.tile, .oneOverSecondary): return .oneBesideSecondary
        case (.tile, .twoOverSecondary), (.tile, .twoDisplaceSecondary): return .twoBesideSecondary
        case (.overlay, .oneBesideSecondary): return .oneOverSecondary
        case (.overlay, .twoBesideSecondary), (.overlay, .twoDisplaceSecondary): return .twoOverSecondary
        case (.displace, .oneOverSecondary): return .oneBesideSecondary
        case (.displace, .twoBesideSecondary), (.displace, .twoOverSecondary): return .twoDisplaceSecondary
        default: return mode
        }
    }

    /// The mode that shows one sidebar under `behavior`.
    func oneMode(for behavior: SplitBehavior) -> DisplayMode { behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary }
    /// The mode that shows both sidebars under `behavior`.
    func twoMode(for behavior: SplitBehavior) -> DisplayMode {
        switch behavior {
        case .tile: return .twoBesideSecondary
        case .displace: return .twoDisplaceSecondary
        case .overlay, .automatic: return .twoOverSecondary
        }
    }

    /// What the display-mode button and the edge swipe switch to: the delegate's choice, else
    /// the primary shown when it is hidden and hidden when it is shown.
    func targetDisplayModeForAction() -> DisplayMode {
        let behavior = resolvedSplitBehavior()
        if let target = delegate?.targetDisplayModeForAction(in: self), target != .automatic { return fitted(target, to: behavior) }
        if visibleColumns(in: currentDisplayMode).contains(.primary) {
            return style == .tripleColumn && behavior != .overlay ? .oneBesideSecondary : .secondaryOnly
        }
        return style == .tripleColumn ? twoMode(for: behavior) : oneMode(for: behavior)
    }

    /// Changes to `mode` as the user or the code asked.
    func changeDisplayMode(to mode: DisplayMode, animated: Bool) {
        let mode = fitted(mode, to: resolvedSplitBehavior())
        chosenDisplayMode = mode
        applyDisplayMode(mode, animated: animated)
    }

    /// Shows `mode`, telling the delegate first; a sidebar that arrives slides in from its edge
    /// and one that leaves slides out, on the system curve.
    func applyDisplayMode(_ mode: DisplayMode, animated: Bool) {
        guard !isCollapsed, mode != currentDisplayMode else { return }
        let old = visibleColumns(in: currentDisplayMode), new = visibleColumns(in: mode)
        delegate?.splitViewController(self, willChangeTo: mode)
        if style != .unspecified {
            for column in new where !old.contains(column) { delegate?.splitViewController(self, willShow: column) }
            for column in old where !new.contains(column) { delegate?.splitViewController(self, willHide: column) }
        }
        currentDisplayMode = mode
        refreshColumnBars()
        guard let container = viewIfLoaded as? SplitContainerView else { return }
        if animated, container.window != nil {
            container.animateColumns(from: old)
        } else {
            container.setNeedsLayout()
            container.layoutIfNeeded()
        }
    }

    /// The button's action.
    func performDisplayModeButtonAction() {
        guard !isCollapsed else { return }
        changeDisplayMode(to: targetDisplayModeForAction(), animated: true)
    }

    /// The secondary-only button's action: the secondary alone, or back to the sidebars.
    func performSecondaryOnlyButtonAction() {
        guard !isCollapsed else { return }
        let behavior = resolvedSplitBehavior()
        changeDisplayMode(to: currentDisplayMode == .secondaryOnly ? (behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary)
                          : .secondaryOnly, animated: true)
    }
}
