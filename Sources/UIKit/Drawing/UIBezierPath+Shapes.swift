import CoreGraphics
import Foundation
internal import RuntimeSupport

/// The corners of a rectangle, named as seen in UIKit's top-left-origin coordinates; raw
/// values are UIKit's.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at (minX, minY).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The corner at (maxX, minY).
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The corner at (minX, maxY).
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The corner at (maxX, maxY).
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

// The shape initializers. Each closed shape is one subpath running clockwise on screen
// (y down), as UIKit documents.
extension UIBezierPath {
    /// A closed rectangle: (minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY), close.
    public convenience init(rect: CGRect) {
        self.init()
        storage.addRect(rect)
    }

    /// The ellipse inscribed in `rect`: four cubic curves from the middle of the right edge,
    /// clockwise on screen (through the bottom first), closed.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded by a quarter circle of `cornerRadius`; 0 gives a
    /// plain rectangle, and radii larger than half the width or height are clamped to it.
    ///
    /// The corners are circular arcs (the pre-iOS 7 shape); UIKit since iOS 7 draws slightly
    /// "continuous" corners that differ from these by a fraction of a point.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        appendRoundedRect(rect, corners: .allCorners, radius: cornerRadius,
                          api: "UIBezierPath(roundedRect:cornerRadius:)")
    }

    /// A rectangle with the chosen corners rounded. As in UIKit since iOS 7, the corners are
    /// circular with radius `cornerRadii.width` (the height is not used), clamped to half the
    /// rectangle's width and height.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        appendRoundedRect(rect, corners: corners, radius: cornerRadii.width,
                          api: "UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)")
    }

    /// An open path holding one arc; see `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with a copy of `cgPath`'s elements and the default line attributes.
    public convenience init(cgPath: CGPath) {
        self.init()
        storage = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// Adds a rounded rectangle as a new closed subpath: it starts on the top edge just right
    /// of the top-left corner and runs clockwise on screen — top edge, top-right corner,
    /// right edge, and so on — each rounded corner one cubic curve approximating a quarter
    /// circle, unrounded corners plain.
    func appendRoundedRect(_ rect: CGRect, corners: UIRectCorner, radius: CGFloat, api: String) {
        guard rect.isFinite, !rect.isNull, !radius.isNaN else {
            RuntimeIssue.report("\(api): a NaN or infinite value was passed; the shape is ignored")
            return
        }
        let r = rect.standardized
        let radius = min(max(radius, 0), r.width / 2, r.height / 2)
        guard radius > 0, !corners.isEmpty else {
            storage.addRect(r)
            return
        }
        let kappa: CGFloat = 0.552_284_749_830_793_6   // 4/3·(√2 − 1): quarter circle as one cubic
        func rounded(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let tl = rounded(.topLeft), tr = rounded(.topRight), br = rounded(.bottomRight), bl = rounded(.bottomLeft)

        var elements: [PathElement] = [.move(CGPoint(x: r.minX + tl, y: r.minY))]
        func line(_ x: CGFloat, _ y: CGFloat) {
            let p = CGPoint(x: x, y: y)
            if elements.last?.endPoint != p { elements.append(.line(p)) }
        }
        func corner(_ c1: (CGFloat, CGFloat), _ c2: (CGFloat, CGFloat), _ end: (CGFloat, CGFloat)) {
            elements.append(.cubic(CGPoint(x: c1.0, y: c1.1), CGPoint(x: c2.0, y: c2.1), CGPoint(x: end.0, y: end.1)))
        }
        line(r.maxX - tr, r.minY)
        if tr > 0 { corner((r.maxX - tr + kappa * tr, r.minY), (r.maxX, r.minY + tr - kappa * tr), (r.maxX, r.minY + tr)) }
        line(r.maxX, r.maxY - br)
        if br > 0 { corner((r.maxX, r.maxY - br + kappa * br), (r.maxX - br + kappa * br, r.maxY), (r.maxX - br, r.maxY)) }
        line(r.minX + bl, r.maxY)
        if bl > 0 { corner((r.minX + bl - kappa * bl, r.maxY), (r.minX, r.maxY - bl + kappa * bl), (r.minX, r.maxY - bl)) }
        line(r.minX, r.minY + tl)
        if tl > 0 { corner((r.minX, r.minY + tl - kappa * tl), (r.minX + tl - kappa * tl, r.minY), (r.minX + tl, r.minY)) }
        elements.append(.close)
        storage.addPath(CGPath(elements: elements))
    }
}
