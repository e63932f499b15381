import CoreGraphics
import Foundation

/// A set of touches (or another kind of input) delivered together.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of event; raw values are UIKit's.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// The refinement of `type`; touch events have none.
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
             remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    open internal(set) var type: EventType
    open internal(set) var subtype: EventSubtype = .none
    /// Media time of the event.
    open internal(set) var timestamp: TimeInterval = 0
    var touchSet: Set<UITouch> = []
    /// A scroll event's pointer, amount and window (Events/ScrollDispatcher.swift).
    var scrollData: ScrollEventData?

    init(type: EventType) {
        self.type = type
        super.init()
    }

    /// Every touch of the event (nil for events without touches).
    open var allTouches: Set<UITouch>? { type == .touches ? touchSet : nil }

    /// The touches delivered to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return touchSet.filter { $0.view === view }
    }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return touchSet.filter { $0.window === window }
    }

    /// The touches a gesture recognizer receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return touchSet.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }
}
