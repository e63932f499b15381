import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// A bar showing how much of a task is done: a track with the done part (`progress`, 0…1)
/// filled from the leading end in the progress tint (the tint color by default).
///
/// A progress view is 4 points high (its intrinsic height) and as wide as it is given; the
/// default style rounds both parts' ends, the bar style draws square ones. Given another
/// height, the bar fills it.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The bar's look; raw values are UIKit's.
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar = 1
    }

    /// The height a progress view wants.
    static let preferredHeight: CGFloat = 4
    /// How long `setProgress(_:animated:)` takes.
    static let animationDuration: TimeInterval = 0.25

    private let trackView = UIImageView()
    private let fillView = UIImageView()
    private var storedProgress: Float = 0

    /// The bar's look.
    open var progressViewStyle: Style = .default { didSet { partsDidChange() } }

    /// How much is done, from 0 to 1; values outside are pinned to the ends. A NaN or
    /// infinite value is reported and ignored.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// The done part's color; nil draws the tint color.
    open var progressTintColor: UIColor? { didSet { appearanceDidSet(\.progressTintColor); partsDidChange() } }
    /// The track's color; nil draws `.systemFill`.
    open var trackTintColor: UIColor? { didSet { appearanceDidSet(\.trackTintColor); partsDidChange() } }
    /// An image stretched over the done part instead of the progress tint.
    open var progressImage: UIImage? { didSet { partsDidChange() } }
    /// An image stretched over the track instead of the track tint.
    open var trackImage: UIImage? { didSet { partsDidChange() } }

    /// A progress view of `style`, 4 points high.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.preferredHeight))
        setUpParts()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    /// From a nib: the style, `progress`, the images and the colors.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
        if let nib = coder as? UINibDecoder {
            decodeViewFlags(nib)
            decodeProgressViewAttributes(nib)
        }
    }

    /// Sets `progress`, growing or shrinking the done part over a short animation when
    /// `animated` and the view is in a window.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard progress.isFinite else {
            RuntimeIssue.report("UIProgressView.progress must be a finite number (got \(progress)); it stays \(storedProgress)")
            return
        }
        let new = min(max(progress, 0), 1)
        guard new != storedProgress else { return }
        storedProgress = new
        changeParts(animated: animated, duration: Self.animationDuration) { [self] in layoutParts() }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.preferredHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: Self.preferredHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        partsDidChange()
    }

    // MARK: Parts

    private func setUpParts() {
        isOpaque = false
        for part in [trackView, fillView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        partsDidChange()
    }

    /// Puts the current colors and images into the parts.
    private func partsDidChange() {
        trackView.image = trackImage
        trackView.backgroundColor = trackImage == nil ? (trackTintColor ?? .systemFill) : nil
        fillView.image = progressImage
        fillView.backgroundColor = progressImage == nil ? (progressTintColor ?? tintColor) : nil
        setNeedsLayout()
    }

    /// The track fills the bounds; the done part covers `progress` of it from the leading end.
    private func layoutParts() {
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        trackView.frame = bounds
        let width = bounds.width * CGFloat(storedProgress)
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        fillView.frame = CGRect(x: leftToRight ? bounds.minX : bounds.maxX - width, y: bounds.minY, width: width, height: bounds.height)
        trackView.layer.cornerRadius = trackImage == nil ? radius : 0
        fillView.layer.cornerRadius = progressImage == nil ? radius : 0
    }
}
