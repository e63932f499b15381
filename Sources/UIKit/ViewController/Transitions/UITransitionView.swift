import CoreGraphics

/// The view a presentation's views live in while it is on screen. It takes the touches that
/// land on it (as iOS's does), unless its presentation controller lets them through to the
/// views below (a sheet at an undimmed detent, a popover's passthrough views), and it tells
/// its presentation controller when it lays out (after a size change, for instance).
final class UITransitionView: UIView {
    /// Whether a touch at a point (in this view) whose hit-testing found a view goes through instead.
    var passesTouches: ((_ hit: UIView, _ point: CGPoint) -> Bool)?
    /// The presentation whose views these are (it owns the container's contents).
    weak var presentationController: UIPresentationController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        return passesTouches?(hit, point) == true ? nil : hit
    }

    /// The presentation controller's traits are the container's: it hears when they change.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        presentationController?.traitCollectionDidChange(previousTraitCollection)
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
