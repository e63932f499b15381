import Foundation

extension UILabel {
    /// A label's Interface Builder attributes. IB writes a missing text color as
    /// `<nil key="textColor"/>`, meaning the label's default color.
    func decodeLabelAttributes(_ nib: UINibDecoder) {
        if let text = nib.string("text") ?? nib.text("text") { self.text = text }
        if let font = nib.font("fontDescription") ?? nib.font("font") { self.font = font }
        if let color = nib.color("textColor") { textColor = color ?? .black }
        if let color = nib.color("shadowColor") { shadowColor = color }
        if let offset = nib.size("shadowOffset") { shadowOffset = offset }
        if let alignment = nib.enumeration("textAlignment", IBValue.textAlignment) { textAlignment = alignment }
        if let mode = nib.enumeration("lineBreakMode", IBValue.lineBreakMode) { lineBreakMode = mode }
        if let lines = nib.number("numberOfLines") {
            guard let value = Int(exactly: lines), value >= 0 else { return nib.fail(.invalidValue, "numberOfLines=\"\(lines)\" is not a whole number ≥ 0") }
            numberOfLines = value
        }
        if let width = nib.number("preferredMaxLayoutWidth") { preferredMaxLayoutWidth = CGFloat(max(0, width)) }
        if let attributed = nib.child(key: "attributedText"), attributed.name == "attributedString" {
            decodeAttributedText(attributed, nib)
        }
    }

    /// `attributedText` as plain text in the first fragment's font and color: the label
    /// draws one style of text.
    private func decodeAttributedText(_ element: IBElement, _ nib: UINibDecoder) {
        let fragments = element.children(named: "fragment")
        text = fragments.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
        guard let attributes = fragments.first?.child("attributes") else { return }
        do {
            if let font = attributes.child(key: "NSFont") { self.font = try IBValue.font(font, in: nib.context) }
            if let color = attributes.child(key: "NSColor") { textColor = try IBValue.color(color, in: nib.context) ?? .black }
        } catch {
            nib.session.fail(error as? NibLoadingError ?? nib.session.error(at: element, .invalidValue, "\(error)"))
        }
    }

    func setLabelValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "text": text = value as? String
        case "textColor": textColor = value as? UIColor ?? .black
        case "font": font = value as? UIFont ?? UIFont.systemFont(ofSize: 17)
        case "numberOfLines": numberOfLines = (value as? NSNumber)?.intValue ?? 1
        case "textAlignment": textAlignment = NSTextAlignment(rawValue: (value as? NSNumber)?.intValue ?? 4) ?? .natural
        default: return false
        }
        return true
    }
}
