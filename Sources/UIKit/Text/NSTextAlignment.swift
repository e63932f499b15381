import Foundation

/// Horizontal alignment of lines; raw values are iOS's (on macOS center and right swap).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    /// Lines fill the width, except each paragraph's last line.
    case justified = 3
    /// Left in left-to-right scripts, right in right-to-left ones.
    case natural = 4
}
