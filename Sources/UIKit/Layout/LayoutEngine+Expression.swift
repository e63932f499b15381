internal import Cassowary
import CoreGraphics

extension UIView {
    /// The frame as if the transform were the identity: what Auto Layout works with
    /// ("Auto Layout calculates a view's alignment rectangle based on its untransformed
    /// frame"). Setting it sets `center` and `bounds.size`.
    var untransformedFrame: CGRect {
        get {
            let size = bounds.size, c = center, a = layer.anchorPoint
            return CGRect(x: c.x - a.x * size.width, y: c.y - a.y * size.height, width: size.width, height: size.height)
        }
        set {
            if layer.transform == CATransform3DIdentity {
                frame = newValue
                return
            }
            var b = bounds
            b.size = newValue.size
            bounds = b
            let a = layer.anchorPoint
            center = CGPoint(x: newValue.minX + a.x * newValue.width, y: newValue.minY + a.y * newValue.height)
        }
    }
}

extension LayoutEngine {
    /// `attribute` of `object` (a view or guide) in `space`'s bounds coordinates, retaining
    /// every item whose variables it uses; nil when the item is not below `space`. Leading
    /// and trailing follow `space`'s layout direction: the container a constraint is
    /// installed in decides which way its reading direction runs.
    func expression(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in space: UIView,
                    retaining used: inout [Item]) -> LinearExpression? {
        // Margin attributes are the edges of the view's margins guide.
        if let view = object as? UIView, let plain = attribute.withoutMargins {
            return expression(view.layoutMarginsGuide, plain, in: space, retaining: &used)
        }
        // Baselines: a text view's baseline (from its centre), else the baseline view's
        // bottom edge.
        if let view = object as? UIView, attribute == .firstBaseline || attribute == .lastBaseline {
            var baselineView = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if baselineView !== view, !baselineView.isDescendant(of: view) { baselineView = view }
            if let offsets = baselineView.baselineOffsetsFromCenter,
               let center = expression(baselineView, .centerY, in: space, retaining: &used) {
                return center + Double(attribute == .firstBaseline ? offsets.first : offsets.last)
            }
            return expression(baselineView, .bottom, in: space, retaining: &used)
        }

        // Between a scroll view and its content, edges mean the content area and centers
        // the frame (its width and height are its own size either way).
        if let scroll = object as? UIScrollView, scroll === space {
            switch attribute {
            case .left, .right, .top, .bottom, .leading, .trailing:
                return expression(scroll.contentLayoutGuide, attribute, in: space, retaining: &used)
            case .centerX, .centerY:
                return expression(scroll.frameLayoutGuide, attribute, in: space, retaining: &used)
            default: break
            }
        }
        // The item's alignment rectangle in `space`: left, top, width, height.
        let left: LinearExpression, top: LinearExpression, width: LinearExpression, height: LinearExpression
        if let view = object as? UIView, view === space {
            // The view's own bounds: the origin is known; the size is solved.
            let item = retain(view)
            used.append(item)
            let insets = view.alignmentRectInsets, b = view.bounds
            left = LinearExpression(Double(b.minX + insets.left))
            top = LinearExpression(Double(b.minY + insets.top))
            width = LinearExpression(item.width)
            height = LinearExpression(item.height)
        } else {
            let container: UIView?
            if let view = object as? UIView {
                container = view._superview
            } else if let guide = object as? UILayoutGuide {
                container = guide.owningView
            } else {
                return nil
            }
            guard let container, container === space || container.isDescendant(of: space) else { return nil }
            let item = retain(object)
            used.append(item)
            var l = LinearExpression(item.x), t = LinearExpression(item.y)
            // Up to `space`: each container's own position, from its bounds to its superview's.
            var c = container
            while c !== space {
                guard let parent = c._superview else { return nil }
                let ci = retain(c)
                used.append(ci)
                let insets = c.alignmentRectInsets
                l = l + LinearExpression(ci.x) - Double(insets.left)
                t = t + LinearExpression(ci.y) - Double(insets.top)
                if let scroll = c as? UIScrollView {
                    // The content offset as the frame guide's position, which follows
                    // scrolling: content tied to views outside is solved again as it scrolls.
                    let frame = retain(scroll.frameLayoutGuide)
                    used.append(frame)
                    l = l - frame.x
                    t = t - frame.y
                } else {
                    let b = c.bounds
                    l = l - Double(b.minX)
                    t = t - Double(b.minY)
                }
                c = parent
            }
            left = l
            top = t
            width = LinearExpression(item.width)
            height = LinearExpression(item.height)
        }
        // In right-to-left layouts leading is the right edge and trailing the left; the
        // constraint's constant is reversed too (see `makeSolverConstraint`).
        let rtl = space.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left: return left
        case .right: return left + width
        case .leading: return rtl ? left + width : left
        case .trailing: return rtl ? left : left + width
        case .centerX: return left + width * 0.5
        case .width: return width
        case .top: return top
        case .bottom: return top + height
        case .centerY: return top + height * 0.5
        case .height: return height
        case .firstBaseline, .lastBaseline: return top + height      // a guide's baseline: its bottom
        default: return nil
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The plain edge a margin attribute means on the margins guide.
    var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
