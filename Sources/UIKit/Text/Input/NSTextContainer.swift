import CoreGraphics
import Foundation

/// The region a text view lays its text out in: as wide as the view less its insets
/// (`widthTracksTextView`), with `lineFragmentPadding` kept clear at each end of every line.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The container's size; a text view sets it from its bounds while tracking them.
    open var size: CGSize { didSet { if size != oldValue { owner?.textContainerDidChange() } } }
    /// Space kept clear at each end of a line; 5 points by default.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet {
            if !lineFragmentPadding.isFinite || lineFragmentPadding < 0 { lineFragmentPadding = max(0, oldValue) }
            if lineFragmentPadding != oldValue { owner?.textContainerDidChange() }
        }
    }
    /// The most lines shown; 0 (the default) for any number.
    open var maximumNumberOfLines = 0 { didSet { if maximumNumberOfLines != oldValue { owner?.textContainerDidChange() } } }
    /// How the last line that fits ends when there are more; `.byWordWrapping` by default.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { owner?.textContainerDidChange() } }
    /// Whether the width follows the text view's bounds; true for a text view's container.
    open var widthTracksTextView = true
    /// Whether the height follows the text view's bounds; false: text grows downwards.
    open var heightTracksTextView = false

    weak var owner: UITextView?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() { self.init(size: .zero) }
}
