/// A view controller's traits sit between its view's superview (or the screen, while the
/// view is in no hierarchy) and its view.
extension UIViewController {
    /// The traits above the controller plus its own override; remembered as `lastTraits`.
    func computeTraitCollection() -> UITraitCollection {
        var parent = _viewIfLoadedSuperview?.resolvedTraitCollection ?? UIScreen.main.traitCollection
        // A container's override for this child sits between its environment and its own.
        if let containerOverride = _parent?.overrideTraitCollection(forChild: self) {
            parent = UITraitCollection(traitsFrom: [parent, containerOverride])
        }
        let traits = _traitOverrides.applied(to: parent)
        if let last = lastTraits, last == traits { return last }
        lastTraits = traits
        return traits
    }

    /// `traitCollectionDidChange(_:)` with the new traits current.
    func sendTraitCollectionDidChange(_ previous: UITraitCollection) {
        let current = traitCollection
        UITraitCollection.withCurrent(current) {
            traitCollectionDidChange(previous)
            TraitChangeRegistry.traitsChanged(of: self, from: previous, to: current)
        }
        minimumMarginsMayHaveChanged(from: previous)
    }

    private var _viewIfLoadedSuperview: UIView? {
        guard let view = viewIfLoaded else { return nil }
        return view is UIWindow ? nil : view.superview
    }
}

extension UIViewController {
    /// Who a size or trait transition is passed on to: the children, then the presented
    /// controller's presentation controller and the presented controller.
    var transitionListeners: [any UIContentContainer] {
        let presented = presentation.presented
        return _children + [presented?.presentation.controller, presented].compactMap { $0 }
    }
}
