import CoreGraphics
internal import RuntimeSupport

/// Traits flow down the hierarchy: screen → window → view controller → view → subviews, each
/// adding its overrides (`overrideUserInterfaceStyle`). A view that is in no window takes
/// the main screen's traits, as UIKit predicts a new view's traits.
///
/// Each view keeps the collection it last had (shared with its superview's when it adds
/// nothing), so reading `traitCollection` costs a field read. The collection changes only
/// when the view moves, an override above it changes or the screen's traits change; each of
/// those recomputes the affected subtree at once and sends `traitCollectionDidChange(_:)` to
/// every environment whose traits changed, parents before children.
extension UIView {
    /// Bumped when a screen's traits change: caches made before are recomputed on next read
    /// (views in visible windows are updated and told at once; the rest lazily).
    nonisolated(unsafe) static var traitGeneration: UInt32 = 0

    /// The view's traits: its cache when current, else computed from the nearest ancestor
    /// whose cache is current, without recursion (deep trees do not grow the stack).
    var resolvedTraitCollection: UITraitCollection {
        if let cached = _traits, _traitsGeneration == UIView.traitGeneration { return cached }
        var chain: [UIView] = [self]
        var base: UITraitCollection?
        var view = self
        while true {
            if let controller = view._viewController {
                base = controller.traitCollection
                break
            }
            guard let parent = view.traitParentView else {
                base = view.rootTraits
                break
            }
            if let cached = parent._traits, parent._traitsGeneration == UIView.traitGeneration {
                base = cached
                break
            }
            chain.append(parent)
            view = parent
        }
        var traits = base!
        for v in chain.reversed() {
            traits = v.applyingOwnOverrides(to: traits)
            v._traits = traits
            v._traitsGeneration = UIView.traitGeneration
        }
        return traits
    }

    /// The view whose traits this one inherits: the superview (a window has none).
    private var traitParentView: UIView? {
        self is UIWindow ? nil : _superview
    }

    /// The traits at the top of a hierarchy: a window's own (screen plus size classes), or
    /// the main screen's for a view in no window.
    private var rootTraits: UITraitCollection {
        if let window = self as? UIWindow { return window.windowTraits }
        return UIScreen.main.traitCollection
    }

    /// `parent` plus what this view overrides; `parent` itself when it overrides nothing.
    func applyingOwnOverrides(to parent: UITraitCollection) -> UITraitCollection {
        _traitOverrides.applied(to: parent)
    }

    /// The traits the view inherits from its parent environment (the controller, the
    /// superview, the window's screen), before its own overrides.
    var inheritedTraits: UITraitCollection {
        if let controller = _viewController { return controller.traitCollection }
        if let parent = traitParentView { return parent.resolvedTraitCollection }
        return rootTraits
    }

    /// After a move or an override change: recomputes the traits of the view (whose traits
    /// were `old`) and, where they changed, of its controller and subtree, telling each
    /// environment whose traits changed. Iterative over the subtree.
    func traitsMayHaveChanged(from old: UITraitCollection) {
        var stack: [(UIView, UITraitCollection?)] = [(self, old)]
        while let (view, knownOld) = stack.popLast() {
            // A view that never had traits has no observers below it either.
            guard let old = knownOld ?? view._traits else { continue }
            if let controller = view._viewController {
                let oldController = controller.lastTraits
                let newController = controller.traitCollection
                if let oldController, oldController != newController { controller.sendTraitCollectionDidChange(oldController) }
            }
            let new = view.applyingOwnOverrides(to: view.inheritedTraits)
            view._traits = new
            view._traitsGeneration = UIView.traitGeneration
            guard !(old === new || old == new) else { continue }
            view.traitsDidChange(from: old)
            for subview in view._subviews.reversed() { stack.append((subview, nil)) }
        }
    }

    /// The view's traits changed from `old`: colors resolve anew, the content is redrawn and
    /// laid out again, and `traitCollectionDidChange(_:)` is called with the new traits
    /// current.
    private func traitsDidChange(from old: UITraitCollection) {
        let new = resolvedTraitCollection
        if new.hasDifferentColorAppearance(comparedTo: old) {
            if let color = _backgroundColor, color.dynamic != nil {
                layer.backgroundColor = color.resolvedColor(with: new).cgColor
            }
            if layer.backingStore != nil { setNeedsDisplay() }
        }
        setNeedsLayout()
        UITraitCollection.withCurrent(new) {
            if new.hasDifferentColorAppearance(comparedTo: old) { appearanceDidChange(from: old) }
            if new.preferredContentSizeCategory != old.preferredContentSizeCategory,
               let observer = self as? ContentSizeCategoryObserving { observer.contentSizeCategoryDidChange() }
            traitCollectionDidChange(old)
            TraitChangeRegistry.traitsChanged(of: self, from: old, to: new)
        }
    }

    /// iOS 17's request to bring traits up to date before reading them. Traits here are
    /// updated when they change, never later, so they are already current.
    public func updateTraitsIfNeeded() {
        MainThreadChecker.check("UIView.updateTraitsIfNeeded()")
    }

    /// Re-resolves a dynamic color for one of the view's own layers, in the view's traits.
    func resolved(_ color: UIColor?) -> CGColor? {
        guard let color else { return nil }
        return color.dynamic == nil ? color.cgColor : color.resolvedColor(with: resolvedTraitCollection).cgColor
    }

    /// Runs `body` with the view's traits as `UITraitCollection.current`, as UIKit does
    /// around the view's layout, drawing and update callbacks.
    func withOwnTraitsCurrent<T>(_ body: () throws -> T) rethrows -> T {
        try UITraitCollection.withCurrent(resolvedTraitCollection, body)
    }

    /// `traitOverrides`'s setter.
    func setTraitOverrides(_ newValue: UITraitOverrides) {
        MainThreadChecker.check("UIView.traitOverrides setter")
        guard newValue != _traitOverrides else { return }
        let old = resolvedTraitCollection
        _traitOverrides = newValue
        traitsMayHaveChanged(from: old)
    }
}
