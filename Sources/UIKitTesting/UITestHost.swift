import CoreGraphics
import Foundation
import QuartzCore
import UIKit

/// A headless UIKit environment for tests: a screen of a chosen size and scale, a visible key
/// window covering it, a virtual clock starting at zero, and explicit run-loop turns.
///
/// ```swift
/// let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
/// host.window.addSubview(myView)
/// host.runLoopTurn()              // commit: layout, display, render
/// host.advanceTime(by: 0.5)       // timers and frames due in the next half second
/// ```
@MainActor
public final class UITestHost {
    public let screen: UIScreen
    public let window: UIWindow
    /// Accessibility notifications posted since `recordAccessibilityNotifications()`.
    let accessibilityRecorder = AccessibilityNotificationRecorder()

    /// Starts a fresh running context — an application with no windows, a frame pipeline with
    /// nothing marked, a virtual clock at zero — on the headless backend, and makes the key
    /// window; `userInterfaceStyle` is the appearance the screen starts in (light, as a device
    /// set to light). The context is the current test's (`.freshContext`), or the process's
    /// when the test has no such scope.
    public init(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3,
                userInterfaceStyle: UIUserInterfaceStyle = .light) {
        ApplicationContext.install(ApplicationContext())
        HeadlessBackend.install(size: size, scale: scale, time: 0)
        _ = UIApplication.shared
        screen = UIScreen.main
        screen.userInterfaceStyle = userInterfaceStyle
        window = UIWindow(frame: screen.bounds)
        window.makeKeyAndVisible()
    }

