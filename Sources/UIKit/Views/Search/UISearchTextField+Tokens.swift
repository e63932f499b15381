import CoreGraphics
import Foundation
internal import RuntimeSupport

/// The tokens' place in the field's text: one attachment character each, at the start.
extension UISearchTextField {
    /// The token characters' attachments, first to last.
    var tokenAttachments: [SearchTokenAttachment] {
        let text = editingBuffer.text
        var found: [SearchTokenAttachment] = []
        while found.count < text.length,
              let attachment = text.attribute(.attachment, at: found.count, effectiveRange: nil) as? SearchTokenAttachment {
            found.append(attachment)
        }
        return found
    }

    /// The text after the tokens.
    var textualText: NSAttributedString {
        let text = editingBuffer.text, count = tokenAttachments.count
        return text.attributedSubstring(from: NSRange(location: count, length: text.length - count))
    }

    /// Whether the selection covers a token.
    var selectionHoldsTokens: Bool { editingBuffer.selection.length > 0 && editingBuffer.selection.location < tokenAttachments.count }

    /// Puts `list` in place of the tokens, keeping the text; the selection stays on the text it
    /// was on (or becomes `selecting`).
    func setTokens(_ list: [UISearchToken], selecting: NSRange?) {
        let oldCount = tokenAttachments.count, old = editingBuffer.selection
        let rebuilt = NSMutableAttributedString(string: "")
        for token in list { rebuilt.append(SearchTokenAttachment(token: token).attributedString) }
        rebuilt.append(textualText)
        editingBuffer.setText(rebuilt)
        let shift = list.count - oldCount
        let start = old.location >= oldCount ? old.location + shift : min(old.location, list.count)
        let end = old.location + old.length >= oldCount ? old.location + old.length + shift : min(old.location + old.length, list.count)
        editingBuffer.select(selecting ?? NSRange(location: start, length: max(0, end - start)))
        tokensNeedDisplay()
        invalidateTextLayout()
    }

    /// `replaceTextualPortion(of:with:at:)`: the text in `range` goes, `token` comes in at
    /// `tokenIndex`, selected.
    func replaceText(in range: NSRange, with token: UISearchToken, at tokenIndex: Int) {
        var list = tokens
        guard let index = checkedTokenIndex(tokenIndex, upTo: list.count, "replaceTextualPortion(of:with:at:)") else { return }
        let count = list.count
        let clamped = editingBuffer.clamp(range)
        let textStart = max(clamped.location, count), textEnd = max(textStart, clamped.location + clamped.length)
        if textEnd > textStart {
            editingBuffer.replace(NSRange(location: textStart, length: textEnd - textStart), with: "", attributes: defaultTextAttributes)
        }
        list.insert(token, at: index)
        setTokens(list, selecting: NSRange(location: index, length: 1))
        if isEditing { delegate?.textFieldDidChangeSelection(self) }
    }

    /// `tokenIndex` if it is in 0...`limit`; otherwise the misuse is reported (iOS raises) and nil.
    func checkedTokenIndex(_ tokenIndex: Int, upTo limit: Int, _ api: String) -> Int? {
        guard tokenIndex >= 0, tokenIndex <= limit else {
            RuntimeIssue.report("UISearchTextField.\(api): token index \(tokenIndex) is out of bounds (0…\(limit)); nothing changed")
            return nil
        }
        return tokenIndex
    }

    /// The tokens draw again (the selection, the tint or the colors changed).
    func tokensNeedDisplay() {
        let attachments = tokenAttachments
        guard !attachments.isEmpty else { return }
        let selection = editingBuffer.selection
        for (index, attachment) in attachments.enumerated() {
            attachment.render(in: self, selected: isEditing && NSLocationInRange(index, selection))
        }
        invalidateTextLayout()
    }
}

/// The tokens' editing rules: a caret never lands before a token, edits keep tokens before
/// the text (and keep them at all unless `allowsDeletingTokens`), and selected tokens show in
/// the tint rather than under the selection highlight.
extension UISearchTextField: TextFieldEditingRules {
    /// A caret before a token selects the token (iOS never puts the insertion point there).
    func adjustedSelection(anchor: Int, active: Int) -> (anchor: Int, active: Int) {
        let count = tokenAttachments.count
        guard anchor == active, anchor >= 0, anchor < count else { return (anchor, active) }
        return (anchor, anchor + 1)
    }

    /// What an edit may change: tokens only when `allowsDeletingTokens`; text typed over
    /// selected tokens goes in after the tokens left, so tokens stay before the text.
    func adjustedEditRange(_ range: NSRange, replacement string: String) -> NSRange? {
        let count = tokenAttachments.count
        guard range.location < count else { return range }
        let end = range.location + range.length
        guard allowsDeletingTokens else {
            let start = min(max(range.location, count), max(end, count))
            let clipped = NSRange(location: start, length: max(0, end - start))
            return clipped.length > 0 || !string.isEmpty ? clipped : nil
        }
        guard end < count, !string.isEmpty else { return range }
        // Typing over tokens that have tokens after them: those go, the text starts after the rest.
        var list = tokens
        list.removeSubrange(range.location..<end)
        setTokens(list, selecting: NSRange(location: list.count, length: 0))
        return NSRange(location: list.count, length: 0)
    }

    func editingStateDidChange() { tokensNeedDisplay() }

    /// Selected tokens show in the tint; only the selected text is highlighted.
    func highlightedSelection(_ selection: NSRange) -> NSRange {
        let count = tokenAttachments.count, end = selection.location + selection.length
        let start = max(selection.location, count)
        return NSRange(location: start, length: max(0, end - start))
    }
}
