/// The orientation of the app's interface (raw values are UIKit's).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations, as a controller lists the ones it supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = Self(rawValue: 1 << 1)
    public static let portraitUpsideDown = Self(rawValue: 1 << 2)
    public static let landscapeRight = Self(rawValue: 1 << 3)
    public static let landscapeLeft = Self(rawValue: 1 << 4)
    public static let landscape: Self = [.landscapeLeft, .landscapeRight]
    public static let all: Self = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: Self = [.portrait, .landscape]
}
