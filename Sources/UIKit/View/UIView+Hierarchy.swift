import QuartzCore
internal import RuntimeSupport

extension UIView {
    /// The index of `sibling` among the subviews as they are once `moving` is taken out,
    /// or nil when `sibling` is not a subview.
    func indexOfSubview(_ sibling: UIView, ignoring moving: UIView) -> Int? {
        guard sibling._superview === self, sibling !== moving else { return nil }
        var i = 0
        for v in _subviews {
            if v === sibling { return i }
            if v !== moving { i += 1 }
        }
        return nil
    }

    /// Puts `view` at `index` (counted without `view` itself, clamped) among the subviews,
    /// moving its layer to the matching place among the sublayers and sending UIKit's
    /// notifications when the superview changes. `layerAbove` puts the layer directly above
    /// that layer instead of below the next subview's.
    func insert(_ view: UIView, at index: Int, layerAbove: CALayer? = nil) {
        if view === self {
            preconditionFailure("UIView: can't add self as subview (\(type(of: self)) \(objectAddress(self)))")
        }
        if view.isAppearanceProxy || isAppearanceProxy {
            RuntimeIssue.report("UIView: an appearance proxy (\(type(of: view)).appearance()) only records values for the instances it styles; it is never shown, so it is not added")
            return
        }
        // Only a view with subviews can be an ancestor of this one; a leaf skips the walk.
        if !view._subviews.isEmpty, isDescendant(of: view) {
            preconditionFailure("UIView: can't add a view to one of its own descendants; the hierarchy would become a cycle (\(type(of: view)) \(objectAddress(view)))")
        }
        // Kept alive while it leaves its old superview, which may hold the last reference.
        defer { extendLifetime(view) }
        if view._superview === self {
            removeSubviewEntry(view)
            place(view, at: index, layerAbove: layerAbove)
            return
        }
        let oldSuperview = view._superview
        if oldSuperview != nil { LayoutEngine.viewWillLeaveSuperview(view) }
        let oldWindow = view.window, newWindow = window
        if oldWindow != nil, oldWindow !== newWindow { UIApplication.shared.cancelInput(inSubtreeOf: view) }
        let windowChanges = oldWindow !== newWindow
        let oldTint = view.inheritedTintBeforeMove
        let oldTraits = view.resolvedTraitCollection

        view.willMove(toSuperview: self)
        if windowChanges { view.sendWillMove(toWindow: newWindow) }
        if let oldSuperview {
            oldSuperview.willRemoveSubview(view)
            (oldSuperview as? UIStackView)?.arrangedSubviewWillLeave(view)
            oldSuperview.removeSubviewEntry(view)
        }
        view._superview = self
        place(view, at: index, layerAbove: layerAbove)
        view.setNeedsLayout()
        LayoutEngine.viewDidMoveToSuperview(view)
        if windowChanges {
            view.setWindowInSubtree(newWindow)
            view.sendDidMoveToWindow()
        }
        view.traitsMayHaveChanged(from: oldTraits)
        if windowChanges, newWindow != nil { view.applyAppearanceInSubtree() }
        view.didMoveToSuperview()
        view.tintMayHaveChanged(from: oldTint)
        didAddSubview(view)
    }

