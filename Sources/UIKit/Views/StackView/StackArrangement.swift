import CoreGraphics

/// Builds the constraints (and spacer guides) that arrange a stack view's views, named as
/// UIKit names them:
///
/// - `UISV-canvas-connection`: the first and last visible views to the stack's edges (or
///   margins) along the axis; across it, the views (`.fill`) or the alignment spanner to the
///   edges.
/// - `UISV-spacing`: the gap between neighbouring visible views (`>=` for the equal-spacing
///   distributions), edge to edge or, in baseline-relative vertical stacks, baseline to
///   baseline.
/// - `UISV-fill-equally`, `UISV-fill-proportionally`: the views' lengths; the
///   `UISV-distributing` gap guides (pinned by `UISV-distributing-edge`) of equal lengths
///   for `.equalSpacing` (edge to edge, required) and `.equalCentering` (centre to centre,
///   at 150, below the views' hugging and compression resistance).
/// - `UISV-alignment`: each view's edge, centre or baseline to the first visible view's.
/// - `UISV-alignment-spanner` guide with `UISV-spanning-boundary` and `UISV-spanning-fit`:
///   the stack is as thick as its thickest view when the alignment does not stretch them.
/// - `UISV-hiding`: a hidden view's zero length; it sits where the next visible view starts.
/// - `UISV-ambiguity-suppression`: a weak zero thickness for views with nothing else to
///   decide it.
@MainActor
struct StackArrangement {
    let stack: UIStackView
    private(set) var constraints: [NSLayoutConstraint] = []
    private(set) var guides: [UILayoutGuide] = []

    typealias Attribute = NSLayoutConstraint.Attribute

    init(stack: UIStackView) { self.stack = stack }

    /// The attributes along (`start`, `end`, `center`, `length`) and across the axis.
    private struct Edges {
        let start, end, center, length: Attribute
        init(_ axis: NSLayoutConstraint.Axis) {
            if axis == .horizontal {
                (start, end, center, length) = (.leading, .trailing, .centerX, .width)
            } else {
                (start, end, center, length) = (.top, .bottom, .centerY, .height)
            }
        }
    }

    private var along: Edges { Edges(stack.axis) }
    private var across: Edges { Edges(stack.axis == .horizontal ? .vertical : .horizontal) }
    /// What the views are laid out in: the stack's bounds or its margins.
    private var canvas: AnyObject { stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack }

    /// Baselines run across a horizontal stack only: a vertical stack asked to align by
    /// first (last) baseline lines its views up by their leading (trailing) edges.
    private var effectiveAlignment: UIStackView.Alignment {
        switch stack.alignment {
        case .firstBaseline where stack.axis == .vertical: .leading
        case .lastBaseline where stack.axis == .vertical: .trailing
        default: stack.alignment
        }
    }

    /// The constraints and guides for the stack's current settings and views.
    func build() -> (constraints: [NSLayoutConstraint], guides: [UILayoutGuide]) {
        var builder = self
        builder.arrangeAlongAxis()
        builder.alignAcrossAxis()
        return (builder.constraints, builder.guides)
    }

