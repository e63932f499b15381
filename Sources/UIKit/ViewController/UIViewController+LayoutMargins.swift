import CoreGraphics
internal import RuntimeSupport

/// The system's minimum margins for a controller's root view: none at the top and bottom,
/// 16 points at the sides in compact width and 20 in regular width, as iOS keeps them.
enum SystemMinimumLayoutMargins {
    static let compactSide: CGFloat = 16
    static let regularSide: CGFloat = 20
    /// A root view's own margins before anyone sets them: UIKit manages the root view's
    /// margins and leaves its top and bottom at zero.
    static let rootViewDefault = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
}

extension UIViewController {
    /// The least margins the root view gets: 16 points at the leading and trailing edges in
    /// compact width, 20 in regular width, none at the top and bottom.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side = traitCollection.horizontalSizeClass == .regular
            ? SystemMinimumLayoutMargins.regularSide : SystemMinimumLayoutMargins.compactSide
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins`; true by
    /// default. False leaves them to the view's own `directionalLayoutMargins`.
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { settings.viewRespectsSystemMinimumLayoutMargins }
        set {
            MainThreadChecker.check("UIViewController.viewRespectsSystemMinimumLayoutMargins setter")
            guard newValue != settings.viewRespectsSystemMinimumLayoutMargins else { return }
            let before = viewIfLoaded?.layoutMargins
            settings.viewRespectsSystemMinimumLayoutMargins = newValue
            if let view = viewIfLoaded, view.layoutMargins != before { view.layoutMarginsChanged() }
        }
    }

    /// `margins` (the root view's own) raised to the system minimum where the controller
    /// respects it.
    func rootViewLayoutMargins(_ margins: UIEdgeInsets, rightToLeft: Bool) -> UIEdgeInsets {
        guard settings.viewRespectsSystemMinimumLayoutMargins else { return margins }
        let minimum = systemMinimumLayoutMargins
        return UIEdgeInsets(top: max(margins.top, minimum.top),
                            left: max(margins.left, rightToLeft ? minimum.trailing : minimum.leading),
                            bottom: max(margins.bottom, minimum.bottom),
                            right: max(margins.right, rightToLeft ? minimum.leading : minimum.trailing))
    }

    /// The horizontal size class decides the minimum side margins: the root view hears when
    /// it changes them.
    func minimumMarginsMayHaveChanged(from previous: UITraitCollection) {
        guard settings.viewRespectsSystemMinimumLayoutMargins, let view = viewIfLoaded,
              previous.horizontalSizeClass != traitCollection.horizontalSizeClass else { return }
        view.layoutMarginsChanged()
    }
}
