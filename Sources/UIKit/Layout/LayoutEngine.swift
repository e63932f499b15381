internal import Cassowary
import CoreGraphics
import Foundation
internal import RuntimeSupport

/// The Auto Layout engine of one view tree (a window's, or a root view's outside any window):
/// the solver (`SimplexSolver`, from the Cassowary module), the variables of each item that
/// takes part, and the rules that keep them in step with views.
///
/// - Every item (view or layout guide) in use has four variables: its alignment rectangle
///   (x, y, width, height) in its superview's bounds coordinates (a guide's: its owning
///   view's). A constraint between items is written in the coordinates of the view it is
///   installed on (their closest common ancestor) by adding each ancestor's position on the
///   way up, so it stays linear.
/// - A view that translates its autoresizing mask into constraints is pinned to its current
///   frame by four `NSAutoresizingMaskLayoutConstraint`s, updated in place when its frame
///   changes (autoresizing itself happens in the frame setter, as without Auto Layout).
/// - Other views hold their intrinsic content size with their hugging (≤) and compression
///   resistance (≥) priorities.
/// - Solving is lazy: changes mark the engine; the update-constraints phase of the commit, a
///   `layoutIfNeeded()` or reading a guide's frame solves it. Items whose values changed mark
///   the view that applies them (the superview) for layout; its `layoutSubviews()` then sets
///   the frames, rounded to device pixels.
@MainActor
final class LayoutEngine {
    /// An item's variables and what the engine keeps for it.
    @MainActor
    final class Item {
        weak var object: AnyObject?
        unowned(unsafe) let engine: LayoutEngine
        let x: LayoutVariable, y: LayoutVariable, width: LayoutVariable, height: LayoutVariable
        /// Constraints (and pins of other items) that use the item; at zero it leaves the engine.
        var uses = 0
        /// Autoresizing pins (views) or the constraints that place a system guide.
        var pins: [NSLayoutConstraint] = []
        /// The intrinsic-size constraints of a view positioned by constraints.
        var intrinsic: [SolverConstraint] = []
        /// The values last handed out, to tell which items a solve moved.
        var solved = CGRect.null

        /// Variables are unnamed: naming them costs more than solving for them, and the
        /// engine's reports name constraints, not variables.
        init(_ object: AnyObject, engine: LayoutEngine) {
            self.object = object
            self.engine = engine
            x = LayoutVariable()
            y = LayoutVariable()
            width = LayoutVariable()
            height = LayoutVariable()
        }

        var rect: CGRect { CGRect(x: x.value, y: y.value, width: width.value, height: height.value) }
    }

    let solver = SimplexSolver()
    unowned(unsafe) let root: UIView
    private(set) var items: [ObjectIdentifier: Item] = [:]
    var needsSolve = false
    /// A throwaway engine (for `systemLayoutSizeFitting`): it never writes to views.
    let isScratch: Bool

    init(root: UIView, scratch: Bool = false) {
        self.root = root
        isScratch = scratch
    }

    /// An engine that goes (its root left the tree or was freed) takes its items from the
    /// views still pointing at them.
    isolated deinit { detachItems() }

    /// Unlinks every item from its view: the engine is being given up, and a view must never
    /// keep an item of an engine that is gone.
    func detachItems() {
        for item in items.values {
            if let view = item.object as? UIView, view._autoLayout?.item === item { view._autoLayout?.item = nil }
        }
        items.removeAll()
    }

    // MARK: Finding engines

    /// The engine of `view`'s tree, if that tree uses Auto Layout.
    static func engine(of view: UIView) -> LayoutEngine? {
        var root = view
        while let s = root._superview { root = s }
        return root._autoLayout?.engine
    }

    /// The engine of `view`'s tree, made on first use.
    static func makeEngine(for view: UIView) -> LayoutEngine {
        var root = view
        while let s = root._superview { root = s }
        if let engine = root._autoLayout?.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.autoLayout.engine = engine
        return engine
    }

    // MARK: Items

    func existingItem(for object: AnyObject) -> Item? { items[ObjectIdentifier(object)] }

