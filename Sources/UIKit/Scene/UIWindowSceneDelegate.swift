import Foundation

/// A scene delegate for a `UIWindowScene`: it keeps the scene's main window. When the scene's
/// configuration names a storyboard, UIKit makes the window (`UIWindow(windowScene:)` with the
/// storyboard's initial view controller), stores it in `window` before
/// `scene(_:willConnectTo:options:)`, and makes it key and visible after.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; the delegate keeps it (the scene points to its windows weakly).
    var window: UIWindow? { get set }
    /// The scene's screen, orientation or size changed (`previousCoordinateSpace` is the
    /// scene's space before).
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection)
}

extension UIWindowSceneDelegate {
    /// A delegate without a stored `window` has none; setting it keeps nothing.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                            interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                            traitCollection previousTraitCollection: UITraitCollection) {}
}
