import QuartzCore
internal import RuntimeSupport

/// Child view controllers, as UIKit's containment API defines them: `addChild(_:)` calls the
/// child's `willMove(toParent:)`, `removeFromParent()` its `didMove(toParent: nil)`; the
/// container adds or removes the child's view and makes the other call itself.
extension UIViewController {
    /// The child controllers, in the order they were added.
    public var children: [UIViewController] { _children }
    /// The container the controller is a child of.
    public var parent: UIViewController? { _parent }

    /// The nearest container above the controller (itself excluded) that is a `Container`.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = _parent
        while let c = current {
            if let found = c as? Container { return found }
            current = c._parent
        }
        return nil
    }

    func add(child: UIViewController) {
        MainThreadChecker.check("UIViewController.addChild(_:)")
        if child === self {
            RuntimeIssue.report("UIViewController.addChild(_:): a view controller can't be its own child (\(type(of: self))); nothing was added")
            return
        }
        var ancestor: UIViewController? = _parent
        while let a = ancestor {
            if a === child {
                RuntimeIssue.report("UIViewController.addChild(_:): \(type(of: child)) is an ancestor of \(type(of: self)); adding it would make the "
                    + "containment tree a cycle, so nothing was added")
                return
            }
            ancestor = a._parent
        }
        if child._parent === self { return }
        if child._parent != nil { child.removeFromParentController() }
        child.willMove(toParent: self)
        _children.append(child)
        child._parent = self
        child.appearance.isMovingToParent = true
        child.appearance.isMovingFromParent = false
    }

    func removeFromParentController() {
        MainThreadChecker.check("UIViewController.removeFromParent()")
        guard let parent = _parent else { return }
        parent._children.removeAll { $0 === self }
        parent.childTraitOverrides[ObjectIdentifier(self)] = nil
        _parent = nil
        appearance.isMovingToParent = false
        // Removed while its parent's disappearance was carrying it along, the child would never
        // hear the end the parent forwards: it finishes disappearing now.
        if parent.shouldAutomaticallyForwardAppearanceMethods, parent.appearance.phase == .disappearing,
           appearance.phase == .disappearing {
            endAppearance()
        }
        didMove(toParent: nil)
        if appearance.phase == .disappeared { appearance.isMovingFromParent = false }
    }

    /// The base `willMove(toParent:)`: a removal marks the controller as moving from its parent
    /// for the disappearance that follows.
    func noteWillMove(toParent parent: UIViewController?) {
        if parent == nil, _parent != nil { appearance.isMovingFromParent = true }
    }

    /// Gives `childController` `collection`'s traits over the container's own (nil removes
    /// them). The child and its views hear of the change.
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childController: UIViewController) {
        MainThreadChecker.check("UIViewController.setOverrideTraitCollection(_:forChild:)")
        guard childController._parent === self else {
            RuntimeIssue.report("UIViewController.setOverrideTraitCollection(_:forChild:): \(type(of: childController)) is not a child of "
                + "\(type(of: self)); the override was not set")
            return
        }
        let key = ObjectIdentifier(childController)
        guard childTraitOverrides[key] != collection else { return }
        let oldTraits = childController.viewIfLoaded?.resolvedTraitCollection
        _ = childController.traitCollection  // remembered as the traits before the change
        childTraitOverrides[key] = collection
        if let view = childController.viewIfLoaded, let oldTraits { view.traitsMayHaveChanged(from: oldTraits) }
    }

    func transitionChildren(from: UIViewController, to: UIViewController, duration: TimeInterval, options: UIView.AnimationOptions,
                            animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        MainThreadChecker.check("UIViewController.transition(from:to:duration:options:animations:completion:)")
        guard from._parent === self, to._parent === self else {
            RuntimeIssue.report("Children view controllers \(type(of: from)) and \(type(of: to)) must have a common parent view controller "
                + "when calling transition(from:to:duration:options:animations:completion:) (the parent is \(type(of: self))); "
                + "nothing was changed")
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else {
            RuntimeIssue.report("transition(from:to:duration:options:animations:completion:) can't be used by \(type(of: self)): it "
                + "forwards its children's appearance callbacks itself (shouldAutomaticallyForwardAppearanceMethods is false); "
                + "nothing was changed")
            return
        }
        guard let container = from.viewIfLoaded?.superview else {
            RuntimeIssue.report("transition(from:to:duration:options:animations:completion:): the view of \(type(of: from)) is in no "
                + "superview, so \(type(of: to))'s view has nowhere to go; nothing was changed")
            return
        }
        let animated = duration > 0
        let appearing = container.window.map { !$0.isHidden } ?? false
        let toView: UIView = to.view
        if appearing {
            from.beginAppearance(false, animated: animated)
            to.beginAppearance(true, animated: animated)
        }
        let finish: (Bool) -> Void = { finished in
            from.viewIfLoaded?.removeFromSuperview()
            if appearing {
                from.endAppearance()
                to.endAppearance()
            }
            completion?(finished)
        }
        if options.rawValue & (7 << 20) != 0 {  // a flip, curl or cross dissolve
            UIView.transition(with: container, duration: duration, options: options, animations: {
                container.addSubview(toView)
                animations?()
            }, completion: finish)
        } else {
            container.addSubview(toView)
            if animated {
                UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: finish)
            } else {
                animations?()
                finish(true)
            }
        }
    }
}
