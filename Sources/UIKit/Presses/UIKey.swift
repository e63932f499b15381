import Foundation

/// A key on a hardware keyboard: what it types and where it is.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The text the key produces with the modifiers held.
    public let characters: String
    /// The text the key produces without modifiers.
    public let charactersIgnoringModifiers: String
    public let keyCode: UIKeyboardHIDUsage
    public let modifierFlags: UIKeyModifierFlags

    package init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
                 modifierFlags: UIKeyModifierFlags) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        super.init()
    }
}
