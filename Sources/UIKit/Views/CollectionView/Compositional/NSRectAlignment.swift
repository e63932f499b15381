import CoreGraphics
import Foundation

/// Where a boundary supplementary item sits on its section or layout; raw values are UIKit's.
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
