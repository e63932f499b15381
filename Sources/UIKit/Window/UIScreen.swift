import CoreGraphics
import Foundation
import QuartzCore

/// A display: its size in points and how many pixels make a point.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen's extent in points, origin at zero.
    public private(set) var bounds: CGRect
    /// Pixels per point.
    public private(set) var scale: CGFloat

    package init(size: CGSize, scale: CGFloat) {
        precondition(size.isFinite && size.width >= 0 && size.height >= 0,
                     "UIScreen: a screen's size must be finite and not negative (got \(size))")
        precondition(scale.isFinite && scale > 0, "UIScreen: scale must be a positive number (got \(scale))")
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
        super.init()
    }

    /// The framebuffer the render server composites this screen's windows into.
    package var renderTarget: RenderServer.Screen?

    /// The physical scale; equal to `scale` on the screens this platform makes.
    open var nativeScale: CGFloat { scale }

    /// The extent in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    /// The screen the device shows by default.
    open class var main: UIScreen { ScreenRegistry.main }

    /// Every connected screen, the main one first.
    open class var screens: [UIScreen] { ScreenRegistry.screens }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<\(type(of: self)): \(objectAddress(self)); bounds = \(NSCoder.string(for: bounds)); scale = \(String(format: "%g", Double(scale)))>" }
    }
}

/// The connected screens. The backend decides what they are; the headless default is one
/// 390 × 844-point screen at scale 3.
@MainActor
package enum ScreenRegistry {
    package static let defaultSize = CGSize(width: 390, height: 844)
    package static let defaultScale: CGFloat = 3

    package private(set) static var screens: [UIScreen] = [UIScreen(size: defaultSize, scale: defaultScale)]

    package static var main: UIScreen { screens[0] }

    /// Replaces all screens with `newScreens` (the first becomes main).
    package static func install(_ newScreens: [UIScreen]) {
        precondition(!newScreens.isEmpty, "UIScreen: there is always a main screen")
        screens = newScreens
    }
}
