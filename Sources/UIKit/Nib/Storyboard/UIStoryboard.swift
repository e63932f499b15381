import Foundation

/// The view controllers of a .storyboard file, instantiated on request; each scene's view
/// loads when its controller's view is first asked for.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    private let name: String
    private let bundle: Bundle?
    private let parsed: Result<IBDocument, NibLoadingError>
    private var options = NibLoadingSession.Options()

    /// The storyboard `name.storyboard` in `bundle` (the main bundle when nil). A storyboard
    /// that is not there, or cannot be read, stops with UIKit's message.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil
        if let url = NibResource.url(named: name, extensions: ["storyboard"], in: storyboardBundleOrNil) {
            do { parsed = .success(try NibResource.document(at: url)) } catch let error as NibLoadingError {
                parsed = .failure(error)
            } catch {
                parsed = .failure(NibLoadingError(file: "\(name).storyboard", reason: .malformedXML, "\(error)"))
            }
        } else {
            parsed = .failure(NibLoadingError(file: "\(name).storyboard", reason: .notFound,
                                              "Could not find a storyboard named '\(name)' in bundle \((storyboardBundleOrNil ?? .main).bundlePath)"))
        }
        super.init()
        if case .failure(let error) = parsed { NibLoadingFailure.raise(error, fallback: ()) }
    }

    /// A storyboard read from a file now; one that cannot be loaded throws. `options` are
    /// `UINib`'s (`.interfaceBuilderCanvas` shows scenes as Interface Builder's canvas does).
    public init(contentsOf url: URL, bundle: Bundle? = nil, options: [UINib.OptionsKey: Any]? = nil) throws {
        name = url.deletingPathExtension().lastPathComponent
        self.bundle = bundle
        self.options = UINib.sessionOptions(options)
        let document = try NibResource.document(at: url)
        guard document.kind == .storyboard else {
            throw NibLoadingError(file: document.file, reason: .unsupportedDocument, "not a storyboard: load a .xib with UINib")
        }
        parsed = .success(document)
        super.init()
    }

    /// The storyboard's initial view controller; nil when it names none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil)
    }

    /// The initial view controller, made by `creator` from the coder (nil: its class's
    /// `init?(coder:)`).
    open func instantiateInitialViewController(creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let document = document(), let id = document.root["initialViewController"] else { return nil }
        return instantiate(elementID: id, creator: creator)
    }

    /// The view controller whose Storyboard ID is `identifier`; a missing one stops with
    /// UIKit's message.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil)
    }

    /// The view controller with `identifier`, made by `creator` from the coder.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)?) -> ViewController {
        guard let document = document() else { return Self.placeholder() }
        let element = document.scenes.lazy.compactMap { $0.child("objects") }.flatMap(\.children)
            .first { $0.name != "placeholder" && $0["storyboardIdentifier"] == identifier }
        guard let id = element?.id else {
            return NibLoadingFailure.raise(
                NibLoadingError(file: document.file, reason: .unknownReference,
                                "Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'"),
                fallback: Self.placeholder())
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

    /// What a failed instantiation returns while `UINib.throwingErrors` collects the error.
    private static func placeholder<ViewController: UIViewController>() -> ViewController {
        guard let controller = ViewController(coder: EmptyCoder()) else {
            preconditionFailure("\(ViewController.self).init(coder:) returned nil for an empty coder")
        }
        return controller
    }

    /// The controller defined by the element with `elementID` (a segue's destination).
    package func instantiateViewController(elementID: String) -> UIViewController? {
        instantiate(elementID: elementID, creator: nil)
    }

    /// A new instance of the controller with `elementID` (a segue's destination), or the
    /// error that stopped it.
    package func instantiateViewControllerThrowing(elementID: String) throws -> UIViewController {
        let document = try parsed.get()
        guard let controller = try instantiateThrowing(elementID: elementID, in: document, creator: nil) else {
            throw NibLoadingError(file: document.file, reason: .invalidClass, "the element with id \"\(elementID)\" is not a view controller")
        }
        return controller
    }

    private func document() -> IBDocument? {
        switch parsed {
        case .success(let document): return document
        case .failure(let error): return NibLoadingFailure.raise(error, fallback: nil)
        }
    }

    private func instantiate(elementID: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let document = document() else { return nil }
        do {
            return try instantiateThrowing(elementID: elementID, in: document, creator: creator)
        } catch let error as NibLoadingError {
            return NibLoadingFailure.raise(error, fallback: UIViewController(nibName: nil, bundle: nil))
        } catch {
            return nil
        }
    }

    private func instantiateThrowing(elementID: String, in document: IBDocument,
                                     creator: ((NSCoder) -> UIViewController?)?) throws -> UIViewController? {
        guard let scene = document.scenes.lazy.compactMap({ $0.child("objects") })
            .first(where: { $0.children.contains { $0.id == elementID } }),
            let element = scene.children.first(where: { $0.id == elementID }) else {
            throw NibLoadingError(file: document.file, reason: .unknownReference, "no scene holds a view controller with id \"\(elementID)\"")
        }
        let session = NibLoadingSession(document: document, bundle: bundle, options: options)
        return try session.run {
            session.bindPlaceholders(in: scene, owner: nil)
            let made: AnyObject?
            if let creator {
                guard let controller = creator(UINibDecoder(element: element, session: session)) else {
                    session.fail(session.error(at: element, .invalidValue, "the creator block returned nil"))
                    return nil
                }
                session.adopt(controller, for: element)
                made = controller
            } else {
                made = session.instantiate(element)
            }
            guard let controller = made as? UIViewController else {
                if session.failure == nil, let made {
                    session.fail(session.error(at: element, .invalidClass, "a \(type(of: made)) is not a view controller"))
                }
                return nil
            }
            controller.storyboard = self
            session.finish()
            return controller
        }
    }
}
