import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

/// The color of pixel (x, y) of `image` as 0–255 RGBA.
@MainActor
func screenPixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
    let c = image.pixel(x: x, y: y)
    return [c.r, c.g, c.b, c.a]
}

@Suite("Windows on screens", .serialized, .freshContext) @MainActor
struct WindowScreenTests {
    @Test("Windows are ordered on their screen by level: an alert-level window shown first still covers a normal one")
    func levelsComposite() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        host.window.backgroundColor = .blue
        let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        alert.windowLevel = .alert
        alert.backgroundColor = .red
        alert.isHidden = false
        let normal = UIWindow(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        normal.backgroundColor = .green
        normal.isHidden = false          // shown later, but at a lower level
        defer { alert.isHidden = true; normal.isHidden = true }
        let image = host.renderScreen()
        #expect(screenPixel(image, 15, 15) == [255, 0, 0, 255])   // alert over normal
        #expect(screenPixel(image, 25, 25) == [0, 255, 0, 255])   // normal over the main window
        #expect(screenPixel(image, 35, 5) == [0, 0, 255, 255])
        // Raising the normal window's level above alert puts it in front.
        normal.windowLevel = .alert + 1
        let raised = host.renderScreen()
        #expect(screenPixel(raised, 15, 15) == [0, 255, 0, 255])
        #expect(UIApplication.shared.windows.map(\.windowLevel) == [.normal, .alert, .alert + 1])
    }

