import CoreGraphics
import Foundation

/// Makes PDF documents by running drawing code against a PDF context, page by page.
///
/// Actions call `beginPage()` before drawing each page; while they run the context is UIKit's
/// current context, so `UIBezierPath.fill()`, string drawing, `UIImage.draw(in:)` and a
/// view's `draw(_:)` or `layer.render(in:)` draw onto the page. Drawing stays vector: text is
/// PDF text (selectable, searchable), paths are PDF paths. Like image renderers, a PDF
/// renderer may be used from any thread.
open class UIGraphicsPDFRenderer: UIGraphicsRenderer {
    /// The drawing actions a PDF renderer runs.
    public typealias DrawingActions = (UIGraphicsPDFRendererContext) -> Void

    /// A renderer for pages of `bounds` (points; empty or not finite: US Letter) in `format`.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// A renderer for pages of `bounds` in the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsPDFRendererFormat.default())
    }

    /// A copy of the format the renderer draws with.
    open override var format: UIGraphicsPDFRendererFormat {
        rendererFormat.makeCopy() as! UIGraphicsPDFRendererFormat
    }

    /// Runs `actions` and returns the PDF document they drew.
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let data = NSMutableData()
        run(actions, into: CGDataConsumer(data: data)!, api: "UIGraphicsPDFRenderer.pdfData(actions:)")
        return data as Data
    }

    /// Runs `actions` and writes the PDF document they drew to `url`. Throws Foundation's file
    /// error when the file cannot be written (no such folder, no permission, not a file URL).
    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        guard url.isFileURL else {
            throw CocoaError(.fileWriteUnsupportedScheme, userInfo: [NSURLErrorKey: url])
        }
        try pdfData(actions: actions).write(to: url)
    }

    private func run(_ actions: (UIGraphicsPDFRendererContext) -> Void, into consumer: CGDataConsumer, api: String) {
        let format = self.format
        guard let pages = PDFPages(consumer: consumer, bounds: bounds, documentInfo: format.documentInfo, api: api) else { return }
        let context = UIGraphicsPDFRendererContext(pages: pages, format: format)
        withCurrentGraphicsContext(pages.context) { actions(context) }
        pages.close()
    }
}
