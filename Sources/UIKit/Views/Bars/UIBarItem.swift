import CoreGraphics
import Foundation

/// What every item of a navigation bar, toolbar or tab bar has: a title, an image, whether it
/// is enabled, and a tag.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Whether the item responds to the user; true by default.
    open var isEnabled = true
    open var title: String?
    open var image: UIImage?
    /// The image for compact-height (landscape phone) bars; `image` when nil.
    open var landscapeImagePhone: UIImage?
    /// The image shown large for accessibility text sizes.
    open var largeContentSizeImage: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    open var tag = 0
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    /// The title's text attributes in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The title's text attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}