    @Test("Within a level, the window shown last is in front")
    func sameLevelOrder() {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 1)
        let a = UIWindow(frame: host.screen.bounds); a.backgroundColor = .red
        let b = UIWindow(frame: host.screen.bounds); b.backgroundColor = .green
        a.isHidden = false; b.isHidden = false
        defer { a.isHidden = true; b.isHidden = true }
        #expect(screenPixel(host.renderScreen(), 5, 5) == [0, 255, 0, 255])
    }

    @Test("Hidden windows are not shown: the screen stays black")
    func hiddenWindow() {
        let host = UITestHost(size: CGSize(width: 4, height: 4), scale: 1)
        host.window.backgroundColor = .white
        host.window.isHidden = true
        #expect(screenPixel(host.renderScreen(), 1, 1) == [0, 0, 0, 255])
    }

    @Test("convert(_:to:) and convert(_:from:) between windows go through the screen; nil means screen coordinates")
    func convertBetweenWindows() {
        _ = UITestHost(size: CGSize(width: 400, height: 400), scale: 1)
        let a = UIWindow(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIWindow(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        #expect(a.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 15, y: 25))
        #expect(a.convert(CGPoint(x: 15, y: 25), from: nil) == CGPoint(x: 5, y: 5))
        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -85, y: -25))
        #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -85, y: -25))
        #expect(a.convert(CGPoint(x: 0, y: 0), from: b) == CGPoint(x: 90, y: 30))
        #expect(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: b) == CGRect(x: -90, y: -30, width: 10, height: 10))
        #expect(a.convert(CGRect(x: 10, y: 20, width: 1, height: 1), from: nil) == CGRect(x: 0, y: 0, width: 1, height: 1))
        // A view inside a window: to the screen's coordinate space through the window.
        let v = UIView(frame: CGRect(x: 3, y: 4, width: 10, height: 10))
        a.addSubview(v)
        let screen = UIScreen.main
        #expect(v.convert(CGPoint.zero, to: screen.coordinateSpace) == CGPoint(x: 13, y: 24))
        #expect(v.convert(CGPoint(x: 13, y: 24), from: screen.fixedCoordinateSpace) == .zero)
        #expect(screen.coordinateSpace.convert(CGPoint(x: 13, y: 24), to: v) == .zero)
        #expect(screen.coordinateSpace.bounds == screen.bounds)
    }

    @Test("A touch goes to the window where it began, even when the finger moves over another window")
    func touchStaysInItsWindow() {
        let host = UITestHost(size: CGSize(width: 200, height: 100), scale: 1)
        final class Recorder: UIView {
            var log: [String] = []
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log.append("began") }
            override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { log.append("moved") }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { log.append("ended") }
        }
        let left = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(left)
        let other = UIWindow(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let right = Recorder(frame: other.bounds)
        other.addSubview(right)
        other.isHidden = false
        defer { other.isHidden = true }
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), steps: 3)
        #expect(left.log == ["began", "moved", "moved", "moved", "ended"])
        #expect(right.log.isEmpty)
    }

    @Test("Assigning a screen moves the window's content to that screen's framebuffer")
    func screenReassignment() throws {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 2)
        host.window.backgroundColor = .blue
        let external = host.attachScreen(size: CGSize(width: 30, height: 10), scale: 1)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.backgroundColor = .red
        w.isHidden = false
        defer { w.isHidden = true; host.detachScreen(external) }
        #expect(screenPixel(host.renderScreen(), 2, 2) == [255, 0, 0, 255])
        w.screen = external
        #expect(w.screen === external)
        #expect(w.contentScaleFactor == 1)                        // drawn at the new screen's scale
        #expect(screenPixel(host.renderScreen(), 2, 2) == [0, 0, 255, 255])
        let ext = try #require(host.renderScreen(external))
        #expect(ext.width == 30 && ext.height == 10)
        #expect(screenPixel(ext, 5, 5) == [255, 0, 0, 255])
        #expect(screenPixel(ext, 20, 5) == [0, 0, 0, 255])             // no window there: black
        w.screen = UIScreen.main
        #expect(screenPixel(host.renderScreen(), 2, 2) == [255, 0, 0, 255])
        #expect(w.contentScaleFactor == 2)
    }

    @Test("A window cannot be put on a disconnected screen: the assignment is refused with a diagnostic")
    func disconnectedScreenRefused() {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 1)
        let external = host.attachScreen(size: CGSize(width: 10, height: 10))
        host.detachScreen(external)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let issues = RuntimeIssue.capture { w.screen = external }
        #expect(w.screen === UIScreen.main)
        #expect(issues.count == 1 && issues[0].contains("not connected"))
        w.isHidden = false
        _ = host.renderScreen()
        w.isHidden = true
    }

    @Test("Bad input: a window with a NaN frame keeps its old frame, and showing it draws without a crash")
    func nanWindowFrame() {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 1)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        w.windowLevel = UIWindow.Level(rawValue: .nan)
        #expect(w.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(w.windowLevel == .normal)
        w.backgroundColor = .red
        w.isHidden = false
        #expect(screenPixel(host.renderScreen(), 5, 5) == [255, 0, 0, 255])
        w.isHidden = true
    }

    @Test("rootViewController keeps its controller (strong, as on iOS) and the view fills the window after a resize")
    func rootViewControllerOwnership() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        weak var weakController: UIViewController?
        do {
            let controller = UIViewController()
            weakController = controller
            host.window.rootViewController = controller
        }
        #expect(weakController != nil)
        host.window.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
        #expect(weakController?.view.frame == CGRect(x: 0, y: 0, width: 80, height: 60))
        host.window.rootViewController = nil
        #expect(weakController == nil)
    }

    @Test("The application does not keep a hidden window, its screen or its delegate: each is freed when its owner lets go")
    func noRetainCycles() {
        _ = UITestHost()
        weak var weakWindow: UIWindow?
        weak var weakDelegate: AnyObject?
        do {
            let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            weakWindow = w
            w.makeKeyAndVisible()
            w.isHidden = true
        }
        #expect(weakWindow == nil)
        do {
            let delegate = TestAppDelegate()
            weakDelegate = delegate
            UIApplication.shared.delegate = delegate
            #expect(UIApplication.shared.delegate === delegate)
        }
        #expect(weakDelegate == nil)
        #expect(UIApplication.shared.delegate == nil)
    }
}

/// A delegate that records the life-cycle messages it receives.
final class TestAppDelegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []
    var window: UIWindow?
    var onLaunch: ((UIApplication) -> Void)?

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("didFinishLaunching")
        onLaunch?(application)
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.append("willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { log.append("willTerminate") }
}
