import CoreGraphics
import Foundation

/// A coordinate system that points and rectangles can be converted between: views, and a
/// screen's `coordinateSpace` and `fixedCoordinateSpace`.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The extent of the space in its own coordinates.
    var bounds: CGRect { get }
}

/// How each kind of coordinate space maps to screen points, the space they all share: a view
/// through every transform up to its window (windows sit in screen coordinates), a screen's
/// spaces as they are.
@MainActor
enum ScreenSpace {
    static func point(_ p: CGPoint, from space: any UICoordinateSpace) -> CGPoint {
        if let view = space as? UIView { return view.layer.convert(p, to: nil) }
        return p
    }

    static func point(_ p: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
        if let view = space as? UIView { return view.layer.convert(p, from: nil) }
        return p
    }

    static func rect(_ r: CGRect, from space: any UICoordinateSpace) -> CGRect {
        if let view = space as? UIView { return view.layer.convert(r, to: nil) }
        return r
    }

    static func rect(_ r: CGRect, to space: any UICoordinateSpace) -> CGRect {
        if let view = space as? UIView { return view.layer.convert(r, from: nil) }
        return r
    }
}

extension UIView: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return ScreenSpace.point(ScreenSpace.point(point, from: self), to: coordinateSpace)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return ScreenSpace.point(ScreenSpace.point(point, from: coordinateSpace), to: self)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        return ScreenSpace.rect(ScreenSpace.rect(rect, from: self), to: coordinateSpace)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        return ScreenSpace.rect(ScreenSpace.rect(rect, from: coordinateSpace), to: self)
    }
}

/// A screen's coordinate space: screen points with the origin at the top left. Screens here
/// do not rotate, so the interface-oriented and the fixed (portrait-up) spaces coincide.
@MainActor
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    /// Non-owning in effect: the screen owns its spaces.
    private weak var screen: UIScreen?

    init(screen: UIScreen) {
        self.screen = screen
        super.init()
    }

    var bounds: CGRect { screen?.bounds ?? .zero }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        ScreenSpace.point(point, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        ScreenSpace.point(point, from: coordinateSpace)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        ScreenSpace.rect(rect, to: coordinateSpace)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        ScreenSpace.rect(rect, from: coordinateSpace)
    }
}
