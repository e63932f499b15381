import Foundation
import QuartzCore

/// A window's focus engine: which item is focused, requests to move focus back to preferred
/// environments, keyboard moves (Tab between focus groups, arrows within one, as on iPad
/// with a hardware keyboard) and the focus ring.
///
/// As on iPad, nothing is focused until the user presses Tab (or code asks for an update in
/// an environment that holds focus). The engine holds the focused item and remembered items
/// weakly: an item that goes away is simply no longer focused.
///
/// Pending requests, a focused item that stopped being focusable (removed, hidden, disabled)
/// and a ring that no longer matches its item are dealt with in the layout phase of the next
/// commit, after layout, so the ring follows the item's final frame.
@preconcurrency @MainActor
open class UIFocusSystem: NSObject {
    /// The window whose items this system focuses.
    weak var window: UIWindow?
    /// The focused item; nil when nothing is.
    open internal(set) weak var focusedItem: (any UIFocusItem)?
    /// The outermost environment that asked for an update, to run at the next commit.
    weak var pendingRequest: (any UIFocusEnvironment)?
    /// The item last focused in each group, for `.previouslyFocused` priority.
    var lastFocusedInGroup: [FocusGroupKey: WeakFocusEnvironment] = [:]
    /// The ring shown around the focused item.
    let ring = FocusRing()

    /// Posted after every focus update, with the context and coordinator in `userInfo`.
    public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
    /// Posted when a key asked focus to move and there was nowhere to go.
    public static let movementDidFailNotification = Notification.Name("UIFocusMovementDidFailNotification")
    public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"
    public static let animationCoordinatorUserInfoKey = "UIFocusUpdateAnimationCoordinatorKey"

    /// Every live system of the current context, held weakly (their windows own them).
    private static var systems: [WeakFocusSystem] {
        get { ApplicationContext.current.focusSystems.systems }
        _modify { yield &ApplicationContext.current.focusSystems.systems }
    }

    init(window: UIWindow) {
        self.window = window
        super.init()
        Self.systems.removeAll { $0.system == nil }
        Self.systems.append(WeakFocusSystem(system: self))
    }

    /// The system of the window `environment` is in; nil when it is in none.
    public class func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        guard let window = window(of: environment) else { return nil }
        if let system = window._focusSystem { return system }
        let system = UIFocusSystem(window: window)
        window._focusSystem = system
        return system
    }

    /// Asks for focus to go to `environment`'s preferred item at the next commit; no effect
    /// unless `environment` contains the focused item. An enclosing environment's request
    /// wins over one inside it.
    open func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        guard let focused = focusedItem, Self.environment(environment, contains: focused) else { return }
        if let pending = pendingRequest, Self.environment(pending, contains: environment) { return }
        pendingRequest = environment
        CATransaction.noteChange()
    }

    /// Carries out the pending request now, instead of at the next commit.
    open func updateFocusIfNeeded() {
        guard let request = pendingRequest else { return }
        pendingRequest = nil
        guard let target = preferredItem(in: request), target !== focusedItem else { return }
        _ = update(to: target, heading: [])
    }

    /// Whether `otherEnvironment` is `environment` or inside it (following
    /// `parentFocusEnvironment`).
    public class func environment(_ environment: any UIFocusEnvironment, contains otherEnvironment: any UIFocusEnvironment) -> Bool {
        var current: (any UIFocusEnvironment)? = otherEnvironment
        while let e = current {
            if e === environment { return true }
            current = e.parentFocusEnvironment
        }
        return false
    }

    /// The window at the top of `environment`'s chain.
    static func window(of environment: any UIFocusEnvironment) -> UIWindow? {
        if let view = environment as? UIView { return view as? UIWindow ?? view.window }
        var current = environment.parentFocusEnvironment
        while let e = current {
            if let view = e as? UIView { return view as? UIWindow ?? view.window }
            current = e.parentFocusEnvironment
        }
        return nil
    }

    // MARK: The commit's focus stage

    /// Whether the commit has something to do for this system.
    var needsWork: Bool {
        guard window != nil else { return false }
        if pendingRequest != nil { return true }
        if let focused = focusedItem, !isFocusable(focused) { return true }
        return ring.isStale(for: focusedItem, in: window)
    }

    func doWork() {
        guard let window else { return }
        if let focused = focusedItem, !isFocusable(focused) {
            pendingRequest = nil
            // The focused item left (or can no longer be focused): focus goes to the window's
            // preferred item, or nowhere; this update cannot be refused.
            let replacement = preferredItem(in: window).flatMap { $0 === focused ? nil : $0 }
            _ = update(to: replacement, heading: [], forced: true)
        }
        updateFocusIfNeeded()
        ring.follow(focusedItem, in: window)
    }
}

/// A weak reference to a focus system, for the list of live ones.
struct WeakFocusSystem {
    weak var system: UIFocusSystem?
}

extension UIFocusSystem {
    /// A context's live focus systems (their windows own them): the commit's focus stage.
    final class Registry: FrameStageWork {
        var systems: [WeakFocusSystem] = []

        var hasWork: Bool { systems.contains { $0.system?.needsWork == true } }

        func run(_ frame: FrameContext) {
            for entry in systems { entry.system?.doWork() }
        }
    }
}
