import CoreGraphics
import Foundation
import QuartzCore

/// The traits of an environment an interface is shown in.
///
/// Only `displayScale` is modelled so far: it is what image lookup needs to choose between
/// `@2x` and `@3x` variants. Like UIKit's, a trait collection is immutable and can be used
/// from any thread.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Pixels per point of the display, or 0 when unspecified.
    public let displayScale: CGFloat

    /// A trait collection with every trait unspecified.
    public override convenience init() {
        self.init(displayScale: 0)
    }

    /// A trait collection that specifies only the display scale; non-finite or negative
    /// values count as unspecified (0).
    public init(displayScale: CGFloat) {
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return displayScale == other.displayScale
    }

    open override var hash: Int { displayScale.hashValue }

    open override var description: String {
        "<UITraitCollection: \(objectAddress(self)); DisplayScale = \(String(format: "%g", Double(displayScale)))>"
    }
}
