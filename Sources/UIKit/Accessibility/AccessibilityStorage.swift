import CoreGraphics
import Foundation

/// The accessibility settings code gave one object. Made on the first setter: most views never
/// get any and read their class's defaults (`AccessibilityDefaults`), so they pay one pointer.
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var language: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var identifier: String?
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType = .none
    var customActions: [UIAccessibilityCustomAction]?
    /// Elements a standard control makes for its parts (segments, stepper halves), kept so
    /// assistive apps see the same objects on every read.
    var partElements: [UIAccessibilityElement] = []
}

extension UIResponder {
    /// The settings of this responder, made on first use.
    var accessibilityStorage: AccessibilityStorage {
        if let storage = _accessibility { return storage }
        let storage = AccessibilityStorage()
        _accessibility = storage
        return storage
    }
}
