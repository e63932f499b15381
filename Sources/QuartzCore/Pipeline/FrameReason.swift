/// Why the run loop should make a frame at the next refresh rather than sleep until input: the
/// one vocabulary of frame requests (`FramePipeline.requestFrame(reason:)` for a single frame,
/// the pipeline's standing reasons for frames while a condition holds), named in diagnostics.
package enum FrameReason: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// A transaction is open: changes wait for their commit.
    case transaction
    /// A commit left marks for the next frame (a layer that marked itself again while it
    /// drew, or stages still marked after `FramePipeline.maximumRounds` rounds).
    case pendingMarks
    /// Some animation is inside its active interval.
    case animations
    /// An unpaused display link is scheduled.
    case displayLink
    /// An emitter layer is making particles.
    case emitter
    /// The platform lost a window's pixels (a window exposed again): present it once more.
    case redisplay

    package var description: String {
        switch self {
        case .transaction: "open transaction"
        case .pendingMarks: "marks left for the next frame"
        case .animations: "running animations"
        case .displayLink: "active display link"
        case .emitter: "active emitter"
        case .redisplay: "window exposed"
        }
    }
}
