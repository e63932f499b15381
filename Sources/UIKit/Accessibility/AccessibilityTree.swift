import CoreGraphics

/// The elements an assistive app finds under a view, in the order VoiceOver reads them.
///
/// The walk: a hidden view, one with alpha under 0.01 (estimate: hit-testing's threshold) and anything with
/// `accessibilityElementsHidden` are skipped with all they contain; an element is taken whole
/// (its subviews are not visited); a container's `accessibilityElements` are visited in their
/// own order; other views are looked through to their subviews, and when one of those has
/// `accessibilityViewIsModal` only the frontmost such one is visited.
///
/// Order: elements are read top to bottom, then left to right, by their frames on
/// screen (ties keep the order of the hierarchy). A container's `accessibilityElements` and a
/// view with `shouldGroupAccessibilityChildren` are read as one block, placed by its top-left
/// element. // estimate: VoiceOver's exact row tolerance is not documented; this sorts by top edge
package enum AccessibilityTree {
    /// A run of elements read together, and where it sits on screen.
    private struct Block {
        var frame: CGRect
        var elements: [UIResponder]
    }

    /// The elements under `root` (itself included when it is one), in reading order.
    @MainActor
    package static func elements(in root: UIResponder) -> [UIResponder] {
        var blocks: [Block] = []
        gather(root, into: &blocks)
        return sorted(blocks).flatMap(\.elements)
    }

    /// The labels of the elements under `view`, joined as VoiceOver joins them for a cell.
    @MainActor
    static func combinedLabel(of view: UIView) -> String? {
        let labels = elements(in: view).compactMap { $0.accessibilityLabel }.filter { !$0.isEmpty }
        return labels.isEmpty ? nil : labels.joined(separator: ", ")
    }

    @MainActor
    private static func gather(_ node: UIResponder, into blocks: inout [Block]) {
        if let view = node as? UIView, view.isHidden || view.alpha < 0.01 { return }
        if node.accessibilityElementsHidden { return }
        if node.isAccessibilityElement {
            blocks.append(Block(frame: node.accessibilityFrame, elements: [node]))
            return
        }
        let count = node.accessibilityElementCount()
        if count > 0 {
            // A container's own order, each entry's contents read in turn.
            var elements: [UIResponder] = []
            for index in 0..<count {
                guard let child = node.accessibilityElement(at: index) as? UIResponder else { continue }
                var inner: [Block] = []
                gather(child, into: &inner)
                elements += sorted(inner).flatMap(\.elements)
            }
            if !elements.isEmpty { blocks.append(Block(frame: union(elements), elements: elements)) }
            return
        }
        guard let view = node as? UIView else { return }
        var children = view.subviews
        if let modal = children.last(where: { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha >= 0.01 }) {
            children = [modal]
        }
        var inner: [Block] = []
        for child in children { gather(child, into: &inner) }
        if view.shouldGroupAccessibilityChildren {
            let elements = sorted(inner).flatMap(\.elements)
            if !elements.isEmpty { blocks.append(Block(frame: union(elements), elements: elements)) }
        } else {
            blocks += inner
        }
    }

    /// Top to bottom, then left to right; stable.
    private static func sorted(_ blocks: [Block]) -> [Block] {
        blocks.enumerated().sorted { a, b in
            if a.element.frame.minY != b.element.frame.minY { return a.element.frame.minY < b.element.frame.minY }
            if a.element.frame.minX != b.element.frame.minX { return a.element.frame.minX < b.element.frame.minX }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Where a block sits: around all its elements (it is placed by its top-left corner).
    @MainActor
    private static func union(_ elements: [UIResponder]) -> CGRect {
        elements.map(\.accessibilityFrame).reduce(CGRect.null) { $0.union($1) }
    }
}
