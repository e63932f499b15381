import UIKitTesting
import Foundation
import Testing
import UIKit
import UIKitSDL

@Suite("SDL2 backend on a real X server (Xvfb and xdotool)", .serialized, .enabled(if: XvfbServer.isAvailable, "needs Xvfb and xdotool (make test installs them)"), .freshContext)
@MainActor
struct SDLXvfbTests {
    /// Turns the run loop (sleeping a little between turns, as the idle loop would) until
    /// `done` or `timeout` seconds.
    private func turn(until done: () -> Bool, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !done() {
            if Date() > deadline { return false }
            UIApplication.shared.runLoopTurn()
            usleep(2_000)
        }
        return true
    }

    /// Runs `body` with SDL on a fresh X server, once the server has mapped a white window
    /// at (100, 80), 200 × 150 points, holding `content` at (50, 40), 100 × 60: its center is
    /// (200, 150) on the X screen.
    private func withMappedWindow(holding content: UIView,
                                  _ body: (XvfbServer, SDLBackend, UIWindow, SDLWindow) throws -> Void) throws {
        let server = try #require(XvfbServer())
        defer { server.stop() }
        setenv("DISPLAY", server.display, 1)
        defer { unsetenv("DISPLAY") }
        try withSDL(driver: "x11") { backend in
            let window = UIWindow(frame: CGRect(x: 100, y: 80, width: 200, height: 150))
            window.backgroundColor = .white
            content.frame = CGRect(x: 50, y: 40, width: 100, height: 60)
            window.addSubview(content)
            window.makeKeyAndVisible()
            #expect(turn { backend.sdlWindow(for: window) != nil })
            let sdl = try #require(backend.sdlWindow(for: window))
            #expect(sdl.sdlFrame == CGRect(x: 100, y: 80, width: 200, height: 150))
            #expect(turn(until: { false }, timeout: 0.3) == false)         // let the server map the window
            try body(server, backend, window, sdl)
            window.isHidden = true
        }
    }

