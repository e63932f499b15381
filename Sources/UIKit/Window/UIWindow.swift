import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

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

    /// Posted (object: the window) when a hidden window is shown.
    nonisolated public static let didBecomeVisibleNotification = NSNotification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted (object: the window) when a visible window is hidden.
    nonisolated public static let didBecomeHiddenNotification = NSNotification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted (object: the window) when it becomes the key window.
    nonisolated public static let didBecomeKeyNotification = NSNotification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted (object: the window) when it stops being the key window.
    nonisolated public static let didResignKeyNotification = NSNotification.Name("UIWindowDidResignKeyNotification")

    /// Weak: the screen belongs to the platform; a window whose screen object went away
    /// falls back to the main screen.
    private weak var _screen: UIScreen?
    private var _rootViewController: UIViewController?
    /// The scene the window belongs to (Scene/UIWindow+Scene.swift); weak, as on iOS.
    weak var _windowScene: UIWindowScene?

    /// The responder that receives events without a location; weak, as the responder's
    /// owner keeps it.
    weak var firstResponder: UIResponder? {
        didSet { if firstResponder !== oldValue { SoftwareKeyboard.current.firstResponderChanged(in: self) } }
    }
    /// The window's focus engine, made when focus is first asked about (Focus/UIFocusSystem.swift).
    var _focusSystem: UIFocusSystem?

    /// Insets of the screen's unsafe edges (status bar, rounded corners) that the window
    /// covers; none on a headless screen. Views inside derive `safeAreaInsets` from it.
    package var screenSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            if let pinnedSafeAreaInsets, screenSafeAreaInsets != pinnedSafeAreaInsets { screenSafeAreaInsets = pinnedSafeAreaInsets }
            if screenSafeAreaInsets != oldValue { safeAreaDidChange() }
        }
    }

    /// Insets that stand for the screen's whatever the status bar does: a snapshot's device
    /// configuration (a notch and home indicator, or a status bar) on any screen. Set for the
    /// window's life; nil leaves the insets as they are until the screen's next change.
    package var pinnedSafeAreaInsets: UIEdgeInsets? {
        didSet { if let pinnedSafeAreaInsets { screenSafeAreaInsets = pinnedSafeAreaInsets } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _window = self
        layer.isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _window = self
        layer.isHidden = true
    }

    /// A window covering the main screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// A window of `windowScene`, covering the scene's screen (iOS 13+): how a scene
    /// delegate makes its window.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        _window = self
        layer.isHidden = true
        self.windowScene = windowScene
    }

    /// The screen the window is shown on; the main screen unless set. Assigning another
    /// screen moves the window's content there (set it before showing the window: moving a
    /// visible window is the expensive case). A screen that is not connected is refused with
    /// a diagnostic and the window stays where it is.
    open var screen: UIScreen {
        get { _screen ?? UIScreen.main }
        set {
            guard newValue !== screen else { return }
            guard newValue.isConnected else {
                RuntimeIssue.report("UIWindow.screen: \(newValue) is not connected; the window stays on \(screen)")
                return
            }
            _screen = newValue === UIScreen.main ? nil : newValue
            if newValue.scale != contentScaleFactor { didMoveToScreen(scale: newValue.scale) }
            windowTraitsMayHaveChanged()
            if !isHidden { UIApplication.shared.updateRenderRoots() }
        }
    }

    /// A window laid out after a size change takes its new size classes first.
    open override func layoutSublayers(of layer: CALayer) {
        if layer === self.layer { windowTraitsMayHaveChanged() }
        super.layoutSublayers(of: layer)
    }

    /// Drawn content follows the new screen's scale (content set by code keeps its own), as
    /// when a view moves to a window.
    private func didMoveToScreen(scale: CGFloat) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view.layer.contents == nil, view.contentScaleFactor != scale { view.contentScaleFactor = scale }
            stack.append(contentsOf: view.subviews)
        }
    }

    /// The window's level; `.normal` by default. Windows of a higher level are in front of
    /// every window of a lower one; within a level the one shown last is in front.
    open var windowLevel: Level = .normal {
        didSet {
            MainThreadChecker.check("UIWindow.windowLevel setter")
            guard windowLevel.rawValue.isFinite else {
                RuntimeIssue.report("UIWindow.windowLevel must be finite (got \(windowLevel.rawValue)); the level stays \(oldValue.rawValue)")
                windowLevel = oldValue
                return
            }
            if !isHidden, windowLevel != oldValue { UIApplication.shared.updateRenderRoots() }
        }
    }

    /// Showing a window hands it to the application and posts `didBecomeVisibleNotification`;
    /// hiding it lets it go (it resigns key first) and posts `didBecomeHiddenNotification`.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            MainThreadChecker.check("UIWindow.isHidden setter", .layoutEngine)
            guard newValue != super.isHidden else { return }
            // The root controller appears as the window shows (finishing after the commit that
            // first shows it) and disappears as it hides.
            // A window is in itself: it takes its proxies' values as it shows.
            if !newValue { applyAppearanceInSubtree() }
            rootViewController?.windowVisibilityWillChange(to: !newValue, in: self, deferringEnd: true)
            super.isHidden = newValue
            if newValue {
                UIApplication.shared.windowDidHide(self)
                NotificationCenter.default.post(name: Self.didBecomeHiddenNotification, object: self)
            } else {
                UIApplication.shared.windowDidShow(self)
                NotificationCenter.default.post(name: Self.didBecomeVisibleNotification, object: self)
            }
        }
    }

    /// True for the one window that receives events without a location.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Makes this the key window; the previous key window resigns.
    open func makeKey() {
        MainThreadChecker.check("UIWindow.makeKey()")
        UIApplication.shared.setKeyWindow(self)
    }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        MainThreadChecker.check("UIWindow.makeKeyAndVisible()", .layoutEngine)
        isHidden = false
        makeKey()
    }

    /// Called after the window became key (before `didBecomeKeyNotification`).
    open func becomeKey() {}
    /// Called after the window stopped being key (before `didResignKeyNotification`).
    open func resignKey() {}

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        get { _rootViewController }
        set {
            MainThreadChecker.check("UIWindow.rootViewController setter", .layoutEngine)
            guard newValue !== _rootViewController else { return }
            if let old = _rootViewController, old.isViewLoaded, old.view.superview === self {
                old.view.removeFromSuperview()
            }
            _rootViewController = newValue
            if let controller = newValue {
                let view: UIView = controller.view
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                // In a shown window the root finishes appearing after the commit that shows it.
                controller.appearance.endsAfterCommit = true
                addSubview(view)
                view.hasEncapsulatedLayout = true
                if controller.appearance.phase != .appearing { controller.appearance.endsAfterCommit = false }
            }
            if isKeyWindow { StatusBarSystem.current.ownerMayHaveChanged() }
        }
    }

    /// Delivers an event: touches in this window go to their views (each view gets the
    /// touches that changed phase, grouped by phase, in the order the views received their
    /// first touch); presses go to the responder each began with; a scroll pans the recognizer
    /// its sequence chose (Events/ScrollDispatcher.swift).
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches: TouchDelivery.deliver(event, in: self)
        case .presses: if let presses = event as? UIPressesEvent { PressDelivery.deliver(presses, in: self) }
        case .scroll: UIApplication.shared.scrollDispatcher.deliver(event, in: self)
        default: break
        }
    }

    /// The window's scene follows it in the responder chain (then the application); a
    /// window without a scene is followed by the application.
    /// A change of the window's size tells its controllers first
    /// (`viewWillTransition(to:with:)`), as a rotation or a window resize does on iOS.
    open override var frame: CGRect {
        get { super.frame }
        set {
            SizeTransitionCoordinator.resize(self, to: newValue.size) { super.frame = newValue }
            StatusBarSystem.current.windowDidChange(self)
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set { SizeTransitionCoordinator.resize(self, to: newValue.size) { super.bounds = newValue } }
    }

    open override var next: UIResponder? { _windowScene ?? UIApplication.shared }

    // MARK: Converting between windows and the screen

    /// `point` in this window's coordinates, in `window`'s (nil: the screen's coordinates).
    open func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        let onScreen = layer.convert(point, to: nil)
        return window.map { $0.layer.convert(onScreen, from: nil) } ?? onScreen
    }

    /// `point` in `window`'s coordinates (nil: the screen's), in this window's.
    open func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        let onScreen = window.map { $0.layer.convert(point, to: nil) } ?? point
        return layer.convert(onScreen, from: nil)
    }

    /// The smallest rectangle in `window`'s coordinates (nil: the screen's) that contains
    /// `rect` from this window's.
    open func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
        let onScreen = layer.convert(rect, to: nil)
        return window.map { $0.layer.convert(onScreen, from: nil) } ?? onScreen
    }

    /// The smallest rectangle in this window's coordinates that contains `rect` from
    /// `window`'s (nil: the screen's).
    open func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        let onScreen = window.map { $0.layer.convert(rect, to: nil) } ?? rect
        return layer.convert(onScreen, from: nil)
    }
}
