internal import CSDL2
import Foundation
import UIKit

/// SDL's events as UIKit input: the left mouse button and touch-screen fingers become
/// touches (one finger number per SDL finger for its whole life), the wheel scrolls what is
/// under the pointer (`UIApplication.handleScroll`), keys become presses, text
/// input goes to the first responder, and window-manager events show, hide, resize, focus
/// and end the app.
extension SDLBackend {
    func handle(_ event: SDL_Event) {
        guard let app = UIApplication.existing else { return }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            SDLLog.info("quit requested; the app terminates")
            app.terminate()
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window, app: app)
        case SDL_DISPLAYEVENT:
            scanDisplays(initial: false)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != UInt32.max, button.button == UInt8(SDL_BUTTON_LEFT),
                  let window = target(button.windowID) else { return }
            let isDown = SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN
            guard isDown != mouseIsDown else { return }
            mouseIsDown = isDown
            app.handleTouches([TouchInput(finger: Self.mouseFinger, phase: isDown ? .began : .ended,
                                          location: screenPoint(window, Double(button.x), Double(button.y)))])
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != UInt32.max, let window = target(motion.windowID) else { return }
            app.viewerOffset = viewerOffset(window, Double(motion.x), Double(motion.y))
            guard mouseIsDown else { return }
            app.handleTouches([TouchInput(finger: Self.mouseFinger, phase: .moved,
                                          location: screenPoint(window, Double(motion.x), Double(motion.y)))])
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard wheel.which != UInt32.max, let window = target(wheel.windowID) else { return }
            app.handleScroll(ScrollInput(location: screenPoint(window, Double(wheel.mouseX), Double(wheel.mouseY)),
                                         delta: Self.scrollDelta(preciseX: wheel.preciseX, preciseY: wheel.preciseY),
                                         type: .discrete))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            handleFinger(event.tfinger, type: SDL_EventType(event.type), app: app)
        case SDL_KEYDOWN, SDL_KEYUP:
            let key = event.key
            guard key.repeat == 0 else { return }
            app.handleKey(Self.keyInput(key.keysym, isDown: SDL_EventType(event.type) == SDL_KEYDOWN))
        case SDL_TEXTINPUT:
            var text = event.text.text
            let string = withUnsafeBytes(of: &text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            app.handleText(string)
        default:
            break
        }
    }

    /// The SDL window an event names; an event for a window that is gone is dropped with a
    /// log line.
    private func target(_ windowID: UInt32) -> SDLWindow? {
        if let window = windows.first(where: { $0.id == windowID && !$0.isDestroyed }), window.window != nil { return window }
        SDLLog.info("an event arrived for a window that no longer exists; it is dropped")
        return nil
    }

    /// A point in an SDL window (pixels) in its UIKit screen's coordinates (points).
    private func screenPoint(_ window: SDLWindow, _ x: Double, _ y: Double) -> CGPoint {
        guard let uiWindow = window.window else { return .zero }
        let scale = uiWindow.screen.scale
        return CGPoint(x: uiWindow.frame.minX + CGFloat(x) / scale, y: uiWindow.frame.minY + CGFloat(y) / scale)
    }

    /// The pointer over a window as the viewer's tilt for motion effects: −1 at the left and
    /// top edges, 0 at the window's centre, 1 at the right and bottom edges.
    private func viewerOffset(_ window: SDLWindow, _ x: Double, _ y: Double) -> UIOffset {
        guard let uiWindow = window.window, uiWindow.bounds.width > 0, uiWindow.bounds.height > 0 else { return .zero }
        let scale = uiWindow.screen.scale
        return UIOffset(horizontal: CGFloat(x) / scale / uiWindow.bounds.width * 2 - 1,
                        vertical: CGFloat(y) / scale / uiWindow.bounds.height * 2 - 1)
    }

    /// A wheel event's amounts (notches, fractions for smooth devices) as a scroll's delta in
    /// points, with the sign of a finger moving the content: SDL's `y` is positive away from
    /// the user (up the page: content moves down) and `x` positive to the right (content moves
    /// left). `SDL_MOUSEWHEEL_FLIPPED` only says the system has already reversed the amounts
    /// for "natural" scrolling, so they are taken as they come and the user's choice holds.
    ///
    /// SDL 2 tells neither the kind of device nor a trackpad's start and end, so every wheel
    /// event is a `.discrete` scroll; a trackpad's stream of small amounts makes one pan that
    /// ends when it rests (`ScrollDispatcher.discreteIdleInterval`).
    static func scrollDelta(preciseX: Float, preciseY: Float) -> CGVector {
        CGVector(dx: -CGFloat(preciseX) * ScrollInput.pointsPerWheelStep, dy: CGFloat(preciseY) * ScrollInput.pointsPerWheelStep)
    }

    private func handleFinger(_ finger: SDL_TouchFingerEvent, type: SDL_EventType, app: UIApplication) {
        let key = SDLFingerKey(touch: finger.touchId, finger: finger.fingerId)
        guard finger.touchId != -1, let window = target(finger.windowID), let uiWindow = window.window else { return }
        // SDL reports fingers in 0…1 of the window.
        let location = CGPoint(x: uiWindow.frame.minX + CGFloat(finger.x) * uiWindow.frame.width,
                               y: uiWindow.frame.minY + CGFloat(finger.y) * uiWindow.frame.height)
        switch type {
        case SDL_FINGERDOWN:
            let number = nextFinger
            nextFinger += 1
            fingers[key] = number
            app.handleTouches([TouchInput(finger: number, phase: .began, location: location)])
        case SDL_FINGERMOTION:
            guard let number = fingers[key] else { return }
            app.handleTouches([TouchInput(finger: number, phase: .moved, location: location)])
        default:
            guard let number = fingers.removeValue(forKey: key) else { return }
            app.handleTouches([TouchInput(finger: number, phase: .ended, location: location)])
        }
    }

    private func handleWindowEvent(_ event: SDL_WindowEvent, app: UIApplication) {
        guard let window = windows.first(where: { $0.id == event.windowID && !$0.isDestroyed }) else {
            SDLLog.info("a window event arrived for a window that no longer exists; it is dropped")
            return
        }
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_CLOSE:
            guard let uiWindow = window.window else { return }
            SDLLog.info("the window manager closed a window; it is hidden")
            let scene = uiWindow.windowScene
            uiWindow.isHidden = true
            syncWindows()
            // A scene whose last shown window closed is closed by the user, as in the app switcher.
            if let scene, app.connectedScenes.contains(scene), !scene.windows.contains(where: { !$0.isHidden }) {
                app.userDidCloseWindows(of: scene)
            } else if windows.isEmpty {
                app.terminate()
            }
        case SDL_WINDOWEVENT_EXPOSED:
            window.needsFullPresent = true
            FramePipeline.current.requestFrame(reason: .redisplay)
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            if let screen = window.window?.screen { window.windowManagerResized(width: event.data1, height: event.data2, scale: screen.scale) }
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            // A window of a scene activates its scene; the others are the app's.
            if let scene = connectedScene(of: window, in: app) { scene.activate() } else { app.becomeActive() }
            if let uiWindow = window.window, uiWindow.windowLevel == .normal, !uiWindow.isKeyWindow,
               uiWindow.screen === UIScreen.main {
                uiWindow.makeKey()
            }
        case SDL_WINDOWEVENT_FOCUS_LOST:
            if let scene = connectedScene(of: window, in: app) { scene.deactivate() } else if SDL_GetKeyboardFocus() == nil { app.resignActive() }
        case SDL_WINDOWEVENT_MINIMIZED:
            let isMinimized = { (w: SDLWindow) in (SDL_GetWindowFlags(w.handle) & SDL_WINDOW_MINIMIZED.rawValue) != 0 }
            if let scene = connectedScene(of: window, in: app) {
                // A scene is in the background once all its windows are minimized (this one just was).
                if windows.filter({ $0 !== window && $0.window?.windowScene === scene }).allSatisfy(isMinimized) { scene.enterBackground() }
            } else if windows.allSatisfy(isMinimized) {
                app.enterBackground()
            }
        case SDL_WINDOWEVENT_RESTORED:
            if let scene = connectedScene(of: window, in: app) { scene.activate() } else { app.becomeActive() }
        case SDL_WINDOWEVENT_LEAVE:
            app.viewerOffset = .zero   // no pointer over a window: the viewer faces the screen
        default:
            break
        }
    }

    /// The connected scene `window` shows, if its UIKit window belongs to one.
    private func connectedScene(of window: SDLWindow, in app: UIApplication) -> UIScene? {
        guard let scene = window.window?.windowScene, app.connectedScenes.contains(scene) else { return nil }
        return scene
    }

    /// A key as UIKit sees it: SDL scancodes are USB HID usages.
    static func keyInput(_ keysym: SDL_Keysym, isDown: Bool) -> KeyInput {
        let mod = UInt32(keysym.mod)
        var flags: UIKeyModifierFlags = []
        if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { flags.insert(.shift) }
        if mod & UInt32(KMOD_CTRL.rawValue) != 0 { flags.insert(.control) }
        if mod & UInt32(KMOD_ALT.rawValue) != 0 { flags.insert(.alternate) }
        if mod & UInt32(KMOD_GUI.rawValue) != 0 { flags.insert(.command) }
        if mod & UInt32(KMOD_CAPS.rawValue) != 0 { flags.insert(.alphaShift) }
        let sym = UInt32(bitPattern: keysym.sym)
        var plain = ""
        if sym & UInt32(SDLK_SCANCODE_MASK) == 0, sym >= 0x20, sym != 0x7F, let scalar = Unicode.Scalar(sym) {
            plain = String(Character(scalar))
        }
        let shifted = flags.contains(.shift) != flags.contains(.alphaShift) ? plain.uppercased() : plain
        return KeyInput(keyCode: Int(keysym.scancode.rawValue), isDown: isDown, characters: shifted,
                        charactersIgnoringModifiers: plain, modifierFlags: flags)
    }
}