    /// The item for `object`, made (with its pins and intrinsic-size constraints) if new;
    /// counts one more use.
    func retain(_ object: AnyObject) -> Item {
        if let item = items[ObjectIdentifier(object)] {
            item.uses += 1
            return item
        }
        let item = Item(object, engine: self)
        item.uses = 1
        items[ObjectIdentifier(object)] = item
        if let view = object as? UIView {
            if !isScratch { view.autoLayout.item = item }
            if view.pinsItsFrame && !(isScratch && view === root) {
                installPins(of: view, item)
            } else {
                updateIntrinsicConstraints(of: view, item)
            }
        } else if let guide = object as? UILayoutGuide {
            installSystemGuidePins(of: guide, item)
        }
        return item
    }

    /// Counts one use less; an unused item leaves the engine with its own constraints.
    func release(_ item: Item) {
        item.uses -= 1
        guard item.uses <= 0, let object = item.object else { return }
        removePins(of: item)
        for c in item.intrinsic { try? solver.remove(c) }
        item.intrinsic.removeAll()
        items[ObjectIdentifier(object)] = nil
        if let view = object as? UIView, view._autoLayout?.item === item { view._autoLayout?.item = nil }
        needsSolve = true
    }

    private func removePins(of item: Item) {
        for pin in item.pins { uninstall(pin) }
        item.pins.removeAll()
    }

    // MARK: Autoresizing pins and intrinsic size

    /// Pins a view that translates its autoresizing mask to its current alignment rectangle.
    private func installPins(of view: UIView, _ item: Item) {
        let r = view.alignmentRect(forFrame: view.untransformedFrame)
        let values: [(NSLayoutConstraint.Attribute, LayoutVariable, CGFloat)] = [
            (.left, item.x, r.minX), (.top, item.y, r.minY), (.width, item.width, r.width), (.height, item.height, r.height),
        ]
        let encapsulated = !view.translatesAutoresizingMaskIntoConstraints
        for (attribute, variable, value) in values {
            let pin: NSLayoutConstraint
            if encapsulated {
                pin = NSLayoutConstraint(pinning: view, attribute: attribute, constant: value)
                pin.identifier = "UIView-Encapsulated-Layout-" + ["Left", "Top", "Width", "Height"][pinIndex(attribute)]
            } else {
                pin = NSAutoresizingMaskLayoutConstraint(view: view, attribute: attribute, constant: value)
            }
            addPin(pin, holding: variable, to: item)
        }
    }

    private func pinIndex(_ attribute: NSLayoutConstraint.Attribute) -> Int {
        switch attribute {
        case .left: 0
        case .top: 1
        case .width: 2
        default: 3
        }
    }

    /// Holds one of an item's variables at the pin's constant (at the pin's priority); the pin
    /// is the constraint logs name and whose constant moves it.
    func addPin(_ pin: NSLayoutConstraint, holding variable: LayoutVariable, to item: Item) {
        let sc = SolverConstraint(LinearExpression(variable), .equal, LinearExpression(Double(pin.constant)), priority: pin.priority.rawValue)
        sc.owner = pin
        do {
            try solver.add(sc)
            pin.solverConstraint = sc
            pin.engine = self
            item.pins.append(pin)
        } catch {
            reportUnsatisfiable(pin, error)
        }
        needsSolve = true
    }

    /// Moves a translating view's pins to its current frame (in place: only the constants).
    func framesDidChange(_ view: UIView, _ item: Item) {
        guard view.pinsItsFrame, item.pins.count == 4 else { return }
        let r = view.alignmentRect(forFrame: view.untransformedFrame)
        let values = [r.minX, r.minY, r.width, r.height]
        for (pin, value) in zip(item.pins, values) where pin.constant != value && value.isFinite {
            pin.constant = value
        }
    }

    /// The view changed between translating its mask and positioning by constraints.
    func translatesDidChange(_ view: UIView, _ item: Item) {
        removePins(of: item)
        for c in item.intrinsic { try? solver.remove(c) }
        item.intrinsic.removeAll()
        if view.pinsItsFrame { installPins(of: view, item) } else { updateIntrinsicConstraints(of: view, item) }
        needsSolve = true
    }

