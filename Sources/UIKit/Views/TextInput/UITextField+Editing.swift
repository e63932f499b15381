import CoreText
import CoreGraphics
import Foundation

/// Editing: beginning and ending it, typed text and deletions, the selection and the caret.
extension UITextField {
    /// What both initializers set up: the look, the clear button and the caret.
    func commonInit() {
        isOpaque = false
        contentMode = .redraw
        contentVerticalAlignment = .center
        clearButton.isHidden = true
        clearButton.addAction(UIAction { [weak self] _ in self?.clearButtonTapped() }, for: .touchUpInside)
        addSubview(clearButton)
        caretView.isHidden = true
        addSubview(caretView)
        editingBuffer.setText(NSAttributedString(string: "", attributes: defaultTextAttributes))
    }

    /// `selectedTextRange`'s setter.
    func selectTextRange(_ newValue: UITextRange?) {
        guard let range = newValue.flatMap(rangeOf) else { return }
        let clamped = editingBuffer.clamp(range)
        setSelection(anchor: clamped.location, active: clamped.location + clamped.length)
    }

    /// `insertText(_:)`: Return ends editing; other text replaces the selection (or, first in a
    /// password field that had text, all of it).
    func typeText(_ text: String) {
        guard isEditing else { return }
        if text == "\n" || text == "\r" {
            handleReturn()
            return
        }
        let line = text.filter { $0 != "\n" && $0 != "\r" && $0 != "\r\n" }
        guard !line.isEmpty else { return }
        var range = editingBuffer.selection
        if isSecureTextEntry, hasBeganSecureEditingWithText, !secureTextWasEdited {
            // Typing into a password field that already had text starts it afresh, as on iOS.
            range = NSRange(location: 0, length: editingBuffer.length)
        }
        userReplace(range, with: line)
    }

    /// `deleteBackward()`: the first delete in a password field that had text empties it.
    func deleteBackwardAsTyped() {
        guard isEditing else { return }
        if isSecureTextEntry, !secureTextWasEdited, hasBeganSecureEditingWithText {
            userReplace(NSRange(location: 0, length: editingBuffer.length), with: "")
            return
        }
        _ = perform(.deleteBackward(.character))
    }

    func beginEditing() {
        isEditing = true
        hasBeganSecureEditingWithText = isSecureTextEntry && editingBuffer.length > 0
        secureTextWasEdited = false
        if clearsOnBeginEditing, editingBuffer.length > 0 {
            editingBuffer.replace(NSRange(location: 0, length: editingBuffer.length), with: "", attributes: defaultTextAttributes)
            invalidateTextLayout()
        }
        editingBuffer.select(NSRange(location: editingBuffer.length, length: 0))
        setNeedsDisplay()
        setNeedsLayout()
        updateCaret(restart: true)
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    func endEditing(reason: DidEndEditingReason) {
        guard isEditing else { return }
        isEditing = false
        storedTypingAttributes = nil
        scrollOffset = 0
        caretView.stopBlinking()
        setNeedsDisplay()
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    /// Return: the delegate decides; when it agrees the field sends `.editingDidEndOnExit`,
    /// and lets go of the first responder status if something handles that event.
    private func handleReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let ends = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if ends, isFirstResponder { resignFirstResponder() }
    }

    func setSelection(anchor: Int, active: Int) {
        let before = editingBuffer.selection
        let (anchor, active) = editingRules?.adjustedSelection(anchor: anchor, active: active) ?? (anchor, active)
        editingBuffer.select(anchor: anchor, active: active)
        storedTypingAttributes = nil
        editingRules?.editingStateDidChange()
        setNeedsDisplay()
        updateCaret(restart: true)
        if editingBuffer.selection != before { delegate?.textFieldDidChangeSelection(self) }
    }

    @discardableResult
    func userReplace(_ range: NSRange, with string: String) -> Bool {
        let clamped = editingBuffer.clamp(range)
        let allowed = editingRules == nil ? clamped : editingRules?.adjustedEditRange(clamped, replacement: string)
        guard isEditing, let range = allowed else { return false }
        guard range.length > 0 || !string.isEmpty else { return false }
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return false }
        applyEdit(range, with: string)
        secureTextWasEdited = true
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
        return true
    }

    /// Puts `string` in place of `range` in the typing attributes.
    func applyEdit(_ range: NSRange, with string: String) {
        let attributes = typingAttributes ?? attributesAtCaret
        editingBuffer.replace(range, with: string, attributes: attributes)
        storedTypingAttributes = nil
        editingRules?.editingStateDidChange()
        invalidateTextLayout()
    }

    private func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing, !becomeFirstResponder() { return }
        guard editingBuffer.length > 0 else { return }
        applyEdit(NSRange(location: 0, length: editingBuffer.length), with: "")
        secureTextWasEdited = true
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// A tap or drag at `point`: the caret goes to the nearest character boundary.
    func placeCaret(at point: CGPoint, extending: Bool) {
        let offset = offset(closestTo: point)
        if extending { setSelection(anchor: editingBuffer.anchor, active: offset) } else { setSelection(anchor: offset, active: offset) }
    }

    // MARK: TextEditing

    var isTextEditable: Bool { true }
    var allowsCopying: Bool { !isSecureTextEntry }

    func lineRange(containing offset: Int) -> Range<Int> { 0..<editingBuffer.length }

    /// Up goes to the start, down to the end: the field has one line.
    func verticalOffset(from offset: Int, lines: Int) -> Int { lines < 0 ? 0 : lines > 0 ? editingBuffer.length : offset }
}
