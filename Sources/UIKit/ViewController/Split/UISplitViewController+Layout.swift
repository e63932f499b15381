import CoreGraphics
import Foundation

/// Where the columns go.
///
/// Widths: a sidebar is 320 pt unless set (`preferred…ColumnWidth` in points first, then the
/// fraction of the split's width), kept between the minimum (0 by default) and the maximum
/// (320 by default, or the preferred points when larger), and never wider than the split.
extension UISplitViewController {
    /// The standard sidebar width on iPad.
    static let standardColumnWidth: CGFloat = 320
    /// The black alpha over a secondary column that a sidebar covers or displaces.
    static let dimmingAlpha: CGFloat = 0.2

    func columnWidths() -> (primary: CGFloat, supplementary: CGFloat) {
        let width = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        let primary = Self.width(points: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                                 minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth, of: width)
        let supplementary = Self.width(points: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                                       minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth, of: width)
        return (primary, style == .tripleColumn ? min(supplementary, max(0, width - primary)) : 0)
    }

    static func width(points: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, of total: CGFloat) -> CGFloat {
        let auto = automaticDimension
        let valid = { (v: CGFloat) in v != auto && v.isFinite && v >= 0 }
        let preferred = valid(points) ? points : (valid(fraction) ? min(fraction, 1) * total : standardColumnWidth)
        let lower = valid(minimum) ? minimum : 0
        let upper = valid(maximum) ? maximum : max(standardColumnWidth, valid(points) ? points : 0)
        return max(0, min(total, max(lower, min(upper, preferred))))
    }

    /// Each shown column's frame in `mode`, and whether the secondary is dimmed. A shown
    /// inspector takes its width at its edge first; the other columns share the rest.
    func columnFrames(for mode: DisplayMode, in whole: CGRect) -> (frames: [Column: CGRect], dimmed: Bool) {
        let (bounds, inspectorFrame) = carveInspector(from: whole)
        let (p, s) = columnWidths()
        let triple = style == .tripleColumn
        let side = triple ? s : p
        var frames: [Column: CGRect] = [:]
        var dimmed = false
        func rect(_ x: CGFloat, _ w: CGFloat) -> CGRect { CGRect(x: x, y: 0, width: w, height: bounds.height) }
        switch mode {
        case .automatic, .secondaryOnly:
            frames[.secondary] = rect(0, bounds.width)
        case .oneBesideSecondary:
            frames[triple ? .supplementary : .primary] = rect(0, side)
            frames[.secondary] = rect(side, max(0, bounds.width - side))
        case .oneOverSecondary:
            frames[triple ? .supplementary : .primary] = rect(0, side)
            frames[.secondary] = rect(0, bounds.width)
            dimmed = true
        case .twoBesideSecondary:
            frames[.primary] = rect(0, p)
            frames[.supplementary] = rect(p, s)
            frames[.secondary] = rect(p + s, max(0, bounds.width - p - s))
        case .twoOverSecondary:
            frames[.primary] = rect(0, p)
            frames[.supplementary] = rect(p, s)
            frames[.secondary] = rect(0, bounds.width)
            dimmed = true
        case .twoDisplaceSecondary:
            // The secondary keeps the width it has beside the supplementary and moves over.
            frames[.primary] = rect(0, p)
            frames[.supplementary] = rect(p, s)
            frames[.secondary] = rect(p + s, max(0, bounds.width - s))
            dimmed = true
        }
        if primaryIsOnRight {
            for (column, frame) in frames { frames[column] = CGRect(x: bounds.width - frame.maxX, y: 0, width: frame.width, height: frame.height) }
        }
        for (column, frame) in frames { frames[column] = frame.offsetBy(dx: bounds.minX, dy: bounds.minY) }
        frames[.inspector] = inspectorFrame
        return (frames, dimmed)
    }