    /// Stores `view` at `index` in `_subviews` and puts its layer just below the layer of the
    /// subview it now precedes, or on top of all sublayers when it is the frontmost (or
    /// directly above `layerAbove`).
    private func place(_ view: UIView, at index: Int, layerAbove: CALayer?) {
        let i = min(max(0, index), _subviews.count)
        if let layerAbove {
            layer.insertSublayer(view.layer, above: layerAbove)
        } else if i < _subviews.count {
            layer.insertSublayer(view.layer, below: _subviews[i].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        _subviews.insert(view, at: i)
    }

    /// Takes `view` out of `_subviews`, found from whichever end is nearer: removing all of
    /// many subviews front to back (or back to front) costs the same per view however many
    /// siblings remain.
    private func removeSubviewEntry(_ view: UIView) {
        if let i = _subviews.indexFromEitherEnd(of: view) { _subviews.remove(at: i) }
    }

    func exchange(_ index1: Int, _ index2: Int) {
        precondition(_subviews.indices.contains(index1) && _subviews.indices.contains(index2),
                     "UIView.exchangeSubview(at:withSubviewAt:): index \(_subviews.indices.contains(index1) ? index2 : index1) is beyond the \(_subviews.count) subviews")
        guard index1 != index2 else { return }
        let a = _subviews[index1], b = _subviews[index2]
        _subviews.swapAt(index1, index2)
        // Swap the layers' places: put each where the other was.
        let placeholder = CALayer()
        layer.replaceSublayer(a.layer, with: placeholder)
        layer.replaceSublayer(b.layer, with: a.layer)
        layer.replaceSublayer(placeholder, with: b.layer)
    }

    func detachFromSuperview() {
        guard let superview = _superview else { return }
        withExtendedLifetime(self) {
            let oldTint = inheritedTintBeforeMove
            let oldTraits = resolvedTraitCollection
            // A container's hold on a controller's view ends when the view leaves it.
            if hasEncapsulatedLayout { hasEncapsulatedLayout = false }
            LayoutEngine.viewWillLeaveSuperview(self)
            let oldWindow = window
            if oldWindow != nil { UIApplication.shared.cancelInput(inSubtreeOf: self) }
            superview.willRemoveSubview(self)
            (superview as? UIStackView)?.arrangedSubviewWillLeave(self)
            willMove(toSuperview: nil)
            if oldWindow != nil { sendWillMove(toWindow: nil) }
            superview.removeSubviewEntry(self)
            layer.removeFromSuperlayer()
            _superview = nil
            LayoutEngine.viewDidMoveToSuperview(self)
            if oldWindow != nil {
                setWindowInSubtree(nil)
                sendDidMoveToWindow()
            }
            traitsMayHaveChanged(from: oldTraits)
            didMoveToSuperview()
            tintMayHaveChanged(from: oldTint)
        }
    }

    /// Points the subtree's window links at `window`; a window in the subtree stays its own
    /// and its views stay in it.
    func setWindowInSubtree(_ window: UIWindow?) {
        var stack = [self]
        while let v = stack.popLast() {
            if v is UIWindow { continue }
            v._window = window
            stack.append(contentsOf: v._subviews)
        }
    }

    /// `willMove(toWindow:)` to the view and then every descendant, depth first.
    func sendWillMove(toWindow newWindow: UIWindow?) {
        _viewController?.viewWillMove(from: window, to: newWindow)
        willMove(toWindow: newWindow)
        withStackRoom { for subview in _subviews { subview.sendWillMove(toWindow: newWindow) } }
    }

    /// `didMoveToWindow()` to the view and then every descendant, depth first.
    func sendDidMoveToWindow() {
        // Drawn content follows the screen's scale; contents set by code keep their own.
        if layer.contents == nil, let screen = window?.screen, contentScaleFactor != screen.scale {
            contentScaleFactor = screen.scale
        }
        MotionEffectRegistry.viewDidMoveToWindow(self)
        didMoveToWindow()
        _viewController?.viewDidMoveToWindow()
        withStackRoom { for subview in _subviews { subview.sendDidMoveToWindow() } }
        if window != nil, UIApplication.shared.firstResponderWhenInWindow === self {
            UIApplication.shared.firstResponderWhenInWindow = nil
            becomeFirstResponder()
        }
    }

    /// Depth-first, receiver first, without recursion (deep trees do not grow the stack).
    func firstDescendant(withTag tag: Int) -> UIView? {
        if self.tag == tag { return self }
        var stack: [UIView] = _subviews.reversed()
        while let v = stack.popLast() {
            if v.tag == tag { return v }
            stack.append(contentsOf: v._subviews.reversed())
        }
        return nil
    }

    /// The layer that stands for `view` in conversions: `view`, else this view's window,
    /// else nil (the root's superlayer space).
    func conversionLayer(for view: UIView?) -> CALayer? {
        (view ?? window)?.layer
    }

    // MARK: The bodies of the `open` hierarchy methods

    /// `addSubview(_:)`'s body.
    func performAddSubview(_ view: UIView) {
        MainThreadChecker.check("UIView.addSubview(_:)", .layoutEngine)
        insert(view, at: _subviews.count)
    }

    /// `insertSubview(_:at:)`'s body.
    func performInsertSubview(_ view: UIView, at index: Int) {
        MainThreadChecker.check("UIView.insertSubview(_:at:)", .layoutEngine)
        insert(view, at: index)
    }

    /// `insertSubview(_:aboveSubview:)`'s body.
    func performInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        MainThreadChecker.check("UIView.insertSubview(_:aboveSubview:)", .layoutEngine)
        guard let i = indexOfSubview(siblingSubview, ignoring: view) else { return insert(view, at: _subviews.count) }
        insert(view, at: i + 1, layerAbove: siblingSubview.layer)
    }

    /// `insertSubview(_:belowSubview:)`'s body.
    func performInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        MainThreadChecker.check("UIView.insertSubview(_:belowSubview:)", .layoutEngine)
        insert(view, at: indexOfSubview(siblingSubview, ignoring: view) ?? _subviews.count)
    }

    /// `bringSubviewToFront(_:)`'s body.
    func performBringSubviewToFront(_ view: UIView) {
        MainThreadChecker.check("UIView.bringSubviewToFront(_:)", .layoutEngine)
        guard view._superview === self else { return }
        insert(view, at: _subviews.count)
    }

    /// Puts `views`, subviews of this one, in front of the others in this order, moving
    /// nothing when they already are. A `layoutSubviews` keeps views in front with it (a
    /// table's section headers, a scroll view's indicators): bringing each to the front in
    /// turn would change the order on every pass, and each change of order lays the view out
    /// again, a layout feedback loop.
    func keepInFront(_ views: [UIView]) {
        let tail = _subviews.suffix(views.count)
        if tail.count == views.count, zip(tail, views).allSatisfy({ $0 === $1 }) { return }
        for view in views where view._superview === self { performBringSubviewToFront(view) }
    }

    /// `sendSubviewToBack(_:)`'s body.
    func performSendSubviewToBack(_ view: UIView) {
        MainThreadChecker.check("UIView.sendSubviewToBack(_:)", .layoutEngine)
        guard view._superview === self else { return }
        insert(view, at: 0)
    }

    /// `exchangeSubview(at:withSubviewAt:)`'s body.
    func performExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        MainThreadChecker.check("UIView.exchangeSubview(at:withSubviewAt:)", .layoutEngine)
        exchange(index1, index2)
    }

    /// `removeFromSuperview()`'s body.
    func performRemoveFromSuperview() {
        MainThreadChecker.check("UIView.removeFromSuperview()", .layoutEngine)
        detachFromSuperview()
    }

    /// `isDescendant(of:)`: walks up the superviews.
    func isSelfOrDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current._superview
        }
        return false
    }
}
