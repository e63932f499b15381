internal import CCairo
import Foundation
internal import RuntimeSupport

/// The document behind a PDF context: Cairo's PDF surface streaming into a data consumer,
/// the document's default media box and the state of the page being drawn.
///
/// Cairo's PDF surface has its origin at the page's top-left, y down, in points; the context
/// maps Core Graphics' default PDF space (origin at the media box's bottom-left, y up) onto it
/// page by page (`flip(for:)`), so drawing keeps the bottom-left origin Core Graphics gives a
/// PDF context. Drawing stays vector: paths are PDF paths, text shown through Pango is PDF
/// text with embedded fonts, images are embedded images.
final class PDFOutput {
    /// US Letter, Core Graphics' page when no media box is given.
    static let defaultMediaBox = CGRect(x: 0, y: 0, width: 612, height: 792)

    let consumer: CGDataConsumer
    /// The document's media box: the default for pages begun without one.
    let mediaBox: CGRect
    /// The media box of the page being drawn (or of the next one).
    var pageBox: CGRect
    var pageOpen = false
    var closed = false
    /// Begins the page that drawing outside a page lands on; nil: a page of the document's
    /// media box with a fresh state. UIKit sets it so such a page gets its flipped CTM too.
    var beginImplicitPage: (() -> Void)?
    let surface: OpaquePointer

    /// Nil when the media box is not finite or empty (reported, naming `api`) or Cairo cannot
    /// make the surface.
    init?(consumer: CGDataConsumer, mediaBox: CGRect?, info: CFDictionary?, api: String) {
        let box: CGRect
        if let mediaBox {
            guard let valid = PDFOutput.validBox(mediaBox) else {
                RuntimeIssue.report("\(api): the media box \(mediaBox) is not a finite, non-empty rectangle; no context is made")
                return nil
            }
            box = valid
        } else {
            box = PDFOutput.defaultMediaBox
        }
        let closure = Unmanaged.passUnretained(consumer).toOpaque()
        let surface = cairo_pdf_surface_create_for_stream(pdfWrite, closure, box.width, box.height)!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            RuntimeIssue.report("\(api): Cairo could not make a PDF surface (\(String(cString: cairo_status_to_string(cairo_surface_status(surface))))); no context is made")
            cairo_surface_destroy(surface)
            return nil
        }
        self.consumer = consumer
        self.mediaBox = box
        pageBox = box
        self.surface = surface
        if let info { setMetadata(info) }
    }

    /// A rectangle usable as a media box: finite with a positive size (standardized).
    static func validBox(_ rect: CGRect) -> CGRect? {
        guard rect.isFinite, !rect.isNull else { return nil }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return nil }
        return r
    }

    /// Core Graphics' default PDF space for `box` → Cairo's page space (top-left, y down).
    static func flip(for box: CGRect) -> CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY)
    }

    /// The media box a page dictionary names (`kCGPDFContextMediaBox`), if any.
    static func mediaBox(in pageInfo: CFDictionary?) -> CGRect? {
        guard let value = pageInfo?[kCGPDFContextMediaBox as String] ?? pageInfo?[kCGPDFContextMediaBox] else { return nil }
        if let rect = value as? CGRect { return rect }
        let bytes: Data? = (value as? Data) ?? (value as? NSData).map { Data(referencing: $0) }
        guard let bytes, bytes.count == MemoryLayout<CGRect>.size else { return nil }
        return bytes.withUnsafeBytes { $0.loadUnaligned(as: CGRect.self) }
    }

    /// Title, author, subject, keywords and creator from an auxiliary-information dictionary.
    private func setMetadata(_ info: CFDictionary) {
        func string(_ key: CFString) -> String? {
            let value = info[key as String] ?? info[key]
            if let s = value as? String { return s }
            if let s = value as? NSString { return s as String }
            if let list = value as? [String] { return list.joined(separator: ", ") }
            return nil
        }
        let fields: [(CFString, cairo_pdf_metadata_t)] = [
            (kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE), (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
            (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT), (kCGPDFContextKeywords, CAIRO_PDF_METADATA_KEYWORDS),
            (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
        ]
        for (key, field) in fields {
            if let value = string(key) { cairo_pdf_surface_set_metadata(surface, field, value) }
        }
    }
}

/// Cairo's write callback: hands each chunk of the document to the consumer.
private func pdfWrite(_ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let consumer = Unmanaged<CGDataConsumer>.fromOpaque(closure).takeUnretainedValue()
    return consumer.write(UnsafeRawBufferPointer(start: data, count: Int(length))) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
}
