import CoreGraphics
import Foundation

extension UIFocusSystem {
    /// Moves focus as a key asks: `.next`/`.previous` (Tab, Shift-Tab) to the next or
    /// previous focus group in reading order, wrapping around, entering it at its primary
    /// item (with nothing focused, Tab starts at the first group and Shift-Tab at the last);
    /// an arrow to the nearest item in that direction within the focused item's group (arrows
    /// never leave a group, and do nothing while nothing is focused). Returns whether focus
    /// moved; a move with nowhere to go posts `movementDidFailNotification`.
    @discardableResult
    func moveFocus(_ heading: UIFocusHeading) -> Bool {
        guard let window else { return false }
        let all = candidates(in: window)
        let target: (any UIFocusItem)?
        if heading == .next || heading == .previous {
            target = nextGroupItem(all, forward: heading == .next)
        } else if let focused = focusedItem as? UIView {
            let group = groupKey(of: focused)
            let pool = all.filter { $0.group == group && $0.item !== focused }
            target = Self.nearest(in: pool, from: focused.convert(focused.bounds, to: window), heading: heading)
                .flatMap { resolve($0.item) }
        } else {
            target = nil
        }
        guard let target, target !== focusedItem else {
            NotificationCenter.default.post(name: Self.movementDidFailNotification, object: self)
            return false
        }
        return update(to: target, heading: heading)
    }

    /// The primary item of the group after (or before) the focused item's.
    private func nextGroupItem(_ all: [FocusCandidate], forward: Bool) -> (any UIFocusItem)? {
        var order: [FocusGroupKey] = []
        var members: [FocusGroupKey: [FocusCandidate]] = [:]
        for candidate in all.sorted(by: Self.readingOrder) {
            if members[candidate.group] == nil { order.append(candidate.group) }
            members[candidate.group, default: []].append(candidate)
        }
        guard !order.isEmpty else { return nil }
        let current = focusedItem.map(groupKey(of:))
        let step = forward ? 1 : -1
        var index = forward ? 0 : order.count - 1
        if let current, let i = order.firstIndex(of: current) { index = i + step }
        for n in 0..<order.count {
            let key = order[((index + n * step) % order.count + order.count) % order.count]
            if key == current { continue }
            if let members = members[key], let item = primaryItem(of: members) { return item }
        }
        return nil
    }

    /// The candidate nearest to `origin` in the direction of `heading`. As on tvOS and iPad,
    /// the search sweeps the focused frame that way: only items it meets (lying beyond the
    /// origin's centre and overlapping it across the direction) count, so an item off to the
    /// side is reached through a focus guide. The smallest gap wins, then the closest centre
    /// across. // estimate (UIKit's scoring is not documented)
    static func nearest(in pool: [FocusCandidate], from origin: CGRect, heading: UIFocusHeading) -> FocusCandidate? {
        let o = Span(origin, heading)
        var best: (candidate: FocusCandidate, gap: CGFloat, cross: CGFloat)?
        for candidate in pool {
            let c = Span(candidate.frame, heading)
            guard c.minMain >= o.midMain, c.midMain > o.midMain, c.minCross < o.maxCross, c.maxCross > o.minCross else { continue }
            let gap = max(0, c.minMain - o.maxMain)
            let cross = abs(c.midCross - o.midCross)
            if let b = best, gap > b.gap || (gap == b.gap && cross >= b.cross) { continue }
            best = (candidate, gap, cross)
        }
        return best?.candidate
    }
}

/// A rect seen along a heading: "main" runs in the direction of travel, "cross" across it.
private struct Span {
    var minMain: CGFloat, maxMain: CGFloat, minCross: CGFloat, maxCross: CGFloat
    var midMain: CGFloat { (minMain + maxMain) / 2 }
    var midCross: CGFloat { (minCross + maxCross) / 2 }

    init(_ r: CGRect, _ heading: UIFocusHeading) {
        switch heading {
        case .left: (minMain, maxMain, minCross, maxCross) = (-r.maxX, -r.minX, r.minY, r.maxY)
        case .down: (minMain, maxMain, minCross, maxCross) = (r.minY, r.maxY, r.minX, r.maxX)
        case .up: (minMain, maxMain, minCross, maxCross) = (-r.maxY, -r.minY, r.minX, r.maxX)
        default: (minMain, maxMain, minCross, maxCross) = (r.minX, r.maxX, r.minY, r.maxY)
        }
    }
}
