import Foundation

/// Where copied content waits to be pasted. `general` is the one copy, cut and paste use.
///
/// Each item is a dictionary from a type identifier ("public.utf8-plain-text", "public.url",
/// "public.png") to a value; the typed properties (`string`, `url`, `image`) read and write the
/// items. Every write counts up `changeCount`. The headless backend keeps the general
/// pasteboard in memory; a windowing backend shares its strings with the system clipboard.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// Posted (with the pasteboard as object) after its items change.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when an app-specific pasteboard is removed.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    static let stringType = "public.utf8-plain-text"
    static let urlType = "public.url"
    static let pngType = "public.png"

    /// The system-wide pasteboard.
    public static var general: UIPasteboard {
        if let board = named[.general] { return board }
        let board = UIPasteboard(name: .general)
        named[.general] = board
        return board
    }
    /// The current context's pasteboards.
    private static var named: [Name: UIPasteboard] {
        get { ApplicationContext.current.pasteboards }
        _modify { yield &ApplicationContext.current.pasteboards }
    }

    /// The pasteboard's name.
    public let name: Name
    /// Counts every change of the items; a reader compares it to tell whether they changed.
    open private(set) var changeCount = 0
    private var storedItems: [[String: Any]] = []

    private init(name: Name) {
        self.name = name
        super.init()
    }

    /// The app pasteboard called `name`, made when `create` is true; nil otherwise.
    public convenience init?(name: Name, create: Bool) {
        guard name != .general else { return nil }
        if UIPasteboard.named[name] == nil, !create { return nil }
        self.init(name: name)
    }

    /// The app pasteboard called `name`: the same object each time, made on first use.
    public static func named(_ name: Name, create: Bool) -> UIPasteboard? {
        if name == .general { return general }
        if let existing = named[name] { return existing }
        guard create else { return nil }
        let board = UIPasteboard(name: name)
        named[name] = board
        return board
    }

    /// A new app pasteboard with a unique name.
    public static func withUniqueName() -> UIPasteboard {
        named(Name(UUID().uuidString), create: true)!
    }

    /// Removes an app pasteboard.
    public static func remove(withName name: Name) {
        guard name != .general, let board = named.removeValue(forKey: name) else { return }
        NotificationCenter.default.post(name: removedNotification, object: board)
    }

    // MARK: Items

    /// All items, each a dictionary of representations by type identifier.
    open var items: [[String: Any]] {
        get {
            syncFromSystem()
            return storedItems
        }
        set { setItems(newValue) }
    }

    /// Replaces the items (the options, such as an expiry date, have no effect here).
    open func setItems(_ items: [[String: Any]], options: [String: Any] = [:]) {
        storedItems = items
        changeCount += 1
        if name == .general, let system = UIPasteboard.system {
            system.setString(items.lazy.compactMap { $0[UIPasteboard.stringType] as? String }.first)
            lastSystemString = system.string()
        }
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
    }

    /// Adds items after the ones there.
    open func addItems(_ items: [[String: Any]]) {
        setItems(self.items + items)
    }

    open var numberOfItems: Int { items.count }

    /// The type identifiers of each item.
    open var types: [String] { items.first.map { Array($0.keys) } ?? [] }

    // MARK: Typed values

    open var string: String? {
        get { strings?.first }
        set { setItems(newValue.map { [[UIPasteboard.stringType: $0]] } ?? []) }
    }

    open var strings: [String]? {
        get { values(UIPasteboard.stringType) { ($0 as? String) ?? ($0 as? URL)?.absoluteString } }
        set { setItems((newValue ?? []).map { [UIPasteboard.stringType: $0] }) }
    }

    open var url: URL? {
        get { urls?.first }
        set { setItems(newValue.map { [[UIPasteboard.urlType: $0, UIPasteboard.stringType: $0.absoluteString]] } ?? []) }
    }

    open var urls: [URL]? {
        get { values(UIPasteboard.urlType) { $0 as? URL } }
        set { setItems((newValue ?? []).map { [UIPasteboard.urlType: $0, UIPasteboard.stringType: $0.absoluteString] }) }
    }

    open var image: UIImage? {
        get { images?.first }
        set { setItems(newValue.map { [[UIPasteboard.pngType: $0]] } ?? []) }
    }

    open var images: [UIImage]? {
        get { values(UIPasteboard.pngType) { $0 as? UIImage } }
        set { setItems((newValue ?? []).map { [UIPasteboard.pngType: $0] }) }
    }

    open var hasStrings: Bool { strings != nil }
    open var hasURLs: Bool { urls != nil }
    open var hasImages: Bool { images != nil }

    /// The value of `type` in the first item, if it has one.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        items.first?[pasteboardType]
    }

    /// Makes the pasteboard one item holding `value` as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }

    /// Whether any item has a representation of one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        items.contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    /// The values of `type` among the items, nil when no item has one.
    private func values<T>(_ type: String, _ convert: (Any) -> T?) -> [T]? {
        let found = items.compactMap { $0[type].flatMap(convert) }
        return found.isEmpty ? nil : found
    }

    // MARK: The system clipboard

    /// The platform clipboard a windowing backend shares the general pasteboard's strings
    /// with; nil when the pasteboard lives in memory only (headless).
    package static var system: SystemClipboard? {
        didSet { general.lastSystemString = system?.string() }
    }

    /// The clipboard's text as last seen, to tell when another program changed it.
    private var lastSystemString: String?

    /// Takes in text another program put on the system clipboard since the last look.
    private func syncFromSystem() {
        guard name == .general, let system = UIPasteboard.system else { return }
        let current = system.string()
        guard current != lastSystemString else { return }
        lastSystemString = current
        storedItems = current.map { [[UIPasteboard.stringType: $0]] } ?? []
        changeCount += 1
    }
}

/// A platform clipboard holding text, which a windowing backend provides.
@MainActor
package protocol SystemClipboard: AnyObject {
    func string() -> String?
    func setString(_ string: String?)
}
