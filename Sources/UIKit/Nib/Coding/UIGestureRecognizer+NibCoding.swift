import Foundation

extension UIGestureRecognizer {
    /// The common settings, then each recognizer's own.
    func decodeRecognizerAttributes(_ nib: UINibDecoder) {
        isEnabled = nib.bool("enabled", default: true)
        cancelsTouchesInView = nib.bool("cancelsTouchesInView", default: true)
        delaysTouchesBegan = nib.bool("delaysTouchesBegan", default: false)
        delaysTouchesEnded = nib.bool("delaysTouchesEnded", default: true)
        func count(_ attribute: String) -> Int? {
            guard let n = nib.number(attribute) else { return nil }
            guard let value = Int(exactly: n), value >= 0, value <= 100 else {
                nib.fail(.invalidValue, "\(attribute)=\"\(n)\" is not a whole number of touches or taps")
                return nil
            }
            return value
        }
        switch self {
        case let tap as UITapGestureRecognizer:
            if let n = count("numberOfTapsRequired") { tap.numberOfTapsRequired = n }
            if let n = count("numberOfTouchesRequired") { tap.numberOfTouchesRequired = n }
        case let press as UILongPressGestureRecognizer:
            if let n = count("numberOfTapsRequired") { press.numberOfTapsRequired = n }
            if let n = count("numberOfTouchesRequired") { press.numberOfTouchesRequired = n }
            if let d = nib.number("minimumPressDuration") { press.minimumPressDuration = max(0, d) }
            if let d = nib.number("allowableMovement") { press.allowableMovement = CGFloat(max(0, d)) }
        case let swipe as UISwipeGestureRecognizer:
            if let n = count("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = n }
            if let d = nib.child(key: "direction") ?? nib.element.child("swipeGestureRecognizerDirection") {
                var direction: UISwipeGestureRecognizer.Direction = []
                if d["right"] == "YES" { direction.insert(.right) }
                if d["left"] == "YES" { direction.insert(.left) }
                if d["up"] == "YES" { direction.insert(.up) }
                if d["down"] == "YES" { direction.insert(.down) }
                swipe.direction = direction
            } else if let raw = nib.number("direction"), let bits = UInt(exactly: raw) {
                swipe.direction = UISwipeGestureRecognizer.Direction(rawValue: bits)
            }
        case let pan as UIPanGestureRecognizer:
            if let n = count("minimumNumberOfTouches") { pan.minimumNumberOfTouches = n }
            if let n = count("maximumNumberOfTouches") { pan.maximumNumberOfTouches = n }
        default:
            break
        }
    }

    func setRecognizerValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "delegate": return DelegateOutlets.set(value, forKey: key, on: self)
        case "enabled", "isEnabled": isEnabled = (value as? NSNumber)?.boolValue ?? false
        default: return false
        }
        return true
    }
}
