@testable import QuartzCore
import CoreGraphics

// Brief ways to build a test scene, as short as UIKit's `UIView(frame:)` and `.red` are.

/// An RGB color: `rgb(1, 0.5, 0)` is orange. Components and alpha are 0…1.
func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1) -> CGColor {
    CGColor(red: red, green: green, blue: blue, alpha: alpha)
}

/// A plain layer at `frame` with `color` as its background (nil: none).
@MainActor
func box(_ frame: CGRect, _ color: CGColor?) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// A transparent bitmap context of `width × height` pixels (origin bottom-left, as Core
/// Graphics' are) in the byte order the compositor reads: what an image for `contents` is
/// drawn in.
func bitmap(width: Int, height: Int) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(),
              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
}
