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
    /// The objects the controller's own description made (its navigation item with its bar
    /// button items and title view, its toolbar and tab bar items), by id, so the view's
    /// outlets and actions can reach them: they exist before the view loads.
    var controllerObjects: [String: AnyObject] = [:]
    /// The scene's other top-level objects once the view has loaded (a cell or view outside
    /// the view hierarchy, a gesture recognizer): the controller keeps them alive, as iOS
    /// does, so weak outlets to them hold.
    var keptObjects: [AnyObject] = []

    /// Creates the view and the scene's other objects, connects the controller's outlets and
    /// actions, installs the constraints and wakes what it made; then runs the embed segues of
    /// its container views (before `viewDidLoad()`, as on iOS).
    func loadView(into controller: UIViewController) throws {
        let session = NibLoadingSession(document: document, bundle: bundle, options: options)
        var kept: [AnyObject] = []
        let embeds = try session.run { () -> [NibSegues.Embed] in
            if let id = self.controller.id { session.bind(id, to: controller) }
            for (id, object) in controllerObjects { session.register(object, for: id) }
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
                    guard let object = session.instantiate(other) else { return [] }
                    kept.append(object)
                }
            }
            if let list = self.controller.child("connections") { session.addConnections(list, from: controller) }
            session.finish()
            guard session.failure == nil else { return [] }
            controller.view = view
            return session.embeds
        }
        controller.nibViewTemplate?.keptObjects = kept
        controller.performEmbedSegues(embeds, onCanvas: options.canvas)
    }
}
