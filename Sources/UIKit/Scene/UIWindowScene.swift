import CoreGraphics
import Foundation

/// A scene that shows the app's windows on a screen: with the SDL backend each scene's
/// windows are windows on the desktop, and focusing, minimizing or closing them moves the
/// scene through its states.
///
/// The scene knows its windows weakly: the scene delegate keeps the main one (`window`), the
/// application keeps the visible ones, and a window points back to its scene weakly.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The windows attached to the scene, weakly, in the order they were attached.
    private var attached: [WeakWindow] = []
    private weak var _keyWindow: UIWindow?
    private weak var _screen: UIScreen?
    /// The size limits asked of the platform (`sizeRestrictions`).
    private lazy var restrictions = UISceneSizeRestrictions()

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The windows attached to the scene (`UIWindow(windowScene:)` or `windowScene` set),
    /// shown or not, in the order they were attached.
    open var windows: [UIWindow] {
        attached.compactMap(\.window)
    }

    /// The screen the scene is shown on: the main screen for the app's own scenes.
    open var screen: UIScreen {
        if let screen = _screen, screen.isConnected { return screen }
        return UIScreen.main
    }

    /// The scene's traits: its screen's (size classes come from each window's size).
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// How the scene's content is turned: portrait on a screen taller than wide, else
    /// landscape (the screens here do not rotate).
    open var interfaceOrientation: UIInterfaceOrientation {
        let size = screen.bounds.size
        return size.width > size.height ? .landscapeRight : .portrait
    }

    /// The scene's coordinate space: its screen's.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

    /// The scene's key window: the one of its windows most recently made key, while shown.
    open var keyWindow: UIWindow? {
        guard let window = _keyWindow, !window.isHidden, window.windowScene === self else { return nil }
        return window
    }

    /// The smallest and largest sizes the scene's windows ask the platform for; the SDL
    /// backend's windows follow their `UIWindow` frames, so the limits are kept, not enforced.
    open var sizeRestrictions: UISceneSizeRestrictions? { restrictions }

    // MARK: Windows (kept by UIWindow.windowScene)

    func attach(_ window: UIWindow) {
        attached.removeAll { $0.window == nil || $0.window === window }
        attached.append(WeakWindow(window: window))
    }

    func detach(_ window: UIWindow) {
        attached.removeAll { $0.window == nil || $0.window === window }
        if _keyWindow === window { _keyWindow = nil }
    }

    /// One of the scene's windows became the app's key window.
    func windowDidBecomeKey(_ window: UIWindow) { _keyWindow = window }

    /// The scene is shown on `screen` (an external display's scene); its windows move there.
    package func place(on screen: UIScreen) {
        _screen = screen === UIScreen.main ? nil : screen
        for window in windows where window.screen !== screen { window.screen = screen }
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}
