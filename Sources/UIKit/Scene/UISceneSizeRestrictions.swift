import CoreGraphics
import Foundation

/// The smallest and largest sizes a scene's windows may take, asked of the platform
/// (`UIWindowScene.sizeRestrictions`). Zero means no limit below; `.greatestFiniteMagnitude`
/// none above.
@preconcurrency @MainActor
open class UISceneSizeRestrictions: NSObject {
    /// The smallest size, in points.
    open var minimumSize: CGSize = .zero
    /// The largest size, in points.
    open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// Whether the user may make the windows full screen.
    open var allowsFullScreen = true

    package override init() { super.init() }
}