    /// Whether the sidebars are on the right: a trailing primary edge, or a right-to-left layout
    /// (one or the other, not both).
    var primaryIsOnRight: Bool {
        (primaryEdge == .trailing) != (viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// Where a column waits off screen: a sidebar past the primary's edge by the sidebars'
    /// width, the inspector past its own edge by its width.
    func offscreenFrame(_ frame: CGRect, of column: Column) -> CGRect {
        if column == .inspector { return frame.offsetBy(dx: (inspectorIsOnRight ? 1 : -1) * frame.width, dy: 0) }
        let (p, s) = columnWidths()
        return frame.offsetBy(dx: (primaryIsOnRight ? 1 : -1) * (p + s), dy: 0)
    }

    /// Places the columns for the current state (called by the container's layout).
    func layoutColumns(in container: SplitContainerView) {
        updateCollapsedState()
        let bounds = container.bounds
        if lastLayoutSize != bounds.size {
            let first = lastLayoutSize == nil
            lastLayoutSize = bounds.size
            if !isCollapsed {
                chosenDisplayMode = first ? chosenDisplayMode : nil
                let mode = resolvedDisplayMode()
                if first {
                    currentDisplayMode = mode
                    refreshColumnBars()
                } else {
                    applyDisplayMode(mode, animated: false)
                }
            }
        }
        if isCollapsed {
            let shown = hosts[.compact] ?? hosts[.primary]
            for (column, host) in hosts where host !== shown { if host.viewIfLoaded?.superview === container { hide(column: column) } }
            if let shown {
                if shown.view.superview !== container { container.insertSubview(shown.view, at: 0) }
                shown.view.frame = bounds
            }
            container.setDimming(nil)
            container.placeSeparators([])
            return
        }
        // A display-mode change under way moves the columns itself.
        guard !container.isAnimatingColumns else { return }
        let (frames, dimmed) = columnFrames(for: currentDisplayMode, in: bounds)
        if hosts[.compact]?.viewIfLoaded?.superview === container { hide(column: .compact) }
        for column in [Column.secondary, .supplementary, .primary, .inspector] {
            guard let host = hosts[column] else { continue }
            if let frame = frames[column] {
                if column != .secondary { setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: host) }
                if host.view.superview !== container { container.addSubview(host.view) }
                host.view.frame = frame
            } else {
                hide(column: column)
            }
        }
        container.arrange(hosts: hosts)
        container.setDimming(dimmed ? frames[.secondary] : nil)
        container.placeSeparators(separatorEdges(frames))
    }

    private func hide(column: Column) {
        hosts[column]?.viewIfLoaded?.removeFromSuperview()
    }

    /// The inner edges of the columns that sit beside another (the sidebars and the
    /// inspector): a hairline runs down each.
    func separatorEdges(_ frames: [Column: CGRect]) -> [(frame: CGRect, atMaxX: Bool)] {
        [Column.primary, .supplementary].compactMap { frames[$0].map { ($0, !primaryIsOnRight) } }
            + (frames[.inspector].map { [($0, !inspectorIsOnRight)] } ?? [])
    }
}

/// The split's view: the columns side by side or layered, a dimming view over a covered
/// secondary (a tap on it puts the sidebars away), and hairlines between columns.
@MainActor
final class SplitContainerView: UIView {
    weak var controller: UISplitViewController?
    let dimmingView = UIView()
    private var separators: [UIView] = []
    var isAnimatingColumns = false
    /// Counts the column animations, so only the last one's completion settles the layout.
    var animationGeneration = 0

    init(controller: UISplitViewController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = .systemBackground
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(UISplitViewController.dimmingAlpha)
        dimmingView.alpha = 0
        dimmingView.isHidden = true
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: SplitContainerView.dimmingTapped))
        addSubview(dimmingView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("SplitContainerView is made by its split view controller") }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutColumns(in: self)
    }

    /// A tap on the dimmed secondary: the sidebars over it go away.
    private func dimmingTapped(_ recognizer: UITapGestureRecognizer) {
        guard let controller, !controller.isCollapsed else { return }
        controller.changeDisplayMode(to: controller.currentDisplayMode == .twoDisplaceSecondary ? .oneBesideSecondary : .secondaryOnly,
                                     animated: true)
    }

    /// Secondary at the bottom, then the dimming view, the inspector, the supplementary and the
    /// primary on top.
    /// Called on every layout, it moves nothing when the order is already right (a move would
    /// ask for layout again).
    func arrange(hosts: [UISplitViewController.Column: UIViewController]) {
        if let secondary = hosts[.secondary]?.viewIfLoaded, secondary.superview === self, subviews.first !== secondary {
            sendSubviewToBack(secondary)
        }
        let sidebars = [UISplitViewController.Column.inspector, .supplementary, .primary].compactMap { column in
            hosts[column]?.viewIfLoaded.flatMap { $0.superview === self ? $0 : nil }
        }
        keepInFront([dimmingView] + sidebars + separators)
    }

    func setDimming(_ frame: CGRect?) {
        if let frame { dimmingView.frame = frame }
        dimmingView.isHidden = frame == nil
        dimmingView.alpha = frame == nil ? 0 : 1
    }

    /// A hairline at the inner edge of each sidebar (and the inspector).
    func placeSeparators(_ sidebars: [(frame: CGRect, atMaxX: Bool)]) {
        while separators.count < sidebars.count {
            let line = UIView()
            line.backgroundColor = .separator
            line.isUserInteractionEnabled = false
            addSubview(line)
            separators.append(line)
        }
        let hairline = 1 / max(1, traitCollection.displayScale)
        for (index, line) in separators.enumerated() {
            guard index < sidebars.count else { line.isHidden = true; continue }
            let (frame, atMaxX) = sidebars[index]
            line.isHidden = false
            line.frame = CGRect(x: atMaxX ? frame.maxX - hairline : frame.minX, y: frame.minY, width: hairline, height: frame.height)
        }
    }
}
