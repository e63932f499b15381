import Testing
import UIKit
import UIKitSDL
import UIKitTesting

@Suite("SDL2 backend (offscreen driver)", .serialized, .freshContext) @MainActor
struct SDLBackendTests {
    @Test("UIScreen.screens are SDL's displays: bounds are the display's pixels over the scale, modes and refresh rate from SDL")
    func screensFromDisplays() {
        withSDL(scale: 2) { backend in
            let main = UIScreen.main
            #expect(UIScreen.screens.count >= 1)
            #expect(main.scale == 2)
            #expect(main.nativeBounds.width == main.bounds.width * 2)
            #expect(main.bounds.width > 0 && main.bounds.height > 0)
            #expect(main.currentMode?.size == main.nativeBounds.size)
            #expect(main.maximumFramesPerSecond > 0)
            #expect(!MediaClock.current.isVirtual)                 // real time on a real display
        }
    }

    @Test("A visible window presents through an SDL window at its frame, at the screen scale; the surface holds the composited pixels")
    func presentsWindow() throws {
        try withSDL(scale: 2) { backend in
            let window = UIWindow(frame: CGRect(x: 40, y: 30, width: 60, height: 40))
            window.backgroundColor = .red
            let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
            badge.backgroundColor = .blue
            window.addSubview(badge)
            window.makeKeyAndVisible()
            UIApplication.shared.runLoopTurn()
            let sdl = try #require(backend.sdlWindow(for: window))
            #expect(sdl.sdlFrame.size == CGSize(width: 120, height: 80))     // points × scale
            let image = try #require(sdl.surfaceImage())
            #expect(image.width == 120 && image.height == 80)
            #expect(rgba(image, 2, 2) == [255, 0, 0, 255])
            #expect(rgba(image, 25, 25) == [0, 0, 255, 255])
            #expect(rgba(image, 61, 21) == [255, 0, 0, 255])
            let diff = ReferenceImage.compare(image, named: "sdl-window@2x")
            #expect(diff == nil, "\(diff!)")
            // Hiding the window closes its SDL window.
            window.isHidden = true
            UIApplication.shared.runLoopTurn()
            #expect(backend.sdlWindow(for: window) == nil)
        }
    }

    @Test("A small change uploads only its damaged rectangle, not the whole window; an unchanged frame uploads nothing")
    func damageSizedUploads() throws {
        try withSDL(scale: 2) { backend in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
            window.backgroundColor = .white
            let dot = UIView(frame: CGRect(x: 50, y: 40, width: 8, height: 6))
            dot.backgroundColor = .black
            window.addSubview(dot)
            window.makeKeyAndVisible()
            UIApplication.shared.runLoopTurn()
            #expect(backend.lastPresent.uploadedPixels == 400 * 300)          // the first frame: all of it
            dot.backgroundColor = .green
            UIApplication.shared.runLoopTurn()
            // 8 × 6 points at scale 2 is 16 × 12 pixels; the compositor's damage keeps a
            // one-pixel margin for antialiasing. Exactly what was recomposited is uploaded.
            #expect(backend.lastPresent.uploadedPixels == RenderServer.lastFrame.damagedPixels)
            #expect(backend.lastPresent.uploadedPixels >= 16 * 12 && backend.lastPresent.uploadedPixels <= 18 * 14)
            #expect(backend.lastPresent.rects == 1)
            let image = try #require(backend.sdlWindow(for: window)?.surfaceImage())
            #expect(rgba(image, 104, 84) == [0, 255, 0, 255])
            #expect(rgba(image, 90, 84) == [255, 255, 255, 255])
            UIApplication.shared.runLoopTurn()
            #expect(backend.lastPresent.uploadedPixels == 0)
            window.isHidden = true
        }
    }

