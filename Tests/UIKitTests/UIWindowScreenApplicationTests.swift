import Testing
import UIKit
import UIKitTesting

@Suite("UIScreen, UIWindow and UIApplication", .serialized, .freshContext) @MainActor
struct UIWindowScreenApplicationTests {
    @Test("The test host makes a main screen of the given size and scale, and a visible key window covering it")
    func testHost() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        #expect(UIScreen.main === host.screen)
        #expect(UIScreen.screens.first === host.screen)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(UIScreen.main.scale == 2 && UIScreen.main.nativeScale == 2)
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 640, height: 960))
        #expect(host.window.frame == UIScreen.main.bounds)
        #expect(host.window.isKeyWindow && !host.window.isHidden)
        #expect(UIApplication.shared.keyWindow === host.window)
        #expect(UIApplication.shared.windows.contains { $0 === host.window })
    }

    @Test("The virtual clock starts at zero and moves only when the host advances it")
    func virtualClock() {
        let host = UITestHost()
        #expect(CACurrentMediaTime() == 0)
        host.runLoopTurn()
        #expect(CACurrentMediaTime() == 0)
        host.advanceTime(by: 0.5)
        #expect(CACurrentMediaTime() == 0.5)
        #expect(host.currentTime == 0.5)
    }

    @Test("A run-loop turn fires due timers on the main run loop, then commits the implicit transaction")
    func runLoopTurnCommits() {
        let host = UITestHost()
        let before = CATransaction.commitCount
        nonisolated(unsafe) var ran = false
        _ = Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in ran = true }
        host.window.backgroundColor = .red      // opens the implicit transaction
        #expect(CATransaction.isOpen)
        host.runLoopTurn()
        #expect(ran)
        #expect(!CATransaction.isOpen)
        #expect(CATransaction.commitCount == before + 1)
    }

    @Test("Windows start hidden; makeKeyAndVisible shows the window and makes it the only key window")
    func keyWindow() {
        let host = UITestHost()
        final class W: UIWindow {
            var events: [String] = []
            override func becomeKey() { events.append("becomeKey") }
            override func resignKey() { events.append("resignKey") }
        }
        let a = W(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(a.isHidden && !a.isKeyWindow)
        a.makeKeyAndVisible()
        #expect(!a.isHidden && a.isKeyWindow && !host.window.isKeyWindow)
        let b = W(frame: .zero)
        b.makeKeyAndVisible()
        #expect(b.isKeyWindow && !a.isKeyWindow)
        #expect(a.events == ["becomeKey", "resignKey"] && b.events == ["becomeKey"])
        b.isHidden = true
        #expect(!b.isKeyWindow && UIApplication.shared.keyWindow == nil)
        #expect(!UIApplication.shared.windows.contains { $0 === b })
        a.isHidden = true
    }

    @Test("windows are ordered by windowLevel: normal 0 < statusBar 1000 < alert 2000")
    func windowLevels() {
        let host = UITestHost()
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level.alert.rawValue == 2000)
        let alert = UIWindow(frame: .zero); alert.windowLevel = .alert
        let custom = UIWindow(frame: .zero); custom.windowLevel = .normal + 1
        alert.isHidden = false
        custom.isHidden = false
        #expect(UIApplication.shared.windows.map(\.windowLevel) == [.normal, .normal + 1, .alert])
        #expect(UIApplication.shared.windows.first === host.window)
        alert.isHidden = true
        custom.isHidden = true
    }

    @Test("UIWindow() covers the main screen; a window's screen is the main screen unless set")
    func defaultWindow() {
        _ = UITestHost(size: CGSize(width: 200, height: 100), scale: 1)
        let w = UIWindow()
        #expect(w.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(w.screen === UIScreen.main)
        #expect(w.window === w)
    }

    @Test("rootViewController installs the controller's view, sized to the window")
    func rootViewController() {
        let host = UITestHost(size: CGSize(width: 300, height: 200), scale: 1)
        let controller = UIViewController()
        host.window.rootViewController = controller
        #expect(controller.view.superview === host.window)
        #expect(controller.view.frame == host.window.bounds)
        #expect(controller.view.window === host.window)
        let other = UIViewController()
        host.window.rootViewController = other
        #expect(controller.view.superview == nil && other.view.superview === host.window)
    }

    @Test("The responder chain: view → its controller → superview … → window → application")
    func responderChain() {
        let host = UITestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        let leaf = UIView()
        controller.view.addSubview(leaf)
        #expect(leaf.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === host.window)
        #expect(host.window.next === UIApplication.shared)
        #expect(UIApplication.shared.next == nil)
    }
}

@Suite("UIViewController view loading", .freshContext) @MainActor
struct UIViewControllerTests {
    @Test("The view loads lazily: loadView then viewDidLoad, once, on first access")
    func lazyLoading() {
        final class C: UIViewController {
            var log: [String] = []
            override func loadView() { log.append("loadView"); view = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)) }
            override func viewDidLoad() { log.append("viewDidLoad") }
        }
        let c = C()
        #expect(!c.isViewLoaded && c.viewIfLoaded == nil)
        #expect(c.log.isEmpty)
        _ = c.view
        _ = c.view
        #expect(c.isViewLoaded)
        #expect(c.log == ["loadView", "viewDidLoad"])
        c.loadViewIfNeeded()
        #expect(c.log.count == 2)
    }

    @Test("loadViewIfNeeded loads the view; the default view fills the main screen and resizes with its superview")
    func defaultLoadView() {
        let c = UIViewController()
        c.loadViewIfNeeded()
        #expect(c.isViewLoaded)
        #expect(c.view.frame == UIScreen.main.bounds)
        #expect(c.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    @Test("Setting view replaces it and moves the responder link")
    func settingView() {
        let c = UIViewController()
        let v = UIView()
        c.view = v
        #expect(c.view === v && v.next === c)
        c.view = UIView()
        #expect(v.next == nil)
    }
}

@Suite("UIView invalid geometry", .freshContext) @MainActor
struct UIViewInvalidGeometryTests {
    @Test("NaN or infinite frame, bounds, center, transform or alpha is ignored (the view keeps its geometry)")
    func invalidGeometryIgnored() {
        let v = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        v.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        v.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        v.bounds = CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan)
        v.center = CGPoint(x: CGFloat.infinity, y: 0)
        v.transform = CGAffineTransform(scaleX: .nan, y: 1)
        v.alpha = .nan
        #expect(v.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(v.transform.isIdentity)
        #expect(v.alpha == 1)
        // The view still converts and describes without trapping.
        #expect(v.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 2, y: 3))
        #expect(v.description.contains("frame = (1 2; 30 40)"))
    }
}

@Suite("UIScreen description", .freshContext) @MainActor
struct UIScreenDescriptionTests {
    @Test("A screen describes itself as UIKit does: bounds in {{x, y}, {w, h}} form and the scale")
    func description() {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 3)
        #expect(host.screen.description.hasSuffix("bounds = {{0, 0}, {390, 844}}; scale = 3>"))
    }
}
