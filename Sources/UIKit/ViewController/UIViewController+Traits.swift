/// A view controller's traits sit between its view's superview (or the screen, while the
/// view is in no hierarchy) and its view.
extension UIViewController {
    /// The traits above the controller plus its own override; remembered as `lastTraits`.
    func computeTraitCollection() -> UITraitCollection {
        let parent = _viewIfLoadedSuperview?.resolvedTraitCollection ?? UIScreen.main.traitCollection
        var traits = parent
        if _overrideUserInterfaceStyle != .unspecified, _overrideUserInterfaceStyle != parent.userInterfaceStyle {
            var values = parent.traits
            values.userInterfaceStyle = _overrideUserInterfaceStyle
            traits = UITraitCollection(traits: values)
        }
        if let last = lastTraits, last == traits { return last }
        lastTraits = traits
        return traits
    }

    /// What the controller's view inherits.
    var traitCollectionForView: UITraitCollection { traitCollection }

    /// `traitCollectionDidChange(_:)` with the new traits current.
    func sendTraitCollectionDidChange(_ previous: UITraitCollection) {
        UITraitCollection.withCurrent(traitCollection) { traitCollectionDidChange(previous) }
    }

    private var _viewIfLoadedSuperview: UIView? {
        guard let view = viewIfLoaded else { return nil }
        return view is UIWindow ? nil : view.superview
    }
}
