/// How a layer's contents are placed in its bounds. As in Core Animation, the vertical names
/// are in y-up terms: on a top-left (UIKit) layer `.top` puts the contents at the visual
/// bottom, which is why UIView maps `.top` content mode to `.bottom` gravity.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where contents of `size` go in `bounds` (top-left coordinates), before contentsCenter.
    package func placement(of size: CGSize, in bounds: CGRect) -> CGRect {
        let W = bounds.width, H = bounds.height, w = size.width, h = size.height
        switch self {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let s = self == .resizeAspect ? min(W / w, H / h) : max(W / w, H / h)
            return CGRect(x: bounds.minX + (W - w * s) / 2, y: bounds.minY + (H - h * s) / 2, width: w * s, height: h * s)
        default:
            // y-up names: "top" is the maximum y of a y-up layer, the bottom of a top-left one.
            let x: CGFloat
            switch self {
            case .left, .topLeft, .bottomLeft: x = 0
            case .right, .topRight, .bottomRight: x = W - w
            default: x = (W - w) / 2
            }
            let y: CGFloat
            switch self {
            case .bottom, .bottomLeft, .bottomRight: y = 0
            case .top, .topLeft, .topRight: y = H - h
            default: y = (H - h) / 2
            }
            return CGRect(x: bounds.minX + x, y: bounds.minY + y, width: w, height: h)
        }
    }
}
