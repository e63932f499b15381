/// What keeps the run loop producing frames at the display's refresh rate. With nothing to
/// animate the loop sleeps until input, a timer or main-queue work arrives; while any source
/// here says it needs frames (running animations, unpaused display links) it wakes once per
/// refresh interval instead.
@MainActor
package enum FrameRequests {
    private static var sources: [@MainActor () -> Bool] = []
    private static var oneShot = false

    /// Registers a standing condition that needs frames while it returns true.
    package static func addSource(_ needsFrames: @escaping @MainActor () -> Bool) {
        sources.append(needsFrames)
    }

    /// Asks for one more frame at the next refresh (a change that the next frame shows).
    package static func requestFrame() { oneShot = true }

    /// Whether the next frame should come at the refresh rate rather than on input.
    package static var needsFrame: Bool { oneShot || sources.contains { $0() } }

    /// A frame ran: one-shot requests are answered.
    package static func frameDidRun() { oneShot = false }
}
