import CoreGraphics
import Foundation

extension UINavigationBar {
    /// Whether the bar is in a vertically compact place (a phone in landscape).
    var isCompact: Bool { traitCollection.verticalSizeClass == .compact }

    /// The look the bar has now, as iOS resolves it: the top item's appearance for the
    /// situation, else the bar's; at the scroll edge with none set, the standard look with a
    /// transparent background and no shadow. The classic properties (`barTintColor`,
    /// `isTranslucent`, `titleTextAttributes`, background and shadow images) shape the
    /// standard look.
    var resolvedAppearance: UINavigationBarAppearance {
        let item = topItem
        let standard = item?.standardAppearance ?? classicStandardAppearance
        let compact = isCompact ? (item?.compactAppearance ?? compactAppearance) : nil
        if isAtScrollEdge {
            let edge = isCompact ? (item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance) : nil
            if let edge = edge ?? item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
            let transparent = (compact ?? standard).duplicate()
            transparent.configureWithTransparentBackground()
            return transparent
        }
        return compact ?? standard
    }

    /// `standardAppearance` with the classic properties applied over it.
    private var classicStandardAppearance: UINavigationBarAppearance {
        let hasClassic = barTintColor != nil || !isTranslucent || barStyle != .default || titleTextAttributes != nil
            || largeTitleTextAttributes != nil || shadowImage != nil || resolvedBackgroundImage != nil
        guard hasClassic else { return standardAppearance }
        let appearance = standardAppearance.duplicate()
        if !isTranslucent {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = barTintColor ?? (barStyle == .black ? .black : .systemBackground)
        } else if let barTintColor {
            appearance.backgroundColor = barTintColor.withAlphaComponent(barTintColor.cgColor.alpha * 0.85)
        } else if barStyle == .black {
            appearance.backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark)
        }
        if let image = resolvedBackgroundImage {
            appearance.backgroundImage = image
            appearance.backgroundEffect = nil
        }
        // A custom shadow shows only over a custom background (Apple's rule).
        if let shadowImage, resolvedBackgroundImage != nil { appearance.shadowImage = shadowImage }
        if let titleTextAttributes { appearance.titleTextAttributes.merge(titleTextAttributes) { $1 } }
        if let largeTitleTextAttributes { appearance.largeTitleTextAttributes.merge(largeTitleTextAttributes) { $1 } }
        if barStyle == .black, appearance.titleTextAttributes[NSAttributedString.Key.foregroundColor] == nil {
            appearance.titleTextAttributes[NSAttributedString.Key.foregroundColor] = UIColor.white
        }
        return appearance
    }

    /// Shows the resolved look in the background and the content.
    func applyAppearance() {
        let appearance = resolvedAppearance
        background.apply(appearance)
        updateBackgroundFade()
        content?.apply(appearance)
    }
}
