import Foundation

/// One physical button (a keyboard key) from going down to coming up: the same object for
/// the whole press, as `UITouch` is for a finger.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// Where a press is in its life; raw values are UIKit's.
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    /// Which button; keyboard keys have `key` set instead.
    public enum PressType: Int, Sendable { case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause }

    open internal(set) var phase: Phase = .began
    open internal(set) var timestamp: TimeInterval = 0
    /// The responder the press is delivered to, decided when it began.
    open internal(set) weak var responder: UIResponder?
    /// The window it was delivered in.
    open internal(set) weak var window: UIWindow?
    /// The arrow keys, return and escape also report a button type; other keys report the key.
    open internal(set) var type: PressType = .select
    open internal(set) var force: CGFloat = 0
    /// The keyboard key.
    open internal(set) var key: UIKey?
    /// Whether the press went up the whole responder chain unhandled (then Tab, the arrows,
    /// Space and Return move or activate focus).
    var reachedEndOfResponderChain = false

    override init() { super.init() }
}
