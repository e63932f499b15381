import CoreGraphics
import Foundation

/// What identifies a focus group: its `focusGroupIdentifier`, or, for an item outside every
/// named group, the item itself (it is a group of one). // estimate
enum FocusGroupKey: Hashable {
    case named(String)
    case item(ObjectIdentifier)
}

/// A focusable item found in the window, with its frame in window coordinates.
struct FocusCandidate {
    let item: any UIFocusItem
    let frame: CGRect
    let group: FocusGroupKey
}

extension UIFocusSystem {
    // MARK: Focusability

    /// Whether `item` can take focus now: it says it can, it is in this window, it and its
    /// superviews are shown (not hidden, alpha ≥ 0.01) and take user interaction, a control
    /// is enabled, and it has an area.
    func isFocusable(_ item: any UIFocusItem) -> Bool {
        guard item.canBecomeFocused else { return false }
        if let guide = item as? UIFocusGuide {
            guard let owner = guide.owningView else { return false }
            return isShown(owner) && !guide.layoutFrame.isEmpty
        }
        guard let view = item as? UIView, isShown(view), !view.bounds.isEmpty else { return false }
        if let control = view as? UIControl, !control.isEnabled { return false }
        return true
    }

    /// Whether `view` and every superview up to this system's window are visible and take
    /// user interaction.
    private func isShown(_ view: UIView) -> Bool {
        guard let window, view === window || view.window === window else { return false }
        var current: UIView? = view
        while let v = current {
            if v.isHidden || v.alpha < 0.01 || !v.isUserInteractionEnabled { return false }
            if v === window { return true }
            current = v.superview
        }
        return false
    }

    // MARK: Preferred items

    /// The item focus goes to when it is sent to `environment`: the environment itself when
    /// it is a focusable item, else the first of its preferred environments that yields one,
    /// else (a view) the first focusable item inside it in reading order. A focus guide hands
    /// on to its own preferred environments. A window with no preference of its own prefers
    /// its root view controller.
    func preferredItem(in environment: any UIFocusEnvironment) -> (any UIFocusItem)? {
        var visited = Set<ObjectIdentifier>()
        return preferredItem(in: environment, visited: &visited)
    }

    private func preferredItem(in environment: any UIFocusEnvironment, visited: inout Set<ObjectIdentifier>) -> (any UIFocusItem)? {
        guard visited.insert(ObjectIdentifier(environment)).inserted else { return nil }
        if let item = environment as? any UIFocusItem, !(item is UIFocusGuide), isFocusable(item) { return item }
        if let guide = environment as? UIFocusGuide, !isFocusable(guide) { return nil }
        var preferred = environment.preferredFocusEnvironments
        if preferred.isEmpty, let window = environment as? UIWindow, let root = window.rootViewController { preferred = [root] }
        for next in preferred where next !== environment {
            if let found = preferredItem(in: next, visited: &visited) { return found }
        }
        guard let view = environment as? UIView else { return nil }
        return candidates(in: view).sorted(by: Self.readingOrder).lazy.compactMap { self.resolve($0.item) }.first
    }

    /// The item that actually takes focus when a move lands on `item`: a guide's preferred
    /// item, else the item.
    func resolve(_ item: any UIFocusItem) -> (any UIFocusItem)? {
        guard let guide = item as? UIFocusGuide else { return item }
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(guide)]
        for next in guide.preferredFocusEnvironments {
            if let found = preferredItem(in: next, visited: &visited) { return found }
        }
        return nil
    }

    // MARK: Candidates and groups

    /// The focusable items inside `root` (not `root` itself), with window frames and groups.
    /// Hidden, transparent and non-interactive branches are skipped whole.
    func candidates(in root: UIView) -> [FocusCandidate] {
        guard let window else { return [] }
        var found: [FocusCandidate] = []
        var stack: [(UIView, String?)] = root._subviews.reversed().map { ($0, root.inheritedFocusGroup) }
        for case let guide as UIFocusGuide in root.layoutGuides where isFocusable(guide) {
            found.append(candidate(guide, frame: root.convert(guide.layoutFrame, to: window), group: root.inheritedFocusGroup))
        }
        while let (view, inherited) = stack.popLast() {
            guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled, !(view is UIWindow) else { continue }
            let group = view.focusGroupIdentifier ?? inherited
            if isFocusable(view) {
                found.append(candidate(view, frame: view.convert(view.bounds, to: window), group: group))
            }
            for case let guide as UIFocusGuide in view.layoutGuides where isFocusable(guide) {
                found.append(candidate(guide, frame: view.convert(guide.layoutFrame, to: window), group: group))
            }
            stack.append(contentsOf: view._subviews.reversed().map { ($0, group) })
        }
        return found
    }

    private func candidate(_ item: any UIFocusItem, frame: CGRect, group: String?) -> FocusCandidate {
        FocusCandidate(item: item, frame: frame, group: group.map(FocusGroupKey.named) ?? .item(ObjectIdentifier(item)))
    }

    /// The group `item` belongs to.
    func groupKey(of item: any UIFocusItem) -> FocusGroupKey {
        if let view = item as? UIView, let name = view.inheritedFocusGroup { return .named(name) }
        if let guide = item as? UIFocusGuide, let name = guide.owningView?.inheritedFocusGroup { return .named(name) }
        return .item(ObjectIdentifier(item))
    }

    /// Reading order: top to bottom, then left to right, by the frames' top-left corners.
    static func readingOrder(_ a: FocusCandidate, _ b: FocusCandidate) -> Bool {
        if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
        return a.frame.minX < b.frame.minX
    }

    /// The item that takes focus when Tab enters a group: the highest priority (the group's
    /// last focused item counts as `.previouslyFocused`), ties to the first in reading order.
    func primaryItem(of members: [FocusCandidate]) -> (any UIFocusItem)? {
        let remembered = members.first.flatMap { lastFocusedInGroup[$0.group]?.environment }
        func priority(_ c: FocusCandidate) -> UIFocusGroupPriority {
            c.item === remembered ? max(c.item.focusGroupPriority, .previouslyFocused) : c.item.focusGroupPriority
        }
        var best: FocusCandidate?
        for member in members.sorted(by: Self.readingOrder) where best == nil || priority(member) > priority(best!) {
            best = member
        }
        return best.flatMap { resolve($0.item) }
    }
}

extension UIView {
    /// The focus group identifier of the view or its nearest superview that has one.
    var inheritedFocusGroup: String? {
        var current: UIView? = self
        while let v = current {
            if let name = v.focusGroupIdentifier { return name }
            current = v.superview
        }
        return nil
    }
}
