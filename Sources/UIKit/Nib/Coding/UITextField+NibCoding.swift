import Foundation

extension UITextField {
    /// A text field's Interface Builder attributes: text, placeholder, look, overlays' modes,
    /// font sizing and the text input traits.
    func decodeTextFieldAttributes(_ nib: UINibDecoder) {
        if let font = nib.font("fontDescription") ?? nib.font("font") { self.font = font }
        if let color = nib.color("textColor") { textColor = color }
        if let alignment = nib.enumeration("textAlignment", IBValue.textAlignment) { textAlignment = alignment }
        if let style = nib.enumeration("borderStyle", { ["none": BorderStyle.none, "line": .line, "bezel": .bezel,
                                                         "roundedRect": .roundedRect][$0] }) {
            borderStyle = style
        }
        if let mode = nib.enumeration("clearButtonMode", { Self.viewModeNames[$0] }) { clearButtonMode = mode }
        clearsOnBeginEditing = nib.bool("clearsOnBeginEditing", default: false)
        adjustsFontSizeToFitWidth = nib.bool("adjustsFontSizeToFit", default: false)
        adjustsFontForContentSizeCategory = nib.bool("adjustsFontForContentSizeCategory", default: false)
        if let size = nib.number("minimumFontSize"), size >= 0 { minimumFontSize = CGFloat(size) }
        if let image = nib.image("background") { background = image }
        if let image = nib.image("disabledBackground") { disabledBackground = image }
        if let placeholder = nib.string("placeholder") ?? nib.text("placeholder") { self.placeholder = placeholder }
        if let text = nib.string("text") ?? nib.text("text") { self.text = text }
        nib.decodeTextInputTraits(into: self)
    }

    static let viewModeNames: [String: ViewMode] = [
        "never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always,
    ]

    func setTextFieldValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "text": text = value as? String
        case "placeholder": placeholder = value as? String
        case "attributedText": attributedText = value as? NSAttributedString
        case "attributedPlaceholder": attributedPlaceholder = value as? NSAttributedString
        case "font": font = value as? UIFont
        case "textColor": textColor = value as? UIColor
        case "textAlignment": textAlignment = NSTextAlignment(rawValue: (value as? NSNumber)?.intValue ?? 4) ?? .natural
        case "borderStyle": borderStyle = BorderStyle(rawValue: (value as? NSNumber)?.intValue ?? 0) ?? .none
        case "clearButtonMode": clearButtonMode = ViewMode(rawValue: (value as? NSNumber)?.intValue ?? 0) ?? .never
        case "secureTextEntry", "isSecureTextEntry": isSecureTextEntry = (value as? NSNumber)?.boolValue ?? false
        default: return false
        }
        return true
    }
}
