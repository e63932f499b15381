internal import CSDL2
import Foundation
import UIKit

/// The system clipboard through SDL: the general pasteboard's text is what other programs
/// copy and paste.
@MainActor
final class SDLClipboard: SystemClipboard {
    func string() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(text) }
        let string = String(cString: text)
        return string.isEmpty ? nil : string
    }

    func setString(_ string: String?) {
        if SDL_SetClipboardText(string ?? "") != 0 {
            SDLLog.error("the clipboard could not be set (\(SDLLog.lastError))")
        }
    }
}
