import CoreGraphics
import Foundation
internal import RuntimeSupport

/// Lays out printable content that can run across pages: UIKit's abstract base class of
/// `UIViewPrintFormatter`, `UISimpleTextPrintFormatter` and `UIMarkupTextPrintFormatter`.
///
/// A formatter belongs to at most one `UIPrintPageRenderer`, which gives it pages from
/// `startPage` on. On each page its content goes in the renderer's printable rectangle less
/// the header and footer, inset by `perPageContentInsets` (and, on its first page, by the
/// top of `contentInsets`, and no taller than `maximumContentHeight`), no wider than
/// `maximumContentWidth`. Subclasses say where content breaks between pages and draw one
/// page's part.
@preconcurrency @MainActor
open class UIPrintFormatter: NSObject {
    /// The page renderer this formatter was added to; nil when it was not added to one.
    open internal(set) weak var printPageRenderer: UIPrintPageRenderer?

    /// The most content on the formatter's first page, in points; unlimited by default.
    open var maximumContentHeight: CGFloat = .greatestFiniteMagnitude

    /// The widest the content may be, in points; unlimited by default.
    open var maximumContentWidth: CGFloat = .greatestFiniteMagnitude

    /// Margins applied on every page, inside the printable area less header and footer.
    open var perPageContentInsets: UIEdgeInsets = .zero

    /// Insets from the printable area: the top applies to the first page only, left and
    /// right to every page. Replaced by `perPageContentInsets` (iOS 10).
    @available(iOS, deprecated: 10.0, message: "Use perPageContentInsets")
    open var contentInsets: UIEdgeInsets {
        get { firstPageInsets }
        set { firstPageInsets = newValue }
    }
    var firstPageInsets: UIEdgeInsets = .zero

    /// The renderer page the formatter's content starts on.
    open var startPage: Int = 0

    public override init() {
        super.init()
    }

    /// How many pages the content takes with the renderer's current page geometry; 0 when it
    /// is not in a renderer or the renderer has no printable area.
    open var pageCount: Int {
        guard let geometry = pageGeometry() else { return 0 }
        return pageBreaks(geometry).count
    }

    /// Where the formatter draws on renderer page `pageIndex`, in paper coordinates (origin
    /// at the sheet's top-left); `.zero` for a page the formatter has no content on.
    open func rectForPage(at pageIndex: Int) -> CGRect {
        guard let geometry = pageGeometry() else { return .zero }
        let local = pageIndex - startPage
        let breaks = pageBreaks(geometry)
        guard breaks.indices.contains(local) else { return .zero }
        var rect = geometry.rect(forLocalPage: local)
        rect.size.height = min(rect.height, breaks[local].upperBound - breaks[local].lowerBound)
        return rect
    }

    /// Draws the part of the content that falls on renderer page `pageIndex` into `rect`,
    /// clipped to it, in the current graphics context.
    open func draw(in rect: CGRect, forPageAt pageIndex: Int) {
        guard let context = UIGraphicsGetCurrentContext(), rect.isFinite, !rect.isEmpty,
              let geometry = pageGeometry() else { return }
        let local = pageIndex - startPage
        let breaks = pageBreaks(geometry)
        guard breaks.indices.contains(local) else { return }
        context.saveGState()
        context.clip(to: rect)
        drawContent(breaks[local], in: rect, width: geometry.width)
        context.restoreGState()
    }

    /// Removes the formatter from its page renderer.
    open func removeFromPrintPageRenderer() {
        printPageRenderer?.removeFormatter(self)
    }

    // MARK: For subclasses

    /// The content's vertical ranges, one per page, in content coordinates (points from the
    /// top of the content laid out `geometry.width` wide).
    func pageBreaks(_ geometry: PrintPageGeometry) -> [Range<CGFloat>] { [] }

    /// Draws the content in `range` (content coordinates) with its top at `rect`'s top.
    func drawContent(_ range: Range<CGFloat>, in rect: CGRect, width: CGFloat) {}

    // MARK: Geometry

    /// The content area of each page, from the renderer's printable area, header, footer and
    /// this formatter's insets and limits; nil without a renderer or a usable area.
    func pageGeometry() -> PrintPageGeometry? {
        guard let renderer = printPageRenderer else { return nil }
        let printable = renderer.printableRect
        guard printable.isFinite, !printable.isEmpty else {
            RuntimeIssue.report("UIPrintFormatter: the page renderer's printableRect is empty, so its content takes no pages; set paperRect and printableRect (setValue(_:forKey:), as on iOS outside a print job) or override them")
            return nil
        }
        let header = max(0, renderer.headerHeight.isFinite ? renderer.headerHeight : 0)
        let footer = max(0, renderer.footerHeight.isFinite ? renderer.footerHeight : 0)
        let area = CGRect(x: printable.minX, y: printable.minY + header,
                          width: printable.width, height: printable.height - header - footer)
        return PrintPageGeometry(area: area, perPage: perPageContentInsets, first: firstPageInsets,
                                 maximumWidth: maximumContentWidth, maximumFirstHeight: maximumContentHeight)
    }
}

/// Where a formatter's content goes on each of its pages.
struct PrintPageGeometry {
    var area: CGRect
    var perPage: UIEdgeInsets
    var first: UIEdgeInsets
    var maximumWidth: CGFloat
    var maximumFirstHeight: CGFloat

    /// The content rectangle of the formatter's page `local` (0: its first).
    func rect(forLocalPage local: Int) -> CGRect {
        var r = area.inset(by: UIEdgeInsets(top: perPage.top + (local == 0 ? first.top : 0), left: perPage.left + first.left,
                                            bottom: perPage.bottom, right: perPage.right + first.right))
        r.size.width = max(0, min(r.width, maximumWidth.isNaN ? r.width : maximumWidth))
        r.size.height = max(0, r.height)
        if local == 0, maximumFirstHeight.isFinite, maximumFirstHeight >= 0 { r.size.height = min(r.height, maximumFirstHeight) }
        return r
    }

    /// The width content is laid out at.
    var width: CGFloat { rect(forLocalPage: 1).width }

    /// The height available on the formatter's page `local`.
    func height(ofLocalPage local: Int) -> CGFloat { rect(forLocalPage: local).height }

    /// Cuts `total` points of content that may break anywhere into page ranges; at most
    /// `limit` pages (content that would never fit ends there).
    func continuousBreaks(total: CGFloat, limit: Int = 10_000) -> [Range<CGFloat>] {
        guard total > 0, total.isFinite else { return [] }
        var breaks: [Range<CGFloat>] = []
        var top: CGFloat = 0
        while top < total - 0.001, breaks.count < limit {
            let h = height(ofLocalPage: breaks.count)
            guard h > 0 else { break }
            breaks.append(top..<min(total, top + h))
            top += h
        }
        return breaks
    }
}
