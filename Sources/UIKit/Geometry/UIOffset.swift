import CoreGraphics
import Foundation

/// A horizontal and vertical displacement: how far a motion effect's viewer is off centre
/// (−1…1 on each axis), or where a bar item's title or a segment's content is nudged.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() { horizontal = 0; vertical = 0 }

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = UIOffset()
}
