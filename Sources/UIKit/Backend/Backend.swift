import CoreGraphics
import QuartzCore

/// Where UIKit's screens, input and frame clock come from. UIKit ships the headless backend;
/// a windowing backend (SDL2) lives in its own module and installs itself the same way.
@MainActor
package enum Backend {
    package private(set) static var isInstalled = false
    package static func markInstalled() { isInstalled = true }
}

/// The default backend: offscreen screens (an in-memory framebuffer each, composited by the
/// render server) and a virtual media clock that moves only when it is advanced, so runs are
/// deterministic.
@MainActor
package enum HeadlessBackend {
    /// Installs one screen of `size` points at `scale`, and virtual time starting at `time`.
    package static func install(size: CGSize = ScreenRegistry.defaultSize,
                                scale: CGFloat = ScreenRegistry.defaultScale,
                                time: CFTimeInterval = 0) {
        let screen = UIScreen(size: size, scale: scale)
        let native = screen.nativeBounds
        screen.renderTarget = RenderServer.Screen(pixelWidth: Int(native.width.rounded(.up)),
                                                  pixelHeight: Int(native.height.rounded(.up)), scale: scale)
        ScreenRegistry.install([screen])
        RenderServer.install(screen.renderTarget.map { [$0] } ?? [])
        MediaClock.shared.useVirtualTime(startingAt: time)
        Backend.markInstalled()
    }

    /// Moves virtual time forward.
    package static func advanceTime(by seconds: CFTimeInterval) {
        MediaClock.shared.advance(by: seconds)
    }
}
