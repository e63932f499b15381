internal import CSDL2
import Foundation
import UIKit

/// One of SDL's displays and the UIKit screen standing for it.
@MainActor
final class SDLDisplay {
    let name: String
    /// The display's area in SDL's desktop coordinates (pixels).
    let bounds: CGRect
    let screen: UIScreen

    init(name: String, bounds: CGRect, screen: UIScreen) {
        self.name = name
        self.bounds = bounds
        self.screen = screen
    }
}

extension SDLBackend {
    /// Reads SDL's displays. At launch they become `UIScreen.screens` (no notifications);
    /// later, displays that appeared are connected and those that went away disconnected,
    /// with UIKit's notifications. Returns false when SDL reports none.
    @discardableResult
    func scanDisplays(initial: Bool) -> Bool {
        let count = SDL_GetNumVideoDisplays()
        guard count > 0 else { return false }
        var found: [(name: String, bounds: CGRect, index: Int32)] = []
        for i in 0..<count {
            var rect = SDL_Rect()
            guard SDL_GetDisplayBounds(i, &rect) == 0 else { continue }
            let name = SDL_GetDisplayName(i).map { String(cString: $0) } ?? "display \(i)"
            found.append((name, CGRect(x: Int(rect.x), y: Int(rect.y), width: Int(rect.w), height: Int(rect.h)), i))
        }
        guard !found.isEmpty else { return false }
        if initial {
            displays = found.map { SDLDisplay(name: $0.name, bounds: $0.bounds, screen: makeScreen(index: $0.index, bounds: $0.bounds)) }
            ScreenRegistry.install(displays.map(\.screen))
            return true
        }
        let gone = displays.dropFirst().filter { d in !found.contains { $0.name == d.name && $0.bounds == d.bounds } }
        for display in gone {
            SDLLog.info("display \(display.name) disconnected")
            displays.removeAll { $0 === display }
            ScreenRegistry.disconnect(display.screen)
        }
        for entry in found where !displays.contains(where: { $0.name == entry.name && $0.bounds == entry.bounds }) {
            if displays.isEmpty { continue }
            SDLLog.info("display \(entry.name) connected")
            let display = SDLDisplay(name: entry.name, bounds: entry.bounds, screen: makeScreen(index: entry.index, bounds: entry.bounds))
            displays.append(display)
            ScreenRegistry.connect(display.screen)
        }
        return true
    }

    /// A screen for display `index`: its size in points at the backend's scale, SDL's modes
    /// (desktop mode first) and refresh rate.
    private func makeScreen(index: Int32, bounds: CGRect) -> UIScreen {
        var desktop = SDL_DisplayMode()
        let hasDesktop = SDL_GetDesktopDisplayMode(index, &desktop) == 0
        var modes: [CGSize] = [CGSize(width: bounds.width, height: bounds.height)]
        for m in 0..<max(0, SDL_GetNumDisplayModes(index)) {
            var mode = SDL_DisplayMode()
            guard SDL_GetDisplayMode(index, m, &mode) == 0 else { continue }
            let size = CGSize(width: Int(mode.w), height: Int(mode.h))
            if !modes.contains(size) { modes.append(size) }
        }
        let refresh = hasDesktop && desktop.refresh_rate > 0 ? Int(desktop.refresh_rate) : 60
        return UIScreen(size: CGSize(width: bounds.width / scale, height: bounds.height / scale), scale: scale,
                        modes: modes.map { CGSize(width: $0.width, height: $0.height) }, maximumFramesPerSecond: refresh)
    }
}
