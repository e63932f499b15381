import Foundation

extension UIViewController {
    /// The controller tree from here, as UIKit's debugging `_printHierarchy` prints it: each
    /// controller with its appearance state and view, its children and presented controller
    /// indented by `   | `. Snapshot strategies (`.hierarchy`) record it.
    package func hierarchyDescription() -> String {
        var lines: [String] = []
        var stack: [(UIViewController, Int)] = [(self, 0)]
        while let (controller, depth) = stack.popLast() {
            lines.append(String(repeating: "   | ", count: depth) + controller.hierarchyLine)
            var below = controller.children
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                below.append(presented)
            }
            for child in below.reversed() { stack.append((child, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }

    private var hierarchyLine: String {
        let state: String
        switch appearance.phase {
        case .appeared: state = "appeared"
        case .appearing: state = "appearing"
        case .disappeared: state = "disappeared"
        case .disappearing: state = "disappearing"
        }
        let shown: String
        if let view = viewIfLoaded {
            shown = "<\(RuntimeClassName.of(view)): \(objectAddress(view))>" + (view.window == nil ? " not in the window" : "")
        } else {
            shown = "(view not loaded)"
        }
        return "<\(RuntimeClassName.of(self)): \(objectAddress(self))>, state: \(state), view: \(shown)"
    }
}
