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
        adjustsFontSizeToFitWidth = nib.bool("adjustsFontSizeToFit", default: false)
        adjustsFontForContentSizeCategory = nib.bool("adjustsFontForContentSizeCategory", default: false)
        if let factor = nib.number("minimumScaleFactor"), (0...1).contains(factor) {
            minimumScaleFactor = CGFloat(factor)
        } else if let size = nib.number("minimumFontSize"), size > 0, let font, font.pointSize > 0 {
            // Files from before iOS 6 give the smallest size in points.
            minimumScaleFactor = min(1, CGFloat(size) / font.pointSize)
        }
        if let adjustment = nib.enumeration("baselineAdjustment", { ["alignBaselines": UIBaselineAdjustment.alignBaselines,
                                                                     "alignCenters": .alignCenters, "none": .none][$0] }) {
            baselineAdjustment = adjustment
        }
        if let color = nib.color("highlightedColor") { highlightedTextColor = color }
        isHighlighted = nib.bool("highlighted", default: false)
        isEnabled = nib.bool("enabled", default: true)
        if nib.bool("allowsDefaultTighteningForTruncation", default: false) { allowsDefaultTighteningForTruncation = true }
        if let attributed = nib.child(key: "attributedText"), attributed.name == "attributedString" {
            if let decoded = nib.attributedString(attributed) { attributedText = decoded }
        }
    }

    func setLabelValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "text": text = value as? String
        case "attributedText": attributedText = value as? NSAttributedString
        case "adjustsFontSizeToFitWidth": adjustsFontSizeToFitWidth = (value as? NSNumber)?.boolValue ?? false
        case "adjustsFontForContentSizeCategory": adjustsFontForContentSizeCategory = (value as? NSNumber)?.boolValue ?? false
        case "minimumScaleFactor": minimumScaleFactor = CGFloat((value as? NSNumber)?.doubleValue ?? 0)
        case "highlightedTextColor": highlightedTextColor = value as? UIColor
        case "textColor": textColor = value as? UIColor ?? .black
        case "font": font = value as? UIFont ?? UIFont.systemFont(ofSize: 17)
        case "numberOfLines": numberOfLines = (value as? NSNumber)?.intValue ?? 1
        case "textAlignment": textAlignment = NSTextAlignment(rawValue: (value as? NSNumber)?.intValue ?? 4) ?? .natural
        default: return false
        }
        return true
    }
}
