import Foundation

/// Guards storyboard scenes against containing themselves. A controller's relationship
/// children are made while it is made, and an embed segue's child while its parent's view
/// loads: a navigation controller whose root is itself, or A embedding B embedding A, would
/// otherwise recurse until the stack runs out. Scenes are told apart by file and element id,
/// so a cycle through storyboard references in other files is found too.
@MainActor
enum StoryboardInstantiation {
    struct Scene: Equatable {
        let file: String
        let id: String
        /// How messages name the scene: its class and id.
        let label: String

        init(file: String, element: IBElement) {
            self.file = file
            id = element.id ?? ""
            label = "\(element["customClass"] ?? element.name) \"\(id)\" in \(file)"
        }
    }

    private static var loads: NibLoadingSession.Loads { NibLoadingSession.loads }

    /// Runs `body`, which makes the scene's controller (and, through it, its relationship
    /// children); a scene already being made further out is a relationship cycle.
    static func guarding<T>(file: String, element: IBElement, _ body: () throws -> T) throws -> T {
        let scene = Scene(file: file, element: element)
        if let start = loads.scenesBeingMade.firstIndex(of: scene) {
            throw cycle(loads.scenesBeingMade[start...] + [scene], at: element, file: file, kind: "relationship segues")
        }
        loads.scenesBeingMade.append(scene)
        defer { loads.scenesBeingMade.removeLast() }
        return try body()
    }

    /// Runs `body`, which performs the embed segues of `controller`'s scene.
    static func embedding<T>(_ controller: UIViewController, _ body: () throws -> T) rethrows -> T {
        guard let scene = scene(of: controller) else { return try body() }
        loads.scenesEmbedding.append(scene)
        defer { loads.scenesEmbedding.removeLast() }
        return try body()
    }

    /// Why `child` may not be embedded: its scene is already embedding, further out.
    static func embedCycle(embedding child: UIViewController, template: NibSegues.Template) -> NibLoadingError? {
        guard let scene = scene(of: child), let start = loads.scenesEmbedding.firstIndex(of: scene) else { return nil }
        let path = (loads.scenesEmbedding[start...] + [scene]).map(\.label).joined(separator: " → ")
        return NibSegues.error(template, .cyclicReference, "embedding it would embed a scene in itself: \(path)")
    }

    private static func scene(of controller: UIViewController) -> Scene? {
        guard let template = controller.nibViewTemplate else { return nil }
        return Scene(file: template.document.file, element: template.controller)
    }

    private static func cycle(_ path: ArraySlice<Scene>, at element: IBElement, file: String, kind: String) -> NibLoadingError {
        NibLoadingError(file: file, at: element, reason: .cyclicReference,
                        "the scene contains itself through its \(kind): \(path.map(\.label).joined(separator: " → "))")
    }
}
