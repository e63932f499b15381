import UIKitTesting
import Foundation
import Testing
@testable import UIKit
import RuntimeSupport

// Core Graphics' PDF contexts, read back with poppler. They sit with the printing tests,
// which share the poppler helpers.

/// A PDF made by `draw` on a Core Graphics PDF context over `mediaBox`.
private func cgPDF(mediaBox: CGRect?, info: CFDictionary? = nil, _ draw: (CGContext) -> Void) throws -> Data {
    let data = NSMutableData()
    var box = mediaBox ?? .zero
    let consumer = try #require(CGDataConsumer(data: data))
    let context = try #require(mediaBox == nil ? CGContext(consumer: consumer, mediaBox: nil, info)
                                               : CGContext(consumer: consumer, mediaBox: &box, info))
    draw(context)
    context.closePDF()
    return data as Data
}

@Suite(.freshContext) struct CGPDFContextTests {
    @Test func aPDFContextHasItsOriginAtTheBottomLeftYUp() throws {
        // Core Graphics: user space of a PDF context is the page's default space, y up.
        let pdf = try cgPDF(mediaBox: CGRect(x: 0, y: 0, width: 200, height: 100)) { c in
            c.beginPDFPage(nil)
            c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            c.endPDFPage()
        }
        let page = try Poppler.render(pdf)
        #expect(page.width == 200 && page.height == 100)
        #expect(page.color(10, 95).isNear(.red, tolerance: 8))   // bottom-left of the page
        #expect(page.color(10, 5).isNear(.white, tolerance: 8))  // top-left stays paper
    }

    @Test func withoutAMediaBoxPagesAreUSLetter() throws {
        // "If you pass NULL, Core Graphics uses a default page size of 8.5 by 11 inches."
        let pdf = try cgPDF(mediaBox: nil) { c in
            c.beginPDFPage(nil)
            c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            c.endPDFPage()
        }
        #expect(try Poppler.pageSize(pdf, page: 1) == CGSize(width: 612, height: 792))
    }

    @Test func eachPageTakesItsOwnMediaBoxAndStartsWithAFreshState() throws {
        // The page dictionary's kCGPDFContextMediaBox sizes that page; every page begins with
        // the default graphics state (identity CTM, black fill).
        let pdf = try cgPDF(mediaBox: CGRect(x: 0, y: 0, width: 100, height: 100)) { c in
            c.beginPDFPage(nil)
            c.translateBy(x: 50, y: 50)
            c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            c.endPDFPage()
            var wide = CGRect(x: 0, y: 0, width: 300, height: 50)
            c.beginPDFPage([kCGPDFContextMediaBox: Data(bytes: &wide, count: MemoryLayout<CGRect>.size)] as CFDictionary)
            c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            c.endPDFPage()
        }
        #expect(try Poppler.pageCount(pdf) == 2)
        #expect(try Poppler.pageSize(pdf, page: 1) == CGSize(width: 100, height: 100))
        #expect(try Poppler.pageSize(pdf, page: 2) == CGSize(width: 300, height: 50))
        let second = try Poppler.render(pdf, page: 2)
        #expect(second.color(5, 45).isNear(.black, tolerance: 8))  // untranslated, black again
        #expect(second.color(55, 45).isNear(.white, tolerance: 8))
    }

    @Test func pathsStayVectorsAndTheDocumentCarriesItsInfo() throws {
        // Vector drawing is written as PDF path operators, not as an embedded image; the
        // auxiliary dictionary's title and author become the document's.
        let info = [kCGPDFContextTitle as String: "Quarterly Report", kCGPDFContextAuthor as String: "Ada"] as CFDictionary
        let pdf = try cgPDF(mediaBox: CGRect(x: 0, y: 0, width: 100, height: 100), info: info) { c in
            c.beginPDFPage(nil)
            c.fillEllipse(in: CGRect(x: 10, y: 10, width: 80, height: 80))
            c.endPDFPage()
        }
        let raw = String(decoding: pdf, as: UTF8.self)
        #expect(!raw.contains("/Subtype /Image"))
        let fields = try Poppler.info(pdf)
        #expect(fields["Title"] == "Quarterly Report")
        #expect(fields["Author"] == "Ada")
    }

