import QuartzCore

extension UIView {
    /// How a view places its cached content when its bounds change; raw values are UIKit's.
    public enum ContentMode: Int, Sendable, CaseIterable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }

    /// `contentMode`'s `didSet`: the layer places (or redraws) its content to match.
    func contentModeDidChange() {
        layer.contentsGravity = contentMode.contentsGravity
        layer.needsDisplayOnBoundsChange = contentMode == .redraw
    }
}

extension UIView.ContentMode {
    /// The layer gravity placing content as this mode does; vertical names swap because
    /// gravity names are y-up (as on iOS).
    var contentsGravity: CALayerContentsGravity {
        switch self {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        case .center: return .center
        case .top: return .bottom
        case .bottom: return .top
        case .left: return .left
        case .right: return .right
        case .topLeft: return .bottomLeft
        case .topRight: return .bottomRight
        case .bottomLeft: return .topLeft
        case .bottomRight: return .topRight
        }
    }
}