    @Test("A real X click from xdotool reaches a control in the SDL window, and the frame that shows its effect is presented")
    func xdotoolClickFiresControl() throws {
        let button = UIControl()
        button.backgroundColor = .gray
        try withMappedWindow(holding: button) { server, backend, window, sdl in
            var fired = 0
            button.addAction(UIAction { action in
                fired += 1
                (action.sender as? UIControl)?.backgroundColor = .green
            }, for: .touchUpInside)
            // The control's center on the X screen: window origin + control center.
            let start = CACurrentMediaTime()
            #expect(server.xdotool(["mousemove", "--sync", "200", "150", "click", "1"]) == 0)
            let clicked = CACurrentMediaTime()
            var presentedAt: CFTimeInterval?
            var frames = 0
            #expect(turn(until: {
                if fired > 0, backend.lastPresent.uploadedPixels > 0, presentedAt == nil { presentedAt = CACurrentMediaTime() }
                if fired == 0 { frames = 0 } else { frames += 1 }
                return presentedAt != nil
            }))
            #expect(fired == 1)
            let image = try #require(sdl.surfaceImage())
            #expect(rgba(image, 100, 70) == [0, 255, 0, 255])              // the effect reached the window
            if let presentedAt {
                print("input-to-photon under Xvfb: \(String(format: "%.1f", (presentedAt - clicked) * 1000)) ms after xdotool returned "
                      + "(\(String(format: "%.1f", (presentedAt - start) * 1000)) ms from the click command), \(frames) frame(s)")
            }
        }
    }

    @Test("Keys typed with xdotool reach the first responder of the key window")
    func xdotoolTyping() throws {
        let server = try #require(XvfbServer())
        defer { server.stop() }
        setenv("DISPLAY", server.display, 1)
        try withSDL(driver: "x11") { backend in
            final class Field: UIView, UIKeyInput {
                var text = ""
                override var canBecomeFirstResponder: Bool { true }
                var hasText: Bool { !text.isEmpty }
                func insertText(_ t: String) { text += t }
                func deleteBackward() { if !text.isEmpty { text.removeLast() } }
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let field = Field(frame: window.bounds)
            window.addSubview(field)
            window.makeKeyAndVisible()
            field.becomeFirstResponder()
            #expect(turn { backend.sdlWindow(for: window) != nil })
            #expect(turn(until: { false }, timeout: 0.3) == false)
            // Without a window manager, give the window the input focus first.
            server.xdotool(["mousemove", "--sync", "50", "50", "click", "1"])
            let sdl = try #require(backend.sdlWindow(for: window))
            server.xdotool(["windowfocus", "--sync", String(sdl.x11WindowID), "type", "--delay", "20", "ok"])
            #expect(turn(until: { field.text == "ok" }))
            #expect(field.text == "ok")
            window.isHidden = true
        }
        unsetenv("DISPLAY")
    }

    @Test("A real X wheel from xdotool (buttons 4 and 5) scrolls the view under the pointer: down a notch is -40 points, up a notch +40")
    func xdotoolWheelScrolls() throws {
        let pad = UIView()
        var translations: [CGPoint] = []
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { r in
            states.append(r.state)
            translations.append((r as! UIPanGestureRecognizer).translation(in: pad))
        }
        pan.allowedScrollTypesMask = .discrete
        pad.addGestureRecognizer(pan)
        try withMappedWindow(holding: pad) { server, _, _, _ in
            #expect(server.xdotool(["mousemove", "--sync", "200", "150", "click", "5"]) == 0)
            #expect(turn { translations.count == 1 })
            #expect(translations.first == CGPoint(x: 0, y: -40))
            #expect(server.xdotool(["click", "4", "click", "4"]) == 0)
            #expect(turn { translations.last == CGPoint(x: 0, y: 40) })
            #expect(turn { states.last == .ended }, "the wheel rests: its pan ends")
        }
    }

    /// Measured in a process of its own: inside the test process, other tests' main-actor
    /// work runs within `run()` and would be counted as the idle loop's.
    @Test("Idle, the run loop sleeps: a still window under X costs almost no CPU while run() waits for input")
    func idleCPU() throws {
        let example = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("MainEntryExample")
        try #require(FileManager.default.isExecutableFile(atPath: example.path), "build the example first (swift build --build-tests builds it)")
        let server = try #require(XvfbServer(width: 800, height: 600))
        defer { server.stop() }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("main-entry-idle-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let status = server.run(example.path, environment: ["OPENUIKIT_EXAMPLE_SECONDS": "3", "SDL_VIDEODRIVER": ""], output: output, timeout: 30)
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        #expect(status == 0, "\(text)")
        let idle = try #require(text.firstMatch(of: /idle CPU (\d+) ms in 1.5 s/).flatMap { Int($0.1) }, "\(text)")
        print("idle run loop under Xvfb: \(idle) ms of CPU in 1.5 s")
        #expect(idle < 75, "a still window should cost under 5% of a core: \(text)")
    }

    @Test("An app whose entry is `@main` on its delegate launches through UIApplicationMain, in a window when a display is there (the linked SDL backend is found by name), headless otherwise")
    func mainEntryExample() throws {
        let runs = try runExample("MainEntryExample")
        #expect(runs.windowed.status == 0)
        #expect(runs.windowed.text.contains("launched: state 0, key window true, screen 800×600"), "\(runs.windowed.text)")
        #expect(runs.headless.status == 0)
        #expect(runs.headless.text.contains("launched: state 0, key window true, screen 390×844"), "\(runs.headless.text)")
    }

    @Test("Xcode's app template with scenes (SceneTemplateExample) launches through @main: the Info.plist's scene delegate and Main.storyboard put ViewController in the key window of an active scene, in a window or headless")
    func sceneTemplateExample() throws {
        let runs = try runExample("SceneTemplateExample")
        let expected = "scenes 1, state 0, scene 0, key window true, root ViewController"
        #expect(runs.windowed.status == 0)
        #expect(runs.windowed.text.contains(expected + ", screen 800×600"), "\(runs.windowed.text)")
        #expect(runs.headless.status == 0)
        #expect(runs.headless.text.contains(expected + ", screen 390×844"), "\(runs.headless.text)")
    }

    /// Runs the example executable `name` on an 800×600 Xvfb display, then without a display,
    /// each for 0.3 s (OPENUIKIT_EXAMPLE_SECONDS): exit statuses and what it printed.
    private func runExample(_ name: String) throws -> (windowed: (status: Int32?, text: String), headless: (status: Int32?, text: String)) {
        let example = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
        try #require(FileManager.default.isExecutableFile(atPath: example.path), "build the example first (swift build --build-tests builds it)")
        let server = try #require(XvfbServer(width: 800, height: 600))
        defer { server.stop() }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let windowed = server.run(example.path, environment: ["OPENUIKIT_EXAMPLE_SECONDS": "0.3", "SDL_VIDEODRIVER": ""], output: output, timeout: 30)
        let windowedText = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        let headless = server.run(example.path, environment: ["OPENUIKIT_EXAMPLE_SECONDS": "0.3", "DISPLAY": "", "SDL_VIDEODRIVER": ""],
                                  output: output, timeout: 30)
        let headlessText = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return ((windowed, windowedText), (headless, headlessText))
    }

    @Test("SIGTERM (or Ctrl-C) ends an idle windowed app as closing its last window does: applicationWillTerminate, exit status 0")
    func signalTerminates() throws {
        let example = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("MainEntryExample")
        try #require(FileManager.default.isExecutableFile(atPath: example.path))
        let server = try #require(XvfbServer())
        defer { server.stop() }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("main-entry-signal-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let child = try #require(server.start(example.path, environment: ["SDL_VIDEODRIVER": ""], output: output))
        // Once the app catches SIGTERM (its handler is in /proc's SigCgt mask), it is given a
        // moment to finish launching and fall asleep on the X connection.
        #expect(waitUntilCatching(SIGTERM, pid: child, timeout: 20))
        usleep(500_000)
        kill(child, SIGTERM)
        let status = server.wait(for: child, timeout: 10)
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        #expect(status == 0)
        #expect(text.contains("terminated"), "\(text)")
    }

    @Test("The demo app runs in a real window through UIApplicationMain on the main thread: timers animate, main-queue work runs, it exits cleanly")
    func demoAppInWindow() throws {
        let demo = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("uikit-demo")
        try #require(FileManager.default.isExecutableFile(atPath: demo.path), "build the demo first (swift build --build-tests builds it)")
        let server = try #require(XvfbServer())
        defer { server.stop() }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-demo-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let status = server.run(demo.path, environment: ["OPENUIKIT_DEMO_SECONDS": "1.5"], output: output, timeout: 30)
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        #expect(status == 0, "\(text)")
        #expect(text.contains("main queue ran: true"), "\(text)")
        let frames = text.split(separator: ";").compactMap { part -> Int? in
            let words = part.split(separator: " ")
            guard let i = words.firstIndex(of: "animation") else { return nil }
            return Int(words[i - 1])
        }.first ?? 0
        #expect(frames >= 30, "\(text)")                                   // a 60 Hz timer for 1.5 s
    }
}

/// Waits until process `pid` has a handler for `signal` (bit `signal - 1` of SigCgt in
/// /proc/pid/status), at most `timeout` seconds.
func waitUntilCatching(_ signal: Int32, pid: pid_t, timeout: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        if let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
           let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16),
           mask & (1 << UInt64(signal - 1)) != 0 {
            return true
        }
        usleep(20_000)
    }
    return false
}
