import CoreGraphics
import Foundation
internal import RuntimeSupport

// The pre-renderer PDF API: Begin opens a PDF context and makes it current, BeginPDFPage
// starts pages in it, End completes the document and restores the previous context.

/// The PDF contexts opened with `UIGraphicsBeginPDFContext…` on one thread, innermost last.
final class PDFContextStack {
    var open: [PDFPages] = []

    private static let perThread = PerThread { PDFContextStack() }

    static var current: PDFContextStack { perThread.current }

    /// The innermost open PDF context, reporting `api` when there is none.
    static func innermost(_ api: String) -> PDFPages? {
        guard let pages = current.open.last else {
            RuntimeIssue.report("\(api): no PDF context is open (call UIGraphicsBeginPDFContextToData or …ToFile first)")
            return nil
        }
        return pages
    }
}

/// Opens a PDF context that appends its document to `data` and makes it the current
/// context. `bounds` is the default page (empty: US Letter, 612 × 792 points);
/// `documentInfo` takes Core Graphics' keys (`kCGPDFContextTitle as String` …). Begin each
/// page with `UIGraphicsBeginPDFPage()`; the document is complete after
/// `UIGraphicsEndPDFContext()`.
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {
    open(CGDataConsumer(data: data), bounds, documentInfo, api: "UIGraphicsBeginPDFContextToData")
}

/// Opens a PDF context writing the file at `path` (see `UIGraphicsBeginPDFContextToData`).
/// Returns false, opening nothing, when the file cannot be created.
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) -> Bool {
    open(CGDataConsumer(url: URL(fileURLWithPath: path)), bounds, documentInfo, api: "UIGraphicsBeginPDFContextToFile")
}

@discardableResult
private func open(_ consumer: CGDataConsumer?, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?, api: String) -> Bool {
    guard let consumer, let pages = PDFPages(consumer: consumer, bounds: bounds, documentInfo: documentInfo, api: api) else { return false }
    PDFContextStack.current.open.append(pages)
    UIGraphicsPushContext(pages.context)
    return true
}

/// Ends any open page and begins one with the context's default bounds. User space is
/// UIKit's: origin at the page's top-left, y down, points.
public func UIGraphicsBeginPDFPage() {
    PDFContextStack.innermost("UIGraphicsBeginPDFPage()")?.beginPage(bounds: nil, pageInfo: nil, api: "UIGraphicsBeginPDFPage()")
}

/// Ends any open page and begins one of `bounds` (empty or not finite: the context's
/// default), with `pageInfo`'s Core Graphics page keys.
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    let api = "UIGraphicsBeginPDFPageWithInfo(_:_:)"
    PDFContextStack.innermost(api)?.beginPage(bounds: bounds, pageInfo: pageInfo, api: api)
}

/// Ends the open page, completes the document (the data or file has it all) and makes the
/// context that was current before `UIGraphicsBeginPDFContext…` current again.
public func UIGraphicsEndPDFContext() {
    guard let pages = PDFContextStack.innermost("UIGraphicsEndPDFContext()") else { return }
    PDFContextStack.current.open.removeLast()
    pages.close()
    let stack = GraphicsContextStack.current
    if let i = stack.contexts.lastIndex(where: { $0 === pages.context }) {
        if i != stack.contexts.count - 1 {
            RuntimeIssue.report("UIGraphicsEndPDFContext(): a context pushed after the PDF context was still current; push and pop contexts in pairs")
        }
        stack.contexts.remove(at: i)
    }
}

/// The bounds of the current PDF page (the context's default before the first page);
/// `.zero` when no PDF context is open.
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    PDFContextStack.current.open.last?.pageBounds ?? .zero
}

/// Makes `rect` (current user space) on the current page a link to `url`. Does nothing
/// when the current context is not a PDF context.
public func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect) {
    guard let context = currentPDFContext() else { return }
    context.setURL(url, for: rect.applying(context.ctm))
}

/// Names `point` (current user space) on the current page as a jump destination. Does
/// nothing when the current context is not a PDF context.
public func UIGraphicsAddPDFContextDestinationAtPoint(_ name: String, _ point: CGPoint) {
    guard let context = currentPDFContext() else { return }
    context.addDestination(name as CFString, at: point.applying(context.ctm))
}

/// Makes `rect` (current user space) on the current page a link to the destination `name`.
/// Does nothing when the current context is not a PDF context.
public func UIGraphicsSetPDFContextDestinationForRect(_ name: String, _ rect: CGRect) {
    guard let context = currentPDFContext() else { return }
    context.setDestination(name as CFString, for: rect.applying(context.ctm))
}

/// The current context when it draws a PDF page.
private func currentPDFContext() -> CGContext? {
    guard let context = UIGraphicsGetCurrentContext(), context.isDrawingPDFPage else { return nil }
    return context
}
