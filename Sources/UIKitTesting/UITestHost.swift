import CoreGraphics
import Foundation
import QuartzCore
import UIKit

/// A headless UIKit environment for tests: a screen of a chosen size and scale, a visible key
/// window covering it, a virtual clock starting at zero, and explicit run-loop turns.
///
/// ```swift
/// let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
/// host.window.addSubview(myView)
/// host.runLoopTurn()              // commit: layout, display, render
/// host.advanceTime(by: 1.0 / 60)  // next frame
/// ```
@MainActor
public final class UITestHost {
    public let screen: UIScreen
    public let window: UIWindow

    /// Installs the headless backend afresh and makes the key window.
    public init(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3) {
        let app = UIApplication.shared
        app.resetWindowsForTesting()
        CATransaction.resetForTesting()
        DisplayPass.resetForTesting()
        LayoutPass.resetForTesting()
        UIView.resetAutoLayoutForTesting()
        HeadlessBackend.install(size: size, scale: scale, time: 0)
        screen = UIScreen.main
        window = UIWindow(frame: screen.bounds)
        window.makeKeyAndVisible()
    }

    /// The media time (`CACurrentMediaTime()`) now.
    public var currentTime: CFTimeInterval { CACurrentMediaTime() }

    /// Runs one turn of the main run loop, which ends with the transaction commit.
    public func runLoopTurn() {
        UIApplication.shared.runLoopTurn()
    }

    /// Advances the virtual clock by `seconds`, then runs a run-loop turn at the new time.
    public func advanceTime(by seconds: CFTimeInterval) {
        HeadlessBackend.advanceTime(by: seconds)
        runLoopTurn()
    }

    // MARK: Pixels

    /// Runs a run-loop turn (the commit draws and composites), then returns the screen's
    /// framebuffer: `size × scale` pixels.
    public func renderScreen() -> CGImage {
        runLoopTurn()
        guard let target = screen.renderTarget else { preconditionFailure("UITestHost: the screen has no framebuffer") }
        return CGImage(buffer: target.buffer.copy())
    }

    /// Renders `view` alone — its layer tree in its own bounds, at the screen's scale, on a
    /// transparent background — drawing whatever is marked for display first.
    public func render(_ view: UIView) -> CGImage {
        Self.render(view.layer, scale: screen.scale)
    }

    /// Renders `layer`'s tree in its own bounds at `scale`.
    public static func render(_ layer: CALayer, scale: CGFloat) -> CGImage {
        let size = layer.bounds.size
        let w = max(1, Int((size.width * scale).rounded(.up))), h = max(1, Int((size.height * scale).rounded(.up)))
        guard let buffer = PixelBuffer(width: w, height: h) else { preconditionFailure("UITestHost: \(w)×\(h) pixels is too large to render") }
        let ctx = CGContext(buffer: buffer, ctm: CGAffineTransform(a: scale, b: 0, c: 0, d: -scale,
                                                                   tx: -scale * layer.bounds.minX, ty: CGFloat(h) + scale * layer.bounds.minY))
        layer.render(in: ctx)
        ctx.flush()
        return CGImage(buffer: buffer)
    }

    /// PNG bytes of `image`.
    public static func pngData(_ image: CGImage) -> Data {
        guard let data = ImageCodec.pngData(image) else { preconditionFailure("UITestHost: PNG encoding failed") }
        return data
    }

    /// Hides the window so the application lets go of it.
    isolated deinit {
        window.isHidden = true
    }
}
