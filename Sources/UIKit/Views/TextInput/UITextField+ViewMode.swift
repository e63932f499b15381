extension UITextField {
    /// When an overlay view (the clear button, the left and right views) shows.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }
}
