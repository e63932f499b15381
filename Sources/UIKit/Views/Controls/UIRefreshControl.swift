import CoreGraphics
import Foundation
import QuartzCore

/// The pull-to-refresh control of a scroll view: pulled down far enough, it starts refreshing
/// (its spinner turns and it sends `.valueChanged`), and the content stays lowered by its
/// height until `endRefreshing()`.
///
/// Install it with `UIScrollView.refreshControl` (or `UITableViewController.refreshControl`);
/// the scroll view places it above its content and sizes it. As the content is pulled the
/// spinner's spokes appear one by one, clockwise from the top; when the pull reaches the
/// threshold UIKit uses, `(title height + 100) × 1.125 × max(scroll view height, 372) / 568`
/// points (112.5 pt on a 568-pt scroll view, 167 pt on an 844-pt one), the control starts
/// refreshing while the finger is still down and sends `.valueChanged` once; the user must
/// let the content go back before another pull can trigger. While refreshing the scroll view's
/// `adjustedContentInset.top` grows by the control's 60 points (`contentInset` is untouched,
/// as on iOS 11 and later), so the released content rests below the spinner;
/// `endRefreshing()` scrolls it back up over 0.3 s. `beginRefreshing()` starts refreshing
/// from code: it neither sends `.valueChanged` nor scrolls the control into view, as on iOS.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height without a title, and the inset it adds while refreshing.
    static let height: CGFloat = 60
    /// How long the content takes to go back up after `endRefreshing()`.
    static let endDuration: CFTimeInterval = 0.3

    let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    private var refreshing = false
    /// Whether a pull may trigger (false from a trigger until the content is back at rest).
    var armed = true
    /// The scroll view the control is installed in.
    weak var host: UIScrollView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpRefreshControl()
    }

    /// From a nib: the title (`attributedTitle`) and the tint.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpRefreshControl()
        if let nib = coder as? UINibDecoder {
            if let title = nib.child(key: "attributedTitle"), title.name == "attributedString" {
                attributedTitle = nib.attributedString(title)
            }
            if let tint = nib.color("tintColor") { tintColor = tint }
        }
    }

    private func setUpRefreshControl() {
        isOpaque = false
        clipsToBounds = true
        autoresizingMask = [.flexibleWidth]
        spinner.hidesWhenStopped = false
        spinner.revealSpokes(0)
        titleLabel.font = .preferredFont(forTextStyle: .caption1)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 1
        addSubview(spinner)
        addSubview(titleLabel)
    }

    /// Whether the control is refreshing (from a pull or `beginRefreshing()` until
    /// `endRefreshing()`).
    open var isRefreshing: Bool { refreshing }

    /// The text under the spinner; nil shows none.
    open var attributedTitle: NSAttributedString? {
        get { titleLabel.attributedText }
        set {
            titleLabel.attributedText = newValue
            titleLabel.sizeToFit()
            setNeedsLayout()
            host?.layoutRefreshControl()
        }
    }

    /// The spinner's color (the secondary label color by default).
    open override var tintColor: UIColor! {
        get { spinner.color }
        set { spinner.color = newValue }
    }

    /// Starts refreshing from code: the spinner turns and the content's inset grows, but no
    /// `.valueChanged` is sent and the content does not scroll to show the control.
    open func beginRefreshing() {
        guard !refreshing else { return }
        startRefreshing()
    }

    /// Stops refreshing: the spinner stops and the content goes back up over 0.3 s.
    open func endRefreshing() {
        guard refreshing else { return }
        refreshing = false
        spinner.stopAnimating()
        guard let host else { return }
        let restingTop = -(host.adjustedContentInset.top - host.refreshHost.topInset)
        let shown = host.contentOffset.y < restingTop
        host.refreshHost.topInset = 0
        host.adjustedContentInsetChangedByRefreshControl()
        if shown, !host.isDragging {
            host.setContentOffset(CGPoint(x: host.contentOffset.x, y: restingTop), animated: true)
        }
        host.layoutRefreshControl()
    }

    private func startRefreshing() {
        refreshing = true
        spinner.revealSpokes(nil)
        spinner.startAnimating()
        host?.refreshHost.topInset = Self.height
        host?.adjustedContentInsetChangedByRefreshControl()
        host?.layoutRefreshControl()
    }

    /// The pull that triggers refreshing for a scroll view `height` points tall.
    func triggerDistance(scrollViewHeight height: CGFloat) -> CGFloat {
        let title = titleLabel.attributedText?.length ?? 0 > 0 ? titleLabel.bounds.height : 0
        return (title + 100) * 1.125 * max(height, 372) / 568
    }

    /// The content is pulled `pulled` points past its top: the spokes appear in proportion,
    /// and a drag that reaches the threshold starts refreshing and sends `.valueChanged`.
    func scrollViewPulled(_ pulled: CGFloat, dragging: Bool, scrollViewHeight: CGFloat) {
        if pulled <= 0, !refreshing { armed = true }
        guard !refreshing else { return }
        let threshold = triggerDistance(scrollViewHeight: scrollViewHeight)
        let fraction = max(0, min(1, pulled / threshold))
        spinner.revealSpokes(Int((fraction * CGFloat(UIActivityIndicatorView.spokeCount)).rounded(.down)))
        titleLabel.alpha = fraction
        if dragging, armed, pulled >= threshold {
            armed = false
            startRefreshing()
            sendActions(for: .valueChanged)
        }
    }

    /// The spinner in the top 60 points (centred in the pulled gap while it is smaller), the
    /// title under it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let band = min(bounds.height, Self.height + (titleLabel.attributedText == nil ? 0 : titleLabel.bounds.height + 7))
        let titleRoom = titleLabel.attributedText == nil ? 0 : titleLabel.bounds.height + 7
        let spinnerY = (band - titleRoom) / 2
        spinner.center = CGPoint(x: bounds.midX, y: max(0, spinnerY))
        titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 7, width: bounds.width, height: titleLabel.bounds.height)
    }

    /// The height the control wants: 60 points, more with a title.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let title = titleLabel.attributedText == nil ? 0 : titleLabel.bounds.height + 7
        return CGSize(width: size.width, height: Self.height + title)
    }
}
