import CoreGraphics

extension CGFloat {
    /// Up to the next device pixel at `scale` (text sizes: never clip a glyph).
    func ceiledToPixel(_ scale: CGFloat) -> CGFloat { (self * scale).rounded(.up) / scale }
    /// To the nearest device pixel at `scale` (positions: edges land on pixels).
    func roundedToPixel(_ scale: CGFloat) -> CGFloat { (self * scale).rounded() / scale }
}

extension UIView {
    /// Device pixels per point where the view is shown (the main screen's off screen): what
    /// UIKit rounds text sizes and content positions to.
    var pixelScale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }
}
