import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

/// The View Programming Guide's external-display listings (2-1, 2-2, 2-3) in Swift, as an
/// iOS app writes them. Swift on Linux has no selectors, so the observers are blocks.
@MainActor
final class ExternalDisplayController {
    var secondWindow: UIWindow?
    var log: [String] = []
    private var observers: [NSObjectProtocol] = []

    // Listing 2-1: registering for screen connect and disconnect notifications.
    func setupScreenConnectionNotificationHandlers() {
        let center = NotificationCenter.default
        // (An app would use addObserver(forName:object:queue:using:); the test's observer sees only
        // its own screens, not those of tests running beside it.)
        observers.append(center.addContextObserver(forName: UIScreen.didConnectNotification) { [weak self] note in
            self?.handleScreenConnectNotification(note)
        })
        observers.append(center.addContextObserver(forName: UIScreen.didDisconnectNotification) { [weak self] note in
            self?.handleScreenDisconnectNotification(note)
        })
    }

    // Listing 2-2: handling connect and disconnect notifications.
    func handleScreenConnectNotification(_ aNotification: Notification) {
        let newScreen = aNotification.object as! UIScreen
        let screenBounds = newScreen.bounds
        if secondWindow == nil {
            secondWindow = UIWindow(frame: screenBounds)
            secondWindow!.screen = newScreen
            // Set the initial UI for the window.
            displaySelectionInSecondaryWindow(secondWindow!)
        }
    }

    func handleScreenDisconnectNotification(_ aNotification: Notification) {
        if secondWindow != nil {
            // Hide and then delete the window.
            secondWindow!.isHidden = true
            secondWindow = nil
            // Update the main screen based on what is showing here.
            displaySelectionOnMainScreen()
        }
    }

    func displaySelectionInSecondaryWindow(_ window: UIWindow) {
        log.append("secondary")
        let content = UIView(frame: window.bounds)
        content.backgroundColor = .red
        window.addSubview(content)
        window.isHidden = false
    }

    func displaySelectionOnMainScreen() { log.append("main") }

    // Listing 2-3: configuring a window for an external display already attached at launch.
    func checkForExistingScreenAndInitializeIfPresent() {
        if UIScreen.screens.count > 1 {
            // Associate the window with the second screen.
            // The main screen is always at index 0.
            let secondScreen = UIScreen.screens[1]
            let screenBounds = secondScreen.bounds

            secondWindow = UIWindow(frame: screenBounds)
            secondWindow!.screen = secondScreen

            // Add a white background to the window
            let whiteField = UIView(frame: screenBounds)
            whiteField.backgroundColor = UIColor.white
            secondWindow!.addSubview(whiteField)

            // Center a label in the view.
            let noContentString = "<no content>"
            let stringSize = (noContentString as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 18)])
            let labelSize = CGRect(x: (screenBounds.size.width - stringSize.width) / 2.0,
                                   y: (screenBounds.size.height - stringSize.height) / 2.0,
                                   width: stringSize.width, height: stringSize.height)
            let noContentLabel = UILabel(frame: labelSize)
            noContentLabel.text = noContentString
            noContentLabel.font = UIFont.systemFont(ofSize: 18)
            whiteField.addSubview(noContentLabel)

            // Go ahead and show the window.
            secondWindow!.isHidden = false
        }
    }

    func stop() {
        for o in observers { NotificationCenter.default.removeObserver(o) }
    }
}

@Suite("External displays: the guide's Listings 2-1 to 2-3", .serialized, .freshContext) @MainActor
struct ExternalDisplayListingsTests {
    @Test("Listings 2-1 and 2-2: connecting a screen creates and shows a second window on it; disconnecting hides and releases it")
    func connectAndDisconnect() throws {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 2)
        let controller = ExternalDisplayController()
        controller.setupScreenConnectionNotificationHandlers()
        defer { controller.stop() }

        let external = host.attachScreen(size: CGSize(width: 64, height: 48))
        #expect(UIScreen.screens.count == 2 && UIScreen.screens[0] === host.screen && UIScreen.screens[1] === external)
        weak let second = controller.secondWindow
        #expect(second?.screen === external)
        #expect(second?.frame == CGRect(x: 0, y: 0, width: 64, height: 48))
        #expect(second?.isHidden == false && second?.isKeyWindow == false)
        let image = try #require(host.renderScreen(external))
        #expect(screenPixel(image, 32, 24) == [255, 0, 0, 255])
        #expect(screenPixel(host.renderScreen(), 10, 10) != [255, 0, 0, 255])   // not on the main screen

