import UIKitTesting
import Foundation
import Testing
@testable import UIKit
import RuntimeSupport

@Suite(.freshContext) @MainActor struct UIGraphicsPDFRendererTests {
    @Test func pagesUseUIKitCoordinatesTopLeftYDown() throws {
        // UIKit's PDF pages flip Core Graphics' space: what is drawn at y = 0 is at the top.
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let pdf = renderer.pdfData { context in
            context.beginPage()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 200, height: 20))
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 150, y: 60, width: 50, height: 40)).fill()
        }
        let page = try Poppler.render(pdf)
        #expect(page.width == 200 && page.height == 100)
        #expect(page.color(100, 5).isNear(.red, tolerance: 8))
        #expect(page.color(100, 95).isNear(.white, tolerance: 8))
        #expect(page.color(190, 90).isNear(.blue, tolerance: 8))
    }

    @Test func stringDrawingStaysSelectableText() throws {
        // Text drawn with UIKit's string drawing is PDF text: pdftotext finds it.
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 300, height: 100))
        let pdf = renderer.pdfData { context in
            context.beginPage()
            ("Invoice 2026-118" as NSString).draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: UIFont.systemFont(ofSize: 18)])
        }
        #expect(try Poppler.text(pdf).contains("Invoice 2026-118"))
        #expect(!String(decoding: pdf, as: UTF8.self).contains("/Subtype /Image"))
    }

    @Test func theCurrentContextIsThePDFContextAndPagesTakeTheirBounds() throws {
        // UIGraphicsGetCurrentContext() is the renderer context's cgContext while the actions
        // run; beginPage(withBounds:pageInfo:) sizes one page, pdfContextBounds reports it.
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 150))
        var bounds: [CGRect] = []
        var sameContext = false
        let pdf = renderer.pdfData { context in
            sameContext = UIGraphicsGetCurrentContext() === context.cgContext
            context.beginPage()
            bounds.append(context.pdfContextBounds)
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 400, height: 80), pageInfo: [:])
            bounds.append(context.pdfContextBounds)
            context.beginPage()
        }
        #expect(sameContext)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(bounds == [CGRect(x: 0, y: 0, width: 100, height: 150), CGRect(x: 0, y: 0, width: 400, height: 80)])
        #expect(try Poppler.pageCount(pdf) == 3)
        #expect(try Poppler.pageSize(pdf, page: 2) == CGSize(width: 400, height: 80))
    }

    @Test func theFormatsDocumentInfoTitlesTheDocument() throws {
        // UIGraphicsPDFRendererFormat.documentInfo takes Core Graphics' auxiliary keys.
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextTitle as String: "Packing List", kCGPDFContextCreator as String: "Warehouse"]
        let pdf = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 50, height: 50), format: format).pdfData { $0.beginPage() }
        let info = try Poppler.info(pdf)
        #expect(info["Title"] == "Packing List")
        #expect(info["Creator"] == "Warehouse")
    }

    @Test func writePDFWritesTheFileAndThrowsForAnUnwritableURL() throws {
        // writePDF(to:withActions:) throws Foundation's file error when it cannot write.
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 60, height: 60))
        #expect(throws: (any Error).self) {
            try renderer.writePDF(to: URL(fileURLWithPath: "/nonexistent-folder/out.pdf")) { $0.beginPage() }
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("renderer-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        try renderer.writePDF(to: url) { context in
            context.beginPage()
            context.beginPage()
        }
        #expect(try Poppler.pageCount(Data(contentsOf: url)) == 2)
    }

    @Test func emptyOrNaNBoundsGiveUSLetterPages() throws {
        // UIKit's default page for an empty rectangle is 8.5 × 11 inches; NaN is treated the
        // same way, and reported.
        var pdf = Data()
        let messages = RuntimeIssue.capture {
            pdf = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)).pdfData { $0.beginPage() }
        }
        #expect(messages.contains { $0.contains("not finite") })
        #expect(try Poppler.pageSize(pdf, page: 1) == CGSize(width: 612, height: 792))
    }

    @Test func aViewsLayerRendersIntoAPage() throws {
        // layer.render(in:) works in a PDF page as in a bitmap: the view lands where its
        // layer says, top-left origin.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        square.backgroundColor = .green
        view.addSubview(square)
        let pdf = UIGraphicsPDFRenderer(bounds: view.bounds).pdfData { context in
            context.beginPage()
            view.layer.render(in: context.cgContext)
        }
        let page = try Poppler.render(pdf)
        #expect(page.color(10, 10).isNear(.green, tolerance: 8))
        #expect(page.color(90, 90).isNear(.white, tolerance: 8))
    }

    @Test func aShadowOffsetGoesDownOnAUIKitPage() throws {
        // In UIKit's contexts a positive shadow height moves the shadow down the page.
        let pdf = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)).pdfData { context in
            context.beginPage()
            context.cgContext.setShadow(offset: CGSize(width: 0, height: 20), blur: 0, color: UIColor.black.cgColor)
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 20, y: 20, width: 40, height: 20)).fill()
        }
        let page = try Poppler.render(pdf)
        #expect(page.color(40, 30).isNear(.blue, tolerance: 8))
        #expect(page.color(40, 50).isNear(.black, tolerance: 8))
        #expect(page.color(40, 10).isNear(.white, tolerance: 8))
    }

    @Test func aPDFRendererWorksOffTheMainThread() async throws {
        // Renderers may be used from any thread, as image renderers: each drawing has its own
        // context on its own thread's stack.
        let pdf = await Task.detached {
            UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 80, height: 80)).pdfData { context in
                context.beginPage()
                ("Background" as NSString).draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
            }
        }.value
        #expect(try Poppler.text(pdf).contains("Background"))
    }

    @Test func drawingBeforeBeginPageLandsOnAFlippedPage() throws {
        // Drawing needs a page: without beginPage() one is begun (reported), with UIKit's
        // top-left coordinates like any other page.
        var messages: [String] = []
        var pdf = Data()
        messages = RuntimeIssue.capture {
            pdf = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)).pdfData { _ in
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 10)).fill()
            }
        }
        #expect(messages.contains { $0.contains("outside a page") })
        #expect(try Poppler.pageCount(pdf) == 1)
        let page = try Poppler.render(pdf)
        #expect(page.color(50, 5).isNear(.red, tolerance: 8))
        #expect(page.color(50, 95).isNear(.white, tolerance: 8))
    }
}
