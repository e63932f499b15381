import CoreGraphics
import Foundation
internal import RuntimeSupport

/// Draws pages to print: a header, content, the content of print formatters and a footer on
/// each page, in the current graphics context.
///
/// There is no print panel on Linux: render the pages into a PDF as iOS apps do to save a
/// print job — set `paperRect` and `printableRect` (with `setValue(_:forKey:)`, or override
/// them), open a PDF context, and for each of `numberOfPages` begin a page and call
/// `drawPage(at:in:)`; `UIPrintPageRenderer.pdfData()` does exactly that.
@preconcurrency @MainActor
open class UIPrintPageRenderer: NSObject {
    /// The height of the header at the top of the printable area; 0 (no header) by default.
    open var headerHeight: CGFloat = 0

    /// The height of the footer at the bottom of the printable area; 0 (no footer) by default.
    open var footerHeight: CGFloat = 0

    private var paper: CGRect = .zero
    private var printable: CGRect = .zero
    private var formatters: [UIPrintFormatter] = []

    public override init() {
        super.init()
    }

    /// The sheet's rectangle, origin (0, 0). A print job sets it; `.zero` until then. Set it
    /// with `setValue(_:forKey: "paperRect")` or override it to render without a print job.
    open var paperRect: CGRect { paper }

    /// The part of the sheet that can be printed on, in paper coordinates. A print job sets
    /// it; `.zero` until then (see `paperRect`).
    open var printableRect: CGRect { printable }

    /// The formatters drawing content, each from its `startPage`; setting it replaces them
    /// (a formatter moved here leaves its previous renderer).
    open var printFormatters: [UIPrintFormatter]? {
        get { formatters.isEmpty ? nil : formatters }
        set {
            for formatter in formatters { formatter.printPageRenderer = nil }
            formatters = []
            for formatter in newValue ?? [] { adopt(formatter) }
        }
    }

    /// Adds `formatter`, its content starting on page `pageIndex`.
    open func addPrintFormatter(_ formatter: UIPrintFormatter, startingAtPageAt pageIndex: Int) {
        formatter.startPage = max(0, pageIndex)
        adopt(formatter)
    }

    /// The formatters with content on page `pageIndex`; nil when none has.
    open func printFormattersForPage(at pageIndex: Int) -> [UIPrintFormatter]? {
        let onPage = formatters.filter { pageIndex >= $0.startPage && pageIndex < $0.startPage + $0.pageCount }
        return onPage.isEmpty ? nil : onPage
    }

    /// The number of pages: as far as the formatters' content reaches, 0 without formatters.
    /// A renderer drawing its own content overrides it.
    open var numberOfPages: Int {
        max(0, formatters.map { $0.startPage + $0.pageCount }.max() ?? 0)
    }

    /// Draws page `pageIndex`: the header (when `headerHeight` is positive), the content, each
    /// formatter with content on the page, then the footer (when `footerHeight` is positive).
    /// `printableRect` is in paper coordinates; header and footer take its top and bottom.
    open func drawPage(at pageIndex: Int, in printableRect: CGRect) {
        guard printableRect.isFinite else {
            RuntimeIssue.report("UIPrintPageRenderer.drawPage(at:in:): the rect \(printableRect) is not finite; nothing is drawn")
            return
        }
        let header = headerHeight.isFinite ? max(0, headerHeight) : 0
        let footer = footerHeight.isFinite ? max(0, footerHeight) : 0
        if header > 0 {
            drawHeaderForPage(at: pageIndex, in: CGRect(x: printableRect.minX, y: printableRect.minY,
                                                        width: printableRect.width, height: header))
        }
        drawContentForPage(at: pageIndex, in: CGRect(x: printableRect.minX, y: printableRect.minY + header, width: printableRect.width,
                                                     height: max(0, printableRect.height - header - footer)))
        for formatter in printFormattersForPage(at: pageIndex) ?? [] {
            drawPrintFormatter(formatter, forPageAt: pageIndex)
        }
        if footer > 0 {
            drawFooterForPage(at: pageIndex, in: CGRect(x: printableRect.minX, y: printableRect.maxY - footer,
                                                        width: printableRect.width, height: footer))
        }
    }

    /// Draws the header of page `pageIndex` in `headerRect`; does nothing by default.
    open func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {}

    /// Draws the renderer's own content of page `pageIndex`; does nothing by default.
    open func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {}

    /// Draws the footer of page `pageIndex` in `footerRect`; does nothing by default.
    open func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {}

    /// Draws `formatter`'s part of page `pageIndex`: by default, its `draw(in:forPageAt:)` in
    /// its `rectForPage(at:)`.
    open func drawPrintFormatter(_ formatter: UIPrintFormatter, forPageAt pageIndex: Int) {
        formatter.draw(in: formatter.rectForPage(at: pageIndex), forPageAt: pageIndex)
    }

    // MARK: Key-value coding

    /// Sets `paperRect` or `printableRect` — the keys iOS code sets to render pages without a
    /// print job — from a `CGRect` or an `NSValue` holding one. Other keys, and values that are
    /// not finite rectangles, are reported and ignored.
    open func setValue(_ value: Any?, forKey key: String) {
        let rect = (value as? CGRect) ?? (value as? NSValue)?.rectValue
        guard key == "paperRect" || key == "printableRect" else {
            RuntimeIssue.report("UIPrintPageRenderer.setValue(_:forKey:): no settable key \"\(key)\" (paperRect and printableRect are); ignored")
            return
        }
        guard let rect, rect.isFinite, !rect.isNull else {
            RuntimeIssue.report("UIPrintPageRenderer.setValue(_:forKey: \"\(key)\"): \(String(describing: value)) is not a finite CGRect; ignored")
            return
        }
        if key == "paperRect" { paper = rect } else { printable = rect }
    }

    /// `paperRect`, `printableRect`, `headerHeight`, `footerHeight` or `numberOfPages` by name.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "paperRect": return paperRect
        case "printableRect": return printableRect
        case "headerHeight": return headerHeight
        case "footerHeight": return footerHeight
        case "numberOfPages": return numberOfPages
        default: return nil
        }
    }

    // MARK: Formatters

    private func adopt(_ formatter: UIPrintFormatter) {
        if let previous = formatter.printPageRenderer, previous !== self { previous.removeFormatter(formatter) }
        if !formatters.contains(where: { $0 === formatter }) { formatters.append(formatter) }
        formatter.printPageRenderer = self
    }

    func removeFormatter(_ formatter: UIPrintFormatter) {
        formatters.removeAll { $0 === formatter }
        formatter.printPageRenderer = nil
    }
}
