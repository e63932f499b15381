extension UITextField {
    /// The border drawn around the field.
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }
}
