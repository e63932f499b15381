import CoreGraphics
import QuartzCore
import UIKit

/// The relations the public view and layer API promises after any sequence of calls. Each
/// check returns what is wrong, or nothing.
@MainActor
package enum ViewTreeInvariants {
    /// Problems in the tree under `root`: links in both directions, layers mirroring views,
    /// and frame, center and bounds agreeing while the geometry is finite and untransformed.
    package static func violations(under root: UIView) -> [String] {
        var problems: [String] = []
        var stack = [root]
        while let view = stack.popLast() {
            problems += links(of: view) + geometry(of: view)
            stack += view.subviews
        }
        return problems
    }

    /// Every subview names its parent, appears once, and its layer is a sublayer of the
    /// parent's layer in the same order.
    package static func links(of view: UIView) -> [String] {
        var problems: [String] = []
        let name = describe(view)
        if view.layer.delegate !== view { problems.append("\(name): its layer's delegate is not the view") }
        if let superview = view.superview, !superview.subviews.contains(where: { $0 === view }) {
            problems.append("\(name): its superview \(describe(superview)) does not list it")
        }
        var seen = Set<ObjectIdentifier>()
        for subview in view.subviews {
            if subview.superview !== view { problems.append("\(describe(subview)) is listed by \(name) but names another superview") }
            if !seen.insert(ObjectIdentifier(subview)).inserted { problems.append("\(describe(subview)) is listed twice by \(name)") }
            if subview.layer.superlayer !== view.layer { problems.append("\(describe(subview))'s layer is not a sublayer of \(name)'s") }
        }
        // The subviews' layers appear among the sublayers in the subviews' order.
        let sublayers = view.layer.sublayers ?? []
        var next = sublayers.startIndex
        for subview in view.subviews {
            guard let found = sublayers[next...].firstIndex(where: { $0 === subview.layer }) else {
                problems.append("\(name): its sublayers do not follow its subviews' order at \(describe(subview))")
                break
            }
            next = found + 1
        }
        return problems
    }

    /// frame == CGRect(center − bounds.size × anchorPoint, bounds.size) for an identity
    /// transform and finite values (within rounding).
    package static func geometry(of view: UIView) -> [String] {
        let center = view.center, bounds = view.bounds, frame = view.frame, anchor = view.layer.anchorPoint
        let values = [center.x, center.y, bounds.width, bounds.height, frame.origin.x, frame.origin.y, frame.width, frame.height]
        guard view.transform == .identity, CATransform3DIsIdentity(view.layer.transform), values.allSatisfy({ $0.isFinite && abs($0) < 1e12 }) else { return [] }
        let expected = CGRect(x: center.x - bounds.width * anchor.x, y: center.y - bounds.height * anchor.y,
                              width: bounds.width, height: bounds.height)
        func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)) }
        guard close(frame.minX, expected.minX), close(frame.minY, expected.minY),
              close(frame.width, expected.width), close(frame.height, expected.height) else {
            return ["\(describe(view)): frame \(frame) is not center \(center) − bounds \(bounds.size) × anchor \(anchor)"]
        }
        return []
    }

    static func describe(_ view: UIView) -> String {
        "\(type(of: view))#\(view.tag)"
    }
}
