import Foundation

extension UITextView {
    /// A text view's Interface Builder attributes: text (plain or attributed), font, color,
    /// alignment, editable/selectable and the text input traits.
    func decodeTextViewAttributes(_ nib: UINibDecoder) {
        if let font = nib.font("fontDescription") ?? nib.font("font") { self.font = font }
        if let color = nib.color("textColor") { textColor = color }
        if let alignment = nib.enumeration("textAlignment", IBValue.textAlignment) { textAlignment = alignment }
        isEditable = nib.bool("editable", default: true)
        isSelectable = nib.bool("selectable", default: true)
        adjustsFontForContentSizeCategory = nib.bool("adjustsFontForContentSizeCategory", default: false)
        if let text = nib.string("text") ?? nib.text("text") { self.text = text }
        if let attributed = nib.child(key: "attributedText"), attributed.name == "attributedString",
           let decoded = nib.attributedString(attributed) {
            attributedText = decoded
        }
        nib.decodeTextInputTraits(into: self)
    }
}
