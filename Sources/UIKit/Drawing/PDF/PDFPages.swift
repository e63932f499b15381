import CoreGraphics
import Foundation
internal import RuntimeSupport

/// A PDF document drawn with UIKit's conventions, behind both `UIGraphicsPDFRenderer` and
/// the `UIGraphicsBeginPDFContext…` functions: each page's user space is top-left, y down, in
/// points, with `bounds.origin` at the page's top-left corner.
///
/// Underneath is a Core Graphics PDF context (bottom-left origin); each page begins with a
/// CTM that flips it, as UIKit's PDF pages do.
final class PDFPages {
    let context: CGContext
    /// The default page bounds (UIKit's "context bounds").
    let bounds: CGRect
    /// The bounds of the current page, or of the last one once it ended.
    private(set) var pageBounds: CGRect

    /// Empty, NaN or infinite bounds give US Letter pages (612 × 792 points), UIKit's default
    /// for an empty rectangle; a rectangle that is not finite is also reported.
    init?(consumer: CGDataConsumer, bounds requested: CGRect, documentInfo: [AnyHashable: Any]?, api: String) {
        let bounds = PDFPages.usableBounds(requested, api: api)
        var box = CGRect(origin: .zero, size: bounds.size)
        guard let context = CGContext(consumer: consumer, mediaBox: &box, PDFPages.dictionary(documentInfo)) else { return nil }
        self.context = context
        self.bounds = bounds
        pageBounds = bounds
        context.setPDFImplicitPageHandler { [weak self] in
            self?.beginPage(bounds: nil, pageInfo: nil, api: api)
        }
    }

    /// Begins a page of `bounds` (the default bounds when nil) with UIKit's flipped CTM.
    func beginPage(bounds requested: CGRect?, pageInfo: [AnyHashable: Any]?, api: String) {
        let page = requested.map { PDFPages.usableBounds($0, api: api, fallback: bounds) } ?? bounds
        var info = [String: Any]()
        for (key, value) in pageInfo ?? [:] { if let name = PDFPages.key(key) { info[name] = value } }
        info[kCGPDFContextMediaBox as String] = CGRect(origin: .zero, size: page.size)
        context.beginPDFPage(info as CFDictionary)
        context.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -page.minX, ty: page.height + page.minY))
        context.makeCTMThePDFPageBaseSpace()
        pageBounds = page
    }

    /// Ends the open page, if any, and completes the document.
    func close() {
        context.closePDF()
    }

    /// `rect` unless it is empty or not finite: then `fallback`, or US Letter at the origin.
    static func usableBounds(_ rect: CGRect, api: String, fallback: CGRect? = nil) -> CGRect {
        let letter = CGRect(x: 0, y: 0, width: 612, height: 792)
        guard rect.isFinite, !rect.isNull else {
            RuntimeIssue.report("\(api): the bounds \(rect) are not finite; \(fallback == nil ? "a US Letter page (612 × 792 points)" : "the document's page bounds") is used")
            return fallback ?? letter
        }
        let r = rect.standardized
        return r.width > 0 && r.height > 0 ? r : (fallback ?? letter)
    }

    /// UIKit's document-information dictionary as Core Graphics' (string keys).
    static func dictionary(_ info: [AnyHashable: Any]?) -> CFDictionary? {
        guard let info else { return nil }
        var result = [String: Any]()
        for (name, value) in info { if let name = PDFPages.key(name) { result[name] = value } }
        return result as CFDictionary
    }

    private static func key(_ key: AnyHashable) -> String? {
        (key.base as? String) ?? (key.base as? NSString).map { $0 as String }
    }
}
