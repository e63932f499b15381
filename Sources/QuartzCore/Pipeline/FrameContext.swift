import Foundation

/// One frame's time, read from the media clock once when the frame begins and handed to
/// everything the frame runs: display links, animation evaluation, the compositor and
/// scrolling. Reading the clock again mid-frame would let parts of one frame disagree.
package struct FrameContext: Equatable, Sendable {
    /// The media time the frame shows (a display link's `timestamp`).
    package var time: CFTimeInterval
    /// The display's refresh interval (a display link's `duration`).
    package var interval: CFTimeInterval
    /// When the next frame will be shown (a display link's `targetTimestamp`).
    package var targetTime: CFTimeInterval { time + interval }

    package init(time: CFTimeInterval, interval: CFTimeInterval) {
        self.time = time
        self.interval = interval
    }
}
