import Foundation

/// The view controllers of a .storyboard file, instantiated on request; each scene's view
/// loads when its controller's view is first asked for.
///
/// A controller's relationship segues are followed as it is made
/// (UIStoryboard+Relationships.swift); a scene that is a storyboard reference makes the
/// controller it names in its storyboard (UIStoryboard+References.swift).
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    let name: String
    let bundle: Bundle?
    /// The folder of a storyboard read from a file: the storyboards it references are there.
    let directory: URL?
    private let parsed: Result<IBDocument, NibLoadingError>
    private(set) var options = NibLoadingSession.Options()

    /// The storyboard `name.storyboard` in `bundle` (the main bundle when nil). A storyboard
    /// that is not there, or cannot be read, stops with UIKit's message.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil
        directory = nil
        parsed = Self.read(name: name, bundle: storyboardBundleOrNil, directory: nil)
        super.init()
        if case .failure(let error) = parsed { NibLoadingFailure.raise(error, fallback: ()) }
    }

    /// A storyboard read from a file now; one that cannot be loaded throws. `options` are
    /// `UINib`'s (`.interfaceBuilderCanvas` shows scenes as Interface Builder's canvas does).
    public init(contentsOf url: URL, bundle: Bundle? = nil, options: [UINib.OptionsKey: Any]? = nil) throws {
        name = url.deletingPathExtension().lastPathComponent
        self.bundle = bundle
        directory = url.deletingLastPathComponent()
        self.options = UINib.sessionOptions(options)
        let document = try NibResource.document(at: url)
        guard document.kind == .storyboard else {
            throw NibLoadingError(file: document.file, reason: .unsupportedDocument, "not a storyboard: load a .xib with UINib")
        }
        parsed = .success(document)
        super.init()
    }

    /// The storyboard `name` beside `directory` (where a referring file is), else in
    /// `bundle`; one that cannot be loaded throws, for the caller to report (a reference's
    /// segue, the launch screen).
    init(named name: String, bundle: Bundle?, directory: URL?, options: NibLoadingSession.Options) throws {
        self.name = name
        self.bundle = bundle
        self.directory = directory
        self.options = options
        parsed = Self.read(name: name, bundle: bundle, directory: directory)
        super.init()
        _ = try parsed.get()
    }

    /// `name.storyboard` beside the referring file, else in `bundle`.
    private static func read(name: String, bundle: Bundle?, directory: URL?) -> Result<IBDocument, NibLoadingError> {
        let beside = directory.map { $0.appendingPathComponent("\(name).storyboard") }
            .flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil }
        guard let url = beside ?? NibResource.url(named: name, extensions: ["storyboard"], in: bundle) else {
            return .failure(NibLoadingError(file: "\(name).storyboard", reason: .notFound,
                                            "Could not find a storyboard named '\(name)' in bundle \((bundle ?? .main).bundlePath)"))
        }
        do { return .success(try NibResource.document(at: url)) } catch let error as NibLoadingError {
            return .failure(error)
        } catch {
            return .failure(NibLoadingError(file: "\(name).storyboard", reason: .malformedXML, "\(error)"))
        }
    }

    // MARK: Apple's API

    /// The storyboard's initial view controller; nil when it names none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// The initial view controller, made by `creator` from the coder; a creator that returns
    /// nil (or none given) leaves it to the class's `init(coder:)`. Nil when the storyboard
    /// names no initial controller, or it is not a `ViewController`.
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let document = document(), let id = document.root["initialViewController"] else { return nil }
        return instantiate(elementID: id, creator: creator.map { c in { c($0) as UIViewController? } }) as? ViewController
    }

    /// The view controller whose Storyboard ID is `identifier`; a missing one stops with
    /// UIKit's message.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// The view controller with `identifier`, made by `creator` from the coder (nil from it:
    /// the class's `init(coder:)`). A missing identifier, or a controller that is not a
    /// `ViewController`, stops with UIKit's message.
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        guard let document = document() else { return Self.placeholder() }
        guard let id = elementID(forIdentifier: identifier) else {
            return NibLoadingFailure.raise(missingIdentifier(identifier, in: document), fallback: Self.placeholder())
        }
        let made = instantiate(elementID: id, creator: creator.map { c in { c($0) as UIViewController? } })
        guard let controller = made as? ViewController else {
            return NibLoadingFailure.raise(
                NibLoadingError(file: document.file, reason: .invalidClass,
                                "the view controller '\(identifier)' is a \(made.map { "\(type(of: $0))" } ?? "nothing"), not a \(ViewController.self)"),
                fallback: Self.placeholder())
        }
        return controller
    }

    // MARK: Scenes

    /// The id of the scene element whose Storyboard ID is `identifier`.
    func elementID(forIdentifier identifier: String) -> String? {
        guard case .success(let document) = parsed else { return nil }
        return document.scenes.lazy.compactMap { $0.child("objects") }.flatMap(\.children)
            .first { $0.name != "placeholder" && $0["storyboardIdentifier"] == identifier }?.id
    }

    /// The initial controller's element id, nil when the storyboard names none.
    var initialElementID: String? {
        guard case .success(let document) = parsed else { return nil }
        return document.root["initialViewController"]
    }

    /// UIKit's message for an identifier no scene has.
    func missingIdentifier(_ identifier: String, in document: IBDocument) -> NibLoadingError {
        NibLoadingError(file: document.file, reason: .unknownReference,
                        "Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'")
    }

    /// What a failed instantiation returns while `UINib.throwingErrors` collects the error.
    private static func placeholder<ViewController: UIViewController>() -> ViewController {
        guard let controller = ViewController(coder: EmptyCoder()) else {
            preconditionFailure("\(ViewController.self).init(coder:) returned nil for an empty coder")
        }
        return controller
    }

    /// The controller defined by the element with `elementID` (a segue's destination).
    package func instantiateViewController(elementID: String) -> UIViewController? {
        // A scene's other top-level objects (gesture recognizers, bars) are not controllers.
        if let element = try? parsed.get().scenes.lazy.compactMap({ $0.child("objects") }).flatMap(\.children).first(where: { $0.id == elementID }),
           element.name != "viewControllerPlaceholder", element["sceneMemberID"] != "viewController" {
            return nil
        }
        return instantiate(elementID: elementID, creator: nil)
    }

    /// A new instance of the controller with `elementID` (a segue's destination), or the
    /// error that stopped it.
    package func instantiateViewControllerThrowing(elementID: String) throws -> UIViewController {
        try instantiateThrowing(elementID: elementID, creator: nil)
    }

    private func document() -> IBDocument? {
        switch parsed {
        case .success(let document): return document
        case .failure(let error): return NibLoadingFailure.raise(error, fallback: nil)
        }
    }

    private func instantiate(elementID: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        do {
            return try instantiateThrowing(elementID: elementID, creator: creator)
        } catch let error as NibLoadingError {
            return NibLoadingFailure.raise(error, fallback: UIViewController(nibName: nil, bundle: nil))
        } catch {
            return nil
        }
    }

    /// Makes the controller of the scene element `elementID`: a storyboard reference makes
    /// the controller it names; any other goes through `creator` or `init(coder:)`, gets its
    /// relationship children, then its outlets and `awakeFromNib()`.
    func instantiateThrowing(elementID: String, creator: ((NSCoder) -> UIViewController?)?) throws -> UIViewController {
        let document = try parsed.get()
        guard let scene = document.scenes.lazy.compactMap({ $0.child("objects") })
            .first(where: { $0.children.contains { $0.id == elementID } }),
            let element = scene.children.first(where: { $0.id == elementID }) else {
            throw NibLoadingError(file: document.file, reason: .unknownReference, "no scene holds a view controller with id \"\(elementID)\"")
        }
        return try StoryboardInstantiation.guarding(file: document.file, element: element) {
            if element.name == "viewControllerPlaceholder" { return try instantiateReference(element, in: document, creator: creator) }
            let session = NibLoadingSession(document: document, bundle: bundle, options: options)
            return try session.run { () throws -> UIViewController in
                session.bindPlaceholders(in: scene, owner: nil)
                guard let made = try make(element, in: session, creator: creator) else {
                    throw session.failure ?? session.error(at: element, .invalidValue, "the view controller could not be made")
                }
                guard let controller = made as? UIViewController else {
                    throw session.failure ?? session.error(at: element, .invalidClass, "a \(type(of: made)) is not a view controller")
                }
                try giveRelationships(to: controller, from: element, in: session)
                controller.storyboard = self
                session.finish()
                return controller
            }
        }
    }

    /// The object for `element`: `creator`'s (which must be of the scene's class, as UIKit
    /// requires), else its class's `init(coder:)` when there is no creator or it returns nil.
    private func make(_ element: IBElement, in session: NibLoadingSession,
                      creator: ((NSCoder) -> UIViewController?)?) throws -> AnyObject? {
        guard let creator, let controller = creator(UINibDecoder(element: element, session: session)) else {
            return session.instantiate(element)
        }
        if session.failure != nil { return nil }
        let sceneClass: AnyClass = try NibClassResolver.resolve(element, in: session).kind.type
        guard controller.isKind(of: sceneClass) else {
            throw session.error(at: element, .invalidClass,
                                "Custom instantiated \(type(of: controller)) must be a kind of class \(sceneClass)")
        }
        session.adopt(controller, for: element)
        return controller
    }
}
