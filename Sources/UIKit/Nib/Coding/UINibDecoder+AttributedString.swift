import Foundation

extension UINibDecoder {
    /// An `<attributedString>` (a label's or text view's `attributedText`, a button state's
    /// `attributedTitle`): each fragment with its font, colors, kern, underline and
    /// strikethrough; the first fragment's paragraph style applies to all of the
    /// text, as string drawing applies it. Nil (with the load failing) when a value is bad.
    func attributedString(_ element: IBElement) -> NSAttributedString? {
        let text = NSMutableAttributedString(string: "")
        do {
            for fragment in element.children(named: "fragment") {
                let content = fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
                var attributes: [NSAttributedString.Key: Any] = [:]
                if let values = fragment.child("attributes") {
                    if let font = values.child(key: "NSFont") { attributes[.font] = try IBValue.font(font, in: context) }
                    if let color = values.child(key: "NSColor"), let value = try IBValue.color(color, in: context) {
                        attributes[.foregroundColor] = value
                    }
                    // Line styles and kern are `<integer>`/`<real>` values, their colors `<color>`s.
                    for key in [NSAttributedString.Key.underlineStyle, .strikethroughStyle, .kern] {
                        if let value = values.child(key: key.rawValue)?["value"].flatMap(Double.init) { attributes[key] = value }
                    }
                    for key in [NSAttributedString.Key.underlineColor, .strikethroughColor, .backgroundColor] {
                        if let color = values.child(key: key.rawValue), let value = try IBValue.color(color, in: context) {
                            attributes[key] = value
                        }
                    }
                    // The first fragment's paragraph style applies to all of the text.
                    if let style = values.child(key: "NSParagraphStyle"), text.length == 0 {
                        let paragraph = NSMutableParagraphStyle()
                        if let alignment = style["alignment"].flatMap(IBValue.textAlignment) { paragraph.alignment = alignment }
                        if let mode = style["lineBreakMode"].flatMap(IBValue.lineBreakMode) { paragraph.lineBreakMode = mode }
                        attributes[.paragraphStyle] = paragraph
                    }
                }
                text.append(NSAttributedString(string: content, attributes: attributes))
            }
        } catch {
            session.fail(error as? NibLoadingError ?? session.error(at: element, .invalidValue, "\(error)"))
            return nil
        }
        return text
    }
}
