import CoreText
import CoreGraphics
import Foundation

/// The text and its look: the setters of the `open` text properties and what a change of
/// text or geometry does to the layout.
extension UITextField {
    /// `defaultTextAttributes`' getter: the font, color and alignment, as attributes.
    func makeDefaultTextAttributes() -> [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        return [.font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: paragraph]
    }

    /// `text`'s setter.
    func setText(_ newValue: String?) {
        hasStyledText = false
        editingBuffer.setText(NSAttributedString(string: newValue ?? "", attributes: defaultTextAttributes))
        textDidChangeProgrammatically()
    }

    /// `attributedText`'s setter.
    func setAttributedText(_ newValue: NSAttributedString?) {
        hasStyledText = newValue != nil
        editingBuffer.setText(newValue ?? NSAttributedString(string: "", attributes: defaultTextAttributes))
        textDidChangeProgrammatically()
    }

    /// `font`'s setter.
    func setFont(_ newValue: UIFont?) {
        storedFont = newValue ?? UITextField.defaultFont
        restyleText(.font, storedFont)
    }

    /// `textColor`'s setter.
    func setTextColor(_ newValue: UIColor?) {
        storedTextColor = newValue ?? .label
        restyleText(.foregroundColor, storedTextColor)
    }

    /// `defaultTextAttributes`'s setter.
    func setDefaultTextAttributes(_ newValue: [NSAttributedString.Key: Any]) {
        if let font = newValue[.font] as? UIFont { storedFont = font }
        if let color = newValue[.foregroundColor] as? UIColor { storedTextColor = color }
        if let paragraph = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
        hasStyledText = false
        editingBuffer.setText(NSAttributedString(string: editingBuffer.string, attributes: defaultTextAttributes))
        textDidChangeProgrammatically()
    }

    /// `textAlignment`'s `didSet`: the text takes the new alignment.
    func textAlignmentDidChange() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        restyleText(.paragraphStyle, paragraph)
    }

    // MARK: Internal state changes

    /// The text changed through the API: the look and the layout follow; no events.
    private func textDidChangeProgrammatically() {
        secureTextWasEdited = false
        invalidateTextLayout()
        if isEditing { delegate?.textFieldDidChangeSelection(self) }
    }

    /// Sets `key` over all the text (a property set after the text, as iOS applies it).
    private func restyleText(_ key: NSAttributedString.Key, _ value: Any) {
        editingBuffer.restyle(key, value, emptyAttributes: defaultTextAttributes)
        invalidateTextLayout()
    }

    func invalidateTextLayout() {
        cachedLayout = nil
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        if isEditing { updateCaret(restart: true) }
    }

    func textGeometryDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
    }

    /// The laid-out text as shown (bullets for secure entry).
    var textLayout: TextLayout {
        if let cachedLayout { return cachedLayout }
        let shown = shownText
        let (runs, paragraph) = StringDrawing.runs(of: shown)
        let layout = TextLayout(string: shown.string, runs: runs, paragraph: paragraph, singleLine: true)
        cachedLayout = layout
        return layout
    }

    /// The text as drawn: the field's look where the text has none; one bullet per UTF-16
    /// unit for secure entry (so offsets are the same in both).
    var shownText: NSAttributedString {
        let source = editingBuffer.text
        let shown = NSMutableAttributedString(string: isSecureTextEntry ? String(repeating: "•", count: source.length) : source.string)
        let whole = NSRange(location: 0, length: shown.length)
        guard whole.length > 0 else { return shown }
        source.enumerateAttributes(in: whole) { attributes, range, _ in
            var attributes = attributes
            if attributes[.font] == nil { attributes[.font] = storedFont }
            if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = storedTextColor }
            attributes[.paragraphStyle] = nil
            shown.setAttributes(attributes, range: range)
        }
        return shown
    }

    /// The attributes at the caret: those of the character before it, else the field's.
    var attributesAtCaret: [NSAttributedString.Key: Any] {
        let location = editingBuffer.selection.location
        guard hasStyledText, editingBuffer.length > 0 else { return defaultTextAttributes }
        return editingBuffer.text.attributes(at: max(0, min(location, editingBuffer.length) - 1), effectiveRange: nil)
    }
}
