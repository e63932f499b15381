import CoreGraphics
import Foundation

/// What every item of a navigation bar, toolbar or tab bar has: a title, an image, whether it
/// is enabled, and a tag.
@preconcurrency @MainActor
open class UIBarItem: NSObject, @preconcurrency NSCoding {
    /// Whether the item responds to the user; true by default.
    open var isEnabled = true { didSet { changed() } }
    open var title: String? { didSet { changed() } }
    open var image: UIImage? { didSet { changed() } }
    /// The image for compact-height (landscape phone) bars; `image` when nil.
    open var landscapeImagePhone: UIImage?
    /// The image shown large for accessibility text sizes.
    open var largeContentSizeImage: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    open var tag = 0
    /// What VoiceOver and UI tests call the item; its title (or a system item's name) when nil.
    open var accessibilityLabel: String? { didSet { changed() } }
    open var accessibilityHint: String? { didSet { changed() } }
    /// The item's identity for UI tests, which VoiceOver does not read.
    open var accessibilityIdentifier: String? { didSet { changed() } }
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The bar showing the item, told when the item changes.
    weak var host: BarItemHost?
    /// Whether the item is a class's appearance proxy (Appearance/).
    var isAppearanceProxy = false
    /// The view showing the item while its proxies' values are applied.
    weak var appearanceHostView: UIView?

    public override init() { super.init() }

    public required init?(coder: NSCoder) {
        super.init()
        if let nib = coder as? UINibDecoder { decodeBarItemAttributes(nib) }
    }

    open func encode(with coder: NSCoder) {
        coder.encode(title, forKey: "UITitle")
        coder.encode(isEnabled, forKey: "UIEnabled")
        coder.encode(tag, forKey: "UITag")
    }

    /// Tells the bar; not while proxies set the item's values as its view enters a window
    /// (the view refreshes itself after).
    func changed() {
        guard let host, !AppearanceRegistry.current.isApplying(to: self) else { return }
        host.barItemDidChange(self)
    }

    /// The title's text attributes in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        appearanceDidSet("setTitleTextAttributes(_:for:) \(state.rawValue)") { $0.setTitleTextAttributes(attributes, for: state) }
    }

    /// The title's text attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}

/// A bar that shows items and redraws when one changes.
@MainActor
protocol BarItemHost: AnyObject {
    func barItemDidChange(_ item: UIBarItem)
}
