/// Objects that carry an identifier for UI tests (`accessibilityIdentifier`), which assistive
/// apps never read: views, accessibility elements.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
extension UIAccessibilityElement: UIAccessibilityIdentification {}
