import CoreGraphics
import Foundation
import QuartzCore

extension UIScrollView {
    /// The scroll indicators' colors; raw values are UIKit's.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark, for light content (iOS draws it to show on dark content too).
        case `default` = 0
        case black = 1
        case white = 2
    }

    /// `flashScrollIndicators()`: shown, then faded after the usual pause.
    func flashIndicators() {
        showScrollIndicators()
        hideScrollIndicatorsSoon()
    }

    /// The content moved: while the user or a motion scrolls it, the indicators show.
    func scrollIndicatorsDidScroll() {
        guard isTracking || isDragging || motion != nil else {
            if scrollIndicators != nil { setNeedsLayout() }
            return
        }
        showScrollIndicators()
    }

    /// A drag or motion ended: the indicators fade out after a short pause.
    func hideScrollIndicatorsSoon() {
        guard let indicators = scrollIndicators else { return }
        for bar in [indicators.vertical, indicators.horizontal] where bar.alpha > 0 {
            UIView.animate(withDuration: ScrollIndicatorView.fadeDuration, delay: ScrollIndicatorView.fadeDelay,
                           options: [.allowUserInteraction, .curveEaseOut]) { bar.alpha = 0 }
        }
    }

    private func showScrollIndicators() {
        let indicators = scrollIndicators ?? makeScrollIndicators()
        for bar in [indicators.vertical, indicators.horizontal] {
            bar.layer.removeAllAnimations()
            UIView.performWithoutAnimation { bar.alpha = 1 }
        }
        setNeedsLayout()
    }

    private func makeScrollIndicators() -> ScrollIndicators {
        let indicators = ScrollIndicators(vertical: ScrollIndicatorView(), horizontal: ScrollIndicatorView())
        scrollIndicators = indicators
        for bar in [indicators.vertical, indicators.horizontal] {
            bar.alpha = 0
            addSubview(bar)
        }
        return indicators
    }

    /// Places the indicators along the trailing and bottom edges (inside the indicator insets
    /// and the safe area), each as long as the visible fraction of the content and shortened
    /// while the content is pulled past an edge; an axis whose content fits shows none.
    func layoutScrollIndicators() {
        guard let indicators = scrollIndicators else { return }
        let inset = adjustedContentInset
        let thickness = ScrollIndicatorView.thickness, margin = ScrollIndicatorView.margin
        let color = ScrollIndicatorView.color(indicatorStyle)
        let safe = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero
        func place(_ bar: ScrollIndicatorView, shows: Bool, visible: CGFloat, content: CGFloat, offset: CGFloat,
                   lead: CGFloat, trail: CGFloat, frame: (CGFloat, CGFloat) -> CGRect) {
            let track = visible - lead - trail - 2 * margin
            guard shows, content > visible, track > thickness else { bar.isHidden = true; return }
            bar.isHidden = false
            bar.backgroundColor = color
            var length = max(ScrollIndicatorView.minimumLength, track * visible / max(1, content))
            let scrollable = max(1, content - visible)
            var position = offset / scrollable
            // Pulled past an edge: the indicator shortens by the overshoot, down to its width.
            if position < 0 { length = max(thickness * 2, length + position * scrollable); position = 0 }
            if position > 1 { length = max(thickness * 2, length - (position - 1) * scrollable); position = 1 }
            length = min(length, track)
            bar.frame = frame(lead + margin + (track - length) * position, length)
            bar.layer.cornerRadius = thickness / 2
        }
        let vertical = verticalScrollIndicatorInsets, horizontal = horizontalScrollIndicatorInsets
        place(indicators.vertical, shows: showsVerticalScrollIndicator, visible: bounds.height,
              content: contentSize.height + inset.top + inset.bottom, offset: contentOffset.y + inset.top,
              lead: vertical.top + safe.top, trail: vertical.bottom + safe.bottom) { start, length in
            CGRect(x: self.bounds.maxX - thickness - margin - vertical.right - safe.right,
                   y: self.bounds.minY + start, width: thickness, height: length)
        }
        place(indicators.horizontal, shows: showsHorizontalScrollIndicator, visible: bounds.width,
              content: contentSize.width + inset.left + inset.right, offset: contentOffset.x + inset.left,
              lead: horizontal.left + safe.left, trail: horizontal.right + safe.right + thickness + margin) { start, length in
            CGRect(x: self.bounds.minX + start, y: self.bounds.maxY - thickness - margin - horizontal.bottom - safe.bottom,
                   width: length, height: thickness)
        }
        arrangeFrontViews()
    }

    /// The content a subclass keeps in front (`frontContentViews`), then the indicators shown,
    /// in front of everything else, in that order.
    func arrangeFrontViews() {
        let bars = scrollIndicators.map { [$0.vertical, $0.horizontal].filter { !$0.isHidden } } ?? []
        keepInFront(frontContentViews.filter { $0.superview === self } + bars)
    }
}

/// A scroll view's two indicator bars, made the first time the content scrolls.
struct ScrollIndicators {
    let vertical: ScrollIndicatorView
    let horizontal: ScrollIndicatorView
}

/// One scroll indicator: a thin rounded bar that takes no touches.
///
/// The sizes, colors and fade timing are estimates of iOS 13's: 3 points thick, 3 points
/// from the edge, at least 36 points long, fading out over 0.25 s half a second after the
/// scroll ends.
@MainActor
final class ScrollIndicatorView: UIView {
    static let thickness: CGFloat = 3
    static let margin: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let fadeDelay: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.25

    /// Dark over light content, light over dark: the default follows the appearance.
    static let defaultColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35) }

    static func color(_ style: UIScrollView.IndicatorStyle) -> UIColor {
        switch style {
        case .default: defaultColor
        case .black: UIColor(white: 0, alpha: 0.35)
        case .white: UIColor(white: 1, alpha: 0.5)
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}