    private mutating func add(_ item: AnyObject, _ attribute: Attribute, _ other: AnyObject?, _ otherAttribute: Attribute,
                              relation: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1, constant: CGFloat = 0,
                              priority: UILayoutPriority = .required, _ identifier: String) {
        let c = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                   attribute: other == nil ? .notAnAttribute : otherAttribute,
                                   multiplier: multiplier, constant: constant)
        c.priority = priority
        c.identifier = identifier
        constraints.append(c)
    }

    private mutating func makeGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guides.append(guide)
        return guide
    }

    // MARK: Along the axis

    private mutating func arrangeAlongAxis() {
        let views = stack.arrangedSubviews
        let visible = views.filter { !$0.isHidden }
        let a = along, canvas = canvas
        let equalGaps = stack.distribution == .equalSpacing || stack.distribution == .equalCentering

        // Hidden views collapse where the next visible view starts (or after the last).
        for (index, view) in views.enumerated() where view.isHidden {
            add(view, a.length, nil, .notAnAttribute, "UISV-hiding")
            if let next = views[(index + 1)...].first(where: { !$0.isHidden }) {
                add(view, a.end, next, a.start, "UISV-hiding")
            } else if let previous = views[..<index].last(where: { !$0.isHidden }) {
                add(view, a.start, previous, a.end, "UISV-hiding")
            } else {
                add(view, a.start, canvas, a.start, "UISV-hiding")
            }
        }
        guard let first = visible.first, let last = visible.last else { return }

        add(canvas, a.start, first, a.start, "UISV-canvas-connection")
        add(last, a.end, canvas, a.end, "UISV-canvas-connection")

        var totalSpacing: CGFloat = 0
        let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = stack.effectiveSpacing(after: previous)
            totalSpacing += gap
            let relation: NSLayoutConstraint.Relation = equalGaps ? .greaterThanOrEqual : .equal
            if baselines {
                add(next, .firstBaseline, previous, .lastBaseline, relation: relation, constant: gap, "UISV-spacing")
            } else {
                add(next, a.start, previous, a.end, relation: relation, constant: gap, "UISV-spacing")
            }
        }
        guard visible.count > 1 else { return }

        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            fillEqually(visible)
        case .fillProportionally:
            let sizes = visible.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                let length = stack.axis == .horizontal ? size.width : size.height
                return length > 0 ? length : 0
            }
            let total = sizes.reduce(0, +)
            guard total > 0 else { return fillEqually(visible) }
            for (view, size) in zip(visible, sizes) {
                // view = share × (canvas − spacing): its part of what the gaps leave.
                let share = size / total
                add(view, a.length, canvas, a.length, multiplier: share, constant: -share * totalSpacing,
                    priority: UILayoutPriority(999), "UISV-fill-proportionally")
            }
        case .equalSpacing, .equalCentering:
            let centering = stack.distribution == .equalCentering
            var firstGap: UILayoutGuide?
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let gap = makeGuide("UISV-distributing")
                add(gap, a.start, previous, centering ? a.center : a.end, "UISV-distributing-edge")
                add(gap, a.end, next, centering ? a.center : a.start, "UISV-distributing-edge")
                // Across the axis the guide lies on the canvas's leading edge, with no thickness.
                add(gap, across.start, canvas, across.start, "UISV-distributing-edge")
                add(gap, across.length, nil, .notAnAttribute, "UISV-distributing-edge")
                if let firstGap {
                    // Equal centres give way to the minimum spacing and to the views' own sizes
                // (hugging and compression resistance), as UIKit's 150 does.
                add(gap, a.length, firstGap, a.length, priority: centering ? UILayoutPriority(150) : .required, "UISV-fill-equally")
                } else {
                    firstGap = gap
                }
                // A stack sized by its content keeps the gaps at `spacing`.
                add(gap, a.length, nil, .notAnAttribute, constant: centering ? 0 : stack.effectiveSpacing(after: previous),
                    priority: .fittingSizeLevel, "UISV-ambiguity-suppression")
            }
        }
    }

    private mutating func fillEqually(_ visible: [UIView]) {
        guard let first = visible.first else { return }
        for view in visible.dropFirst() {
            add(view, along.length, first, along.length, "UISV-fill-equally")
        }
    }

    // MARK: Across the axis

    private mutating func alignAcrossAxis() {
        let views = stack.arrangedSubviews
        let visible = views.filter { !$0.isHidden }
        let x = across, canvas = canvas
        let alignment = effectiveAlignment

        if alignment == .fill {
            for view in views {
                add(canvas, x.start, view, x.start, "UISV-canvas-connection")
                add(view, x.end, canvas, x.end, "UISV-canvas-connection")
            }
            return
        }
        guard let first = visible.first ?? views.first else { return }

        // The attribute the views line up by.
        let attribute: Attribute = switch alignment {
        case .leading: x.start
        case .trailing: x.end
        case .center: x.center
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        case .fill: x.start
        }
        let byBaseline = alignment == .firstBaseline || alignment == .lastBaseline
        if !byBaseline { add(canvas, attribute, first, attribute, "UISV-canvas-connection") }
        for view in views where view !== first {
            add(view, attribute, first, attribute, "UISV-alignment")
        }

        // The spanner reaches from the stack's start to its end across the axis and holds
        // every visible view; it is as thin as they allow, so the stack hugs the thickest.
        let spanner = makeGuide("UISV-alignment-spanner")
        add(canvas, x.start, spanner, x.start, "UISV-canvas-connection")
        add(spanner, x.end, canvas, x.end, "UISV-canvas-connection")
        add(spanner, along.start, canvas, along.start, "UISV-canvas-connection")
        add(spanner, along.length, nil, .notAnAttribute, "UISV-canvas-connection")
        add(spanner, x.length, nil, .notAnAttribute, priority: UILayoutPriority(51), "UISV-spanning-fit")
        for view in visible {
            add(spanner, x.start, view, x.start, relation: .lessThanOrEqual, "UISV-spanning-boundary")
            add(spanner, x.end, view, x.end, relation: .greaterThanOrEqual, "UISV-spanning-boundary")
            // Without intrinsic thickness a view would be free to take any; it takes none.
            add(view, x.length, nil, .notAnAttribute, priority: UILayoutPriority(25), "UISV-ambiguity-suppression")
            // Baseline-aligned views in a taller stack sit as high as the spanner lets them.
            if byBaseline { add(view, x.start, spanner, x.start, priority: UILayoutPriority(26), "UISV-ambiguity-suppression") }
        }
    }
}
