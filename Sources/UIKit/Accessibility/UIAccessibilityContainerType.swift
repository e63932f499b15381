/// What kind of container an object is, so an assistive app can describe it ("table",
/// "list", "landmark") and navigate it as a whole.
public enum UIAccessibilityContainerType: Int, Sendable {
    /// Not a container assistive apps describe.
    case none = 0
    /// A table of data in rows and columns.
    case dataTable = 1
    /// An ordered list.
    case list = 2
    /// A landmark region of the screen.
    case landmark = 3
    /// A group of related elements (iOS 13).
    case semanticGroup = 4
}
