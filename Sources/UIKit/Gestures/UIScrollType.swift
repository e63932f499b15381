import Foundation

/// Where scroll input comes from: a mouse wheel that moves in steps, or a trackpad whose two
/// fingers move smoothly and say when they start and stop. Raw values are UIKit's.
public enum UIScrollType: Int, Sendable {
    /// A device that scrolls in steps, like a mouse wheel.
    case discrete = 0
    /// A device that scrolls smoothly with a beginning and an end, like a trackpad.
    case continuous = 1
}

/// The kinds of scroll input a pan gesture recognizer turns into a pan
/// (`UIPanGestureRecognizer.allowedScrollTypesMask`). Raw values are UIKit's: one bit per
/// `UIScrollType`.
public struct UIScrollTypeMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Mouse wheels.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
    /// Trackpads.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
    /// Either.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]

    /// The mask holding just `type`.
    init(_ type: UIScrollType) { self.init(rawValue: 1 << type.rawValue) }
}
