import Foundation
import UIKit
import UIKitSDL

/// Opens SDL with `driver` (offscreen: no X at all) for one test and closes it after; UIKit
/// goes back to the headless backend.
@MainActor
func withSDL(driver: String = "offscreen", scale: CGFloat = 1, _ body: (SDLBackend) throws -> Void) rethrows {
    setenv("SDL_VIDEODRIVER", driver, 1)
    ApplicationContext.install(ApplicationContext())
    guard SDLBackend.install(scale: scale), let backend = SDLBackend.current else {
        preconditionFailure("SDL's \(driver) video driver could not be opened")
    }
    defer {
        SDLBackend.shutdown()
        ApplicationContext.install(ApplicationContext())
    }
    try body(backend)
}

/// The color of pixel (x, y) as 0–255 RGBA.
func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image.pixel(x: x, y: y)
    return [p.r, p.g, p.b, p.a]
}

/// A view that records the touches it gets, by phase, with the touch objects.
final class TouchLog: UIView {
    var phases: [String] = []
    var touchesSeen: [[UITouch]] = []
    private func note(_ phase: String, _ touches: Set<UITouch>) {
        phases.append("\(phase) \(touches.count)")
        touchesSeen.append(touches.sorted { ObjectIdentifier($0) < ObjectIdentifier($1) })
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { note("began", t) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { note("moved", t) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { note("ended", t) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { note("cancelled", t) }
}
