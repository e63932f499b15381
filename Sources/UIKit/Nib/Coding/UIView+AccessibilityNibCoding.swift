import Foundation

/// Interface Builder's Accessibility inspector: `<accessibility key="accessibilityConfiguration"
/// label="…" hint="…" identifier="…">` holding `<accessibilityTraits key="traits" button="YES"…/>`
/// and `<bool key="isElement" value="YES"/>`. IB writes only what was changed, so a view keeps
/// its class's defaults for the rest.
extension UIView {
    /// The traits by the attribute names IB gives them.
    private static let nibTraits: [String: UIAccessibilityTraits] = [
        "none": .none, "button": .button, "link": .link, "image": .image, "selected": .selected,
        "playsSound": .playsSound, "keyboardKey": .keyboardKey, "staticText": .staticText,
        "summaryElement": .summaryElement, "notEnabled": .notEnabled, "updatesFrequently": .updatesFrequently,
        "searchField": .searchField, "startsMediaSession": .startsMediaSession, "adjustable": .adjustable,
        "allowsDirectInteraction": .allowsDirectInteraction, "causesPageTurn": .causesPageTurn,
        "header": .header, "tabBar": .tabBar, "supportsZoom": .supportsZoom, "toggleButton": .toggleButton,
    ]

    func decodeAccessibility(_ nib: UINibDecoder) {
        guard let configuration = nib.element.child("accessibility", key: "accessibilityConfiguration") else { return }
        if let label = configuration["label"] { accessibilityLabel = label }
        if let hint = configuration["hint"] { accessibilityHint = hint }
        if let value = configuration["value"] { accessibilityValue = value }
        if let identifier = configuration["identifier"] { accessibilityIdentifier = identifier }
        if let language = configuration["language"] { accessibilityLanguage = language }
        if let isElement = configuration.child("bool", key: "isElement")?["value"] { isAccessibilityElement = isElement == "YES" }
        if let element = configuration.child("accessibilityTraits", key: "traits") {
            var traits: UIAccessibilityTraits = .none
            for (name, value) in element.attributes where name != "key" && value == "YES" {
                guard let trait = Self.nibTraits[name] else {
                    nib.session.warn("the accessibility trait \"\(name)\" (line \(element.line)) is not known; skipped")
                    continue
                }
                traits.insert(trait)
            }
            accessibilityTraits = traits
        }
    }

    /// The accessibility keys of user-defined runtime attributes (and key-value coding).
    func setAccessibilityValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "isAccessibilityElement": isAccessibilityElement = (value as? NSNumber)?.boolValue ?? false
        case "accessibilityLabel": accessibilityLabel = value as? String
        case "accessibilityHint": accessibilityHint = value as? String
        case "accessibilityValue": accessibilityValue = value as? String
        case "accessibilityIdentifier": accessibilityIdentifier = value as? String
        case "accessibilityLanguage": accessibilityLanguage = value as? String
        case "accessibilityElementsHidden": accessibilityElementsHidden = (value as? NSNumber)?.boolValue ?? false
        case "accessibilityViewIsModal": accessibilityViewIsModal = (value as? NSNumber)?.boolValue ?? false
        case "shouldGroupAccessibilityChildren": shouldGroupAccessibilityChildren = (value as? NSNumber)?.boolValue ?? false
        default: return false
        }
        return true
    }
}
