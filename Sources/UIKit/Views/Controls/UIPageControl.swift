import CoreGraphics
import Foundation

/// A row of dots, one per page, the current page's dot opaque and the others translucent.
///
/// A tap on the left half of the control goes back one page, on the right half forward one,
/// sending `.valueChanged` (with `.primaryActionTriggered`) when the page changed. Setting
/// `currentPage` sends nothing and is pinned to the pages. With `defersCurrentPageDisplay`
/// a tap changes `currentPage` but the dots keep showing the old page until
/// `updateCurrentPageDisplay()`. The dots are white by default, as on iOS: give them colors
/// on a light background.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The dots' diameter and the distance from one dot's centre to the next.
    static let indicatorDiameter: CGFloat = 7
    static let indicatorPitch: CGFloat = 16
    /// The height a page control wants, and the margin beside the first and last dots.
    static let preferredHeight: CGFloat = 26
    static let sideMargin: CGFloat = 8

    private var pages = 0
    private var page = 0
    /// The page the dots show (behind `currentPage` while the display is deferred).
    private var displayedPage = 0

    /// How many dots there are (0 by default); a negative number counts as 0.
    open var numberOfPages: Int {
        get { pages }
        set {
            pages = max(0, newValue)
            page = min(page, max(0, pages - 1))
            displayedPage = min(displayedPage, max(0, pages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The current page, pinned to 0…numberOfPages − 1; setting it sends nothing and shows
    /// it at once.
    open var currentPage: Int {
        get { page }
        set {
            page = min(max(newValue, 0), max(0, pages - 1))
            displayedPage = page
            setNeedsDisplay()
        }
    }

    /// Whether a control with a single page shows nothing.
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// Whether a tap leaves the dots on the old page until `updateCurrentPageDisplay()`.
    open var defersCurrentPageDisplay = false
    /// The other pages' dots; nil draws translucent white.
    open var pageIndicatorTintColor: UIColor? { didSet { appearanceDidSet(\.pageIndicatorTintColor); setNeedsDisplay() } }
    /// The current page's dot; nil draws opaque white.
    open var currentPageIndicatorTintColor: UIColor? { didSet { appearanceDidSet(\.currentPageIndicatorTintColor); setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// From a nib: `numberOfPages`, `currentPage`, `hidesForSinglePage`,
    /// `defersCurrentPageDisplay` and the two indicator colors.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        contentMode = .redraw
        if let nib = coder as? UINibDecoder {
            decodeViewFlags(nib)
            decodePageControlAttributes(nib)
        }
    }

    /// Shows `currentPage` after a deferred change.
    open func updateCurrentPageDisplay() {
        guard displayedPage != page else { return }
        displayedPage = page
        setNeedsDisplay()
    }

    /// The size the dots of `pageCount` pages take: a 16-point slot a dot, 8 points beside
    /// the row, 26 points high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        guard pageCount > 0 else { return CGSize(width: 0, height: Self.preferredHeight) }
        return CGSize(width: CGFloat(pageCount) * Self.indicatorPitch + 2 * Self.sideMargin, height: Self.preferredHeight)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: pages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: pages) }

    // MARK: Tracking

    /// A tap lifted inside moves one page toward the half it landed on.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, pages > 1 else { return }
        let target = page + (touch.location(in: self).x < bounds.midX ? -1 : 1)
        guard (0..<pages).contains(target) else { return }
        page = target
        if !defersCurrentPageDisplay {
            displayedPage = page
            setNeedsDisplay()
        }
        send([.valueChanged, .primaryActionTriggered], event: event)
    }

    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    // MARK: Drawing

    /// The dots, centred in the bounds; nothing for one page with `hidesForSinglePage`.
    open override func draw(_ rect: CGRect) {
        guard pages > 0, !(hidesForSinglePage && pages == 1) else { return }
        let d = Self.indicatorDiameter, pitch = Self.indicatorPitch
        let firstCentre = bounds.midX - CGFloat(pages - 1) * pitch / 2
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        for index in 0..<pages {
            let color = index == displayedPage
                ? currentPageIndicatorTintColor ?? .white
                : pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
            color.withAlphaComponent(color.cgColor.alpha * alpha).setFill()
            let centre = CGPoint(x: firstCentre + CGFloat(index) * pitch, y: bounds.midY)
            UIBezierPath(ovalIn: CGRect(x: centre.x - d / 2, y: centre.y - d / 2, width: d, height: d)).fill()
        }
    }
}
