import CoreGraphics
import Foundation

/// Editing: the selection, user edits, the look and layout a change of text brings, and
/// beginning and ending editing.
extension UITextView {
    // MARK: TextEditing

    var isTextEditable: Bool { isEditable && isEditing }
    var allowsCopying: Bool { isSelectable || isEditable }

    func lineRange(containing offset: Int) -> Range<Int> {
        guard let layout = textLayout else { return 0..<0 }
        let ranges = layout.lineRanges
        if let line = ranges.first(where: { $0.lowerBound <= offset && offset < $0.upperBound }) { return line }
        return ranges.last(where: { $0.lowerBound <= offset }) ?? 0..<0
    }

    /// The offset on the line above or below under the same x; past the first line is the
    /// start, past the last the end.
    func verticalOffset(from offset: Int, lines: Int) -> Int {
        guard lines != 0, let layout = textLayout, let caret = layout.caretRect(at: offset) else {
            return lines < 0 ? 0 : lines > 0 ? editingBuffer.length : offset
        }
        let y = caret.midY + CGFloat(lines) * caret.height
        if y < 0 { return 0 }
        if y > layout.usedSize.height { return editingBuffer.length }
        return editingBuffer.boundary(layout.offset(closestTo: CGPoint(x: caret.minX, y: y)))
    }

    func setSelection(anchor: Int, active: Int) {
        let before = editingBuffer.selection
        editingBuffer.select(anchor: anchor, active: active)
        storedTypingAttributes = nil
        canvas.setNeedsDisplay()
        updateCaret(restart: true)
        if isFirstResponder { scrollRangeToVisible(NSRange(location: editingBuffer.activeEnd, length: 0)) }
        if editingBuffer.selection != before { textViewDelegate?.textViewDidChangeSelection(self) }
    }

    @discardableResult
    func userReplace(_ range: NSRange, with string: String) -> Bool {
        guard isEditing else { return false }
        let range = editingBuffer.clamp(range)
        guard range.length > 0 || !string.isEmpty else { return false }
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return false }
        applyEdit(range, with: string)
        scrollRangeToVisible(NSRange(location: editingBuffer.activeEnd, length: 0))
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        return true
    }

    // MARK: State changes

    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    func applyEdit(_ range: NSRange, with string: String) {
        editingBuffer.replace(range, with: string, attributes: typingAttributes)
        storedTypingAttributes = nil
        textLayoutDidChange()
    }

    func textDidChangeProgrammatically() {
        textLayoutDidChange()
    }

    func restyle(_ key: NSAttributedString.Key, _ value: Any) {
        editingBuffer.restyle(key, value, emptyAttributes: defaultAttributes)
        textLayoutDidChange()
    }

    /// The container's size, padding or limits changed: lay out again.
    func textContainerDidChange() {
        let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        if textContainer.widthTracksTextView, textContainer.size.width != width {
            textContainer.size = CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)
            return
        }
        textLayoutDidChange()
    }

    private func textLayoutDidChange() {
        cachedLayout = nil
        updateContentSize()
        canvas.setNeedsDisplay()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        if isEditing { updateCaret(restart: true) }
    }

    var attributesAtCaret: [NSAttributedString.Key: Any] {
        let location = editingBuffer.selection.location
        guard editingBuffer.length > 0 else { return defaultAttributes }
        return editingBuffer.text.attributes(at: max(0, min(location, editingBuffer.length) - 1), effectiveRange: nil)
    }

    func beginEditing() {
        guard isEditable else {
            updateCaret(restart: false)
            return
        }
        isEditing = true
        if clearsOnInsertion { editingBuffer.select(NSRange(location: 0, length: editingBuffer.length)) }
        updateCaret(restart: true)
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    func endEditing() {
        canvas.setNeedsDisplay()
        guard isEditing else { return }
        isEditing = false
        storedTypingAttributes = nil
        caretView.stopBlinking()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }
}