    @Test func aURLContextWritesTheFileAndAnUnwritableOneIsNil() throws {
        // CGContext(_:mediaBox:_:) returns nil when the file cannot be created.
        let missing = URL(fileURLWithPath: "/nonexistent-folder/out.pdf")
        var box = CGRect(x: 0, y: 0, width: 50, height: 50)
        let messages = RuntimeIssue.capture { #expect(CGContext(missing as CFURL, mediaBox: &box, nil) == nil) }
        #expect(messages.contains { $0.contains("cannot create") })

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cg-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let context = try #require(CGContext(url as CFURL, mediaBox: &box, nil))
        context.beginPDFPage(nil)
        context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
        context.closePDF()
        #expect(try Poppler.pageCount(Data(contentsOf: url)) == 1)
    }

    @Test func aNaNMediaBoxMakesNoContextAndADrawingOutsideAPageGetsOne() throws {
        // Bad input gives Core Graphics' failure (nil), reported; drawing before the first
        // beginPDFPage is not lost but put on a page (reported).
        var nan = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        let consumer = try #require(CGDataConsumer(data: NSMutableData()))
        let messages = RuntimeIssue.capture { #expect(CGContext(consumer: consumer, mediaBox: &nan, nil) == nil) }
        #expect(messages.contains { $0.contains("media box") })

        var reported: [String] = []
        let pdf = try cgPDF(mediaBox: CGRect(x: 0, y: 0, width: 40, height: 40)) { c in
            reported = RuntimeIssue.capture { c.fill(CGRect(x: 0, y: 0, width: 40, height: 40)) }
        }
        #expect(reported.contains { $0.contains("outside a page") })
        #expect(try Poppler.pageCount(pdf) == 1)
        #expect(try Poppler.render(pdf).color(20, 20).isNear(.black, tolerance: 8))
    }

    @Test func linksAndDestinationsBecomeAnnotations() throws {
        // setURL(_:for:) makes a URI link; setDestination(_:for:) links to a named destination.
        let pdf = try cgPDF(mediaBox: CGRect(x: 0, y: 0, width: 200, height: 200)) { c in
            c.beginPDFPage(nil)
            c.fill(CGRect(x: 10, y: 10, width: 80, height: 20))  // a page with no drawing keeps no links (Cairo)
            c.addDestination("chapter" as CFString, at: CGPoint(x: 10, y: 190))
            c.setURL(URL(string: "https://example.com/openuikit")! as CFURL, for: CGRect(x: 10, y: 10, width: 80, height: 20))
            c.setDestination("chapter" as CFString, for: CGRect(x: 10, y: 50, width: 80, height: 20))
            c.endPDFPage()
        }
        let raw = String(decoding: pdf, as: UTF8.self)
        #expect(raw.contains("https://example.com/openuikit"))
        #expect(raw.contains("/Link"))
        #expect(raw.contains("chapter"))
    }

    @Test func shadowsAreDrawnOnPDFPagesInBaseSpace() throws {
        // A shadow's offset is in base space: in a Core Graphics PDF context that is the page's
        // y-up space, so (10, -10) puts the shadow right of and below the shape.
        let pdf = try cgPDF(mediaBox: CGRect(x: 0, y: 0, width: 100, height: 100)) { c in
            c.beginPDFPage(nil)
            c.setShadow(offset: CGSize(width: 10, height: -10), blur: 0, color: CGColor(gray: 0, alpha: 1))
            c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            c.fill(CGRect(x: 20, y: 40, width: 30, height: 30))
            c.endPDFPage()
        }
        let page = try Poppler.render(pdf)
        #expect(page.color(35, 45).isNear(.red, tolerance: 8))    // the square (y 55 up)
        #expect(page.color(55, 65).isNear(.black, tolerance: 8))  // its shadow (x 55, y 35 up)
        #expect(page.color(15, 65).isNear(.white, tolerance: 8))
    }
}
