import Foundation
import UIKit

/// Found by name by `UIApplicationMain` when a program links this module: the app gets a
/// real window without code of its own, unless `OPENUIKIT_BACKEND=headless`.
@preconcurrency @MainActor
public final class SDLBackendLoader: NSObject, PlatformBackendLoader {
    package static func installIfAvailable() -> Bool { SDLBackend.install() }
}
