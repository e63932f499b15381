import CoreGraphics
import Foundation

extension UIImage {
    /// What an image is resolved for: a trait collection, and for symbols their size, weight
    /// and colors (`SymbolConfiguration`). Configurations are values in effect: every change
    /// returns a new object.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// The traits the image is resolved for; nil leaves them to where it is shown.
        public internal(set) var traitCollection: UITraitCollection?

        public override init() {}

        /// A copy of `other`, as each subclass copies its own values.
        public required init(_copying other: Configuration) {
            traitCollection = other.traitCollection
        }

        public func copy(with zone: NSZone? = nil) -> Any { Self(_copying: self) }

        /// A copy resolved for `traitCollection` instead.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = Self(_copying: self)
            copy.traitCollection = traitCollection
            return copy
        }

        /// A copy with `otherConfiguration`'s specified values on top of this one's.
        public func applying(_ otherConfiguration: Configuration?) -> Self {
            let copy = Self(_copying: self)
            if let otherConfiguration { copy.take(otherConfiguration) }
            return copy
        }

        /// Takes `other`'s specified values; subclasses add theirs.
        func take(_ other: Configuration) {
            if let traits = other.traitCollection {
                traitCollection = traitCollection.map { UITraitCollection(traitsFrom: [$0, traits]) } ?? traits
            }
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Configuration, type(of: other) == type(of: self) else { return false }
            return traitCollection == other.traitCollection
        }

        open override var hash: Int { traitCollection?.hash ?? 0 }
    }
}
