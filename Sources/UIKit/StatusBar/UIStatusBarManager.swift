import CoreGraphics

/// What the status bar of a window scene's screen shows.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// Whether the status bar is hidden.
    open var isStatusBarHidden: Bool { UIApplication.shared.isStatusBarHidden }

    /// The status bar's current style.
    open var statusBarStyle: UIStatusBarStyle { UIApplication.shared.statusBarStyle }

    /// The status bar's frame in the screen's coordinates; zero while it is hidden or the
    /// screen draws none (a plain headless screen, an external display).
    open var statusBarFrame: CGRect {
        guard scene?.screen === UIScreen.main else { return .zero }
        return StatusBarSystem.current.statusBarFrame
    }
}

extension UIWindowScene {
    /// The status bar of the scene's screen.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }
}
