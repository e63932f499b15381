import UIKit

// Deprecated API that tests check still works as old code calls it. The calls go through
// these protocols, so the tests build without the deprecation warnings that code gets.

/// UIApplication's interaction-blocking pair.
@MainActor protocol IgnoringInteractionEvents {
    func beginIgnoringInteractionEvents()
    func endIgnoringInteractionEvents()
}

extension UIApplication: IgnoringInteractionEvents {}

/// UIView's stretchable-content rectangle.
@MainActor protocol ContentStretching: AnyObject {
    var contentStretch: CGRect { get set }
}

extension UIView: ContentStretching {}
