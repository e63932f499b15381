import CoreGraphics

extension NibSegues {
    /// What the segue object's `perform()` does for a storyboard kind; nil for a custom
    /// segue, whose subclass does it.
    static func transition(for template: Template, sender: Any?) -> UIStoryboardSegue.Transition? {
        let animates = template.animates
        switch template.kind {
        case .show:
            return { segue in withAnimations(animates) { segue.source.show(segue.destination, sender: sender) } }
        case .showDetail:
            return { segue in withAnimations(animates) { segue.source.showDetailViewController(segue.destination, sender: sender) } }
        case .presentation, .popoverPresentation:
            return { segue in segue.source.present(segue.destination, animated: animates) }
        case .unwind:
            return unwindTransition(animated: animates)
        case .custom, .embed, .relationship, .unknown:
            return nil
        }
    }

    /// `animates="NO"` on a show segue: the container (or the modal fallback) shows it at once.
    private static func withAnimations(_ animates: Bool, _ body: () -> Void) {
        if animates { body() } else { UIView.performWithoutAnimation(body) }
    }

    /// What a presentation or popover segue sets on its destination before
    /// `prepare(for:sender:)`, as UIKit's segue templates do, so `prepare` sees the popover's
    /// presentation controller (to set its delegate) and may change the style.
    static func configure(_ destination: UIViewController, for template: Template, anchor: UIView?) {
        switch template.kind {
        case .presentation:
            if let style = template.presentationStyle { destination.modalPresentationStyle = style }
            if let style = template.transitionStyle { destination.modalTransitionStyle = style }
        case .popoverPresentation:
            destination.modalPresentationStyle = .popover
            if let popover = destination.popoverPresentationController {
                popover.sourceView = anchor
                popover.sourceRect = anchor?.bounds ?? .zero
                popover.permittedArrowDirections = template.permittedArrowDirections
            }
        case .show, .showDetail, .custom, .embed, .unwind, .relationship, .unknown:
            break
        }
    }

    /// An embed segue: the destination becomes the source's child and its view fills the
    /// container view, resizing with it.
    static func embedTransition(into container: UIView) -> UIStoryboardSegue.Transition {
        { [weak container] segue in
            guard let container else { return }
            let parent = segue.source, child = segue.destination
            parent.addChild(child)
            guard child._parent === parent else { return }
            let view: UIView = child.view
            view.frame = container.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(view)
            child.didMove(toParent: parent)
        }
    }

    /// An unwind segue's visual part, after the destination's action ran: each container
    /// above the destination brings it forward (`unwind(for:towards:)`, outermost first),
    /// then the controllers presented above it are dismissed.
    static func unwindTransition(animated: Bool) -> UIStoryboardSegue.Transition {
        { segue in
            let destination = segue.destination
            var path: [(container: UIViewController, child: UIViewController)] = []
            var child = destination
            while let parent = child._parent, path.count < 100_000 {
                path.append((parent, child))
                child = parent
            }
            for step in path.reversed() { step.container.unwind(for: segue, towards: step.child) }
            if destination.presentedViewController != nil { destination.dismiss(animated: animated) }
        }
    }
}
