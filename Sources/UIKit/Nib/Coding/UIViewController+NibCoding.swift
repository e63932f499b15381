import Foundation

extension UIViewController {
    /// A controller from a nib or storyboard keeps its view's description for `loadView()`,
    /// its title, its presentation settings and its segues.
    func decodeControllerAttributes(_ nib: UINibDecoder) {
        if let title = nib.string("title") { self.title = title }
        storyboardIdentifier = nib.string("storyboardIdentifier")
        restorationIdentifier = nib.string("restorationIdentifier")
        let scene = nib.session.document.objects ?? nib.session.document.scenes.lazy
            .compactMap { $0.child("objects") }
            .first { $0.children.contains { $0 === nib.element } }
        nibViewTemplate = NibViewTemplate(document: nib.session.document, controller: nib.element, scene: scene,
                                          bundle: nib.context.bundle, options: nib.session.options)
        segues.templates = NibSegues.templates(of: nib.element, file: nib.session.file)
        decodeContainerItems(nib)
        decodeTabBarItem(nib)
        nibViewTemplate?.controllerObjects = Self.objects(madeUnder: nib.element.children.filter { $0.name != "view" }, in: nib)
        // The presentation settings of the Attributes inspector.
        if let style = nib.string("modalPresentationStyle").flatMap(NibSegues.presentationStyle) { modalPresentationStyle = style }
        if let style = nib.string("modalTransitionStyle").flatMap(NibSegues.transitionStyle) { modalTransitionStyle = style }
        definesPresentationContext = IBValue.bool("definesPresentationContext", of: nib.element, default: false)
        providesPresentationContextTransitionStyle = IBValue.bool("providesPresentationContextTransitionStyle", of: nib.element, default: false)
        // Extend Edges: the edges the view reaches under bars (an empty element: none).
        if let edges = nib.element.child("extendedEdge", key: "edgesForExtendedLayout") {
            edgesForExtendedLayout = [("top", UIRectEdge.top), ("left", .left), ("bottom", .bottom), ("right", .right)]
                .reduce(into: []) { set, pair in if edges[pair.0] == "YES" { set.insert(pair.1) } }
        }
        extendedLayoutIncludesOpaqueBars = IBValue.bool("extendedLayoutIncludesOpaqueBars", of: nib.element, default: false)
    }

    /// The objects `elements` and their descendants made in this decoding, by id.
    private static func objects(madeUnder elements: [IBElement], in nib: UINibDecoder) -> [String: AnyObject] {
        var found: [String: AnyObject] = [:]
        var pending = elements
        while let element = pending.popLast() {
            if let id = element.id, let object = nib.session.object(for: id) { found[id] = object }
            pending += element.children
        }
        return found
    }

    /// Loads the view from the controller's nib: its own description (storyboards, nibs with
    /// a controller object), or `nibName` — or, when none was given, a nib named after the
    /// class (`MyViewController` looks for `MyView`, then `MyViewController`), as UIKit does.
    /// Returns false when there is no nib to load.
    func loadViewFromNib() -> Bool {
        if let template = nibViewTemplate {
            do { try template.loadView(into: self) } catch let error as NibLoadingError {
                NibLoadingFailure.raise(error, fallback: ())
            } catch {}
            return true
        }
        let bundle = nibBundle
        guard let name = nibName ?? defaultNibName(in: bundle) else { return false }
        _ = UINib(nibName: name, bundle: bundle).instantiate(withOwner: self, options: nil)
        if viewIfLoaded == nil {
            NibLoadingFailure.raise(NibLoadingError(file: "\(name).xib", reason: .unknownKey,
                                                    "-[\(type(of: self)) _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set."),
                                    fallback: ())
        }
        return true
    }

    private func defaultNibName(in bundle: Bundle?) -> String? {
        let className = String(describing: type(of: self))
        var names = [className]
        if className.hasSuffix("Controller") { names.insert(String(className.dropLast("Controller".count)), at: 0) }
        return names.first { NibResource.url(named: $0, extensions: ["xib", "nib"], in: bundle) != nil }
    }
}
