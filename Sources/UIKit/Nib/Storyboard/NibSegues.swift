import Foundation

/// Storyboard segues. Only custom segues (a `UIStoryboardSegue` subclass) can run here: the
/// others need navigation and presentation controllers this UIKit does not provide yet, and
/// performing one stops with a message naming it rather than doing nothing.
@MainActor
package enum NibSegues {
    package struct Template {
        let identifier: String?
        let kind: String
        let destination: String?
        let customClass: String?
        let customModule: String?
        let location: String
    }

    /// The segues of a controller's scene: its own and those its controls and recognizers
    /// trigger, since `performSegue(withIdentifier:sender:)` on iOS finds either.
    /// Found once per document: every instantiation of the scene reuses them.
    static func templates(of controller: IBElement, file: String) -> [Template] {
        if let decoded = controller.decoded as? IBElement.Decoded<[Template]> { return decoded.value }
        var found: [Template] = []
        var stack = [controller]
        while let element = stack.popLast() {
            for child in element.children.reversed() {
                if child.name == "connections" {
                    found += child.children(named: "segue").map { template($0, file: file) }
                } else {
                    stack.append(child)
                }
            }
        }
        controller.decoded = IBElement.Decoded(found)
        return found
    }

    static func template(_ e: IBElement, file: String) -> Template {
        Template(identifier: e["identifier"], kind: e["kind"] ?? "custom", destination: e["destination"],
                 customClass: e["customClass"], customModule: e["customModule"], location: "\(file):\(e.line)")
    }

    /// A segue a control or recognizer triggers: performed when the control's action fires.
    static func record(_ connection: IBElement, from source: AnyObject, in session: NibLoadingSession) {
        guard !(source is UIViewController) else { return }
        let template = template(connection, file: session.file)
        let fire: @MainActor (AnyObject) -> Void = { sender in
            let controller = (sender as? UIResponder).flatMap(owningController) ?? (sender as? UIGestureRecognizer)?.view.flatMap(owningController)
            guard let controller else { unsupported(template, "its source has no view controller") }
            controller.perform(template, sender: sender)
        }
        switch source {
        case let control as UIControl:
            control.addAction(UIAction { [weak control] _ in if let control { fire(control) } }, for: .primaryActionTriggered)
        case let recognizer as UIGestureRecognizer:
            recognizer.addNibHandler { fire($0) }
        default:
            session.fail(session.error(at: connection, .unsupportedFeature, "segues triggered by \(type(of: source)) are not supported"))
        }
    }

    private static func owningController(_ responder: UIResponder) -> UIViewController? {
        var current: UIResponder? = responder
        var steps = 0
        while let r = current, steps < 100_000 {
            if let controller = r as? UIViewController { return controller }
            current = r.next
            steps += 1
        }
        return nil
    }

    static func unsupported(_ template: Template, _ why: String) -> Never {
        preconditionFailure("Storyboard segue \(template.identifier.map { "'\($0)' " } ?? "")of kind '\(template.kind)' (\(template.location)) cannot be performed: \(why)")
    }
}

extension UIViewController {
    /// Performs a custom segue: the destination is instantiated from the storyboard, the
    /// segue object made from its class, `prepare(for:sender:)` called, then `perform()`.
    func perform(_ template: NibSegues.Template, sender: Any?) {
        guard template.kind == "custom" else {
            NibSegues.unsupported(template, "'\(template.kind)' segues need navigation or presentation controllers, which are not available yet")
        }
        guard let storyboard else { NibSegues.unsupported(template, "the view controller was not loaded from a storyboard") }
        guard let destinationID = template.destination, let destination = storyboard.instantiateViewController(elementID: destinationID) else {
            NibSegues.unsupported(template, "its destination is not a view controller in the storyboard")
        }
        let segueClass = template.customClass.flatMap { NibClassResolver.lookUp($0, module: template.customModule) as? UIStoryboardSegue.Type }
            ?? UIStoryboardSegue.self
        let segue = segueClass.init(identifier: template.identifier, source: self, destination: destination)
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}
