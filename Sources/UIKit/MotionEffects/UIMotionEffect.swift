import CoreGraphics
import Foundation

/// An effect that changes what a view shows as the viewer looks at the screen from another
/// angle. Subclasses answer `keyPathsAndRelativeValues(forViewerOffset:)` with the view key
/// paths to change and the amounts to add to their values; UIKit adds them to the view's
/// presentation only, never to the model (`UIView.addMotionEffect(_:)`).
@preconcurrency @MainActor
open class UIMotionEffect: NSObject, @preconcurrency NSCopying, @preconcurrency NSCoding {
    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    open func encode(with coder: NSCoder) {}

    /// A copy of the effect. Apple requires subclasses to implement copying; one that does
    /// not is treated as immutable and shares itself, as an effect without settings may.
    open func copy(with zone: NSZone? = nil) -> Any { Swift.type(of: self) == UIMotionEffect.self ? UIMotionEffect() : self }

    /// The view key paths (`"center.x"`, `"layer.shadowOffset"`) and the values to add to
    /// them for `viewerOffset` (each axis −1…1; positive when the screen turns down or to
    /// the right of the viewer). The base class changes nothing.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}