    /// (Re)makes the intrinsic-size constraints: per axis with a metric, size ≤ intrinsic at
    /// the hugging priority and size ≥ intrinsic at the compression resistance priority.
    func updateIntrinsicConstraints(of view: UIView, _ item: Item) {
        for c in item.intrinsic { try? solver.remove(c) }
        item.intrinsic.removeAll()
        needsSolve = true
        guard !view.pinsItsFrame || (isScratch && view === root) else { return }
        let size = view.intrinsicContentSize
        let axes: [(CGFloat, LayoutVariable, NSLayoutConstraint.Axis)] = [
            (size.width, item.width, .horizontal), (size.height, item.height, .vertical),
        ]
        for (metric, variable, axis) in axes where metric != UIView.noIntrinsicMetric && metric.isFinite && metric >= 0 {
            let hug = view.contentHuggingPriority(for: axis).rawValue
            let resist = view.contentCompressionResistancePriority(for: axis).rawValue
            let pairs: [(LayoutRelation, Float)] = [(.lessThanOrEqual, hug), (.greaterThanOrEqual, resist)]
            for (relation, priority) in pairs {
                let sc = SolverConstraint(LinearExpression(variable), relation, LinearExpression(Double(metric)),
                                          priority: min(1000, max(1, priority)))
                if (try? solver.add(sc)) != nil { item.intrinsic.append(sc) }
            }
        }
    }

    // MARK: Installing constraints

    /// Puts an active constraint into the solver. A required constraint that cannot hold is
    /// broken (logged the way UIKit logs it) and the rest of the layout goes on.
    func install(_ c: NSLayoutConstraint) {
        guard c.engine == nil, let space = c.installedView ?? Self.space(of: c) else { return }
        var used: [Item] = []
        guard let sc = makeSolverConstraint(for: c, in: space, retaining: &used) else {
            for item in used { release(item) }
            return
        }
        do {
            try solver.add(sc)
            c.solverConstraint = sc
            c.constantSign = c.firstAttribute.isDirectional && space.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
            c.engine = self
            c.engineItems = used
            c.isBroken = false
            needsSolve = true
        } catch {
            for item in used { release(item) }
            c.isBroken = true
            reportUnsatisfiable(c, error)
        }
    }

    /// Takes a constraint out of the solver.
    func uninstall(_ c: NSLayoutConstraint) {
        guard c.engine === self, let sc = c.solverConstraint else { return }
        try? solver.remove(sc)
        c.solverConstraint = nil
        c.engine = nil
        let used = c.engineItems
        c.engineItems = []
        for item in used { release(item) }
        needsSolve = true
    }

    /// The view a constraint's coordinates are taken in when it is not installed on one
    /// (system guide constraints): the guide's owner.
    static func space(of c: NSLayoutConstraint) -> UIView? {
        (c.firstItem as? UILayoutGuide)?.owningView ?? (c.firstItem as? UIView)
    }

    /// The engine form of `c`: `first  (relation)  multiplier × second + constant`.
    ///
    /// Leading and trailing constants point in the reading direction: in a right-to-left
    /// layout `a.leading == b.leading + 10` puts a's right edge 10 points left of b's, so the
    /// constant is reversed, and with it the sense of an inequality.
    func makeSolverConstraint(for c: NSLayoutConstraint, in space: UIView, retaining used: inout [Item]) -> SolverConstraint? {
        guard let first = c.firstItem,
              let lhs = expression(first, c.firstAttribute, in: space, retaining: &used) else { return nil }
        let mirrored = c.firstAttribute.isDirectional && space.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let constant = Self.engineConstant(c.constant)
        var rhs = LinearExpression(mirrored ? -constant : constant)
        if let second = c.secondItem {
            guard let e = expression(second, c.secondAttribute, in: space, retaining: &used) else { return nil }
            rhs = e * Self.engineMultiplier(c.multiplier) + rhs.constant
        }
        var relation: LayoutRelation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        if mirrored {
            // `a.trailing ≤ b.trailing − 8` keeps a inside b in both directions.
            relation = switch relation {
            case .lessThanOrEqual: .greaterThanOrEqual
            case .greaterThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            }
        }
        let sc = SolverConstraint(lhs, relation, rhs, priority: c.priority.rawValue)
        sc.owner = c
        return sc
    }

    /// The largest constant or multiplier the solver is given: 2²⁴ points is far beyond any
    /// screen, and a power of two keeps a shift there and back exact for ordinary values.
    /// Beyond it (1e100, 1e308) the solver's sums lose the small values they carry (or
    /// overflow), so the layout would stay wrong after the constant came back.
    static let magnitudeLimit: Double = 16_777_216