        host.detachScreen(external)
        #expect(UIScreen.screens.count == 1)
        #expect(controller.secondWindow == nil && second == nil)               // hidden, then released
        #expect(controller.log == ["secondary", "main"])
        _ = host.renderScreen()                                                  // renders on without it
    }

    @Test("Listing 2-3: a screen present at launch gets a white window with a centered '<no content>' label")
    func existingScreenAtLaunch() throws {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        let external = host.attachScreen(size: CGSize(width: 200, height: 60))
        defer { host.detachScreen(external) }
        let controller = ExternalDisplayController()
        controller.checkForExistingScreenAndInitializeIfPresent()
        let window = try #require(controller.secondWindow)
        defer { window.isHidden = true }
        #expect(window.screen === external && !window.isHidden)
        let label = try #require(window.subviews.first?.subviews.first as? UILabel)
        #expect(abs(label.frame.midX - 100) < 0.5 && abs(label.frame.midY - 30) < 0.5)
        let image = try #require(host.renderScreen(external))
        let diff = ReferenceImage.compare(image, named: "external-display-no-content")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("Without a window, an attached screen shows a black field (as the guide says)")
    func blackWithoutWindow() throws {
        let host = UITestHost(size: CGSize(width: 10, height: 10), scale: 1)
        let external = host.attachScreen(size: CGSize(width: 8, height: 8))
        defer { host.detachScreen(external) }
        let image = try #require(host.renderScreen(external))
        #expect(screenPixel(image, 4, 4) == [0, 0, 0, 255])
    }

    @Test("Connect notifications are posted only for screens attached while the app runs; the main screen cannot be detached")
    func notificationsAndMainScreen() {
        let host = UITestHost(size: CGSize(width: 10, height: 10), scale: 1)
        var posted: [String] = []
        let tokens = [UIScreen.didConnectNotification, UIScreen.didDisconnectNotification].map { name in
            NotificationCenter.default.addContextObserver(forName: name) { note in
                posted.append("\(note.name.rawValue) \(note.object is UIScreen)")
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        _ = UITestHost(size: CGSize(width: 10, height: 10), scale: 1)      // screens made at launch: nothing
        #expect(posted.isEmpty)
        let s = host.attachScreen(size: CGSize(width: 5, height: 5))
        host.detachScreen(s)
        host.detachScreen(s)                                                  // already gone: nothing
        let issues = RuntimeIssue.capture { host.detachScreen(UIScreen.main) }
        #expect(posted == ["UIScreenDidConnectNotification true", "UIScreenDidDisconnectNotification true"])
        #expect(issues.count == 1 && UIScreen.screens.count == 1)
    }

    @Test("A screen disappearing under a window the app did not hide moves the window to the main screen, with a diagnostic")
    func strandedWindowMoves() {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 1)
        let external = host.attachScreen(size: CGSize(width: 20, height: 20))
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        w.screen = external
        w.backgroundColor = .green
        w.isHidden = false
        defer { w.isHidden = true }
        let issues = RuntimeIssue.capture { host.detachScreen(external) }
        #expect(w.screen === UIScreen.main)
        #expect(issues.contains { $0.contains("disconnected screen") })
        #expect(screenPixel(host.renderScreen(), 10, 10) == [0, 255, 0, 255])
        #expect(host.renderScreen(external) == nil)
    }
}

@Suite("UIScreen modes, scale and coordinate spaces", .serialized, .freshContext) @MainActor
struct UIScreenModeTests {
    @Test("A screen's modes: the preferred mode is current at first; bounds is the current mode's pixels over the scale")
    func modes() throws {
        let host = UITestHost(size: CGSize(width: 10, height: 10), scale: 1)
        let external = host.attachScreen(size: CGSize(width: 1920, height: 1080), scale: 1,
                                         modes: [CGSize(width: 1920, height: 1080), CGSize(width: 1280, height: 720), CGSize(width: 640, height: 480)])
        defer { host.detachScreen(external) }
        #expect(external.availableModes.map(\.size) == [CGSize(width: 1920, height: 1080), CGSize(width: 1280, height: 720), CGSize(width: 640, height: 480)])
        #expect(external.preferredMode === external.availableModes[0])
        #expect(external.currentMode === external.preferredMode)
        #expect(external.availableModes.allSatisfy { $0.pixelAspectRatio == 1 })
        #expect(external.bounds == CGRect(x: 0, y: 0, width: 1920, height: 1080))
        #expect(external.maximumFramesPerSecond == 60)

        var changes = 0
        let token = NotificationCenter.default.addObserver(forName: UIScreen.modeDidChangeNotification, object: external, queue: nil) { _ in
            MainActor.assumeIsolated { changes += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        // The guide: pick a mode before associating the screen with a window.
        external.currentMode = external.availableModes.first { $0.size == CGSize(width: 640, height: 480) }
        #expect(changes == 1)
        #expect(external.bounds == CGRect(x: 0, y: 0, width: 640, height: 480))
        #expect(external.nativeBounds == CGRect(x: 0, y: 0, width: 640, height: 480))
        let w = UIWindow(frame: external.bounds)
        w.screen = external
        w.backgroundColor = .red
        w.isHidden = false
        defer { w.isHidden = true }
        let image = try #require(host.renderScreen(external))
        #expect(image.width == 640 && image.height == 480)
        #expect(screenPixel(image, 639, 479) == [255, 0, 0, 255])
    }

    @Test("Setting currentMode to a mode the screen does not have changes nothing and says so")
    func foreignMode() {
        let host = UITestHost(size: CGSize(width: 10, height: 10), scale: 1)
        let a = host.attachScreen(size: CGSize(width: 100, height: 100), modes: [CGSize(width: 100, height: 100), CGSize(width: 50, height: 50)])
        let b = host.attachScreen(size: CGSize(width: 10, height: 10))
        defer { host.detachScreen(a); host.detachScreen(b) }
        let issues = RuntimeIssue.capture { a.currentMode = b.currentMode }
        #expect(a.currentMode === a.availableModes[0] && a.bounds.width == 100)
        #expect(issues.count == 1 && issues[0].contains("availableModes"))
    }

    @Test("The main screen of the test host: bounds in points, nativeBounds in pixels, scale and nativeScale")
    func mainScreen() {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 3)
        #expect(host.screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(host.screen.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
        #expect(host.screen.scale == 3 && host.screen.nativeScale == 3)
        #expect(host.screen.currentMode?.size == CGSize(width: 1170, height: 2532))
        #expect(host.screen.fixedCoordinateSpace.bounds == host.screen.bounds)
    }
}