    /// The appearance the screen asks for. Changing it is the user switching between light
    /// and dark: every window's views resolve their colors again, redraw and get
    /// `traitCollectionDidChange(_:)`.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { screen.userInterfaceStyle }
        set { screen.userInterfaceStyle = newValue }
    }

    /// The user's text size (Large unless `OPENUIKIT_CONTENT_SIZE_CATEGORY` says otherwise).
    /// Changing it is the user picking another size in Settings: every window's traits change,
    /// views that adjust their fonts resize them and lay out again, and
    /// `UIContentSizeCategory.didChangeNotification` is posted.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { UIApplication.shared.preferredContentSizeCategory }
        set { UIApplication.shared.setPreferredContentSizeCategory(newValue) }
    }

    /// Where the viewer is, −1…1 on each axis, as the device's tilt would say on iOS: every
    /// motion effect of every view in a window follows it from the next frame.
    public var viewerOffset: UIOffset {
        get { UIApplication.shared.viewerOffset }
        set { UIApplication.shared.viewerOffset = newValue }
    }

    /// Whether the on-screen keyboard shows, as on a device, while a text input is first
    /// responder (off by default: a test of a layout without keyboard sees none). With it on,
    /// the keyboard notifications come, `keyboardLayoutGuide` follows it and its keys can be
    /// tapped.
    public var showsSoftwareKeyboard: Bool {
        get { UIApplication.shared.showsSoftwareKeyboard }
        set { UIApplication.shared.showsSoftwareKeyboard = newValue }
    }

    /// Undocks the on-screen keyboard as a user does on an iPad: full width, `raisedBy` points
    /// above the bottom of the screen (0: at the bottom but undocked, as a split keyboard).
    /// A shown keyboard moves at once, posting will/did hide; `keyboardLayoutGuide` rests at
    /// the bottom unless `followsUndockedKeyboard`.
    public func undockKeyboard(raisedBy distance: CGFloat) {
        UIApplication.shared.undockSoftwareKeyboard(raisedBy: distance)
    }

    /// Turns the on-screen keyboard into the small floating keyboard with its top-left corner
    /// at `origin` (screen points); called again, it drags the keyboard there.
    public func floatKeyboard(at origin: CGPoint) {
        UIApplication.shared.floatSoftwareKeyboard(at: origin)
    }

    /// Docks the on-screen keyboard along the bottom again (will/did show).
    public func dockKeyboard() {
        UIApplication.shared.dockSoftwareKeyboard()
    }

    /// Whether the screen shows its device's status bar and home indicator (off by default:
    /// a test of a layout sees a plain screen with no safe area). With it on, the key
    /// window's size (usually the whole screen's) picks the device (its status-bar height,
    /// sensor housing and home indicator),
    /// every window's safe area includes them, and `renderScreen()` shows them drawn as the
    /// controller in charge prefers (`prefersStatusBarHidden`, `preferredStatusBarStyle`,
    /// `prefersHomeIndicatorAutoHidden`).
    public var showsDeviceChrome: Bool {
        get { UIApplication.shared.showsDeviceChrome }
        set { UIApplication.shared.showsDeviceChrome = newValue }
    }

    /// The media time (`CACurrentMediaTime()`) now.
    public var currentTime: CFTimeInterval { CACurrentMediaTime() }

    /// Runs one turn of the main run loop, which ends with the transaction commit.
    public func runLoopTurn() {
        UIApplication.shared.runLoopTurn()
    }

    /// Lets `seconds` of virtual time pass as they would in a running app: every timer due
    /// on the way (Foundation `Timer`s on this thread's run loop, the media timers of gesture
    /// recognizers and scroll views) and, while something wants frames (animations, display
    /// links), a frame at each refresh of the screen run in time order, each at its own time;
    /// a last run-loop turn runs at the end time. With nothing due it is a single turn.
    public func advanceTime(by seconds: CFTimeInterval) {
        HeadlessBackend.run(for: seconds)
    }

    /// Moves the virtual clock by `seconds` at once, then runs one run-loop turn at the new
    /// time: a display link ticks once and a repeating timer fires at most once, however long
    /// the jump (a device that slept, or a test of what one late frame shows).
    public func jumpTime(by seconds: CFTimeInterval) {
        HeadlessBackend.advanceTime(by: seconds)
        runLoopTurn()
    }

    // MARK: Pixels

    /// Runs a run-loop turn (the commit draws and composites), then returns the screen's
    /// framebuffer: `size × scale` pixels.
    public func renderScreen() -> CGImage {
        runLoopTurn()
        guard let target = screen.renderTarget else { preconditionFailure("UITestHost: the screen has no framebuffer") }
        return CGImage(buffer: target.buffer.copy())
    }

    /// Renders `view` alone — its layer tree in its own bounds, at the screen's scale, on a
    /// transparent background — drawing whatever is marked for display first.
    public func render(_ view: UIView) -> CGImage {
        Self.render(view.layer, scale: screen.scale)
    }

    /// Renders `layer`'s tree in its own bounds at `scale`.
    public static func render(_ layer: CALayer, scale: CGFloat) -> CGImage {
        let size = layer.bounds.size
        let w = max(1, Int((size.width * scale).rounded(.up))), h = max(1, Int((size.height * scale).rounded(.up)))
        guard let buffer = PixelBuffer(width: w, height: h) else { preconditionFailure("UITestHost: \(w)×\(h) pixels is too large to render") }
        let ctx = CGContext(buffer: buffer, ctm: CGAffineTransform(a: scale, b: 0, c: 0, d: -scale,
                                                                   tx: -scale * layer.bounds.minX, ty: CGFloat(h) + scale * layer.bounds.minY))
        layer.render(in: ctx)
        ctx.flush()
        return CGImage(buffer: buffer)
    }

    /// PNG bytes of `image`.
    public static func pngData(_ image: CGImage) -> Data {
        guard let data = ImageCodec.pngData(image) else { preconditionFailure("UITestHost: PNG encoding failed") }
        return data
    }

    // MARK: Screens

    /// Attaches a simulated external display of `size` points at `scale` (with `modes`, pixel
    /// sizes, the first preferred): it joins `UIScreen.screens` and
    /// `UIScreen.didConnectNotification` is posted, as when a cable is plugged in.
    @discardableResult
    public func attachScreen(size: CGSize, scale: CGFloat = 1, modes: [CGSize]? = nil) -> UIScreen {
        HeadlessBackend.attachScreen(size: size, scale: scale, modes: modes)
    }

    /// Detaches a simulated display: `UIScreen.didDisconnectNotification` is posted.
    public func detachScreen(_ screen: UIScreen) {
        HeadlessBackend.detachScreen(screen)
    }

    /// The framebuffer of `screen` after a run-loop turn (nil for a disconnected screen).
    public func renderScreen(_ screen: UIScreen) -> CGImage? {
        runLoopTurn()
        return screen.renderTarget.map { CGImage(buffer: $0.buffer.copy()) }
    }

    // MARK: Keyboard (to the key window's first responder)

    /// A key (USB HID usage) goes down and comes up, typing `characters`, with a run-loop
    /// turn after each.
    public func pressKey(_ keyCode: UIKeyboardHIDUsage, characters: String = "", modifierFlags: UIKeyModifierFlags = []) {
        UIApplication.shared.handleKey(KeyInput(keyCode: keyCode.rawValue, isDown: true, characters: characters,
                                                charactersIgnoringModifiers: characters.lowercased(), modifierFlags: modifierFlags))
        runLoopTurn()
        UIApplication.shared.handleKey(KeyInput(keyCode: keyCode.rawValue, isDown: false, characters: characters,
                                                charactersIgnoringModifiers: characters.lowercased(), modifierFlags: modifierFlags))
        runLoopTurn()
    }

    /// Text typed on the keyboard, as the platform's input method delivers it.
    public func typeText(_ text: String) {
        UIApplication.shared.handleText(text)
        runLoopTurn()
    }

    // MARK: Touches (window coordinates; time runs on the virtual clock)

    private var fingers: [Int: CGPoint] = [:]

    /// Puts `finger` down at `point` and delivers the event (with a commit).
    public func touchDown(at point: CGPoint, finger: Int = 0) {
        fingers[finger] = point
        send([TouchInput(finger: finger, phase: .began, location: screenPoint(point))])
    }

    /// Moves `finger` to `point`.
    public func touchMove(to point: CGPoint, finger: Int = 0) {
        fingers[finger] = point
        send([TouchInput(finger: finger, phase: .moved, location: screenPoint(point))])
    }

    /// Lifts `finger` where it is.
    public func touchUp(finger: Int = 0) {
        guard let point = fingers.removeValue(forKey: finger) else { return }
        send([TouchInput(finger: finger, phase: .ended, location: screenPoint(point))])
    }

    /// The system cancels `finger`'s touch.
    public func touchCancel(finger: Int = 0) {
        guard let point = fingers.removeValue(forKey: finger) else { return }
        send([TouchInput(finger: finger, phase: .cancelled, location: screenPoint(point))])
    }

    /// A quick tap: down, 50 ms, up.
    public func tap(at point: CGPoint) {
        touchDown(at: point)
        advanceTime(by: 0.05)
        touchUp()
    }

    /// Two taps 100 ms apart: the second touch has a tap count of 2.
    public func doubleTap(at point: CGPoint) {
        tap(at: point)
        advanceTime(by: 0.1)
        tap(at: point)
    }

    /// A finger held still at `point` for `duration` seconds (in 1/60 s frames), then lifted.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.8) {
        touchDown(at: point)
        advanceInFrames(duration)
        touchUp()
    }

    /// A finger dragged along the straight line from `start` to `end` in `steps` moves over
    /// `duration` seconds, then lifted.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10) {
        drag(along: (0...max(1, steps)).map { i in
            let t = CGFloat(i) / CGFloat(max(1, steps))
            return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }, duration: duration)
    }

    /// A finger dragged through `points` (the first is where it goes down) over `duration`.
    public func drag(along points: [CGPoint], duration: TimeInterval = 0.3) {
        guard let first = points.first else { return }
        touchDown(at: first)
        let step = duration / Double(max(1, points.count - 1))
        for point in points.dropFirst() {
            advanceTime(by: step)
            touchMove(to: point)
        }
        touchUp()
    }

    /// Two fingers on either side of `center`, moving from `startDistance` to `endDistance`
    /// apart (points between the fingers), horizontally, in `steps` moves over `duration`.
    public func pinch(center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat,
                      duration: TimeInterval = 0.3, steps: Int = 10) {
        twoFingers(center: center, steps: steps, duration: duration) { t in
            let d = (startDistance + (endDistance - startDistance) * t) / 2
            return (CGPoint(x: center.x - d, y: center.y), CGPoint(x: center.x + d, y: center.y))
        }
    }

    /// Two fingers `radius` from `center`, opposite each other, turning by `angle` radians
    /// (positive: clockwise on screen) in `steps` moves over `duration`.
    public func rotate(center: CGPoint, radius: CGFloat, by angle: CGFloat,
                       duration: TimeInterval = 0.3, steps: Int = 10) {
        twoFingers(center: center, steps: steps, duration: duration) { t in
            let a = angle * t
            let dx = radius * cos(a), dy = radius * sin(a)
            return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
        }
    }

    private func twoFingers(center: CGPoint, steps: Int, duration: TimeInterval, at: (CGFloat) -> (CGPoint, CGPoint)) {
        let n = max(1, steps)
        let (a0, b0) = at(0)
        fingers[0] = a0; fingers[1] = b0
        send([TouchInput(finger: 0, phase: .began, location: screenPoint(a0)),
              TouchInput(finger: 1, phase: .began, location: screenPoint(b0))])
        for i in 1...n {
            advanceTime(by: duration / Double(n))
            let (a, b) = at(CGFloat(i) / CGFloat(n))
            fingers[0] = a; fingers[1] = b
            send([TouchInput(finger: 0, phase: .moved, location: screenPoint(a)),
                  TouchInput(finger: 1, phase: .moved, location: screenPoint(b))])
        }
        let (a, b) = (fingers.removeValue(forKey: 0)!, fingers.removeValue(forKey: 1)!)
        send([TouchInput(finger: 0, phase: .ended, location: screenPoint(a)),
              TouchInput(finger: 1, phase: .ended, location: screenPoint(b))])
    }

    // MARK: Scrolling (a mouse wheel or a trackpad, pointer in window coordinates)

    /// One report of the mouse wheel with the pointer at `point`, moving content by `delta`
    /// points (as a finger would: a negative `dy` shows what lies further down), then a
    /// run-loop turn. A wheel's pan ends once it rests for 0.15 s on the virtual clock.
    public func scroll(at point: CGPoint, by delta: CGVector) {
        UIApplication.shared.handleScroll(ScrollInput(location: screenPoint(point), delta: delta, type: .discrete))
        runLoopTurn()
    }

    /// The mouse wheel turns `steps` notches with the pointer at `point`, `interval` seconds
    /// apart: positive steps roll it toward you, down the page (content moves up by
    /// `ScrollInput.pointsPerWheelStep` a notch); negative steps roll it back up. With
    /// `horizontal` (a tilt wheel, or Shift on some systems) positive steps go right.
    public func turnWheel(at point: CGPoint, steps: Int, horizontal: Bool = false, interval: TimeInterval = 0.03) {
        let amount = -ScrollInput.pointsPerWheelStep * (steps < 0 ? -1 : 1)
        for i in 0..<abs(steps) {
            if i > 0 { advanceTime(by: interval) }
            scroll(at: point, by: horizontal ? CGVector(dx: amount, dy: 0) : CGVector(dx: 0, dy: amount))
        }
    }

    private var trackpadPointer: CGPoint?

    /// Two fingers touch the trackpad with the pointer at `point`: a continuous scroll begins.
    public func beginTrackpadScroll(at point: CGPoint) {
        trackpadPointer = point
        trackpad(.began, by: .zero)
    }

    /// The fingers on the trackpad move the content by `delta` points (a finger's direction).
    public func moveTrackpadScroll(by delta: CGVector) {
        trackpad(.changed, by: delta)
    }

    /// The fingers lift from the trackpad: the scroll ends.
    public func endTrackpadScroll() {
        trackpad(.ended, by: .zero)
        trackpadPointer = nil
    }

    /// The system cancels the trackpad scroll.
    public func cancelTrackpadScroll() {
        trackpad(.cancelled, by: .zero)
        trackpadPointer = nil
    }

    /// Two fingers on the trackpad with the pointer at `point` move the content by
    /// `translation` in `steps` equal moves over `duration` seconds, then lift.
    public func trackpadScroll(at point: CGPoint, by translation: CGVector, duration: TimeInterval = 0.3, steps: Int = 10) {
        let n = max(1, steps)
        beginTrackpadScroll(at: point)
        for _ in 0..<n {
            advanceTime(by: duration / Double(n))
            moveTrackpadScroll(by: CGVector(dx: translation.dx / CGFloat(n), dy: translation.dy / CGFloat(n)))
        }
        endTrackpadScroll()
    }

    private func trackpad(_ phase: ScrollInput.Phase, by delta: CGVector) {
        guard let point = trackpadPointer else { preconditionFailure("UITestHost: a trackpad scroll must begin (beginTrackpadScroll) before it moves or ends") }
        UIApplication.shared.handleScroll(ScrollInput(location: screenPoint(point), delta: delta, type: .continuous, phase: phase))
        runLoopTurn()
    }

    /// Advances the clock in display frames (1/60 s), turning the run loop each frame.
    public func advanceInFrames(_ seconds: TimeInterval) {
        var left = seconds
        while left > 1e-9 {
            let step = min(1.0 / 60, left)
            advanceTime(by: step)
            left -= step
        }
    }

    private func screenPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x + window.frame.minX, y: point.y + window.frame.minY)
    }

    private func send(_ inputs: [TouchInput]) {
        UIApplication.shared.handleTouches(inputs)
        runLoopTurn()
    }

    /// Hides the window so the application lets go of it.
    isolated deinit {
        window.isHidden = true
    }
}
