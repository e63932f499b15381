import Foundation

extension UIViewController {
    /// The views whose state is saved with the controller: those in its view's tree with a
    /// `restorationIdentifier`, not crossing into the views of other controllers. The first
    /// of two views with one identifier is taken (`duplicate` hears of the second).
    func restorableViews(duplicate: (String) -> Void = { _ in }) -> [(String, UIView)] {
        guard let root = viewIfLoaded else { return [] }
        var found: [(String, UIView)] = []
        var seen: Set<String> = []
        var stack = [root]
        while let view = stack.popLast() {
            if let identifier = view.restorationIdentifier {
                if seen.insert(identifier).inserted { found.append((identifier, view)) } else { duplicate(identifier) }
            }
            stack.append(contentsOf: view.subviews.reversed().filter { $0._viewController == nil })
        }
        return found
    }
}
