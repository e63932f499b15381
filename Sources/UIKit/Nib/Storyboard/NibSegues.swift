import Foundation

/// Storyboard segues: read from a scene, wired to the controls and cells that trigger them,
/// and made into `UIStoryboardSegue` objects when they run. Relationship segues are not
/// performed: the storyboard follows them while it makes their container
/// (UIStoryboard+Relationships.swift); performing one stops with a message naming it.
@MainActor
package enum NibSegues {
    /// The segues a controller's scene starts, and the anchors of its popover segues.
    struct ControllerSegues {
        var templates: [Template] = []
        /// The views the controller's own popover segues point at, by segue id, once its view
        /// loaded (held weakly: the view hierarchy owns them).
        var anchors: [String: WeakAnchor] = [:]
    }

    struct WeakAnchor {
        weak var view: UIView?
    }

    /// A container view and the embed segue that fills it, noted while a controller's view
    /// loads and performed once it has loaded.
    struct Embed {
        let container: UIView
        let template: Template
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
                    found += child.children(named: "segue").map { Template($0, file: file) }
                } else {
                    stack.append(child)
                }
            }
        }
        controller.decoded = IBElement.Decoded(found)
        return found
    }

    /// A segue in a connection list: a controller's own (performed by identifier) keeps its
    /// popover anchor; a container view's embed segue runs once the view has loaded; a
    /// control's or recognizer's runs when its action fires; a cell's when its row is selected
    /// or its accessory tapped.
    static func record(_ connection: IBElement, from source: AnyObject, in session: NibLoadingSession) {
        let template = Template(connection, file: session.file)
        let anchor = template.anchorViewID.flatMap { session.object(for: $0) as? UIView }
        if let controller = source as? UIViewController {
            if let id = template.elementID, let anchor { controller.segues.anchors[id] = WeakAnchor(view: anchor) }
            return
        }
        if template.kind == .embed {
            guard let container = source as? UIView else {
                session.fail(session.error(at: connection, .invalidValue, "an embed segue must start at a container view, not a \(type(of: source))"))
                return
            }
            session.embeds.append(Embed(container: container, template: template))
            return
        }
        let fire: @MainActor (AnyObject) -> Void = { [weak anchor] sender in
            let view = sender as? UIView ?? (sender as? UIGestureRecognizer)?.view
            guard let controller = view.flatMap(owningController) else {
                fail(template, .unsupportedFeature, "its source has no view controller")
                return
            }
            controller.performTriggeredSegue(template, sender: sender, anchor: anchor ?? view)
        }
        switch source {
        case let cell as UITableViewCell:
            if let segue = cellSegue(connection, template: template, in: session) { cell.storyboardSegues.append(segue) }
        case let cell as UICollectionViewCell:
            if let segue = cellSegue(connection, template: template, in: session) { cell.storyboardSegues.append(segue) }
        case let control as UIControl:
            control.addAction(UIAction { [weak control] _ in if let control { fire(control) } }, for: .primaryActionTriggered)
        case let recognizer as UIGestureRecognizer:
            recognizer.addNibHandler { fire($0) }
        case let item as UIBarButtonItem:
            item.triggeredSegues.append { item in
                guard let controller = item.owningController else {
                    fail(template, .unsupportedFeature, "its bar button item is in no controller's bar")
                    return
                }
                controller.performTriggeredSegue(template, sender: item, anchor: item.shownView)
            }
        default:
            session.fail(session.error(at: connection, .unsupportedFeature, "segues triggered by \(type(of: source)) are not supported"))
        }
    }

    static func owningController(_ responder: UIResponder) -> UIViewController? {
        var current: UIResponder? = responder
        var steps = 0
        while let r = current, steps < 100_000 {
            if let controller = r as? UIViewController { return controller }
            current = r.next
            steps += 1
        }
        return nil
    }

    /// The segue object for `template`: its custom class (made through the required
    /// initializer, as UIKit does) or `UIStoryboardSegue`, doing the kind's transition when
    /// performed; nil (with the failure raised) when the class cannot be found.
    static func segue(for template: Template, source: UIViewController, destination: UIViewController,
                      transition: UIStoryboardSegue.Transition?) -> UIStoryboardSegue? {
        var segueClass: UIStoryboardSegue.Type = UIStoryboardSegue.self
        if let name = template.customClass, !name.isEmpty {
            let found: AnyClass? = NibClassResolver.lookUp(name, module: template.customModule)
                ?? (template.customModuleProvider == "target" ? SceneClassLookup.appModule.flatMap { NibClassResolver.lookUp(name, module: $0) } : nil)
            guard let type = found as? UIStoryboardSegue.Type else {
                fail(template, .invalidClass, found == nil ? "Could not find a segue class named '\(name)'"
                     : "'\(name)' is not a subclass of UIStoryboardSegue")
                return nil
            }
            segueClass = type
        }
        let segue = segueClass.init(identifier: template.identifier, source: source, destination: destination)
        segue.transition = transition
        return segue
    }

    /// Stops with the message, as UIKit raises, unless `UINib.throwingErrors` collects it;
    /// nothing of the segue has happened yet when this is called.
    static func fail(_ template: Template, _ reason: NibLoadingError.Reason, _ why: String) {
        NibLoadingFailure.raise(error(template, reason, why), fallback: ())
    }

    /// Why the segue cannot be performed, at its element.
    static func error(_ template: Template, _ reason: NibLoadingError.Reason, _ why: String) -> NibLoadingError {
        NibLoadingError(file: template.file, element: "<segue>", line: template.line, reason: reason,
                        "Storyboard segue \(template.name) cannot be performed: \(why)")
    }
}
