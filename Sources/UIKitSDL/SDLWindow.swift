internal import CSDL2
import Foundation
import UIKit

/// The SDL window that shows one UIKit window: it sits where the window's frame puts it on
/// its display, at the screen's scale, and shows that part of the screen's framebuffer.
/// Updates copy only the damaged rectangle into the window surface and hand SDL just that
/// rectangle (`SDL_UpdateWindowSurfaceRects`).
@MainActor
package final class SDLWindow {
    let handle: OpaquePointer
    package let id: UInt32
    /// The UIKit window shown; the application keeps it while it is visible.
    package private(set) weak var window: UIWindow?
    /// The screen it was placed on; a window moved to another screen gets a new SDL window.
    private(set) weak var screen: UIScreen?
    /// The frame last given to SDL, to notice changes made by app code.
    private var appliedFrame: CGRect
    /// The whole window must be uploaded (new, resized or exposed).
    var needsFullPresent = true
    private(set) var isDestroyed = false

    init?(for window: UIWindow, display: SDLDisplay, scale: CGFloat) {
        let frame = window.frame
        let pixels = Self.pixelRect(frame, display: display, scale: scale)
        var flags = SDL_WINDOW_HIDDEN.rawValue
        if window.windowLevel > .normal {
            flags |= SDL_WINDOW_BORDERLESS.rawValue | SDL_WINDOW_ALWAYS_ON_TOP.rawValue | SDL_WINDOW_SKIP_TASKBAR.rawValue
        } else {
            flags |= SDL_WINDOW_RESIZABLE.rawValue
        }
        let title = ProcessInfo.processInfo.processName
        guard let handle = SDL_CreateWindow(title, Int32(pixels.minX), Int32(pixels.minY),
                                            Int32(max(1, pixels.width)), Int32(max(1, pixels.height)), flags) else {
            SDLLog.error("SDL could not create a window for \(type(of: window)) (\(SDLLog.lastError)); it stays headless")
            return nil
        }
        self.handle = handle
        id = SDL_GetWindowID(handle)
        self.window = window
        screen = window.screen
        appliedFrame = frame
        SDL_ShowWindow(handle)
    }

    /// The window's frame in SDL desktop pixels.
    static func pixelRect(_ frame: CGRect, display: SDLDisplay, scale: CGFloat) -> CGRect {
        CGRect(x: (display.bounds.minX + frame.minX * scale).rounded(), y: (display.bounds.minY + frame.minY * scale).rounded(),
               width: (frame.width * scale).rounded(), height: (frame.height * scale).rounded())
    }

    /// App code moved or resized the UIKit window: the SDL window follows.
    func follow(_ frame: CGRect, display: SDLDisplay?, scale: CGFloat) {
        guard frame != appliedFrame, let display else { return }
        let pixels = Self.pixelRect(frame, display: display, scale: scale)
        if frame.size != appliedFrame.size {
            SDL_SetWindowSize(handle, Int32(max(1, pixels.width)), Int32(max(1, pixels.height)))
            needsFullPresent = true
        }
        if frame.origin != appliedFrame.origin { SDL_SetWindowPosition(handle, Int32(pixels.minX), Int32(pixels.minY)) }
        appliedFrame = frame
    }

    /// The window manager resized the SDL window: the UIKit window takes the new size.
    func windowManagerResized(width: Int32, height: Int32, scale: CGFloat) {
        guard let window else { return }
        let size = CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        needsFullPresent = true
        guard size != window.frame.size else { return }
        window.frame.size = size
        appliedFrame = window.frame
    }

    /// Copies the damaged part of `buffer` under this window into the window surface and
    /// shows it; returns the pixels uploaded.
    func present(from buffer: PixelBuffer, damage: CGRect, scale: CGFloat) -> Int {
        guard let window else { return 0 }
        let frame = window.frame
        let windowPixels = CGRect(x: (frame.minX * scale).rounded(), y: (frame.minY * scale).rounded(),
                                  width: (frame.width * scale).rounded(), height: (frame.height * scale).rounded())
        var area = needsFullPresent ? windowPixels : damage.intersection(windowPixels)
        area = area.intersection(CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height))
        guard !area.isNull, !area.isEmpty, let surface = SDL_GetWindowSurface(handle) else { return 0 }
        needsFullPresent = false
        // The rectangle in window-surface coordinates, clipped to the surface.
        let sw = Int(surface.pointee.w), sh = Int(surface.pointee.h)
        let x0 = max(0, Int(area.minX - windowPixels.minX)), y0 = max(0, Int(area.minY - windowPixels.minY))
        let x1 = min(sw, Int(area.maxX - windowPixels.minX)), y1 = min(sh, Int(area.maxY - windowPixels.minY))
        guard x1 > x0, y1 > y0 else { return 0 }
        let w = x1 - x0, h = y1 - y0
        let srcX = x0 + Int(windowPixels.minX), srcY = y0 + Int(windowPixels.minY)
        let mustLock = (surface.pointee.flags & UInt32(SDL_RLEACCEL)) != 0
        if mustLock { SDL_LockSurface(surface) }
        let dstPitch = Int(surface.pointee.pitch)
        let format = surface.pointee.format.pointee.format
        let src = buffer.data.advanced(by: srcY * buffer.bytesPerRow + srcX * 4)
        let dst = surface.pointee.pixels.advanced(by: y0 * dstPitch + x0 * 4)
        if format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue {
            for row in 0..<h {
                memcpy(dst.advanced(by: row * dstPitch), src.advanced(by: row * buffer.bytesPerRow), w * 4)
            }
        } else {
            let dstOffset = surface.pointee.pixels.advanced(by: y0 * dstPitch + x0 * Int(surface.pointee.format.pointee.BytesPerPixel))
            SDL_ConvertPixels(Int32(w), Int32(h), SDL_PIXELFORMAT_ARGB8888.rawValue, src, Int32(buffer.bytesPerRow),
                              format, dstOffset, Int32(dstPitch))
        }
        if mustLock { SDL_UnlockSurface(surface) }
        var rect = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(w), h: Int32(h))
        if SDL_UpdateWindowSurfaceRects(handle, &rect, 1) != 0 {
            SDLLog.error("SDL could not show a window update (\(SDLLog.lastError))")
        }
        return w * h
    }

    /// What the window surface holds now (premultiplied BGRA), for tests.
    package func surfaceImage() -> CGImage? {
        guard let surface = SDL_GetWindowSurface(handle) else { return nil }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
        guard let buffer = PixelBuffer(width: w, height: h) else { return nil }
        SDL_ConvertPixels(Int32(w), Int32(h), surface.pointee.format.pointee.format, surface.pointee.pixels,
                          surface.pointee.pitch, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.data, Int32(buffer.bytesPerRow))
        // X surfaces have no alpha: the framebuffer is opaque, so make it so.
        if surface.pointee.format.pointee.Amask == 0 {
            for y in 0..<h {
                let row = buffer.data.advanced(by: y * buffer.bytesPerRow).assumingMemoryBound(to: UInt8.self)
                for x in 0..<w { row[x * 4 + 3] = 255 }
            }
        }
        return CGImage(buffer: buffer)
    }

    /// Where SDL put the window (desktop pixels) and its size.
    package var sdlFrame: CGRect {
        var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowPosition(handle, &x, &y)
        SDL_GetWindowSize(handle, &w, &h)
        return CGRect(x: Int(x), y: Int(y), width: Int(w), height: Int(h))
    }

    /// The X window behind it (0 when the video driver is not X11).
    package var x11WindowID: UInt { UInt(openuikit_sdl_x11_window(handle)) }

    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        SDL_DestroyWindow(handle)
    }
}
