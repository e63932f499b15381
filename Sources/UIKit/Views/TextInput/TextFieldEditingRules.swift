import Foundation

/// What a text field subclass changes about editing: the search field keeps its tokens
/// before its text, selects a token instead of placing the caret before it, and draws
/// selected tokens its own way. A field without rules edits by its own.
@MainActor
protocol TextFieldEditingRules: AnyObject {
    /// Where a selection asked for lands.
    func adjustedSelection(anchor: Int, active: Int) -> (anchor: Int, active: Int)
    /// The range an edit replacing `range` with `string` may change; nil refuses it.
    func adjustedEditRange(_ range: NSRange, replacement string: String) -> NSRange?
    /// The text or the selection changed (what the field draws from them may follow).
    func editingStateDidChange()
    /// The part of the selection drawn with the selection highlight.
    func highlightedSelection(_ selection: NSRange) -> NSRange
}
