@testable import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// The running system belongs to a context, not to the process: each test's is its own, and
/// two contexts share nothing (what several scenes, or tests side by side, rely on).
@Suite("Running contexts", .freshContext) @MainActor
struct ContextIsolationTests {
    /// Runs `body` with a fresh pair of slots bound, as the `.freshContext` trait does.
    func inOwnContext<R>(_ body: () throws -> R) rethrows -> R {
        let (app, render) = (ApplicationContext.Slot(), RenderContext.Slot())
        defer { app.close(); render.close() }
        return try ApplicationContext.withSlot(app) {
            try RenderContext.withSlot(render) { try body() }
        }
    }

    @Test("A test starts with nothing left by others: the default main screen, no windows, nothing marked or animating")
    func startsClean() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.screens.count == 1)
        #expect(UIApplication.shared.windows.isEmpty)
        #expect(Set(FramePipeline.current.frameReasons).isSubset(of: [.transaction]))   // at most the launch's commit
        #expect(UIView.areAnimationsEnabled)
        #expect(RenderServer.lastFrame == RenderServer.Statistics())
    }

    @Test("Two contexts share nothing: screens, windows, clock, animation switches and Auto Layout work stay in their own")
    func contextsShareNothing() {
        let (first, firstWindow) = inOwnContext { () -> (UIScreen, UIWindow) in
            let host = UITestHost(size: CGSize(width: 100, height: 200), scale: 2)
            host.advanceTime(by: 1)
            UIView.setAnimationsEnabled(false)
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            host.window.addSubview(view)
            view.widthAnchor.constraint(equalToConstant: 10).isActive = true
            #expect(CACurrentMediaTime() == 1)
            #expect(FramePipeline.current.frameReasons.contains(.transaction))   // the constraint waits for a commit
            return (host.screen, host.window)
        }
        inOwnContext {
            #expect(UIScreen.main !== first)
            #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
            #expect(!UIApplication.shared.windows.contains { $0 === firstWindow })
            #expect(UIView.areAnimationsEnabled)
            #expect(!LayoutEngine.queues.hasWork)
            let host = UITestHost()
            #expect(CACurrentMediaTime() == 0)
            #expect(host.window.screen === UIScreen.main)
        }
    }

    @Test("A test host starts a fresh context in the test's scope: an earlier host's windows, clock and marks are gone")
    func hostStartsFresh() {
        let first = UITestHost()
        first.advanceTime(by: 2)
        first.window.setNeedsLayout()
        let second = UITestHost()
        #expect(CACurrentMediaTime() == 0)
        #expect(UIApplication.shared.windows.count == 1)
        #expect(UIApplication.shared.keyWindow === second.window)
        #expect(UIApplication.shared.windows.first === second.window)
    }

    @Test("A context, its application, windows and views go once its scope ends: nothing holds them")
    func contextIsReleased() {
        weak var window: UIWindow?
        weak var view: UIView?
        weak var application: UIApplication?
        inOwnContext {
            let host = UITestHost()
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            host.window.addSubview(v)
            UIView.animate(withDuration: 1) { v.alpha = 0 }
            host.runLoopTurn()
            window = host.window
            view = v
            application = UIApplication.shared
        }
        #expect(window == nil)
        #expect(view == nil)
        #expect(application == nil)
    }
}