    @Test("A mouse click becomes a touch: a control under it sends touchUpInside; touches outside the control do not")
    func mouseClickFiresControl() throws {
        try withSDL(scale: 2) { backend in
            let window = UIWindow(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            let button = UIControl(frame: CGRect(x: 20, y: 20, width: 40, height: 30))
            var fired: [String] = []
            button.addAction(UIAction { _ in fired.append("up inside") }, for: .touchUpInside)
            button.addAction(UIAction { _ in fired.append("down") }, for: .touchDown)
            window.addSubview(button)
            window.makeKeyAndVisible()
            UIApplication.shared.runLoopTurn()
            let sdl = try #require(backend.sdlWindow(for: window))
            // (80, 70) pixels in the window = (40, 35) points: inside the control.
            backend.injectMouseButton(sdl, x: 80, y: 70, down: true)
            UIApplication.shared.runLoopTurn()
            #expect(button.isHighlighted)
            backend.injectMouseMotion(sdl, x: 82, y: 71)
            backend.injectMouseButton(sdl, x: 82, y: 71, down: false)
            UIApplication.shared.runLoopTurn()
            #expect(fired == ["down", "up inside"])
            backend.injectMouseButton(sdl, x: 190, y: 190, down: true)
            backend.injectMouseButton(sdl, x: 190, y: 190, down: false)
            UIApplication.shared.runLoopTurn()
            #expect(fired.count == 2)
            window.isHidden = true
        }
    }

    @Test("The mouse wheel scrolls what is under the pointer: 40 points a notch, content following the fingers (a notch toward the user is -40 in y), fractions for smooth devices, amounts already flipped for natural scrolling taken as they come; a moving wheel stays with its pan")
    func mouseWheelPans() throws {
        try withSDL(scale: 2) { backend in
            let window = UIWindow(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            let pad = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
            var translations: [CGPoint] = [], locations: [CGPoint] = []
            let pan = UIPanGestureRecognizer { r in
                let p = r as! UIPanGestureRecognizer
                translations.append(p.translation(in: pad))
                locations.append(p.location(in: pad))
            }
            pan.allowedScrollTypesMask = .discrete
            pad.addGestureRecognizer(pan)
            window.addSubview(pad)
            window.makeKeyAndVisible()
            UIApplication.shared.runLoopTurn()
            let sdl = try #require(backend.sdlWindow(for: window))
            // (80, 70) pixels in the window = (40, 35) points: (20, 15) in the pad.
            backend.injectWheel(sdl, x: 0, y: -1, mouseX: 80, mouseY: 70)
            UIApplication.shared.runLoopTurn()
            #expect(translations == [CGPoint(x: 0, y: -40)])
            #expect(locations == [CGPoint(x: 20, y: 15)])
            backend.injectWheel(sdl, x: 0.5, y: 0.25, mouseX: 80, mouseY: 70)
            UIApplication.shared.runLoopTurn()
            #expect(translations.last == CGPoint(x: -20, y: -30), "half a notch right, a quarter back up")
            backend.injectWheel(sdl, x: 0, y: 1, mouseX: 80, mouseY: 70, flipped: true)
            UIApplication.shared.runLoopTurn()
            #expect(translations.last == CGPoint(x: -20, y: 10), "natural scrolling: the system already reversed the amount")
            backend.injectWheel(sdl, x: 0, y: -1, mouseX: 190, mouseY: 190)    // outside the pad
            UIApplication.shared.runLoopTurn()
            #expect(translations.last == CGPoint(x: -20, y: -30), "the wheel has not rested: the scroll stays with the pad's pan")
            #expect(locations.last == CGPoint(x: 75, y: 75), "the pointer, where it is now")
            window.isHidden = true
        }
    }

    @Test("SDL fingers become multi-touch UITouches, each the same object from down to up")
    func fingersAreStableTouches() throws {
        try withSDL { backend in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let log = TouchLog(frame: window.bounds)
            log.isMultipleTouchEnabled = true
            window.addSubview(log)
            window.makeKeyAndVisible()
            UIApplication.shared.runLoopTurn()
            let sdl = try #require(backend.sdlWindow(for: window))
            backend.injectFinger(sdl, finger: 7, x: 0.25, y: 0.5, phase: .began)
            backend.injectFinger(sdl, finger: 9, x: 0.75, y: 0.5, phase: .began)
            UIApplication.shared.runLoopTurn()
            backend.injectFinger(sdl, finger: 7, x: 0.3, y: 0.5, phase: .moved)
            backend.injectFinger(sdl, finger: 9, x: 0.7, y: 0.5, phase: .moved)
            UIApplication.shared.runLoopTurn()
            backend.injectFinger(sdl, finger: 7, x: 0.3, y: 0.5, phase: .ended)
            backend.injectFinger(sdl, finger: 9, x: 0.7, y: 0.5, phase: .ended)
            UIApplication.shared.runLoopTurn()
            #expect(log.phases == ["began 1", "began 1", "moved 1", "moved 1", "ended 1", "ended 1"])
            let first = Set(log.touchesSeen[0] + log.touchesSeen[1])
            #expect(first.count == 2)
            for seen in log.touchesSeen.dropFirst(2) { #expect(seen.allSatisfy(first.contains)) }
            let byX = first.sorted { $0.location(in: log).x < $1.location(in: log).x }
            let points = byX.map { $0.location(in: log) }
            #expect(abs(points[0].x - 60) < 1e-3 && abs(points[1].x - 140) < 1e-3 && points.allSatisfy { $0.y == 50 })
            window.isHidden = true
        }
    }

    @Test("Keys and text input go to the key window's first responder")
    func keyboardToFirstResponder() throws {
        withSDL { backend in
            final class Field: UIView, UIKeyInput {
                var text = ""
                var keys: [Int] = []
                override var canBecomeFirstResponder: Bool { true }
                var hasText: Bool { !text.isEmpty }
                func insertText(_ t: String) { text += t }
                func deleteBackward() { if !text.isEmpty { text.removeLast() } }
                override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                    keys += presses.compactMap { $0.key?.keyCode.rawValue }
                }
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            let field = Field(frame: window.bounds)
            window.addSubview(field)
            window.makeKeyAndVisible()
            field.becomeFirstResponder()
            UIApplication.shared.runLoopTurn()
            backend.injectKey(.keyboardH, down: true)
            backend.injectText("hé")
            backend.injectKey(.keyboardH, down: false)
            backend.injectKey(.keyboardDeleteOrBackspace, down: true)
            backend.injectKey(.keyboardDeleteOrBackspace, down: false)
            backend.injectText("i")
            UIApplication.shared.runLoopTurn()
            #expect(field.text == "hi")
            #expect(field.keys == [UIKeyboardHIDUsage.keyboardH.rawValue, UIKeyboardHIDUsage.keyboardDeleteOrBackspace.rawValue])
            window.isHidden = true
        }
    }

    @Test("The SDL window follows the UIKit window's frame; a window-manager resize resizes the UIKit window and its root view")
    func framesFollowEachOther() throws {
        try withSDL(scale: 2) { backend in
            let window = UIWindow(frame: CGRect(x: 10, y: 20, width: 100, height: 80))
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            UIApplication.shared.runLoopTurn()
            let sdl = try #require(backend.sdlWindow(for: window))
            window.frame = CGRect(x: 30, y: 40, width: 150, height: 60)
            UIApplication.shared.runLoopTurn()
            #expect(sdl.sdlFrame.size == CGSize(width: 300, height: 120))
            #expect(backend.lastPresent.uploadedPixels == 300 * 120)       // resized: all of it again
            backend.injectResize(sdl, width: 400, height: 200)
            UIApplication.shared.runLoopTurn()
            #expect(window.frame.size == CGSize(width: 200, height: 100))
            #expect(window.rootViewController?.view.frame.size == CGSize(width: 200, height: 100))
            window.isHidden = true
        }
    }

    @Test("A window SDL refuses to create (larger than SDL allows) stays headless: no crash, and other windows still present")
    func windowCreationFailure() throws {
        try withSDL { backend in
            let huge = UIWindow(frame: CGRect(x: 0, y: 0, width: 40_000, height: 40_000))
            huge.isHidden = false
            let normal = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            normal.backgroundColor = .blue
            normal.makeKeyAndVisible()
            UIApplication.shared.runLoopTurn()
            UIApplication.shared.runLoopTurn()
            #expect(backend.sdlWindow(for: huge) == nil)
            let image = try #require(backend.sdlWindow(for: normal)?.surfaceImage())
            #expect(rgba(image, 20, 20) == [0, 0, 255, 255])
            huge.isHidden = true
            normal.isHidden = true
        }
    }

    @Test("Closing a window from the window manager hides it; an event for a destroyed window is dropped without a crash")
    func windowManagerClose() throws {
        try withSDL { backend in
            let main = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let extra = UIWindow(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
            main.makeKeyAndVisible()
            extra.isHidden = false
            UIApplication.shared.runLoopTurn()
            let sdl = try #require(backend.sdlWindow(for: extra))
            let closedID = sdl.id
            var hidden = 0
            let token = NotificationCenter.default.addObserver(forName: UIWindow.didBecomeHiddenNotification, object: extra, queue: nil) { _ in
                MainActor.assumeIsolated { hidden += 1 }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            backend.injectClose(sdl)
            UIApplication.shared.runLoopTurn()
            #expect(extra.isHidden && hidden == 1)
            #expect(backend.sdlWindow(for: extra) == nil && backend.sdlWindow(for: main) != nil)
            backend.injectClickForMissingWindow(id: closedID)
            backend.injectClickForMissingWindow(id: 99_999)
            UIApplication.shared.runLoopTurn()
            #expect(!main.isHidden)
            main.isHidden = true
        }
    }

    @Test("Closing the last window ends the app: applicationWillTerminate, and run() returns")
    func closingLastWindowTerminates() throws {
        try withSDL { backend in
            final class Delegate: UIResponder, UIApplicationDelegate {
                var terminated = false
                func applicationWillTerminate(_ application: UIApplication) { terminated = true }
            }
            let delegate = Delegate()
            UIApplication.shared.delegate = delegate
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.makeKeyAndVisible()
            UIApplication.shared.runLoopTurn()
            backend.injectClose(try #require(backend.sdlWindow(for: window)))
            let watchdog = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in MainActor.assumeIsolated { UIApplication.shared.stop() } }
            UIApplication.shared.run()                    // returns once the app terminates
            watchdog.invalidate()
            #expect(delegate.terminated && window.isHidden)
        }
    }

    @Test("A window on an external screen that is not an SDL display stays headless; windows on a display after the screen list changes keep presenting")
    func screensChange() throws {
        try withSDL { backend in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            window.backgroundColor = .green
            window.makeKeyAndVisible()
            UIApplication.shared.runLoopTurn()
            let simulated = HeadlessBackend.attachScreen(size: CGSize(width: 20, height: 20))
            let other = UIWindow(frame: simulated.bounds)
            other.screen = simulated
            other.isHidden = false
            UIApplication.shared.runLoopTurn()
            #expect(backend.sdlWindow(for: other) == nil)
            #expect(backend.sdlWindow(for: window) != nil)
            HeadlessBackend.detachScreen(simulated)
            UIApplication.shared.runLoopTurn()
            let image = try #require(backend.sdlWindow(for: window)?.surfaceImage())
            #expect(rgba(image, 5, 5) == [0, 255, 0, 255])
            other.isHidden = true
            window.isHidden = true
        }
    }
}

@Suite("SDL2 backend: no display", .serialized, .freshContext) @MainActor
struct SDLNoDisplayTests {
    @Test("When SDL cannot open a display, install() says so and returns false; the app keeps running headless")
    func noDisplayStaysHeadless() {
        ApplicationContext.install(ApplicationContext())
        setenv("SDL_VIDEODRIVER", "x11", 1)
        let saved = ProcessInfo.processInfo.environment["DISPLAY"]
        setenv("DISPLAY", ":9999", 1)                    // no X server there
        defer { if let saved { setenv("DISPLAY", saved, 1) } else { unsetenv("DISPLAY") } }
        HeadlessBackend.install()
        #expect(SDLBackend.install() == false)
        #expect(SDLBackend.current == nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.backgroundColor = .red
        window.makeKeyAndVisible()
        UIApplication.shared.runLoopTurn()
        let pixel = UIScreen.main.renderTarget?.buffer.pixel(x: 5, y: 5)
        #expect(pixel.map { [$0.r, $0.g, $0.b] } == [255, 0, 0])   // composited headless
        window.isHidden = true
    }
}

@Suite("SDL2 backend: presented pixels", .serialized, .freshContext) @MainActor
struct SDLPresentedPixelsTests {
    @Test("After many partial updates (a spinning view, label changes) the SDL window shows exactly its part of the screen's framebuffer")
    func surfaceMatchesFramebuffer() throws {
        try withSDL { backend in
            let window = UIWindow(frame: CGRect(x: 60, y: 40, width: 200, height: 160))
            window.backgroundColor = .white
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 24))
            label.textAlignment = .center
            label.text = "Not tapped yet"
            window.addSubview(label)
            let spinner = UIView(frame: CGRect(x: 120, y: 80, width: 40, height: 40))
            spinner.backgroundColor = .green
            window.addSubview(spinner)
            window.makeKeyAndVisible()
            UIApplication.shared.runLoopTurn()
            for i in 1...12 {
                spinner.transform = CGAffineTransform(rotationAngle: CGFloat(i) * 0.2)
                if i == 6 { label.text = "Tapped once" }
                UIApplication.shared.runLoopTurn()
            }
            let surface = try #require(backend.sdlWindow(for: window)?.surfaceImage())
            let framebuffer = try #require(UIScreen.main.renderTarget).buffer
            let crop = try #require(CGImage(buffer: framebuffer.copy()).cropping(to: CGRect(x: 60, y: 40, width: 200, height: 160)))
            let diff = ReferenceImage.difference(surface, crop, tolerance: 0)
            #expect(diff == nil, "\(diff!)")
            #expect(rgba(surface, 140, 100) == [0, 255, 0, 255])          // the spinner is there
            window.isHidden = true
        }
    }
}
