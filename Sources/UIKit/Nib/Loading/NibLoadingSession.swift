import Foundation
internal import RuntimeSupport

/// One instantiation of a nib (or of one storyboard scene): it creates the objects, then
/// installs constraints, connects outlets and actions, sets runtime attributes, and finally
/// sends `awakeFromNib()` to every object it made, the order Apple documents.
///
/// Failures are recorded rather than thrown from inside `init(coder:)` (which cannot throw);
/// the first one ends the load, and nothing built is handed out.
@MainActor
package final class NibLoadingSession {
    package struct Options {
        /// Renders as Interface Builder's canvas does: unknown custom classes and classes this
        /// UIKit lacks stand in as plain views, and their outlets and runtime attributes are
        /// skipped with a warning instead of failing the load; placeholder constraints
        /// ("Remove at build time") are kept.
        package var canvas = false
        /// Objects for placeholders other than File's Owner and First Responder.
        package var externalObjects: [String: Any] = [:]
        package init() {}
    }

    package let document: IBDocument
    package let context: IBValueContext
    package let options: Options
    package var file: String { document.file }

    package private(set) var failure: NibLoadingError?
    package private(set) var warnings: [String] = []

    private var objects: [String: AnyObject] = [:]
    /// Everything created, in creation order: `awakeFromNib()` goes to each.
    private var created: [AnyObject] = []
    /// Objects whose class stands in for one that could not be found.
    private var substituted: Set<ObjectIdentifier> = []
    private var constraintLists: [(view: UIView, list: IBElement)] = []
    private var connectionLists: [(source: AnyObject, list: IBElement)] = []
    private var runtimeAttributeLists: [(object: AnyObject, list: IBElement)] = []
    /// The embed segues of the container views made, run once the controller's view loaded.
    var embeds: [NibSegues.Embed] = []
    /// Placeholder ids bound to no object (a nil owner): connections to or from them are skipped.
    private var absentPlaceholders: Set<String> = []
    /// Ids of the objects being created: a descendant with one of them would contain itself.
    private var pending: Set<String> = []
    /// The objects handed to the load (File's Owner, external objects, a controller loading
    /// its view), and what undoes the outlets set on them, should the load fail.
    private var given: Set<ObjectIdentifier> = []
    private var restorations: [() -> Void] = []

    /// A running context's loads in progress (all empty between loads).
    final class Loads {
        var active: [NibLoadingSession] = []
        var nesting: [String: Int] = [:]
        /// `NibLoadingFailure`'s collectors and `NibKeyValueCoding`'s sinks.
        var collectors: [NibLoadingError?] = []
        var sinks: [(session: NibLoadingSession, element: IBElement, failure: NibLoadingError?)] = []
        /// Storyboard scenes being made, and scenes running their embed segues, outermost
        /// first (StoryboardInstantiation).
        var scenesBeingMade: [StoryboardInstantiation.Scene] = []
        var scenesEmbedding: [StoryboardInstantiation.Scene] = []
        /// While `recordingObjects` runs: the loads begun, in order.
        var recorded: [NibLoadingSession]?
    }
    static var loads: Loads { ApplicationContext.current.nibLoading }

    /// The sessions running, innermost last (a view's `init(coder:)` may load another nib).
    package private(set) static var active: [NibLoadingSession] {
        get { loads.active }
        _modify { yield &loads.active }
    }
    /// How deeply each file is being loaded inside its own loading, by name: a nib made from
    /// bytes again at each level is a new document but the same file.
    private static var nesting: [String: Int] {
        get { loads.nesting }
        _modify { yield &loads.nesting }
    }
    /// A nib that loads itself again this deep is recursing without end.
    static let maximumNesting = 16

    package init(document: IBDocument, bundle: Bundle?, options: Options) {
        self.document = document
        self.options = options
        context = IBValueContext(file: document.file, resources: document.resources, bundle: bundle)
    }

    // MARK: Errors and warnings

    package func error(at element: IBElement, _ reason: NibLoadingError.Reason, _ message: String) -> NibLoadingError {
        NibLoadingError(file: file, at: element, reason: reason, message)
    }

    /// Records the first failure; later ones are consequences of it. On the canvas, what
    /// only one object or connection needs (a class, key, action or value this UIKit lacks)
    /// is reported and skipped, as Interface Builder's canvas shows what it can; only
    /// failures of the document itself end the load there.
    package func fail(_ error: NibLoadingError) {
        if options.canvas, error.reason.isLocal {
            warn("\(error.message) (line \(error.line.map(String.init) ?? "?"), skipped)")
            return
        }
        if failure == nil { failure = error }
    }

    /// Says what was substituted or skipped, as UIKit logs it.
    package func warn(_ message: String) {
        warnings.append(message)
        RuntimeIssue.report("\(file): \(message)")
    }

    // MARK: Running

    /// Runs `body` as the active session, guarding against a nib that loads itself forever.
    package func run<T>(_ body: () throws -> T) throws -> T {
        let key = file
        let depth = Self.nesting[key, default: 0] + 1
        guard depth <= Self.maximumNesting else {
            throw NibLoadingError(file: file, reason: .cyclicReference,
                                  "\(file) is being loaded \(depth) times inside its own loading: an object in it whose init(coder:) loads the same nib recurses forever (give the nib's File's Owner the custom class instead of its top-level view)")
        }
        Self.nesting[key] = depth
        Self.active.append(self)
        Self.loads.recorded?.append(self)
        defer {
            Self.active.removeLast()
            Self.nesting[key] = depth == 1 ? nil : depth - 1
        }
        let result: T
        do { result = try body() } catch {
            restore()
            throw error
        }
        if let failure {
            restore()
            throw failure
        }
        // The restorations hold the session and what it made: a loaded nib keeps none.
        restorations = []
        return result
    }

    /// Undoes what the load set on the objects it was given, latest first: a failed load
    /// leaves nothing of itself in them.
    private func restore() {
        while let restoration = restorations.popLast() { restoration() }
    }

    /// Whether `object` was handed to the load rather than created by it.
    package func isGiven(_ object: AnyObject) -> Bool { given.contains(ObjectIdentifier(object)) }

    /// Notes how to undo a change to an object the load was given, should the load fail.
    package func onFailure(_ restoration: @escaping () -> Void) { restorations.append(restoration) }

    /// Binds a placeholder's id to an object supplied by the caller (nil: none given).
    package func bind(_ id: String, to object: AnyObject?) {
        if let object {
            objects[id] = object
            given.insert(ObjectIdentifier(object))
        } else {
            absentPlaceholders.insert(id)
        }
    }

    /// Binds the placeholders of an `<objects>` list: File's Owner, First Responder and
    /// external objects.
    package func bindPlaceholders(in list: IBElement, owner: AnyObject?) {
        for element in list.children where element.name == "placeholder" {
            guard let id = element.id else {
                fail(error(at: element, .missingAttribute, "a placeholder needs an id"))
                return
            }
            switch element["placeholderIdentifier"] {
            case "IBFilesOwner":
                bind(id, to: owner)
                if let owner, let list = element.child("connections") { connectionLists.append((owner, list)) }
            case "IBFirstResponder": bind(id, to: NibFirstResponder.shared)
            case let identifier?:
                guard let external = options.externalObjects[identifier] else {
                    fail(error(at: element, .unknownReference,
                               "the external object \"\(identifier)\" was not given (pass it in options[.externalObjects])"))
                    return
                }
                bind(id, to: external as AnyObject)
                if let list = element.child("connections") { connectionLists.append((external as AnyObject, list)) }
            case nil:
                fail(error(at: element, .missingAttribute, "a placeholder needs a placeholderIdentifier"))
            }
        }
    }

    /// The object an id stands for: created, bound to a placeholder, or a layout guide.
    package func object(for id: String) -> AnyObject? { objects[id] }

    /// Registers an object that is part of another one (a view's safe area guide …).
    package func register(_ object: AnyObject, for id: String) { objects[id] = object }

    /// Runs `body` and returns, with its result, the nib and storyboard loads begun inside it,
    /// in order: each one's `object(for:)` is how a tool finds the object an element of the
    /// document became (to compare a view's frame with the one the file records).
    package static func recordingLoads<T>(_ body: () throws -> T) rethrows -> (T, [NibLoadingSession]) {
        let outer = loads.recorded
        loads.recorded = []
        defer { loads.recorded = outer }
        let result = try body()
        return (result, loads.recorded ?? [])
    }

    // MARK: Creating objects

    /// Creates the object `element` describes through its class's `init(coder:)`.
    ///
    /// Decoding recurses as UIKit's does (a view's `init(coder:)` decodes its subviews), so
    /// each level runs with stack room to spare: a file may nest views thousands deep.
    @discardableResult
    package func instantiate(_ element: IBElement) -> AnyObject? {
        withStackRoom { instantiateWithRoom(element) }
    }

    private func instantiateWithRoom(_ element: IBElement) -> AnyObject? {
        guard failure == nil else { return nil }
        guard let id = element.id else {
            fail(error(at: element, .missingAttribute, "<\(element.name)> has no id"))
            return nil
        }
        guard !pending.contains(id) else {
            fail(error(at: element, .cyclicReference,
                       "the id \"\(id)\" is that of an element containing this one: an object cannot contain itself"))
            return nil
        }
        guard objects[id] == nil, !absentPlaceholders.contains(id) else {
            fail(error(at: element, .invalidValue, "the id \"\(id)\" is used twice"))
            return nil
        }
        pending.insert(id)
        defer { pending.remove(id) }
        var resolved: (kind: NibClassResolver.Kind, substituted: Bool)
        var standsIn = false
        do {
            resolved = try NibClassResolver.resolve(element, in: self)
        } catch let e as NibLoadingError {
            guard options.canvas, e.reason == .unsupportedElement, element.name != "customObject" else {
                fail(e)
                return nil
            }
            if element.name.hasSuffix("Controller") {
                warn("\(e.message); shown as a plain UIViewController")
                resolved = (.viewController(UIViewController.self), true)
            } else {
                warn("\(e.message); shown as a plain UIView")
                resolved = (.view(UIView.self), true)
                standsIn = true
            }
        } catch {
            fail(self.error(at: element, .invalidClass, "\(error)"))
            return nil
        }
        let decoder = UINibDecoder(element: element, session: self)
        decoder.standsInForUnavailableClass = standsIn
        let made: AnyObject?
        switch resolved.kind {
        case .view(let type): made = type.init(coder: decoder)
        case .viewController(let type): made = type.init(coder: decoder)
        case .gestureRecognizer(let type): made = type.init(coder: decoder)
        case .layout(let type): made = type.init(coder: decoder)
        case .object(let type): made = type.init(coder: decoder)
        }
        guard failure == nil else { return nil }
        guard let object = made else {
            fail(error(at: element, .invalidValue, "init(coder:) of \(resolved.kind.type) returned nil"))
            return nil
        }
        adopt(object, for: element)
        if resolved.substituted { substituted.insert(ObjectIdentifier(object)) }
        return object
    }

    /// Takes in an object made for `element` (by `instantiate` or a storyboard's creator
    /// block): registers its id, and notes its connections and runtime attributes.
    package func adopt(_ object: AnyObject, for element: IBElement) {
        if let id = element.id { objects[id] = object }
        created.append(object)
        // A view controller connects its view's outlets when its view loads.
        if !(object is UIViewController), let list = element.child("connections") {
            connectionLists.append((object, list))
        }
        if let list = element.child("userDefinedRuntimeAttributes") { runtimeAttributeLists.append((object, list)) }
    }

    /// Notes a view's `<constraints>`; they are made once every object exists.
    package func addConstraints(_ list: IBElement, of view: UIView) {
        constraintLists.append((view, list))
    }

    /// Notes connections made from an object that was not created here (a view controller
    /// loading its view connects its own outlets then).
    package func addConnections(_ list: IBElement, from source: AnyObject) {
        connectionLists.append((source, list))
    }

    /// Whether `object` stands in for a class that could not be found.
    package func isSubstitute(_ object: AnyObject) -> Bool { substituted.contains(ObjectIdentifier(object)) }

    // MARK: Finishing

    /// Constraints, then connections and runtime attributes, then `awakeFromNib()` (and, on
    /// the canvas, `prepareForInterfaceBuilder()`).
    package func finish() {
        guard failure == nil else { return }
        NibConstraintBuilder.install(constraintLists, in: self)
        guard failure == nil else { return }
        NibConnector.connect(connectionLists, in: self)
        guard failure == nil else { return }
        NibConnector.setRuntimeAttributes(runtimeAttributeLists, in: self)
        guard failure == nil else { return }
        for object in created { (object as? NibAwaking)?.awakeFromNib() }
        // Last, so design-time content set here is what the canvas shows.
        if options.canvas {
            for object in created { (object as? NibAwaking)?.prepareForInterfaceBuilder() }
        }
    }

    /// Whether anything was created or bound under `id` (placeholders included).
    package func isKnown(_ id: String) -> Bool { objects[id] != nil || absentPlaceholders.contains(id) }

    /// Whether `id` is a placeholder given no object (a nil owner).
    package func isAbsent(_ id: String) -> Bool { absentPlaceholders.contains(id) }
}

/// The First Responder placeholder: actions sent to it travel the responder chain.
package final class NibFirstResponder: Sendable {
    package static let shared = NibFirstResponder()
}

/// The objects a nib sends `awakeFromNib()` (Apple declares it on `NSObject`; without the
/// Objective-C runtime UIKit's nib-loaded classes declare it themselves).
@MainActor
package protocol NibAwaking: AnyObject {
    func awakeFromNib()
    func prepareForInterfaceBuilder()
}

extension UIResponder: NibAwaking {}
