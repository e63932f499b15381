import Foundation
import UIKit

/// Loads one object of an Interface Builder file the way the canvas does and draws it.
@MainActor
struct CanvasRenderer {
    let url: URL
    let objectID: String?
    let size: CGSize?
    let scale: CGFloat

    /// The view to draw and the size the file gives it.
    private struct Subject {
        let view: UIView
        let controller: UIViewController?
        /// The bars the canvas simulates around a storyboard scene.
        let bars: SimulatedBars?
        let designSize: CGSize
    }

    func render() throws -> Data {
        let document = try NibResource.document(at: url)
        // Images and nibs the file names are looked up in the folder beside it.
        let bundle = Bundle(url: url.deletingLastPathComponent())
        let options: [UINib.OptionsKey: Any] = [.interfaceBuilderCanvas: true]
        let subject = try UINib.throwingErrors {
            document.kind == .storyboard
                ? try scene(of: document, bundle: bundle, options: options)
                : try topLevelView(of: document, bundle: bundle, options: options)
        }
        let canvas = size ?? subject.designSize
        HeadlessBackend.install(size: canvas, scale: scale, time: 0)
        let window = UIWindow(frame: CGRect(origin: .zero, size: canvas))
        if let controller = subject.controller {
            InterfaceBuilderCanvas.show(controller, bars: subject.bars ?? SimulatedBars(), in: window)
        } else {
            InterfaceBuilderCanvas.place(subject.view, size: canvas, in: window)
        }
        window.makeKeyAndVisible()
        UIApplication.shared.runLoopTurn()
        window.layoutIfNeeded()
        // A scene is drawn with the bars around it, as the canvas shows it.
        let drawn = window.rootViewController?.viewIfLoaded ?? subject.view
        let laidOut = drawn.bounds.size
        guard laidOut.width * scale >= 1, laidOut.height * scale >= 1 else {
            throw failure("the view was laid out at \(laidOut.width) × \(laidOut.height) pt, which leaves no pixels to draw; give it a size with --size")
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = false
        return UIGraphicsImageRenderer(bounds: drawn.bounds, format: format).pngData { context in
            drawn.layer.render(in: context.cgContext)
        }
    }

    /// A xib's top-level view: the one named, or the first.
    private func topLevelView(of document: IBDocument, bundle: Bundle?, options: [UINib.OptionsKey: Any]) throws -> Subject {
        let elements = (document.objects?.children ?? []).filter { $0.name != "placeholder" }
        let objects = try UINib(contentsOf: url, bundle: bundle).instantiateTopLevel(withOwner: nil, options: options)
        let chosen = objectID.map { id in objects.first { $0.id == id } } ?? objects.first { $0.object is UIView }
        guard let chosen else {
            throw failure(objectID.map { "there is no top-level view with the id \"\($0)\"; the top-level objects are " + describe(elements) }
                          ?? "the file has no top-level view")
        }
        guard let view = chosen.object as? UIView else {
            throw failure("the top-level object \"\(chosen.id)\" is a \(type(of: chosen.object)), not a view")
        }
        let element = elements.first { $0.id == chosen.id }
        return Subject(view: view, controller: nil, bars: nil, designSize: element.map { designSize(of: $0) } ?? view.bounds.size)
    }

    /// A storyboard scene's view controller: the one named, or the initial one.
    private func scene(of document: IBDocument, bundle: Bundle?, options: [UINib.OptionsKey: Any]) throws -> Subject {
        let storyboard = try UIStoryboard(contentsOf: url, bundle: bundle, options: options)
        let controllers = document.scenes.compactMap { $0.child("objects")?.children.first { $0.name != "placeholder" && $0.name != "exit" } }
        guard let id = objectID ?? document.root["initialViewController"] ?? controllers.first?.id else {
            throw failure("the storyboard has no scenes")
        }
        guard let element = controllers.first(where: { $0.id == id }) else {
            throw failure("there is no scene whose view controller has the id \"\(id)\"; the scenes are " + describe(controllers))
        }
        guard let controller = storyboard.instantiateViewController(elementID: id) else {
            throw failure("\(element.tag) is not a view controller")
        }
        let view = controller.view!
        // A view under an opaque simulated bar starts below it: the screen holds both.
        let size = element.child("view", key: "view").map { designSize(of: $0, withOrigin: true) } ?? CGSize(width: 390, height: 844)
        return Subject(view: view, controller: controller, bars: SimulatedBars(scene: id, in: document), designSize: size)
    }

    /// The size the file gives the element; `withOrigin`, the size reaching from the canvas's
    /// origin to its far corner (a scene's view below an opaque bar starts lower down).
    private func designSize(of element: IBElement, withOrigin: Bool = false) -> CGSize {
        guard let frame = element.child("rect", key: "frame"),
              var width = Double(frame["width"] ?? ""), var height = Double(frame["height"] ?? "") else { return CGSize(width: 390, height: 844) }
        if withOrigin {
            width += max(0, Double(frame["x"] ?? "") ?? 0)
            height += max(0, Double(frame["y"] ?? "") ?? 0)
        }
        guard width >= 1, height >= 1, width <= 10_000, height <= 10_000 else { return CGSize(width: 390, height: 844) }
        return CGSize(width: width, height: height)
    }

    private func describe(_ elements: [IBElement]) -> String {
        elements.map { "\($0.id ?? "?") (<\($0.name)>\($0["customClass"].map { " \($0)" } ?? ""))" }.joined(separator: ", ")
    }

    private func failure(_ message: String) -> NibLoadingError {
        NibLoadingError(file: url.lastPathComponent, reason: .notFound, message)
    }
}
