import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// A view whose bounds origin — the content offset — moves over content larger than itself,
/// by dragging, a mouse wheel or a trackpad, by deceleration after a flick and by code.
///
/// Subviews are the content, placed in the scroll view's coordinates; scrolling changes
/// `bounds.origin`, so they move without being touched. The scroll view clips them by default.
/// Dragging is its `panGestureRecognizer` (which also takes wheel and trackpad scrolls); what
/// happens after the fingers lift is in UIScrollView+Motion.swift.
///
/// Zooming scales the delegate's `viewForZooming(in:)` view (UIScrollView+Zooming.swift).
///
/// Not implemented yet: scroll indicators, `delaysContentTouches` /
/// `canCancelContentTouches`, scroll-to-top.
@preconcurrency @MainActor
open class UIScrollView: UIView, UIGestureRecognizerDelegate {
    /// How quickly a flick slows: the fraction of its speed kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area adds to `contentInset` in `adjustedContentInset`; raw values are UIKit's.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and the top and bottom too, scrollable or not, for the content
        /// of a controller in a navigation controller (Apple's backward-compatible rule).
        case automatic
        /// The safe area on the axes the content scrolls along.
        case scrollableAxes
        /// No adjustment.
        case never
        /// The safe area on every edge.
        case always
    }

    /// Told as scrolling happens. Weak, as on iOS.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the content; the offset may range over it (and the insets).
    open var contentSize: CGSize = .zero {
        didSet {
            if Self.isNotFinite([contentSize.width, contentSize.height], "contentSize", contentSize) { contentSize = oldValue }
            if contentSize != oldValue {
                adjustedContentInsetMayHaveChanged()
                LayoutEngine.contentSizeDidChange(of: self)
            }
        }
    }

    /// The content and frame layout guides, made on first use (UIScrollView+LayoutGuides.swift).
    var contentGuide, frameGuide: UILayoutGuide?
    /// Containers whose bars follow the offset (ContentOffsetObservers.swift).
    var offsetObservers = ContentOffsetObservers()
    /// The refresh control and the inset it adds (UIScrollView+RefreshControl.swift).
    var refreshHost = RefreshHost()
    /// The pull-to-refresh control above the content; nil removes it.
    open var refreshControl: UIRefreshControl? { get { refreshHost.control } set { installRefreshControl(newValue) } }

    /// Where the content's origin is, seen from the scroll view's top left: `bounds.origin`.
    /// Setting it stops a deceleration or animation in progress.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Room around the content the offset may also reach (a header's height, say).
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            let c = contentInset
            if Self.isNotFinite([c.top, c.left, c.bottom, c.right], "contentInset", c) { contentInset = oldValue }
            if contentInset != oldValue { adjustedContentInsetMayHaveChanged() }
        }
    }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedContentInsetMayHaveChanged() } }
    }

    /// `contentInset` plus the safe area as `contentInsetAdjustmentBehavior` asks: the insets
    /// scrolling actually uses.
    open var adjustedContentInset: UIEdgeInsets {
        let inset = contentInset
        let safe: UIEdgeInsets
        switch contentInsetAdjustmentBehavior {
        case .never: return UIEdgeInsets(top: inset.top + refreshHost.topInset, left: inset.left, bottom: inset.bottom, right: inset.right)
        case .always: safe = safeAreaInsets
        case .automatic, .scrollableAxes:
            let s = safeAreaInsets
            let vertical = contentSize.height + inset.top + inset.bottom > bounds.height || alwaysBounceVertical || adjustsAsNavigationContent
            let horizontal = contentSize.width + inset.left + inset.right > bounds.width || alwaysBounceHorizontal
            safe = UIEdgeInsets(top: vertical ? s.top : 0, left: horizontal ? s.left : 0,
                                bottom: vertical ? s.bottom : 0, right: horizontal ? s.right : 0)
        }
        return UIEdgeInsets(top: inset.top + safe.top + refreshHost.topInset, left: inset.left + safe.left,
                            bottom: inset.bottom + safe.bottom, right: inset.right + safe.right)
    }

    /// Called when `adjustedContentInset` changed; subclasses override (and call super).
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Whether dragging, the wheel and the trackpad scroll (the pan gesture recognizer is
    /// enabled); code can always set the offset.
    open var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }

    /// Whether a drag that starts mostly along one axis scrolls only along it.
    open var isDirectionalLockEnabled = false
    /// Whether dragging past the content's edge stretches and springs back.
    open var bounces = true
    /// Whether dragging bounces vertically even when the content is no taller than the view.
    open var alwaysBounceVertical = false { didSet { if alwaysBounceVertical != oldValue { adjustedContentInsetMayHaveChanged() } } }
    /// Whether dragging bounces horizontally even when the content is no wider than the view.
    open var alwaysBounceHorizontal = false { didSet { if alwaysBounceHorizontal != oldValue { adjustedContentInsetMayHaveChanged() } } }
    /// Whether scrolling comes to rest on multiples of the view's size.
    open var isPagingEnabled = false
    /// How quickly a flick slows down.
    open var decelerationRate: DecelerationRate = .normal

    /// The recognizer that drags the content. It also takes mouse-wheel and trackpad scrolls
    /// (`allowedScrollTypesMask` is `.all`).
    open var panGestureRecognizer: UIPanGestureRecognizer { pan }
    private let pan = ScrollViewPanGestureRecognizer()

    /// Whether a finger is on the content (or a scroll is in progress), dragging or not yet.
    open internal(set) var isTracking = false
    /// Whether the content is being dragged (or scrolled by wheel or trackpad).
    open internal(set) var isDragging = false
    /// How dragging the content sends the keyboard away (see `UIScrollView+KeyboardDismiss`).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether the content is moving on after a drag ended.
    open internal(set) var isDecelerating = false

    // MARK: Scroll indicators (UIScrollView+Indicators.swift)

    /// Whether the vertical indicator shows while the content scrolls.
    open var showsVerticalScrollIndicator = true { didSet { setNeedsLayout() } }
    /// Whether the horizontal indicator shows while the content scrolls.
    open var showsHorizontalScrollIndicator = true { didSet { setNeedsLayout() } }
    open var indicatorStyle: IndicatorStyle = .default { didSet { setNeedsLayout() } }
    /// How far the vertical indicator keeps from the view's edges.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// How far the horizontal indicator keeps from the view's edges.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Both indicators' insets (reads the vertical one's).
    @available(iOS, deprecated: 13.0, message: "Use verticalScrollIndicatorInsets and horizontalScrollIndicatorInsets")
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// Whether the indicators also keep clear of the safe area.
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { setNeedsLayout() } }
    var scrollIndicators: ScrollIndicators?
    /// Subviews a subclass keeps in front of its content, under the indicators (a table's headers).
    var frontContentViews: [UIView] = []

    /// Shows the scroll indicators for a moment, as after a scroll; call it when a scroll view
    /// appears to tell the user there is more to see.
    open func flashScrollIndicators() { flashIndicators() }

    /// Scroll views place their indicators here; subclasses that tile content call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutScrollIndicators()
    }

    // MARK: Zooming (UIScrollView+Zooming.swift)

    /// The smallest scale the content may be zoomed to. Zooming needs a delegate that answers
    /// `viewForZooming(in:)` and a `maximumZoomScale` above this.
    open var minimumZoomScale: CGFloat = 1 {
        didSet {
            if Self.isNotFinite([minimumZoomScale], "minimumZoomScale", minimumZoomScale) { minimumZoomScale = oldValue }
            zoomLimitsDidChange()
        }
    }
    /// The largest scale the content may be zoomed to.
    open var maximumZoomScale: CGFloat = 1 {
        didSet {
            if Self.isNotFinite([maximumZoomScale], "maximumZoomScale", maximumZoomScale) { maximumZoomScale = oldValue }
            zoomLimitsDidChange()
        }
    }
    /// The scale applied to the zoom view; setting it zooms about the middle of what shows.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Whether a pinch may zoom past the limits, springing back when the fingers lift.
    open var bouncesZoom = true
    /// Whether fingers are zooming the content.
    open internal(set) var isZooming = false
    /// Whether the zoom is springing back inside its limits after a pinch.
    open internal(set) var isZoomBouncing = false
    /// The pinch that zooms; nil while zooming is disabled (the maximum not above the minimum).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { pinch }
    var pinch: UIPinchGestureRecognizer?
    var currentZoomScale: CGFloat = 1
    /// The zoom scale when the current pinch began.
    var pinchStartScale: CGFloat = 1

    /// Zooms to `scale` (kept inside the limits) about the middle of the visible content, at
    /// once or animated (then `scrollViewDidEndZooming`).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomContent(to: scale, animated: animated)
    }

    /// Zooms so that `rect`, in the zoom view's own coordinates, fills the view as far as the
    /// limits allow, centred.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoomContent(toShow: rect, animated: animated)
    }

    /// The drag in progress (UIScrollView+Dragging.swift).
    var drag: ScrollDrag?
    /// Motion after a drag, or an animated offset change, and the display link driving it
    /// (UIScrollView+Motion.swift).
    var motion: ScrollMotion?
    var motionLink: CADisplayLink?
    private var lastAdjustedContentInset = UIEdgeInsets.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureScrollView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureScrollView()
        if let nib = coder as? UINibDecoder {
            clipsToBounds = nib.bool("clipsSubviews", default: false)
            decodeScrollViewAttributes(nib)
        }
    }

    private func configureScrollView() {
        clipsToBounds = true
        pan.scrollView = self
        pan.allowedScrollTypesMask = .all
        pan.delegate = self
        pan.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(pan)
        lastAdjustedContentInset = adjustedContentInset
    }

    deinit {
        // A scroll animation's link exists only while the view is shown, on the main thread.
        deinitCleanup { motionLink?.invalidate() }
    }

    /// Moves the content to `contentOffset`, at once or animated over
    /// `scrollAnimationDuration` (then `scrollViewDidEndScrollingAnimation`). The offset is
    /// taken as given, even outside the content; either way a deceleration in progress stops.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scrollContent(to: contentOffset, animated: animated)
    }

    /// Scrolls the least distance that shows `rect` (in the scroll view's coordinates, the
    /// content's) inside the insets; nothing when it is already visible. A rect larger than the
    /// view shows its top left.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scrollContent(toShow: rect, animated: animated)
    }

    /// The bounds origin is the content offset: a change tells the delegate and lays out again
    /// (scroll views tile their content in `layoutSubviews`).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin, oldSize = super.bounds.size
            super.bounds = newValue
            if super.bounds.size != oldSize { adjustedContentInsetMayHaveChanged() }
            if super.bounds.origin != oldOrigin {
                LayoutEngine.contentOffsetDidChange(of: self)
                setNeedsLayout()
                scrollIndicatorsDidScroll()
                delegate?.scrollViewDidScroll(self)
                offsetObservers.notify(self)
            }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = bounds.size
            super.frame = newValue
            if bounds.size != oldSize { adjustedContentInsetMayHaveChanged() }
        }
    }

    // MARK: State restoration (as UIKit's: the zoom scale and content offset)

    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(Double(zoomScale), forKey: "UIScrollViewZoomScale")
        coder.encode(Double(contentOffset.x), forKey: "UIScrollViewContentOffsetX")
        coder.encode(Double(contentOffset.y), forKey: "UIScrollViewContentOffsetY")
    }

    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        guard coder.containsValue(forKey: "UIScrollViewContentOffsetY") else { return }
        let scale = CGFloat(coder.decodeDouble(forKey: "UIScrollViewZoomScale"))
        if scale > 0, scale != zoomScale { zoomScale = scale }
        contentOffset = CGPoint(x: coder.decodeDouble(forKey: "UIScrollViewContentOffsetX"),
                                y: coder.decodeDouble(forKey: "UIScrollViewContentOffsetY"))
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetMayHaveChanged()
    }

    func adjustedContentInsetMayHaveChanged() {
        let now = adjustedContentInset
        guard now != lastAdjustedContentInset else { return }
        lastAdjustedContentInset = now
        adjustedContentInsetDidChange()
    }

    /// The pan begins only when the content can move: along an axis it overflows, or, for
    /// dragging, one set to always bounce. Otherwise the gesture is left to views further up.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === pan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        let wheel = pan.scroll?.type == .discrete
        let x = scrollLimits(.horizontal), y = scrollLimits(.vertical)
        return x.overflows || y.overflows || (!wheel && bounces && (alwaysBounceHorizontal || alwaysBounceVertical))
    }

    // MARK: The pan's delegate (as on iOS, the scroll view is its pan's delegate, so a
    // subclass adjusts the pan by overriding these; `gestureRecognizerShouldBegin(_:)` is the
    // view method above, which serves both roles)

    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }

    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }

    /// The scroll view's own pan and pinch run together (two fingers pan while they zoom);
    /// other recognizers do not.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        func isOwn(_ r: UIGestureRecognizer) -> Bool { r === pan || r === pinch }
        return isOwn(gestureRecognizer) && isOwn(otherGestureRecognizer)
    }

    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Limits

    enum Axis { case horizontal, vertical }

    /// How far the offset may go along an axis without bouncing.
    struct Limits {
        var minimum: CGFloat
        var maximum: CGFloat
        /// Whether the content (with its insets) is larger than the view along the axis.
        var overflows: Bool
        func clamp(_ value: CGFloat) -> CGFloat { min(max(value, minimum), maximum) }
    }

    func scrollLimits(_ axis: Axis, contentSize: CGSize? = nil) -> Limits {
        let inset = adjustedContentInset, contentSize = contentSize ?? self.contentSize
        let (lead, trail, content, size) = axis == .horizontal
            ? (inset.left, inset.right, contentSize.width, bounds.width)
            : (inset.top, inset.bottom, contentSize.height, bounds.height)
        let minimum = -lead
        let maximum = max(minimum, content + trail - size)
        return Limits(minimum: minimum, maximum: maximum, overflows: maximum > minimum)
    }

    /// `point` moved inside the limits on both axes.
    func clampedOffset(_ point: CGPoint, contentSize: CGSize? = nil) -> CGPoint {
        CGPoint(x: scrollLimits(.horizontal, contentSize: contentSize).clamp(point.x),
                y: scrollLimits(.vertical, contentSize: contentSize).clamp(point.y))
    }

}
