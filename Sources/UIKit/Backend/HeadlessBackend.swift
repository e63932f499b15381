import CoreGraphics
import Foundation
import QuartzCore

/// The default backend: offscreen screens (an in-memory framebuffer each, composited by the
/// render server) and a virtual media clock that moves only when it is advanced, so runs are
/// deterministic. Tests attach and detach simulated external screens through it.
@MainActor
package final class HeadlessBackend: PlatformBackend {
    /// Installs one screen of `size` points at `scale`, and virtual time starting at `time`
    /// (nil: the host's clock, for an app that runs headless in real time).
    package static func install(size: CGSize = ScreenRegistry.defaultSize,
                                scale: CGFloat = ScreenRegistry.defaultScale,
                                time: CFTimeInterval? = 0) {
        ScreenRegistry.install([UIScreen(size: size, scale: scale)])
        if let time { MediaClock.current.useVirtualTime(startingAt: time) } else { MediaClock.current.useHostTime() }
        Backend.install(HeadlessBackend())
        UIApplication.existing?.screensDidChange()
    }

    /// Moves virtual time forward.
    package static func advanceTime(by seconds: CFTimeInterval) {
        MediaClock.current.advance(by: seconds)
    }

    /// Attaches a simulated display of `size` points at `scale` with `modes` (pixel sizes,
    /// the first preferred; by default one mode of `size × scale`): it joins
    /// `UIScreen.screens` and `UIScreen.didConnectNotification` is posted.
    @discardableResult
    package static func attachScreen(size: CGSize, scale: CGFloat = 1, modes: [CGSize]? = nil,
                                     maximumFramesPerSecond: Int = 60) -> UIScreen {
        let screen = UIScreen(size: size, scale: scale, modes: modes, maximumFramesPerSecond: maximumFramesPerSecond)
        ScreenRegistry.connect(screen)
        return screen
    }

    /// Detaches a simulated display: `UIScreen.didDisconnectNotification` is posted.
    package static func detachScreen(_ screen: UIScreen) {
        ScreenRegistry.disconnect(screen)
    }

    package func deliverPendingInput() {}
    package func waitForInput(until deadline: CFTimeInterval?) { waitOnRunLoop(until: deadline) }
    package func present() {}
    package func windowsDidChange() {}
    package func screensDidChange() {}
}
