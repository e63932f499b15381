import CoreGraphics
import Foundation

/// Prints a view: what it and its subviews draw, over as many pages as its height needs.
///
/// Get one from `UIView.viewPrintFormatter()`. The view is printed as vectors, not as a
/// screenshot: each view's background, border and image contents, then its
/// `draw(_:for:)` (by default its `draw(_:)`, so a label's text stays text), then its
/// subviews in order; layers that are not views' layers are composited as on screen. A
/// view wider than the page is scaled down to its width; pages cut the view at the page
/// height.
@preconcurrency @MainActor
open class UIViewPrintFormatter: UIPrintFormatter {
    /// The view this formatter prints.
    open private(set) var view: UIView

    init(view: UIView) {
        self.view = view
        super.init()
    }

    /// How much the view is scaled to fit `width`: 1, or less for a wider view.
    private func scale(forWidth width: CGFloat) -> CGFloat {
        let w = view.bounds.width
        return w > width && w > 0 && width > 0 ? width / w : 1
    }

    override func pageBreaks(_ geometry: PrintPageGeometry) -> [Range<CGFloat>] {
        geometry.continuousBreaks(total: view.bounds.height * scale(forWidth: geometry.width))
    }

    override func drawContent(_ range: Range<CGFloat>, in rect: CGRect, width: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        view.layoutIfNeeded()
        let s = scale(forWidth: width)
        context.translateBy(x: rect.minX, y: rect.minY - range.lowerBound)
        context.scaleBy(x: s, y: s)
        context.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
        ViewPrinting(formatter: self, context: context).drawContents(of: view)
    }
}
