import Foundation
internal import RuntimeSupport

/// A view's restoration identifier, kept beside the view (few views have one).
extension UIView {
    private static var restorationIdentifiers = SideTable<UIView, String>()

    /// The name under which the view's state (`encodeRestorableState(with:)`) is saved; a
    /// view is saved only when it has one and so does the view controller it belongs to.
    public var restorationIdentifier: String? {
        get { Self.restorationIdentifiers[self] }
        set {
            MainThreadChecker.check("UIView.restorationIdentifier setter")
            Self.restorationIdentifiers[self] = newValue
        }
    }
}
