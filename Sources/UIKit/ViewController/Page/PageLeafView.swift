import CoreGraphics
import QuartzCore

/// The page being turned in the page-curl style: a leaf hinged on the spine that folds over it
/// in perspective, from flat (angle 0) to lying on the other side (π).
///
/// This approximates UIKit's curl: the page turns as a rigid sheet about the spine instead of
/// rolling around a cylinder, so its free edge stays straight. While it faces the viewer a
/// shade deepens towards its free edge as it rises; once past edge-on its back shows, which
/// is the back page's view for double-sided pages, or the front seen through the paper (the
/// mirrored front under a white wash) for single-sided ones, as UIKit describes them.
@MainActor
final class PageLeafView: UIView {
    /// The edge of the leaf on the spine.
    let hinge: UIRectEdge
    let front = UIView()
    let back = UIView()
    private let wash = UIView()
    private let shade: PageShadeView

    init(frame: CGRect, hinge: UIRectEdge, doubleSided: Bool) {
        self.hinge = hinge
        let freeEdge: UIRectEdge = switch hinge {
        case .left: .right
        case .right: .left
        case .top: .bottom
        default: .top
        }
        shade = PageShadeView(darkAt: freeEdge, depth: 0.45)
        super.init(frame: frame)
        for part in [front, back] {
            part.frame = bounds
            part.clipsToBounds = true
            addSubview(part)
        }
        // The back reads the right way round once the leaf has turned over.
        let horizontal = hinge == .left || hinge == .right
        back.transform = horizontal ? CGAffineTransform(scaleX: -1, y: 1) : CGAffineTransform(scaleX: 1, y: -1)
        back.isHidden = true
        wash.frame = bounds
        wash.backgroundColor = UIColor(white: 1, alpha: 0.8)
        wash.isHidden = true
        shade.frame = bounds
        shade.alpha = 0
        addSubview(wash)
        addSubview(shade)
        self.doubleSided = doubleSided
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    private var doubleSided = false

    /// Hinges the leaf on its spine edge, keeping its frame.
    func hingeOnSpine() {
        let frame = self.frame
        switch hinge {
        case .left: layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        case .right: layer.anchorPoint = CGPoint(x: 1, y: 0.5)
        case .top: layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        default: layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        }
        self.frame = frame
    }

    /// The leaf turned `angle` radians about the spine (0 flat, π over on the other side),
    /// in perspective, with the face that shows and its shading.
    func show(angle: CGFloat) {
        var t = CATransform3DIdentity
        t.m34 = -1 / (2 * max(bounds.width, bounds.height, 1))
        switch hinge {
        case .left: t = CATransform3DRotate(t, -angle, 0, 1, 0)
        case .right: t = CATransform3DRotate(t, angle, 0, 1, 0)
        case .top: t = CATransform3DRotate(t, angle, 1, 0, 0)
        default: t = CATransform3DRotate(t, -angle, 1, 0, 0)
        }
        transform3D = t
        let overTurned = angle > .pi / 2
        front.isHidden = overTurned && doubleSided
        back.isHidden = !(overTurned && doubleSided)
        wash.isHidden = !(overTurned && !doubleSided)
        shade.alpha = overTurned ? 0.35 * sin(angle) : sin(angle)
    }
}
