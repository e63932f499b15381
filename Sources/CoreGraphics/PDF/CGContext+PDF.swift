internal import CCairo
import Foundation
internal import RuntimeSupport

// PDF contexts: Core Graphics' CGPDFContext functions, which Swift names as CGContext
// initializers and methods.

extension CGContext {
    /// A PDF context writing its document to `consumer`. `mediaBox` is the default page
    /// (US Letter, 612 × 792 points, when nil); `auxiliaryInfo` may name the title, author,
    /// subject, keywords and creator (`kCGPDFContextTitle` …).
    ///
    /// User space is Core Graphics' PDF space: points, origin at the media box's bottom-left,
    /// y up. Draw between `beginPDFPage(_:)` (or `beginPage(mediaBox:)`) and `endPDFPage()`;
    /// the document is complete after `closePDF()` or when the context is released.
    /// Nil for a media box that is not finite or is empty.
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        guard let output = PDFOutput(consumer: consumer, mediaBox: mediaBox?.pointee, info: auxiliaryInfo,
                                     api: "CGContext(consumer:mediaBox:_:)") else { return nil }
        self.init(pdf: output)
    }

    /// A PDF context writing the file at `url` (see `init(consumer:mediaBox:_:)`). Nil when the
    /// file cannot be created.
    public convenience init?(_ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    /// Starts a page whose media box is `pageInfo`'s `kCGPDFContextMediaBox`, or the
    /// document's. An open page is ended first. The page starts with a fresh graphics state.
    public func beginPDFPage(_ pageInfo: CFDictionary?) {
        beginPage(box: PDFOutput.mediaBox(in: pageInfo), api: "CGContext.beginPDFPage(_:)")
    }

    /// Ends the current page.
    public func endPDFPage() {
        endPage(api: "CGContext.endPDFPage()")
    }

    /// Starts a page with `mediaBox` (the document's when nil); for a PDF context the same as
    /// `beginPDFPage(_:)`.
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
        beginPage(box: mediaBox?.pointee, api: "CGContext.beginPage(mediaBox:)")
    }

    /// Ends the current page (`endPDFPage()` for a PDF context).
    public func endPage() {
        endPage(api: "CGContext.endPage()")
    }

    /// Ends any open page and completes the document: the consumer has every byte when this
    /// returns (a file is closed). Drawing afterwards is ignored.
    public func closePDF() {
        guard pdf != nil else {
            RuntimeIssue.report("CGContext.closePDF(): not a PDF context")
            return
        }
        finishPDF()
    }

    /// Makes `rect` (default PDF space: the page's, bottom-left origin, not the CTM's) a link
    /// to `url` on the current page.
    public func setURL(_ url: CFURL, for rect: CGRect) {
        guard let box = linkBox(rect, api: "CGContext.setURL(_:for:)") else { return }
        tag(CAIRO_TAG_LINK, "uri='\(escaped(url.absoluteString))' rect=[\(box)]")
    }

    /// Names `point` (default PDF space) on the current page as a destination that
    /// `setDestination(_:for:)` links jump to.
    public func addDestination(_ name: CFString, at point: CGPoint) {
        guard let pdf, pdf.pageOpen, point.isFinite else {
            RuntimeIssue.report("CGContext.addDestination(_:at:): needs an open PDF page and a finite point")
            return
        }
        let p = point.applying(pdf.pageFlip)
        tag(CAIRO_TAG_DEST, "name='\(escaped(name as String))' x=\(p.x) y=\(p.y)")
    }

    /// Makes `rect` (default PDF space) on the current page a link to the destination `name`.
    public func setDestination(_ name: CFString, for rect: CGRect) {
        guard let box = linkBox(rect, api: "CGContext.setDestination(_:for:)") else { return }
        tag(CAIRO_TAG_LINK, "dest='\(escaped(name as String))' rect=[\(box)]")
    }

    // MARK: Pages

    private func beginPage(box requested: CGRect?, api: String) {
        guard let pdf else {
            RuntimeIssue.report("\(api): not a PDF context")
            return
        }
        guard !pdf.closed else {
            RuntimeIssue.report("\(api): the PDF was closed; no page is begun")
            return
        }
        if pdf.pageOpen { endPage(api: api) }
        var box = pdf.mediaBox
        if let requested {
            if let valid = PDFOutput.validBox(requested) {
                box = valid
            } else {
                RuntimeIssue.report("\(api): the media box \(requested) is not a finite, non-empty rectangle; the document's \(pdf.mediaBox) is used")
            }
        }
        cairo_pdf_surface_set_size(surface, box.width, box.height)
        pdf.pageBox = box
        pdf.pageOpen = true
        flip = PDFOutput.flip(for: box)
        gstate = GState()
        gstateStack = []
        baseTransform = .identity
        // The page's own state, dropped when it ends: every page starts afresh.
        cairo_save(cr)
        cairo_new_path(cr)
        resetCairoMatrix(to: .identity)
    }

    private func endPage(api: String) {
        guard let pdf else {
            RuntimeIssue.report("\(api): not a PDF context")
            return
        }
        guard pdf.pageOpen else {
            RuntimeIssue.report("\(api): no page is open")
            return
        }
        if !gstateStack.isEmpty {
            RuntimeIssue.report("\(api): \(gstateStack.count) saved graphics state(s) were not restored before the page ended")
            for _ in gstateStack { cairo_restore(cr) }
            gstateStack = []
        }
        cairo_restore(cr)
        cairo_show_page(cr)
        pdf.pageOpen = false
    }

    /// Drawing outside a page goes on a new page with the document's media box (reported),
    /// rather than being lost; after `closePDF()` it is ignored.
    func pdfPageWillBeDrawn() {
        guard let pdf, !pdf.pageOpen else { return }
        if pdf.closed {
            RuntimeIssue.report("CGContext: drawing into a closed PDF context is ignored")
            return
        }
        RuntimeIssue.report("CGContext: drawing into a PDF context outside a page; a page is begun (call beginPDFPage(_:) first)")
        // The path about to be drawn was built before the page began; it carries over in user
        // space, placed by the new page's CTM (a new page starts with an empty path).
        let path = cairo_copy_path(cr)
        defer { cairo_path_destroy(path) }
        if let begin = pdf.beginImplicitPage { begin() } else { beginPage(box: nil, api: "CGContext") }
        if let path { cairo_append_path(cr, path) }
    }

    /// Replaces how the page that drawing outside a page lands on is begun (UIKit's PDF
    /// contexts begin theirs with the flipped CTM).
    package func setPDFImplicitPageHandler(_ handler: @escaping () -> Void) {
        pdf?.beginImplicitPage = handler
    }

    /// Ends the open page and finishes the document into the consumer, once.
    func finishPDF() {
        guard let pdf, !pdf.closed else { return }
        if pdf.pageOpen { endPage(api: "CGContext.closePDF()") }
        pdf.closed = true
        cairo_surface_finish(surface)
        pdf.consumer.close()
    }

    /// Makes the current CTM the page's base space, as UIKit's PDF pages do with their flip:
    /// shadow offsets are then in UIKit's top-left points (a positive height goes down).
    package func makeCTMThePDFPageBaseSpace() {
        baseTransform = ctm
    }

    /// Whether a page of this PDF context is open.
    package var isDrawingPDFPage: Bool { pdf?.pageOpen ?? false }

    // MARK: Links

    /// `rect` (default PDF space) as Cairo's "x y width height" in page space, or nil (reported)
    /// without an open page or a finite rect.
    private func linkBox(_ rect: CGRect, api: String) -> String? {
        guard let pdf, pdf.pageOpen else {
            RuntimeIssue.report("\(api): needs an open PDF page")
            return nil
        }
        guard rect.isFinite, !rect.isNull else {
            RuntimeIssue.report("\(api): the rect \(rect) is not finite; no link is made")
            return nil
        }
        let r = rect.standardized.applying(pdf.pageFlip)
        return "\(r.minX) \(r.minY) \(r.width) \(r.height)"
    }

    /// Emits an empty tagged region in page space (the CTM does not apply to link areas).
    private func tag(_ name: String, _ attributes: String) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_tag_begin(cr, name, attributes)
        cairo_tag_end(cr, name)
        cairo_restore(cr)
    }

    /// A string quoted for a Cairo tag attribute.
    private func escaped(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}

extension PDFOutput {
    /// Default PDF space of the current page → Cairo's page space.
    var pageFlip: CGAffineTransform { PDFOutput.flip(for: pageBox) }
}
