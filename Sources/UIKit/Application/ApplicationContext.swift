import Foundation
import QuartzCore
internal import RuntimeSupport

/// UIKit's share of one running system, over QuartzCore's (`render`): the application object,
/// the screens and the backend showing them, and the state of events, animations, Auto
/// Layout, focus and motion effects.
///
/// As with `RenderContext`, the statics that name these parts (`UIApplication.shared`,
/// `UIScreen.main` …) forward to the current context: the one bound to the running task (a
/// test's own: `ApplicationContext.boundSlot`, with a render slot bound beside it), else the
/// one installed for the process (the app's), made on first use. Two contexts share nothing, so
/// tests run side by side, each from a clean start, and an app could run several.
@MainActor
package final class ApplicationContext {
    /// The frame pipeline, render server, clock and transactions under this context.
    package let render: RenderContext

    /// `UIApplication.shared`, once made.
    var application: UIApplication?
    /// The delegate `UIApplicationMain` made, kept for the app's life.
    var launchDelegate: (any UIApplicationDelegate)?
    /// The connected screens, the main one first.
    var screens: [UIScreen]
    /// The platform showing the screens.
    var backend: (any PlatformBackend)?
    /// Foundation timers of the run loop given media times (`RunLoopTimerClock`).
    var runLoopTimers: [UnsafeMutableRawPointer: RunLoopTimerClock.Entry] = [:]
    /// Work due at media times for time-based recognizers and scroll views.
    let mediaTimers = MediaTimers()
    /// Recognizers holding a recognition until others fail (`GestureArena`).
    var waitingRecognizers: [WeakRecognizer] = []
    /// `UIView` animation blocks open, their switches, and the groups that keep touches away.
    let animation = UIViewAnimationContext.State()
    /// Outgoing images of views about to transition, until the transition starts.
    var transitionImages: [ObjectIdentifier: (PixelBuffer?, CGFloat)] = [:]
    /// Auto Layout's queues: constraints to install, engines to solve, views to update.
    let autoLayout = LayoutEngine.Queues()
    /// The windows' focus systems, held weakly.
    let focusSystems = UIFocusSystem.Registry()
    /// Views' motion effects and the viewer's offset.
    let motionEffects = MotionEffectRegistry.State()
    /// Pasteboards by name (the general one is made on first use).
    var pasteboards: [UIPasteboard.Name: UIPasteboard] = [:]
    /// Observers of accessibility notifications (test hosts install one).
    var accessibilityObservers: [(UIAccessibility.Notification, Any?) -> Void] = []
    /// Whether any view was given its own tint or adjustment mode (`UIView+Tint`).
    var tintCustomized = false
    /// Set while `endEditing(true)` forces text views to resign.
    var isForcingEndEditing = false
    /// The on-screen keyboard (shown only when turned on).
    let keyboard = SoftwareKeyboard()
    /// The device's status bar and home indicator (drawn only when turned on).
    let statusBar = StatusBarSystem()
    /// The nib loads in progress: sessions, each file's nesting, and where failures go.
    let nibLoading = NibLoadingSession.Loads()
    /// The app's scene manifest, open sessions and connected scenes (Scene/).
    let scenes = SceneRegistry()
    /// The appearance proxies and the values views set themselves (Appearance/).
    let appearance = AppearanceRegistry()

    /// A context of its own over `render`: one default screen, no application object yet,
    /// no backend (the headless one is installed when the application is made).
    package init(render: RenderContext) {
        self.render = render
        screens = [UIScreen(size: ScreenRegistry.defaultSize, scale: ScreenRegistry.defaultScale)]
        render.pipeline.supply(.updateConstraints, autoLayout)
        render.pipeline.supply(.focus, focusSystems)
    }

    /// A fresh context over a fresh render context (with its own clock).
    package convenience init() {
        self.init(render: RenderContext())
    }

    /// Where a scope keeps its context (as `RenderContext.Slot`: a test's scope, or the process).
    @MainActor
    package final class Slot {
        fileprivate var context: ApplicationContext?
        package init() {}

        /// The context, made on first use over the current render context.
        fileprivate var resolved: ApplicationContext {
            if let context { return context }
            let made = ApplicationContext(render: RenderContext.current)
            context = made
            return made
        }

        /// Ends the scope: its context goes now, on the main actor, where its views' and
        /// layers' deinits belong (with its render context's, `RenderContext.Slot.close()`).
        package func close() {
            let old = context
            context = nil
            withExtendedLifetime(old) {}
        }
    }

    /// The slot bound to the running task (and the tasks it makes), if any.
    private nonisolated static let boundSlot = ScopedBinding<Slot>()
    private static let processSlot = Slot()

    /// Runs `operation` with `slot` bound to this task and the tasks it makes (a test's scope).
    package nonisolated static func withSlot<R>(_ slot: Slot, operation: () throws -> R) rethrows -> R {
        try boundSlot.withValue(slot, operation: operation)
    }

    /// Runs `operation` with `slot` bound to this task and the tasks it makes (a test's scope).
    package static func withSlot<R>(_ slot: Slot, isolation: isolated (any Actor)? = #isolation,
                                    operation: () async throws -> R) async rethrows -> R {
        try await boundSlot.withValue(slot, isolation: isolation, operation: operation)
    }

    /// The context in charge here: the task's scope's, else the process's (made on first use,
    /// over the process's render context).
    package static var current: ApplicationContext {
        // The process's slot is read in place (no retain of the slot): an app's every change
        // asks for its context.
        if let bound = boundSlot.bound { return bound.resolved }
        return processSlot.resolved
    }

    /// The scope in charge here: the task's, else the process's. It outlives the contexts a
    /// scope installs one after another, so it tells one test's running system from another's.
    package static var currentSlot: Slot { boundSlot.bound ?? processSlot }

    /// Makes `context` (and its render context) the current one of this scope: the task's,
    /// else the process's. What the scope had is let go.
    package static func install(_ context: ApplicationContext) {
        // The old context goes after the swap: its views' deinits read the slot.
        let slot = boundSlot.bound ?? processSlot
        let old = slot.context
        slot.context = context
        RenderContext.install(context.render)
        withExtendedLifetime(old) {}
    }
}
