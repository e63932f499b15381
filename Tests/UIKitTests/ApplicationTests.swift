import Testing
import UIKit
import UIKitTesting

/// A delegate UIApplicationMain creates by name: it makes the main window, then ends the app
/// from a timer once the run loop has turned.
final class MainEntryDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var log: [String] = []
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.log.append("didFinishLaunching")
        window = UIWindow(frame: UIScreen.main.bounds)
        window!.rootViewController = UIViewController()
        window!.makeKeyAndVisible()
        _ = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in
            MainActor.assumeIsolated {
                Self.log.append("timer")
                application.terminate()
            }
        }
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { Self.log.append("didBecomeActive") }
    func applicationWillTerminate(_ application: UIApplication) { Self.log.append("willTerminate") }
}

@Suite("UIApplication", .serialized, .freshContext) @MainActor
struct ApplicationTests {
    @Test("UIApplicationMain creates the named delegate, launches (didFinishLaunching, then active), runs the loop until the app ends")
    func applicationMain() {
        _ = UITestHost()
        MainEntryDelegate.log = []
        var notes: [String] = []
        let tokens = [UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
                      UIApplication.willTerminateNotification].map { name in
            NotificationCenter.default.addContextObserver(forName: name) { note in notes.append(note.name.rawValue) }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        let watchdog = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in MainActor.assumeIsolated { UIApplication.shared.stop() } }
        defer { watchdog.invalidate() }
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(MainEntryDelegate.self))
        #expect(status == 0)
        #expect(MainEntryDelegate.log == ["didFinishLaunching", "didBecomeActive", "timer", "willTerminate"])
        #expect(notes == ["UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification",
                          "UIApplicationWillTerminateNotification"])
        // The application keeps the delegate it made (its delegate link is weak).
        let delegate = UIApplication.shared.delegate as? MainEntryDelegate
        #expect(delegate != nil)
        #expect(delegate?.window?.isKeyWindow == true)
        #expect(UIApplication.shared.applicationState == .inactive)
        delegate?.window?.isHidden = true
    }

    @Test("The @main entry's path: UIApplicationMain with the delegate type launches and runs the same way")
    func mainEntryByType() {
        _ = UITestHost()
        MainEntryDelegate.log = []
        let watchdog = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in MainActor.assumeIsolated { UIApplication.shared.stop() } }
        defer { watchdog.invalidate() }
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil, delegateType: MainEntryDelegate.self)
        #expect(status == 0)
        #expect(MainEntryDelegate.log == ["didFinishLaunching", "didBecomeActive", "timer", "willTerminate"])
        (UIApplication.shared.delegate as? MainEntryDelegate)?.window?.isHidden = true
    }

    @Test("Life cycle: resign active, background, foreground and active reach the delegate in UIKit's order")
    func lifeCycle() {
        _ = UITestHost()
        let delegate = TestAppDelegate()
        let app = UIApplication.shared
        app.delegate = delegate
        app.launch()
        #expect(app.applicationState == .active)
        app.enterBackground()
        #expect(app.applicationState == .background)
        app.becomeActive()
        app.resignActive()
        app.resignActive()                    // already inactive: nothing
        #expect(delegate.log == ["willFinishLaunching", "didFinishLaunching", "didBecomeActive", "willResignActive",
                                 "didEnterBackground", "willEnterForeground", "didBecomeActive", "willResignActive"])
    }

    @Test("The responder chain ends at the application, then its delegate when that is a responder")
    func chainEndsAtDelegate() {
        let host = UITestHost()
        let delegate = TestAppDelegate()
        UIApplication.shared.delegate = delegate
        #expect(host.window.next === UIApplication.shared)
        #expect(UIApplication.shared.next === delegate)
        #expect(delegate.next == nil)
        // An unhandled touch travels the whole chain to the delegate.
        final class TouchSink: UIResponder, UIApplicationDelegate {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
        }
        let sink = TouchSink()
        UIApplication.shared.delegate = sink
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(sink.began == 1)
    }

    @Test("sendAction with a nil target finds the first responder of the action's type up the chain from the key window's first responder")
    func sendActionNilTarget() {
        let host = UITestHost()
        final class Editor: UIView {
            var saved: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            func save(_ sender: String) { saved.append(sender) }
        }
        final class Screen: UIView {
            var refreshed = 0
            func refresh() { refreshed += 1 }
        }
        let screen = Screen(frame: host.window.bounds)
        let editor = Editor(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let field = UIView()
        host.window.addSubview(screen)
        screen.addSubview(editor)
        editor.addSubview(field)
        // No first responder: the chain starts at the key window and finds no Editor.
        #expect(!UIApplication.shared.sendAction(Editor.save, to: nil, from: "menu", for: nil))
        #expect(editor.becomeFirstResponder())
        #expect(UIApplication.shared.sendAction(Editor.save, to: nil, from: "menu", for: nil))
        #expect(editor.saved == ["menu"])
        // An ancestor of the first responder takes an action it implements.
        #expect(UIApplication.shared.sendAction(Screen.refresh, to: nil, from: nil, for: nil))
        #expect(screen.refreshed == 1)
        // An explicit target gets the action directly.
        let other = Editor()
        #expect(UIApplication.shared.sendAction(Editor.save, to: other, from: "button", for: nil))
        #expect(other.saved == ["button"] && editor.saved == ["menu"])
        // The app delegate, last in the chain, takes actions nobody else implements.
        final class Delegate: UIResponder, UIApplicationDelegate {
            var about = 0
            func showAbout(_ sender: Any?) { about += 1 }
        }
        let delegate = Delegate()
        UIApplication.shared.delegate = delegate
        #expect(UIApplication.shared.sendAction(Delegate.showAbout, to: nil, from: nil as Any?, for: nil))
        #expect(delegate.about == 1)
    }

    @Test("A control's action reaches the first responder through sendAction, as a nil-targeted menu or toolbar action does")
    func controlToFirstResponder() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        final class Document: UIView {
            var copies = 0
            override var canBecomeFirstResponder: Bool { true }
            func copyDocument(_ sender: UIControl) { copies += 1 }
        }
        let document = Document(frame: CGRect(x: 0, y: 50, width: 100, height: 50))
        host.window.addSubview(document)
        document.becomeFirstResponder()
        let button = UIControl(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        host.window.addSubview(button)
        button.addAction(UIAction { action in
            UIApplication.shared.sendAction(Document.copyDocument, to: nil, from: action.sender as! UIControl, for: nil)
        }, for: .touchUpInside)
        host.tap(at: CGPoint(x: 20, y: 20))
        #expect(document.copies == 1)
    }

    @Test("beginIgnoringInteractionEvents stops new touches until the matching end")
    func ignoringInteraction() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let button = UIControl(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        host.window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        // Called as old code calls them; through a protocol, so the test builds without the
        // deprecation warnings that code gets.
        let app: any IgnoringInteractionEvents = UIApplication.shared
        app.beginIgnoringInteractionEvents()
        #expect(UIApplication.shared.isIgnoringInteractionEvents)
        host.tap(at: CGPoint(x: 20, y: 20))
        app.endIgnoringInteractionEvents()
        host.tap(at: CGPoint(x: 20, y: 20))
        #expect(taps == 1 && !UIApplication.shared.isIgnoringInteractionEvents)
    }
}

