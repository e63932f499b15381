// The SDL2 backend on a real X server (Xvfb, started here): what presenting a small damaged
// rectangle costs against the whole window, input-to-photon from an injected X click to the
// presented frame that shows its effect, the idle run loop's CPU, and frame pacing while
// something animates. Skipped, with a message, without Xvfb and xdotool.
import Foundation
import UIKit
import UIKitSDL

@MainActor private func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

@MainActor private func processCPUTime() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

@MainActor private func threadCPUTime() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Turns the run loop for `seconds` (letting the X server map windows).
@MainActor private func settle(_ seconds: Double) {
    let end = CACurrentMediaTime() + seconds
    while CACurrentMediaTime() < end { UIApplication.shared.runLoopTurn(); usleep(2_000) }
}

@MainActor func runSDLBenchmarks() {
    guard XvfbServer.isAvailable, let server = XvfbServer(width: 1280, height: 800) else {
        print("SDL backend benchmarks skipped: Xvfb and xdotool are needed (scripts/bootstrap installs them)")
        return
    }
    defer { server.stop() }
    setenv("DISPLAY", server.display, 1)
    setenv("SDL_VIDEODRIVER", "x11", 1)
    ApplicationContext.install(ApplicationContext())
    guard SDLBackend.install(scale: 1), let backend = SDLBackend.current else {
        print("SDL backend benchmarks skipped: SDL could not open the Xvfb display")
        return
    }
    defer {
        ApplicationContext.install(ApplicationContext())
        SDLBackend.shutdown()
    }
    let app = UIApplication.shared

    // A 1024 × 768 window with a small view that changes.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    window.backgroundColor = .white
    let dot = UIView(frame: CGRect(x: 100, y: 100, width: 16, height: 16))
    window.addSubview(dot)
    let button = UIControl(frame: CGRect(x: 400, y: 300, width: 200, height: 100))
    button.backgroundColor = .gray
    window.addSubview(button)
    window.makeKeyAndVisible()
    settle(0.3)

    // Present cost: a 16 × 16-point change against a whole-window change.
    var small: [Double] = [], full: [Double] = []
    var smallPixels = 0, fullPixels = 0
    for i in 0..<60 {
        dot.backgroundColor = i % 2 == 0 ? .red : .blue
        app.runLoopTurn()
        small.append(backend.lastPresent.seconds * 1000)
        smallPixels = backend.lastPresent.uploadedPixels
    }
    for i in 0..<30 {
        window.backgroundColor = i % 2 == 0 ? .white : UIColor(white: 0.9, alpha: 1)
        app.runLoopTurn()
        full.append(backend.lastPresent.seconds * 1000)
        fullPixels = backend.lastPresent.uploadedPixels
    }
    record("SDL present, small damage (\(smallPixels) px)", median(small), "ms",
           baseline: "whole 1024×768 window (\(fullPixels) px)", median(full))

    // Input-to-photon: an X click (xdotool) to the end of the frame that shows the control's
    // new color, through the real run loop (which sleeps on the X connection meanwhile).
    var sent = 0.0, acted = 0.0, turnsAfter = 0
    button.addAction(UIAction { _ in
        acted = CACurrentMediaTime()
        button.backgroundColor = button.backgroundColor == .green ? .gray : .green
        app.stop()                      // the loop ends after this turn's commit and present
    }, for: .touchUpInside)
    _ = server.xdotool(["mousemove", "--sync", "500", "350"])
    settle(0.1)
    var latencies: [Double] = [], pipeline: [Double] = []
    var lost = 0
    for _ in 0..<15 {
        let commits = CATransaction.commitCount
        acted = 0
        sent = CACurrentMediaTime()
        guard let pid = server.startXdotool(["click", "1"]) else { break }
        let watchdog = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in MainActor.assumeIsolated { app.stop() } }
        app.run()
        watchdog.invalidate()
        guard acted > 0 else { lost += 1; continue }
        let presented = CACurrentMediaTime()
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        turnsAfter = max(turnsAfter, CATransaction.commitCount - commits)
        latencies.append((presented - sent) * 1000)
        pipeline.append((presented - acted) * 1000)
        settle(0.02)
    }
    if !latencies.isEmpty {
        record("input-to-photon: xdotool click → presented frame", median(latencies), "ms")
        record("  of which: action → presented (same turn)", median(pipeline), "ms")
        record("  run-loop turns from click to photon", Double(turnsAfter), "turns")
    }
    if lost > 0 { print("input-to-photon: \(lost) of 15 clicks did not reach the control within 2 s") }

    // Idle: a still window, the run loop waiting for input for two seconds.
    _ = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in MainActor.assumeIsolated { app.stop() } }
    let cpu0 = processCPUTime(), wall0 = CACurrentMediaTime()
    app.run()
    let idle = (processCPUTime() - cpu0) / (CACurrentMediaTime() - wall0) * 100
    record("idle run loop CPU (still window, 2 s)", idle, "% of a core")

    // Frame pacing: a display link needs frames for two seconds; each frame moves the dot.
    var stamps: [Double] = []
    let pacer = CADisplayLink { _ in
        stamps.append(CACurrentMediaTime())
        dot.center.x = 100 + CGFloat(stamps.count % 200)
    }
    pacer.add(to: .main, forMode: .common)
    _ = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in MainActor.assumeIsolated { pacer.invalidate(); app.stop() } }
    let pace0 = processCPUTime(), paceThread0 = threadCPUTime(), paceWall0 = CACurrentMediaTime()
    app.run()
    let paceWall = CACurrentMediaTime() - paceWall0
    let paceCPU = (processCPUTime() - pace0) / paceWall * 100
    let paceThreadCPU = (threadCPUTime() - paceThread0) / paceWall * 100
    let intervals = zip(stamps.dropFirst(), stamps).map { ($0 - $1) * 1000 }
    if intervals.count > 10 {
        let mean = intervals.reduce(0, +) / Double(intervals.count)
        let jitter = (intervals.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(intervals.count)).squareRoot()
        record("frame interval while animating (target \(String(format: "%.2f", 1000.0 / Double(UIScreen.main.maximumFramesPerSecond))) ms)",
               mean, "ms")
        record("  frame interval jitter (standard deviation)", jitter, "ms")
        record("  CPU while animating a small view (process)", paceCPU, "% of a core")
        record("  CPU while animating a small view (main thread)", paceThreadCPU, "% of a core")
    }
    window.isHidden = true
}
