import Foundation
@testable import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// `UITestHost.advanceTime(by:)` spends virtual time as a running app would: everything due on
/// the way runs in time order, each at its own time.
@Suite("Advancing virtual time", .serialized, .freshContext) @MainActor
struct AdvanceTimeTests {
    @Test("A display link ticks once per refresh of the screen across an advance, its timestamps the frame times")
    func displayLinkTicksEveryRefresh() {
        let host = UITestHost()
        host.runLoopTurn()
        var stamps: [CFTimeInterval] = []
        var clock: [CFTimeInterval] = []
        let link = CADisplayLink { link in stamps.append(link.timestamp); clock.append(CACurrentMediaTime()) }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        host.advanceTime(by: 0.5)
        #expect(stamps.count == 30)
        #expect(zip(stamps, stamps.dropFirst()).allSatisfy { abs($1 - $0 - 1.0 / 60) < 1e-9 })
        #expect(stamps == clock)
        #expect(abs(stamps.last! - 0.5) < 1e-9)
    }

    @Test("A repeating 0.1 s timer fires five times in half a second, each time with the media clock at its due time")
    func repeatingTimerFiresEachTime() {
        let host = UITestHost()
        host.runLoopTurn()
        nonisolated(unsafe) var fires: [CFTimeInterval] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
            MainActor.assumeIsolated { fires.append(CACurrentMediaTime()) }
        }
        defer { timer.invalidate() }
        host.advanceTime(by: 0.5)
        #expect(fires.count == 5)
        for (i, time) in fires.enumerated() { #expect(abs(time - 0.1 * Double(i + 1)) < 1e-9) }
    }

    @Test("Timers, media timers and frames run in time order, each at its own time")
    func eventsInterleaveInTimeOrder() {
        let host = UITestHost()
        host.runLoopTurn()
        nonisolated(unsafe) var log: [(String, CFTimeInterval)] = []
        let link = CADisplayLink { link in log.append(("frame", link.timestamp)) }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        let timer = Timer.scheduledTimer(withTimeInterval: 0.045, repeats: true) { timer in
            MainActor.assumeIsolated { log.append(("timer", CACurrentMediaTime())) }
            timer.invalidate()
        }
        defer { timer.invalidate() }
        _ = MediaTimers.shared.schedule(after: 0.025) { log.append(("media timer", CACurrentMediaTime())) }
        host.advanceTime(by: 0.1)
        let times = log.map(\.1)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(log.first { $0.0 == "media timer" }.map { abs($0.1 - 0.025) < 1e-9 } == true)
        #expect(log.filter { $0.0 == "timer" }.map(\.1).map { abs($0 - 0.045) < 1e-9 } == [true])
        #expect(log.filter { $0.0 == "frame" }.count >= 6)
    }

    @Test("With nothing asking for frames, an advance runs no frames: a minute of idle time is one turn")
    func idleAdvanceRunsNoFrames() {
        let host = UITestHost()
        let link = CADisplayLink { _ in Issue.record("a paused link ticked") }
        link.isPaused = true
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        host.runLoopTurn()
        #expect(FramePipeline.current.frameReasons.isEmpty)
        let commits = CATransaction.commitCount
        host.advanceTime(by: 60)
        #expect(CATransaction.commitCount == commits)
        #expect(host.currentTime == 60)
    }

    @Test("jumpTime(by:) moves the clock at once and runs one turn: a display link ticks once, a repeating timer fires at most once")
    func jumpRunsOneTurn() {
        let host = UITestHost()
        host.runLoopTurn()
        var ticks: [CFTimeInterval] = []
        let link = CADisplayLink { link in ticks.append(link.timestamp) }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        host.jumpTime(by: 0.5)
        #expect(ticks == [0.5])
        #expect(host.currentTime == 0.5)
    }
}
