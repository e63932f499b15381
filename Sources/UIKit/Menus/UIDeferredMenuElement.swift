import Foundation

/// A placeholder for elements that take time to make: the menu shows a loading row until the
/// provider calls back, then the elements in its place. The elements are kept for the next
/// time the menu opens, except for an `uncached` element, which asks every time.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    public typealias Provider = (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
    let provider: Provider
    let cachesElements: Bool
    /// What the provider gave, when cached.
    var loaded: [UIMenuElement]?

    public init(_ elementProvider: @escaping Provider) {
        provider = elementProvider
        cachesElements = true
        super.init(title: "")
    }

    private init(uncached elementProvider: @escaping Provider) {
        provider = elementProvider
        cachesElements = false
        super.init(title: "")
    }

    /// An element whose provider is asked each time the menu opens.
    public static func uncached(_ elementProvider: @escaping Provider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// Asks the provider (once, when cached) and hands the elements to `completion`.
    func load(_ completion: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if cachesElements, let loaded { return completion(loaded) }
        var delivered = false
        provider { [weak self] elements in
            guard !delivered else { return }
            delivered = true
            if self?.cachesElements == true { self?.loaded = elements }
            completion(elements)
        }
    }
}
