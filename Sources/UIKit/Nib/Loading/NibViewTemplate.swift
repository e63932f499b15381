import Foundation

/// A view controller's view as a nib or storyboard scene describes it, kept by the controller
/// and instantiated when its view is first asked for, as iOS loads a scene's view lazily.
@MainActor
package struct NibViewTemplate {
    let document: IBDocument
    /// The `<viewController>` element.
    let controller: IBElement
    /// The `<objects>` list the controller is in (its scene's, in a storyboard).
    let scene: IBElement?
    let bundle: Bundle?
    let options: NibLoadingSession.Options

    /// Creates the view and the scene's other objects, connects the controller's outlets and
    /// actions, installs the constraints and wakes what it made; then runs the embed segues of
    /// its container views (before `viewDidLoad()`, as on iOS).
    func loadView(into controller: UIViewController) throws {
        let session = NibLoadingSession(document: document, bundle: bundle, options: options)
        let embeds = try session.run { () -> [NibSegues.Embed] in
            if let id = self.controller.id { session.bind(id, to: controller) }
            if let scene { session.bindPlaceholders(in: scene, owner: nil) }
            guard let element = self.controller.child(key: "view") else {
                session.fail(session.error(at: self.controller, .missingAttribute, "the view controller has no view"))
                return []
            }
            guard let view = session.instantiate(element) as? UIView else {
                if session.failure == nil {
                    session.fail(session.error(at: element, .invalidValue, "the view controller's view is not a view"))
                }
                return []
            }
            for guide in self.controller.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
                guard let id = guide.id else { continue }
                session.register(NibControllerLayoutGuide(view: view, isTop: guide["type"] != "bottom"), for: id)
            }
            if document.kind == .storyboard, let scene {
                // The Exit placeholder is where unwind segues point; it is no object.
                for other in scene.children where other.name != "placeholder" && other.name != "exit" && other !== self.controller {
                    guard session.instantiate(other) != nil else { return [] }
                }
            }
            if let list = self.controller.child("connections") { session.addConnections(list, from: controller) }
            session.finish()
            guard session.failure == nil else { return [] }
            controller.view = view
            return session.embeds
        }
        controller.performEmbedSegues(embeds, onCanvas: options.canvas)
    }
}
