import Foundation

extension UINibDecoder {
    /// The `<textInputTraits key="textInputTraits" …/>` child of a text field or text view:
    /// keyboard type, capitalization, correction, return key, secure entry, content type.
    /// A name this UIKit does not know is left at the default (IB adds names over the years).
    func decodeTextInputTraits(into traits: UITextInputTraits) {
        guard let e = child(key: "textInputTraits") else { return }
        func choice<T>(_ attribute: String, _ names: [String: T]) -> T? { e[attribute].flatMap { names[$0] } }
        let tristate: [String: Int] = ["default": 0, "no": 1, "yes": 2]
        if let v = choice("autocapitalizationType", ["none": UITextAutocapitalizationType.none, "words": .words,
                                                     "sentences": .sentences, "allCharacters": .allCharacters]) {
            traits.autocapitalizationType = v
        }
        if let v = choice("autocorrectionType", tristate).flatMap(UITextAutocorrectionType.init) { traits.autocorrectionType = v }
        if let v = choice("spellCheckingType", tristate).flatMap(UITextSpellCheckingType.init) { traits.spellCheckingType = v }
        if let v = choice("smartQuotesType", tristate).flatMap(UITextSmartQuotesType.init) { traits.smartQuotesType = v }
        if let v = choice("smartDashesType", tristate).flatMap(UITextSmartDashesType.init) { traits.smartDashesType = v }
        if let v = choice("smartInsertDeleteType", tristate).flatMap(UITextSmartInsertDeleteType.init) { traits.smartInsertDeleteType = v }
        if let v = choice("keyboardType", Self.keyboardTypes) { traits.keyboardType = v }
        if let v = choice("keyboardAppearance", ["default": UIKeyboardAppearance.default, "alert": .dark, "dark": .dark,
                                                 "light": .light]) {
            traits.keyboardAppearance = v
        }
        if let v = choice("returnKeyType", Self.returnKeyTypes) { traits.returnKeyType = v }
        if e["enablesReturnKeyAutomatically"] == "YES" { traits.enablesReturnKeyAutomatically = true }
        if e["secureTextEntry"] == "YES" { traits.isSecureTextEntry = true }
        if let type = e["textContentType"], !type.isEmpty { traits.textContentType = UITextContentType(rawValue: type) }
    }

    private static let keyboardTypes: [String: UIKeyboardType] = [
        "default": .default, "alphabet": .asciiCapable, "asciiCapable": .asciiCapable,
        "numbersAndPunctuation": .numbersAndPunctuation, "URL": .URL, "numberPad": .numberPad, "phonePad": .phonePad,
        "namePhonePad": .namePhonePad, "emailAddress": .emailAddress, "decimalPad": .decimalPad, "twitter": .twitter,
        "webSearch": .webSearch, "asciiCapableNumberPad": .asciiCapableNumberPad,
    ]

    private static let returnKeyTypes: [String: UIReturnKeyType] = [
        "default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route,
        "search": .search, "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall,
        "continue": .continue,
    ]
}
