// A search bar's text input traits are its field's: setting one on the bar sets the field's.
extension UISearchBar: UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType } set { searchTextField.autocapitalizationType = newValue }
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType } set { searchTextField.autocorrectionType = newValue }
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType } set { searchTextField.spellCheckingType = newValue }
    }
    public var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType } set { searchTextField.smartQuotesType = newValue }
    }
    public var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType } set { searchTextField.smartDashesType = newValue }
    }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType } set { searchTextField.smartInsertDeleteType = newValue }
    }
    public var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType } set { searchTextField.keyboardType = newValue }
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance } set { searchTextField.keyboardAppearance = newValue }
    }
    public var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType } set { searchTextField.returnKeyType = newValue }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically } set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    public var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry } set { searchTextField.isSecureTextEntry = newValue }
    }
    public var textContentType: UITextContentType! {
        get { searchTextField.textContentType } set { searchTextField.textContentType = newValue }
    }
}
