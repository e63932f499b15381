import Foundation

/// The images of one named image for several trait collections (light and dark, 2× and 3×),
/// so a view can show the one that suits its traits and change it when they change. Images
/// from an asset catalog carry one; `register(_:with:)` builds one by hand.
open class UIImageAsset: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var registered: [(traits: UITraitCollection, image: UIImage)] = []
    /// For a catalog's image set: makes the variant for a trait collection.
    private let catalogImage: (@Sendable (UITraitCollection) -> UIImage?)?

    public override init() {
        catalogImage = nil
        super.init()
    }

    init(catalogImage: @escaping @Sendable (UITraitCollection) -> UIImage?) {
        self.catalogImage = catalogImage
        super.init()
    }

    /// The image that best suits `traitCollection`: of the registered images, one registered
    /// with traits that all match, the most specific first; an empty image when there is none.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        lock.lock()
        let candidates = registered
        lock.unlock()
        let matching = candidates.filter { Self.matches($0.traits, traitCollection) }
        if let best = matching.max(by: { Self.specifiedCount($0.traits) < Self.specifiedCount($1.traits) }) {
            return best.image
        }
        if let made = catalogImage?(traitCollection) { return made }
        return candidates.first?.image ?? UIImage()
    }

    /// Registers `image` for `traitCollection`, replacing one registered for equal traits.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        lock.lock(); defer { lock.unlock() }
        registered.removeAll { $0.traits == traitCollection }
        registered.append((traitCollection, image))
    }

    open func unregisterImage(with traitCollection: UITraitCollection) {
        lock.lock(); defer { lock.unlock() }
        registered.removeAll { $0.traits == traitCollection }
    }

    /// Whether every trait `registered` specifies has the same value in `requested`.
    private static func matches(_ registered: UITraitCollection, _ requested: UITraitCollection) -> Bool {
        (registered.userInterfaceStyle == .unspecified || registered.userInterfaceStyle == requested.userInterfaceStyle)
            && (registered.displayScale == 0 || registered.displayScale == requested.displayScale)
            && (registered.userInterfaceIdiom == .unspecified || registered.userInterfaceIdiom == requested.userInterfaceIdiom)
            && (registered.horizontalSizeClass == .unspecified || registered.horizontalSizeClass == requested.horizontalSizeClass)
            && (registered.verticalSizeClass == .unspecified || registered.verticalSizeClass == requested.verticalSizeClass)
            && (registered.accessibilityContrast == .unspecified || registered.accessibilityContrast == requested.accessibilityContrast)
    }

    private static func specifiedCount(_ t: UITraitCollection) -> Int {
        [t.userInterfaceStyle != .unspecified, t.displayScale != 0, t.userInterfaceIdiom != .unspecified,
         t.horizontalSizeClass != .unspecified, t.verticalSizeClass != .unspecified,
         t.accessibilityContrast != .unspecified].filter { $0 }.count
    }
}
