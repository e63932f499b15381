import Foundation

/// A class that makes a view controller again at launch from its restoration identifier
/// path (the identifiers of it and its parents, root first) and its saved state, when the
/// app does not make it itself. A controller names it in `restorationClass`.
@preconcurrency @MainActor
public protocol UIViewControllerRestoration: AnyObject {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}
