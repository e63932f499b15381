import CoreGraphics

extension SplitContainerView {
    /// Moves the columns to the current display mode's frames on the system curve: a sidebar
    /// that arrives slides in from the primary's edge and appears (`viewWillAppear` now,
    /// `viewDidAppear` when it is in place); one that leaves slides out and disappears; the
    /// dimming fades. `shown` are the columns on screen before.
    func animateColumns(from shown: [UISplitViewController.Column]) {
        guard let controller else { return }
        let (frames, dimmed) = controller.columnFrames(for: controller.currentDisplayMode, in: bounds)
        isAnimatingColumns = true
        animationGeneration &+= 1
        let generation = animationGeneration
        var arriving: [UIViewController] = [], leaving: [(UIViewController, CGRect)] = []
        for (column, host) in controller.hosts where column != .compact {
            if let frame = frames[column] {
                guard host.view.superview !== self else {
                    // A sidebar a swipe brought in finishes appearing when it settles.
                    if host.appearance.phase == .appearing { arriving.append(host) }
                    continue
                }
                if column != .secondary {
                    controller.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: host)
                }
                host.beginAppearanceTransition(true, animated: true)
                addSubview(host.view)
                host.view.frame = controller.offscreenFrame(frame, of: column)
                host.view.layoutIfNeeded()
                arriving.append(host)
            } else if let view = host.viewIfLoaded, view.superview === self {
                host.beginAppearanceTransition(false, animated: true)
                leaving.append((host, controller.offscreenFrame(view.frame, of: column)))
            }
        }
        arrange(hosts: controller.hosts)
        if dimmed, dimmingView.isHidden, let secondary = frames[.secondary] {
            dimmingView.frame = secondary
            dimmingView.alpha = 0
            dimmingView.isHidden = false
        }
        SystemTransitionTiming.animate({ [self] in
            for (column, frame) in frames { controller.hosts[column]?.viewIfLoaded?.frame = frame }
            for (host, frame) in leaving { host.viewIfLoaded?.frame = frame }
            if let secondary = frames[.secondary] { dimmingView.frame = secondary }
            dimmingView.alpha = dimmed ? 1 : 0
            placeSeparators(controller.separatorEdges(frames))
        }, completion: { [weak self] _ in
            for (host, _) in leaving {
                if host.viewIfLoaded?.superview === self { host.viewIfLoaded?.removeFromSuperview() }
                host.endAppearanceTransition()
            }
            for host in arriving { host.endAppearanceTransition() }
            guard let self, generation == animationGeneration else { return }
            isAnimatingColumns = false
            setNeedsLayout()
            layoutIfNeeded()
        })
    }
}
