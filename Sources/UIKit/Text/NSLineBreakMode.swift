import Foundation

/// What happens to a line too long for its container; raw values are UIKit's.
///
/// The truncating modes and clipping keep each paragraph on one line, as TextKit does.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries, breaking a word only when it does not fit on a line by itself.
    case byWordWrapping = 0
    /// Wrap before the first character that does not fit.
    case byCharWrapping = 1
    /// Do not wrap; cut the line off at the container's edge.
    case byClipping = 2
    /// One line; an ellipsis replaces the start ("…wxyz").
    case byTruncatingHead = 3
    /// One line; an ellipsis replaces the end ("abcd…").
    case byTruncatingTail = 4
    /// One line; an ellipsis replaces the middle ("ab…yz").
    case byTruncatingMiddle = 5
}
