import Foundation

extension NSLayoutConstraint {
    /// Runtime attributes and outlets on a constraint: its own `constant`, `identifier` and
    /// `priority`, then wrapped properties of a subclass.
    @MainActor
    func setNibValue(_ value: Any?, forKeyPath keyPath: String) {
        switch keyPath {
        case "constant": constant = CGFloat((value as? NSNumber)?.doubleValue ?? 0)
        case "identifier": identifier = value as? String
        case "priority": priority = UILayoutPriority((value as? NSNumber)?.floatValue ?? 1000)
        default: NibKeyValueCoding.setValue(value, forKey: keyPath, on: self)
        }
    }
}
