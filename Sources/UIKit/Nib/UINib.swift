import Foundation

/// An Interface Builder file (.xib, or a compiled .nib's source) ready to instantiate.
///
/// The document is read and checked the first time it is needed and kept, so instantiating
/// the same nib again only creates objects. UIKit reads .xib XML directly: there is no
/// ibtool on Linux, and none is needed.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of `instantiate(withOwner:options:)`'s options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `[String: Any]` of the objects to stand in for the nib's external-object
        /// placeholders, by their identifiers.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
        /// `true` loads the nib as Interface Builder's canvas shows it: a custom class that
        /// cannot be found, or a UIKit class not available here, appears as its base class
        /// or a plain view, and outlets and runtime attributes it cannot take are skipped
        /// with a warning. `xib-render` uses it.
        public static let interfaceBuilderCanvas = OptionsKey(rawValue: "OpenUIKitInterfaceBuilderCanvas")
    }

    private enum Source {
        case named(String, Bundle?)
        case data(Data)
        case url(URL)
    }

    private let source: Source
    private let bundle: Bundle?
    private var parsed: Result<IBDocument, NibLoadingError>?

    /// The nib named `name` (`name.xib` or `name.nib`, also in `Base.lproj`) in `bundle`,
    /// the main bundle when nil. A nib that is not there fails when instantiated, as on iOS.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        source = .named(name, bundleOrNil)
        bundle = bundleOrNil
        super.init()
    }

    /// A nib from the bytes of a .xib file; images are looked up in `bundle`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        source = .data(data)
        bundle = bundleOrNil
        super.init()
    }

    /// A nib read from a .xib file now, so a file that cannot be loaded throws here.
    public init(contentsOf url: URL, bundle bundleOrNil: Bundle? = nil) throws {
        source = .url(url)
        bundle = bundleOrNil
        super.init()
        _ = try document()
    }

    /// Creates the nib's objects, connects them with `owner` as the File's Owner, sends
    /// `awakeFromNib()` to each, and returns the top-level objects in document order
    /// (without File's Owner, First Responder or external objects).
    ///
    /// A nib that cannot be loaded (missing, malformed, naming a key the owner lacks) stops
    /// with UIKit's message, as UIKit raises an exception; use `instantiateThrowing` or
    /// `UINib.throwingErrors` to get a `NibLoadingError` instead.
    @discardableResult
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        do {
            return try instantiateThrowing(withOwner: ownerOrNil, options: optionsOrNil)
        } catch let error as NibLoadingError {
            return NibLoadingFailure.raise(error, fallback: [])
        } catch {
            return NibLoadingFailure.raise(NibLoadingError(file: fileName, reason: .invalidValue, "\(error)"), fallback: [])
        }
    }

    /// `instantiate(withOwner:options:)`, throwing what went wrong; nothing it built is
    /// handed out when it throws.
    @discardableResult
    public func instantiateThrowing(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) throws -> [Any] {
        try instantiateTopLevel(withOwner: ownerOrNil, options: optionsOrNil).map(\.object)
    }

    /// The top-level objects with the ids the document gives them, in document order. On the
    /// canvas, an object that cannot be made is left out.
    package func instantiateTopLevel(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) throws -> [(id: String, object: Any)] {
        let document = try document()
        guard document.kind == .xib, let objects = document.objects else {
            throw NibLoadingError(file: document.file, reason: .unsupportedDocument,
                                  document.kind == .storyboard ? "a storyboard: load it with UIStoryboard(name:bundle:)" : "the document has no <objects>")
        }
        let session = NibLoadingSession(document: document, bundle: bundle, options: Self.sessionOptions(optionsOrNil))
        return try session.run {
            session.bindPlaceholders(in: objects, owner: ownerOrNil.map { $0 as AnyObject })
            var topLevel: [(id: String, object: Any)] = []
            for element in objects.children where element.name != "placeholder" {
                guard let object = session.instantiate(element) else {
                    if session.failure != nil { break } else { continue }
                }
                topLevel.append((element.id ?? "", object))
            }
            session.finish()
            return topLevel
        }
    }

    /// The loading session's options from UIKit's option dictionary.
    static func sessionOptions(_ options: [UINib.OptionsKey: Any]?) -> NibLoadingSession.Options {
        var result = NibLoadingSession.Options()
        result.canvas = options?[.interfaceBuilderCanvas] as? Bool ?? false
        result.externalObjects = options?[.externalObjects] as? [String: Any] ?? [:]
        return result
    }

    /// Runs `body`, in which UIKit's nib and storyboard APIs throw their `NibLoadingError`
    /// instead of stopping the program: `try UINib.throwingErrors { try … }`. The first
    /// failure is thrown once `body` returns; what `body` got from the failed call (an empty
    /// array, a placeholder controller) must not be used.
    public static func throwingErrors<T>(_ body: () throws -> T) throws -> T {
        try NibLoadingFailure.collecting(body)
    }

    // MARK: The document

    /// The file's name for messages.
    private var fileName: String {
        switch source {
        case .named(let name, _): "\(name).xib"
        case .data: "nib data"
        case .url(let url): url.lastPathComponent
        }
    }

    package func document() throws -> IBDocument {
        if let parsed { return try parsed.get() }
        let result: Result<IBDocument, NibLoadingError>
        do {
            result = .success(try load())
        } catch let error as NibLoadingError {
            result = .failure(error)
        } catch {
            result = .failure(NibLoadingError(file: fileName, reason: .malformedXML, "\(error)"))
        }
        parsed = result
        return try result.get()
    }

    private func load() throws -> IBDocument {
        switch source {
        case .named(let name, let bundle):
            guard let url = NibResource.url(named: name, extensions: ["xib", "nib"], in: bundle) else {
                throw NibLoadingError(file: "\(name).xib", reason: .notFound,
                                      "Could not load NIB in bundle: '\((bundle ?? .main).bundlePath)' with name '\(name)'")
            }
            return try NibResource.document(at: url)
        case .data(let data):
            return try IBDocument(data: data, file: fileName)
        case .url(let url):
            return try NibResource.document(at: url)
        }
    }
}

extension Bundle {
    /// Loads the nib named `name` from this bundle with `owner` as File's Owner; returns its
    /// top-level objects (nil when it cannot be loaded, after reporting why).
    @MainActor @discardableResult
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
