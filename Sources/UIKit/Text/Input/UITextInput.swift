import CoreText
import CoreGraphics
import Foundation

/// Which way along the text a position moves.
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0
    case backward = 1
}

/// Which way on screen a position moves.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2
    case left = 3
    case up = 4
    case down = 5
}

/// The core of UIKit's text input protocol: a document of positions and ranges, a selection,
/// replacement and geometry, which `UITextField` and `UITextView` adopt and which code
/// built on them (custom caret placement, autocompletion, formatting) calls.
///
/// This UIKit has no marked-text (composition) API of its own: the platform's input method
/// composes text and delivers it finished through `insertText(_:)`.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput, UITextInputTraits {
    /// The selection; nil when the input is not selectable. A caret is an empty range.
    var selectedTextRange: UITextRange? { get set }
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }

    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

    /// The caret's rectangle at `position`, in the input's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The first line's rectangle of `range`, in the input's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The position nearest to `point` (in the input's coordinates).
    func closestPosition(to point: CGPoint) -> UITextPosition?
}
