internal import RuntimeSupport

extension UIViewController {
    /// `view`'s setter: the controller and its root view point at each other, the new view
    /// takes the traits it is now under, and the margins the controller manages are applied.
    func setRootView(_ newValue: UIView?) {
        MainThreadChecker.check("UIViewController.view setter")
        let oldTraits = newValue?.resolvedTraitCollection
        let old = _view, oldMargins = (old?.layoutMargins, newValue?.layoutMargins)
        old?._viewController = nil
        _view = newValue
        newValue?._viewController = self
        if let newValue, let oldTraits { newValue.traitsMayHaveChanged(from: oldTraits) }
        // A root view's margins are managed by its controller.
        if let old, old !== newValue, old.layoutMargins != oldMargins.0 { old.layoutMarginsChanged() }
        if let newValue, newValue.layoutMargins != oldMargins.1 { newValue.layoutMarginsChanged() }
    }
}
