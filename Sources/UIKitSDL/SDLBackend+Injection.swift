internal import CSDL2
import Foundation
import UIKit

/// Real SDL events pushed onto SDL's queue, as a device would produce them: tests and the
/// benchmarks drive the same translation the app gets from the display server.
extension SDLBackend {
    /// The left mouse button goes down or up at (x, y) pixels in `window`.
    package func injectMouseButton(_ window: SDLWindow, x: Int32, y: Int32, down: Bool) {
        var event = SDL_Event()
        event.button.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        event.button.windowID = window.id
        event.button.which = 0
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = x
        event.button.y = y
        push(&event)
    }

    /// The mouse moves to (x, y) pixels in `window`.
    package func injectMouseMotion(_ window: SDLWindow, x: Int32, y: Int32) {
        var event = SDL_Event()
        event.motion.type = SDL_MOUSEMOTION.rawValue
        event.motion.windowID = window.id
        event.motion.which = 0
        event.motion.x = x
        event.motion.y = y
        push(&event)
    }

    /// The mouse wheel moves `x`, `y` notches (SDL's signs: `y` positive away from the user)
    /// with the pointer at (mouseX, mouseY) pixels in `window`; `flipped` marks amounts the
    /// system already reversed for natural scrolling.
    package func injectWheel(_ window: SDLWindow, x: Float, y: Float, mouseX: Int32, mouseY: Int32, flipped: Bool = false) {
        var event = SDL_Event()
        event.wheel.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.windowID = window.id
        event.wheel.which = 0
        event.wheel.x = Int32(x.rounded(.towardZero))
        event.wheel.y = Int32(y.rounded(.towardZero))
        event.wheel.preciseX = x
        event.wheel.preciseY = y
        event.wheel.direction = (flipped ? SDL_MOUSEWHEEL_FLIPPED : SDL_MOUSEWHEEL_NORMAL).rawValue
        event.wheel.mouseX = mouseX
        event.wheel.mouseY = mouseY
        push(&event)
    }

    /// A touch-screen finger (device `touch`, finger `finger`) at (x, y) in 0…1 of `window`.
    package func injectFinger(_ window: SDLWindow, touch: Int64 = 1, finger: Int64, x: Float, y: Float, phase: UITouch.Phase) {
        var event = SDL_Event()
        let type: SDL_EventType = phase == .began ? SDL_FINGERDOWN : phase == .moved ? SDL_FINGERMOTION : SDL_FINGERUP
        event.tfinger.type = type.rawValue
        event.tfinger.touchId = touch
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = 1
        event.tfinger.windowID = window.id
        push(&event)
    }

    /// A key (USB HID usage) goes down or up.
    package func injectKey(_ usage: UIKeyboardHIDUsage, down: Bool, shift: Bool = false) {
        var event = SDL_Event()
        event.key.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        let scancode = SDL_Scancode(UInt32(usage.rawValue))
        event.key.keysym.scancode = scancode
        event.key.keysym.sym = SDL_GetKeyFromScancode(scancode)
        event.key.keysym.mod = UInt16(shift ? KMOD_LSHIFT.rawValue : 0)
        push(&event)
    }

    /// Text typed through the platform's input method.
    package func injectText(_ text: String) {
        var event = SDL_Event()
        event.text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &event.text.text) { raw in
            let bytes = Array(text.utf8.prefix(raw.count - 1))
            for (i, b) in bytes.enumerated() { raw[i] = b }
            raw[bytes.count] = 0
        }
        push(&event)
    }

    /// The window manager asks to close `window`.
    package func injectClose(_ window: SDLWindow) {
        pushWindowEvent(window, SDL_WINDOWEVENT_CLOSE)
    }

    /// The window manager resized `window` to `width` × `height` pixels.
    package func injectResize(_ window: SDLWindow, width: Int32, height: Int32) {
        pushWindowEvent(window, SDL_WINDOWEVENT_SIZE_CHANGED, data1: width, data2: height)
    }

    /// `window` gained or lost the keyboard focus.
    package func injectFocus(_ window: SDLWindow, gained: Bool) {
        pushWindowEvent(window, gained ? SDL_WINDOWEVENT_FOCUS_GAINED : SDL_WINDOWEVENT_FOCUS_LOST)
    }

    /// The window manager minimized `window`, or restored it.
    package func injectMinimize(_ window: SDLWindow, minimized: Bool) {
        pushWindowEvent(window, minimized ? SDL_WINDOWEVENT_MINIMIZED : SDL_WINDOWEVENT_RESTORED)
    }

    private func pushWindowEvent(_ window: SDLWindow, _ id: SDL_WindowEventID, data1: Int32 = 0, data2: Int32 = 0) {
        var event = SDL_Event()
        event.window.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = window.id
        event.window.event = UInt8(id.rawValue)
        event.window.data1 = data1
        event.window.data2 = data2
        push(&event)
    }

    /// A mouse click for a window id SDL never made (a window already destroyed).
    package func injectClickForMissingWindow(id: UInt32) {
        var event = SDL_Event()
        event.button.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.windowID = id
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        push(&event)
    }

    private func push(_ event: inout SDL_Event) {
        if SDL_PushEvent(&event) < 0 { SDLLog.error("SDL could not queue an event (\(SDLLog.lastError))") }
    }
}
