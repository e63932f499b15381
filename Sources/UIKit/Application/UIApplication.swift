import Foundation
import QuartzCore
internal import RuntimeSupport

/// The app's single application object: it owns the visible windows, knows the key window,
/// dispatches events, ends the responder chain (then its delegate, when that is a
/// responder), and runs the main run loop whose every turn ends with the `CATransaction`
/// commit.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app's run state; raw values are UIKit's.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The application object, created on first use (with the headless backend unless a
    /// backend was installed before); each running context has its own.
    open class var shared: UIApplication {
        ApplicationContext.current.application ?? UIApplication()
    }

    /// The application object if it exists; screens and backends report changes through it
    /// without creating it.
    package static var existing: UIApplication? { ApplicationContext.current.application }

    /// Windows shown, in the order they were shown (`windows` sorts them by level).
    var visibleWindows: [UIWindow] = []
    weak var _keyWindow: UIWindow?
    /// A view asked to become first responder before it was in a window; it does when it
    /// arrives in one (UIResponder+WhenPossible.swift).
    weak var firstResponderWhenInWindow: UIView?
    /// Fingers in progress and the event they make (Events/TouchDispatcher.swift).
    let touchDispatcher = TouchDispatcher()
    /// Keys held down and the press events they make (Events/KeyboardDispatcher.swift).
    let keyboardDispatcher = KeyboardDispatcher()
    /// Wheel and trackpad scrolls and the pans they drive (Events/ScrollDispatcher.swift).
    let scrollDispatcher = ScrollDispatcher()
    /// Set by `stop()`: the running loop ends after its current turn.
    package internal(set) var isStopping = false

    /// Creates the application object; there is only one (use `shared`). A subclass named in
    /// `UIApplicationMain` is created through this initializer.
    public required override init() {
        MainThreadChecker.check("UIApplication.init()")
        let context = ApplicationContext.current
        precondition(context.application == nil, "UIApplication: there is only one application object; use UIApplication.shared")
        super.init()
        context.application = self
        if !Backend.isInstalled { HeadlessBackend.install() }
    }

    /// The object that receives the app's life-cycle messages. Weak, as on iOS: whoever made
    /// the delegate keeps it (`UIApplicationMain` keeps the one it creates).
    open weak var delegate: (any UIApplicationDelegate)?

    /// Whether the app is in the foreground and receiving events.
    public internal(set) var applicationState: State = .inactive

    /// The visible windows, back to front by level (stable within a level).
    open var windows: [UIWindow] {
        visibleWindows.enumerated()
            .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }
            .map(\.element)
    }

    /// The window that receives events without a location.
    open var keyWindow: UIWindow? { _keyWindow }

    /// The direction of the application's language: left to right unless set (tests and
    /// right-to-left locales set it).
    public package(set) var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
        didSet { if userInterfaceLayoutDirection != oldValue { for screen in UIScreen.screens { screen.traitsDidChange() } } }
    }

    /// The user's text size (UIApplication+ContentSizeCategory.swift).
    var platformContentSizeCategory: UIContentSizeCategory = UIApplication.requestedContentSizeCategory

    // MARK: Events

    /// Dispatches an event: touches go to the windows they began in (which deliver them to
    /// their views), a scroll to the window under the pointer; events without a location go
    /// to the key window.
    open func sendEvent(_ event: UIEvent) {
        MainThreadChecker.check("UIApplication.sendEvent(_:)")
        if event.type == .scroll {
            // A scroll for a window that went away is ignored.
            if let window = event.scrollData?.window, visibleWindows.contains(where: { $0 === window }) { window.sendEvent(event) }
            return
        }
        guard event.type == .touches else {
            keyWindow?.sendEvent(event)
            return
        }
        StatusBarSystem.current.userDidTouch(event)
        var windows: [UIWindow] = []
        for touch in event.touchSet {
            if let w = touch.window, !windows.contains(where: { $0 === w }) { windows.append(w) }
        }
        // An event for a window that went away is ignored.
        for window in windows where visibleWindows.contains(where: { $0 === window }) { window.sendEvent(event) }
    }

    /// Stops delivering new touches until a matching `endIgnoringInteractionEvents()`.
    @available(*, deprecated, message: "Use isUserInteractionEnabled on views instead, as on iOS 13 and later")
    open func beginIgnoringInteractionEvents() {
        MainThreadChecker.check("UIApplication.beginIgnoringInteractionEvents()")
        touchDispatcher.ignoreCount += 1
    }

    /// Ends one `beginIgnoringInteractionEvents()`.
    @available(*, deprecated, message: "Use isUserInteractionEnabled on views instead, as on iOS 13 and later")
    open func endIgnoringInteractionEvents() {
        MainThreadChecker.check("UIApplication.endIgnoringInteractionEvents()")
        touchDispatcher.ignoreCount = max(0, touchDispatcher.ignoreCount - 1)
    }

    /// Whether new touches are being ignored.
    open var isIgnoringInteractionEvents: Bool { touchDispatcher.ignoreCount > 0 }

    /// The application delegate follows the application in the responder chain when it is a
    /// responder; nothing follows it.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, responder !== self else { return nil }
        return responder
    }
}
