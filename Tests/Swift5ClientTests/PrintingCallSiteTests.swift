// Saving a view as PDF and printing it to PDF, as iOS apps write it (Swift 5 mode, helpers
// not isolated to the main actor): it must compile against these modules unchanged and work.
import UIKitTesting
import Testing
import UIKit

final class ReportPageRenderer: UIPrintPageRenderer {
    override init() {
        super.init()
        headerHeight = 30
        footerHeight = 20
    }

    override func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {
        let footer = "Page \(pageIndex + 1)" as NSString
        footer.draw(in: footerRect, withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
    }
}

func exportPDF(of view: UIView) -> Data {
    let renderer = UIGraphicsPDFRenderer(bounds: view.bounds)
    return renderer.pdfData { context in
        context.beginPage()
        view.layer.render(in: context.cgContext)
    }
}

func printPDF(of text: String) -> (pages: Int, data: Data) {
    let render = ReportPageRenderer()
    render.addPrintFormatter(UISimpleTextPrintFormatter(text: text), startingAtPageAt: 0)
    let page = CGRect(x: 0, y: 0, width: 595.2, height: 841.8)
    render.setValue(NSValue(cgRect: page), forKey: "paperRect")
    render.setValue(NSValue(cgRect: page.insetBy(dx: 20, dy: 20)), forKey: "printableRect")
    let data = NSMutableData()
    UIGraphicsBeginPDFContextToData(data, .zero, nil)
    for i in 0..<render.numberOfPages {
        UIGraphicsBeginPDFPage()
        render.drawPage(at: i, in: UIGraphicsGetPDFContextBounds())
    }
    UIGraphicsEndPDFContext()
    return (render.numberOfPages, data as Data)
}

@Suite(.freshContext) struct PrintingCallSiteTests {
    @Test @MainActor func aViewExportsAndTextPrintsToPDF() {
        // The iOS idioms compile in Swift 5 mode and make complete PDF documents.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.backgroundColor = .orange
        let exported = exportPDF(of: view)
        #expect(exported.starts(with: Data("%PDF-".utf8)))
        let printed = printPDF(of: Array(repeating: "A line of the report.", count: 120).joined(separator: "\n"))
        #expect(printed.pages > 1)  // 120 lines do not fit on one A4 page
        #expect(printed.data.starts(with: Data("%PDF-".utf8)))
        #expect(String(decoding: printed.data.suffix(8), as: UTF8.self).contains("%%EOF"))
    }
}
