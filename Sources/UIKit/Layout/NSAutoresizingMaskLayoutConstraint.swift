import CoreGraphics

/// A constraint Auto Layout makes from a view's frame and autoresizing mask when the view
/// translates them (`translatesAutoresizingMaskIntoConstraints`): it holds one edge or size
/// of the alignment rectangle at its current value. Logs show it as UIKit does:
/// `h=--& v=--& UIView:0x….minX == 20`.
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    private let maskText: String

    init(view: UIView, attribute: Attribute, constant: CGFloat) {
        maskText = Self.text(for: view.autoresizingMask)
        super.init(pinning: view, attribute: attribute, constant: constant)
    }

    /// UIKit's springs-and-struts notation: per axis, margin–size–margin, `-` fixed and `&`
    /// flexible (a view with no flexible part on an axis shows its far margin flexible).
    static func text(for mask: UIView.AutoresizingMask) -> String {
        func axis(_ minFlex: Bool, _ sizeFlex: Bool, _ maxFlex: Bool) -> String {
            let far = maxFlex || !(minFlex || sizeFlex)
            return (minFlex ? "&" : "-") + (sizeFlex ? "&" : "-") + (far ? "&" : "-")
        }
        return "h=" + axis(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v=" + axis(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
    }

    override var relationDescription: String {
        let name: String = switch firstAttribute {
        case .left: "minX"
        case .top: "minY"
        default: firstAttribute.description
        }
        return "\(maskText) \(Self.name(of: firstItem)).\(name) == \(Self.number(constant))"
    }
}
