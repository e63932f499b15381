import CoreGraphics
import Foundation
import QuartzCore

/// The root of a view hierarchy shown on a screen; its frame is in the screen's coordinates.
///
/// Windows start hidden. A visible window is kept alive by the application (as on iOS,
/// `makeKeyAndVisible()` is enough to keep one on screen).
@preconcurrency @MainActor
open class UIWindow: UIView {

    /// A window's stacking level; higher levels are in front of lower ones.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
        public static func < (l: Level, r: Level) -> Bool { l.rawValue < r.rawValue }
        public static func + (l: Level, r: CGFloat) -> Level { Level(rawValue: l.rawValue + r) }
        public static func - (l: Level, r: CGFloat) -> Level { Level(rawValue: l.rawValue - r) }
    }

    private var _screen: UIScreen?
    private var _rootViewController: UIViewController?

    /// The responder that receives events without a location; weak, as the responder's
    /// owner keeps it.
    weak var firstResponder: UIResponder?

    /// Insets of the screen's unsafe edges (status bar, rounded corners) that the window
    /// covers; none on a headless screen. Views inside derive `safeAreaInsets` from it.
    package var screenSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if screenSafeAreaInsets != oldValue { safeAreaDidChange() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.isHidden = true
    }

    /// A window covering the main screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// The screen the window is shown on; the main screen unless set.
    open var screen: UIScreen {
        get { _screen ?? UIScreen.main }
        set {
            _screen = newValue
            if !isHidden { UIApplication.shared.updateRenderRoots() }
        }
    }

    /// The window's level; `.normal` by default.
    open var windowLevel: Level = .normal {
        didSet { if !isHidden { UIApplication.shared.updateRenderRoots() } }
    }

    /// Showing a window hands it to the application; hiding it lets it go.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            super.isHidden = newValue
            if newValue { UIApplication.shared.windowDidHide(self) } else { UIApplication.shared.windowDidShow(self) }
        }
    }

    /// True for the one window that receives events without a location.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Makes this the key window; the previous key window resigns.
    open func makeKey() {
        UIApplication.shared.setKeyWindow(self)
    }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Called after the window became key.
    open func becomeKey() {}
    /// Called after the window stopped being key.
    open func resignKey() {}

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        get { _rootViewController }
        set {
            guard newValue !== _rootViewController else { return }
            if let old = _rootViewController, old.isViewLoaded, old.view.superview === self {
                old.view.removeFromSuperview()
            }
            _rootViewController = newValue
            if let controller = newValue {
                let view: UIView = controller.view
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(view)
            }
        }
    }

    /// Delivers an event's touches in this window to their views: each view gets the touches
    /// that changed phase, grouped by phase (`touchesBegan`, `…Moved`, `…Ended`,
    /// `…Cancelled`), in the order the views received their first touch.
    open func sendEvent(_ event: UIEvent) {
        guard event.type == .touches else { return }
        TouchDelivery.deliver(event, in: self)
    }

    /// The application follows the window in the responder chain.
    open override var next: UIResponder? { UIApplication.shared }
}
