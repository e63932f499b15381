import UIKit

/// UIApplication's deprecated interaction-blocking pair, for the tests that check it still
/// works as old code calls it: through a protocol, so they build without the deprecation
/// warnings that code gets.
@MainActor protocol IgnoringInteractionEvents {
    func beginIgnoringInteractionEvents()
    func endIgnoringInteractionEvents()
}

extension UIApplication: IgnoringInteractionEvents {}
