extension UITextField {
    /// Why editing ended, as `textFieldDidEndEditing(_:reason:)` is told.
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
        case cancelled = 1
    }
}
