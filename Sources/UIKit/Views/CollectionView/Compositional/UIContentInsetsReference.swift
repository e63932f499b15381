import CoreGraphics
import Foundation

/// Which insets of the collection view a section's content keeps clear of, across the
/// scrolling axis; raw values are UIKit's. `.automatic` follows the layout configuration,
/// whose `.automatic` is the safe area.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0, none, safeArea, layoutMargins, readableContent
}
