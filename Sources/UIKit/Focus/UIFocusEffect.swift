import Foundation

/// How focus is shown on an item. `UIFocusEffect()` is the system's default, which on iPad is
/// a halo in the tint color following the item's shape (its frame and corner radius);
/// `UIFocusHaloEffect` describes a halo of a given shape.
@preconcurrency @MainActor
open class UIFocusEffect: NSObject {
    /// The system's default effect, its metrics taken from the focused item.
    public override init() { super.init() }
}
