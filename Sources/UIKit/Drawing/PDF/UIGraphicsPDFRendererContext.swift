import CoreGraphics
import Foundation

/// The drawing environment a `UIGraphicsPDFRenderer` hands its actions: pages, links and the
/// Core Graphics context, whose user space on each page is UIKit's (top-left origin, y down,
/// points).
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    let pages: PDFPages

    init(pages: PDFPages, format: UIGraphicsPDFRendererFormat) {
        self.pages = pages
        super.init(cgContext: pages.context, format: format)
    }

    /// The renderer's format.
    open override var format: UIGraphicsPDFRendererFormat {
        super.format as! UIGraphicsPDFRendererFormat
    }

    /// The bounds of the current page (the renderer's bounds unless the page was begun with
    /// others).
    open var pdfContextBounds: CGRect { pages.pageBounds }

    /// Ends any open page and begins one with the renderer's bounds.
    open func beginPage() {
        pages.beginPage(bounds: nil, pageInfo: nil, api: "UIGraphicsPDFRendererContext.beginPage()")
    }

    /// Ends any open page and begins one of `bounds` (empty or not finite: the renderer's),
    /// with `pageInfo`'s Core Graphics page keys.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        pages.beginPage(bounds: bounds, pageInfo: pageInfo, api: "UIGraphicsPDFRendererContext.beginPage(withBounds:pageInfo:)")
    }

    /// Makes `rect` — in PDF space: origin at the page's bottom-left, y up — a link to `url`.
    open func setURL(_ url: URL, for rect: CGRect) {
        cgContext.setURL(url, for: rect)
    }

    /// Names `point` (PDF space) on the current page as a destination for links.
    open func addDestination(withName name: String, at point: CGPoint) {
        cgContext.addDestination(name as CFString, at: point)
    }

    /// Makes `rect` (PDF space) a link to the destination `name`.
    open func setDestinationWithName(_ name: String, for rect: CGRect) {
        cgContext.setDestination(name as CFString, for: rect)
    }
}