@Suite("Run loop", .serialized, .freshContext) @MainActor
struct RunLoopTests {
    @Test("Idle, the run loop sleeps with no deadline; pending media timers and running frames set when it must wake")
    func wakeTimes() {
        let host = UITestHost()
        host.runLoopTurn()
        let app = UIApplication.shared
        #expect(app.nextWakeTime() == nil)                      // nothing to do: sleep until input
        FramePipeline.current.requestFrame(reason: .redisplay)
        #expect(app.nextWakeTime() == CACurrentMediaTime() + 1.0 / 60)   // next refresh of the 60 Hz screen
        host.runLoopTurn()
        #expect(app.nextWakeTime() == nil)                      // the one-shot request was answered
        host.window.backgroundColor = .red                      // an open transaction needs a frame too
        #expect(app.nextWakeTime() != nil)
        host.runLoopTurn()
        // A long press waits on a media timer: the loop wakes for it.
        let view = UIView(frame: host.window.bounds)
        view.addGestureRecognizer(UILongPressGestureRecognizer { _ in })
        host.window.addSubview(view)
        host.runLoopTurn()
        host.touchDown(at: CGPoint(x: 10, y: 10))
        let wake = app.nextWakeTime()
        #expect(wake.map { $0 > CACurrentMediaTime() && $0 <= CACurrentMediaTime() + 0.5 } == true)
        host.touchUp()
    }

    @Test("run() sleeps in the backend between turns and wakes for run-loop timers; each timer's change is committed before the next fires; stop() ends it")
    func runUntilStopped() {
        _ = UITestHost()
        let app = UIApplication.shared
        var openAtFire: [Bool] = []
        _ = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: true) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated {
                openAtFire.append(CATransaction.isOpen)
                UIApplication.shared.keyWindow?.backgroundColor = openAtFire.count % 2 == 0 ? .red : .blue
                if openAtFire.count == 3 { timer.invalidate(); app.stop() }
            }
        }
        let watchdog = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in MainActor.assumeIsolated { app.stop() } }
        app.run()
        watchdog.invalidate()
        #expect(openAtFire == [false, false, false])
    }

    @Test("A timer that comes due just as the loop goes to sleep, and stops it, ends run() at once instead of being left waiting")
    func timerDueAtSleepStops() {
        let host = UITestHost()
        let app = UIApplication.shared
        host.window.backgroundColor = .red                      // opens the implicit transaction
        // Other tests' main-actor work can run inside run() and hold the loop for seconds, so
        // both timers may come due in one pass: what counts is which fired first.
        var stoppedByWatchdog = false, stoppedByTimer = false
        CATransaction.setCompletionBlock {
            // Scheduled after the turn's run-loop pass: it is due when the loop prepares to sleep.
            RunLoop.current.add(Timer(timeInterval: 0, repeats: false) { _ in
                MainActor.assumeIsolated { stoppedByTimer = true; app.stop() }
            }, forMode: .default)
        }
        let watchdog = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in
            MainActor.assumeIsolated { stoppedByWatchdog = !stoppedByTimer; app.stop() }
        }
        app.run()
        watchdog.invalidate()
        #expect(!stoppedByWatchdog, "the timer due at sleep was left waiting; the watchdog ended run()")
    }
}