    /// `constant` held to ±`magnitudeLimit`, reported (when `report`) if it had to be.
    static func engineConstant(_ constant: CGFloat, report: Bool = true) -> Double {
        let value = Double(constant)
        guard abs(value) > magnitudeLimit else { return value }
        if report { RuntimeIssue.report("NSLayoutConstraint: constant \(value) is beyond ±\(Int(magnitudeLimit)) points; the layout engine uses ±\(Int(magnitudeLimit))") }
        return value < 0 ? -magnitudeLimit : magnitudeLimit
    }

    /// `multiplier` held to ±`magnitudeLimit`; one closer to zero than 1/`magnitudeLimit` is
    /// taken as 0 (a pivot on it would overflow). Reported when changed.
    static func engineMultiplier(_ multiplier: CGFloat) -> Double {
        let value = Double(multiplier), size = abs(value)
        guard size > magnitudeLimit || (size > 0 && size < 1 / magnitudeLimit) else { return value }
        let used = size > magnitudeLimit ? (value < 0 ? -magnitudeLimit : magnitudeLimit) : 0
        RuntimeIssue.report("NSLayoutConstraint: multiplier \(value) is out of the layout engine's range; \(used) is used")
        return used
    }

    /// A constraint's constant changed from `old`: shift the solver's constant (which also
    /// holds the coordinate offsets) by the difference, in place.
    func constantDidChange(_ c: NSLayoutConstraint, from old: CGFloat) {
        guard let sc = c.solverConstraint else { return }
        let delta = Self.engineConstant(c.constant) - Self.engineConstant(old, report: false)
        breakConflicts(toHold: c, at: sc.constant + delta * c.constantSign)
        needsSolve = true
        Self.scheduleSolve(self)
    }

    /// An optional constraint's priority changed.
    func priorityDidChange(_ c: NSLayoutConstraint) {
        guard let sc = c.solverConstraint else { return }
        do { try solver.setPriority(c.priority.rawValue, of: sc) } catch { reportUnsatisfiable(c, error) }
        needsSolve = true
        Self.scheduleSolve(self)
    }

    // MARK: Solving and applying

    /// Installs what is pending, then solves if anything changed and tells the views that
    /// apply the moved items.
    func solveIfNeeded() {
        Self.flushPending()
        guard needsSolve else { return }
        needsSolve = false
        solver.updateVariables()
        guard !isScratch else { return }
        var contentGuides: [(UIScrollView, CGSize)] = []
        for item in items.values {
            let r = item.rect
            guard r != item.solved else { continue }
            item.solved = r
            if let guide = item.object as? UILayoutGuide {
                guide.solvedFrame = r
                guide.owningView?.setNeedsLayout()
                if let (scroll, isContent) = Self.scrollGuideRole(guide), isContent { contentGuides.append((scroll, r.size)) }
            } else if let view = item.object as? UIView, !view.pinsItsFrame {
                view._superview?.setNeedsLayout()
            }
        }
        // What the content guide's constraints make of its size is the content size.
        for (scroll, size) in contentGuides { scroll.contentGuideDidSolve(size) }
    }

    /// `layoutSubviews()`'s default: sets the frame of every subview positioned by
    /// constraints from the solved alignment rectangle, rounded to device pixels.
    static func applyLayout(toSubviewsOf view: UIView) {
        // Most views place no subview by constraints: skip the walk up to the tree's engine.
        var placesByConstraints = false
        for subview in view._subviews where subview._autoLayout?.item != nil { placesByConstraints = true; break }
        guard placesByConstraints, let engine = engine(of: view) else { return }
        engine.solveIfNeeded()
        let scale = view.window?.screen.scale ?? UIScreen.main.scale
        func pixel(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        for subview in view._subviews {
            guard let item = subview._autoLayout?.item, item.engine === engine,
                  !subview.pinsItsFrame else { continue }
            let r = item.rect
            guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { continue }
            let minX = pixel(r.minX), minY = pixel(r.minY)
            let aligned = CGRect(x: minX, y: minY, width: max(0, pixel(r.maxX) - minX), height: max(0, pixel(r.maxY) - minY))
            let frame = subview.frame(forAlignmentRect: aligned)
            if subview.untransformedFrame != frame { subview.untransformedFrame = frame }
        }
    }
}
