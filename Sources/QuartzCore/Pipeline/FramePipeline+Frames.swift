import Foundation
internal import RuntimeSupport

/// Frames: when the next one must come, and making one.
///
/// With nothing to show the run loop sleeps until input, a timer or main-queue work arrives.
/// While some `FrameReason` holds — one asked for with `requestFrame(reason:)`, or a standing
/// one the pipeline checks (an open transaction, marks left for the next frame, running
/// animations, active display links or emitters) — it wakes at the next refresh instead.
extension FramePipeline {
    /// The time of the frame being made, else the media clock's now: what an animation added
    /// now starts at, so everything added during one frame starts together.
    package var now: CFTimeInterval {
        // Frames are the main thread's: another thread (building its own layers) reads the clock.
        guard MainThreadChecker.isMainThread else { return CACurrentMediaTime() }
        return frame?.time ?? CACurrentMediaTime()
    }

    /// Asks for one frame at the next refresh, for `reason` (a change the next frame shows that
    /// no standing reason covers).
    package func requestFrame(reason: FrameReason) {
        requestedReasons |= 1 << UInt32(reason.rawValue)
    }

    /// Whether `reason` holds now: asked for since the last frame, or a standing need.
    package func wantsFrame(for reason: FrameReason) -> Bool {
        if requestedReasons & (1 << UInt32(reason.rawValue)) != 0 { return true }
        switch reason {
        case .transaction: return CATransaction.isOpen
        case .pendingMarks: return hasPendingWork
        case .animations: return animations.hasRunningAnimations
        case .displayLink: return CADisplayLink.hasActiveLinks
        case .emitter: return !RenderServer.emitters.isEmpty && RenderServer.anyEmitterActive
        case .redisplay: return false
        }
    }

    /// Whether the next frame should come at the next refresh rather than on input.
    package var needsFrame: Bool { FrameReason.allCases.contains { wantsFrame(for: $0) } }

    /// Why the next frame is wanted (diagnostics); empty while the run loop may sleep.
    package var frameReasons: [FrameReason] { FrameReason.allCases.filter { wantsFrame(for: $0) } }

    /// When the next frame is due: the next refresh on the grid of frame times while a frame is
    /// wanted, else nil (nothing to show until input, a timer or main-queue work).
    package var nextFrameTime: CFTimeInterval? {
        guard needsFrame else { return nil }
        return (lastFrameTime ?? CACurrentMediaTime()) + frameInterval
    }

    /// Whether some stage has marks waiting (the next frame must come).
    package var hasPendingWork: Bool {
        !displayDeferred.isEmpty || marksWait()
    }

    /// One whole frame as the run loop makes it (once per turn): the clock is read once, the
    /// refresh grid moves on, requests for this frame are answered, display links fire, then
    /// the transaction commits — opened if a frame is wanted with nothing open — all at that time.
    package func runFrame() {
        let context = FrameContext(time: CACurrentMediaTime(), interval: frameInterval)
        advanceGrid(to: context.time)
        let wanted = needsFrame
        requestedReasons = 0
        frame = context
        CADisplayLink.fire(context)
        if wanted { CATransaction.noteMainThreadChange() }
        CATransaction.flush()
        frame = nil
    }

    /// Keeps frame times on the refresh grid: a frame within two refresh intervals of the last
    /// one moves the grid by whole intervals (so lateness does not accumulate); after a longer
    /// pause the grid starts again now.
    private func advanceGrid(to now: CFTimeInterval) {
        if let last = lastFrameTime, now >= last, now - last < 2 * frameInterval {
            // A frame a hair before its grid time (rounding) still lands on it.
            lastFrameTime = last + frameInterval * ((now - last) / frameInterval + 1e-9).rounded(.down)
        } else {
            lastFrameTime = now
        }
    }
}
