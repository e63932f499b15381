import Foundation

extension UIControl {
    /// A control's state and content alignment.
    func decodeControlAttributes(_ nib: UINibDecoder) {
        isEnabled = nib.bool("enabled", default: true)
        isSelected = nib.bool("selected", default: false)
        isHighlighted = nib.bool("highlighted", default: false)
        if let a = nib.enumeration("contentHorizontalAlignment", IBValue.contentHorizontalAlignment) { contentHorizontalAlignment = a }
        if let a = nib.enumeration("contentVerticalAlignment", IBValue.contentVerticalAlignment) { contentVerticalAlignment = a }
    }

    func setControlValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "enabled", "isEnabled": isEnabled = (value as? NSNumber)?.boolValue ?? false
        case "selected", "isSelected": isSelected = (value as? NSNumber)?.boolValue ?? false
        case "highlighted", "isHighlighted": isHighlighted = (value as? NSNumber)?.boolValue ?? false
        default: return false
        }
        return true
    }
}
