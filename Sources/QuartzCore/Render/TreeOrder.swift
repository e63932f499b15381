/// Puts layers in the order the shown trees draw them: screen by screen, root first and back
/// to front, a mask right after the layer it masks (before that layer's sublayers).
///
/// Only the ancestors of the given layers are visited, each once, and a parent's sublayer
/// list is indexed only when more than one of its sublayers is on the way, so the cost is
/// the size of the union of the layers' ancestor chains: one changed layer in a tree of
/// 100,000 costs its depth, and every layer of a 100,000-deep chain costs the chain once.
@MainActor
enum TreeOrder {
    private final class Node {
        let layer: CALayer
        var isGiven = false
        var children: [CALayer] = []
        init(_ layer: CALayer) { self.layer = layer }
    }

    /// `layers` in drawing order; those not in a shown tree are left out.
    static func sorted(_ layers: [CALayer], screens: [RenderServer.Screen]) -> [CALayer] {
        // The usual frame marks one layer: nothing to order.
        if layers.count < 2 { return layers.filter { RenderServer.isShown($0) } }
        var nodes: [ObjectIdentifier: Node] = [:]
        for layer in layers {
            if let node = nodes[ObjectIdentifier(layer)] {
                node.isGiven = true
                continue
            }
            let node = Node(layer)
            node.isGiven = true
            nodes[ObjectIdentifier(layer)] = node
            var child = layer
            while let parent = child._superlayer ?? child.extras?.maskOwner {
                if let known = nodes[ObjectIdentifier(parent)] {
                    known.children.append(child)
                    break
                }
                let parentNode = Node(parent)
                parentNode.children.append(child)
                nodes[ObjectIdentifier(parent)] = parentNode
                child = parent
            }
        }
        var result: [CALayer] = []
        result.reserveCapacity(layers.count)
        var stack: [Node] = []
        for screen in screens {
            for root in screen.roots.reversed() {
                if let node = nodes[ObjectIdentifier(root)] { stack.append(node) }
            }
            while let node = stack.popLast() {
                if node.isGiven { result.append(node.layer) }
                for child in ordered(node.children, of: node.layer).reversed() {
                    if let n = nodes[ObjectIdentifier(child)] { stack.append(n) }
                }
            }
        }
        return result
    }

    /// `children` of `parent` as drawn: its mask first, then its sublayers back to front.
    private static func ordered(_ children: [CALayer], of parent: CALayer) -> [CALayer] {
        guard children.count > 1 else { return children }
        var index: [ObjectIdentifier: Int] = [:]
        for (i, sublayer) in (parent._sublayers ?? []).enumerated() { index[ObjectIdentifier(sublayer)] = i }
        return children.sorted { (index[ObjectIdentifier($0)] ?? -1) < (index[ObjectIdentifier($1)] ?? -1) }
    }
}
