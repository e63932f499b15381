import UIKitTesting
import Foundation
import Testing
@testable import UIKit
import RuntimeSupport

/// A renderer recording which of its drawing methods ran, in order.
@MainActor
private final class RecordingRenderer: UIPrintPageRenderer {
    var calls: [String] = []
    var pages = 0
    override var numberOfPages: Int { pages > 0 ? pages : super.numberOfPages }
    override func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) { calls.append("header \(pageIndex) \(headerRect)") }
    override func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) { calls.append("content \(pageIndex) \(contentRect)") }
    override func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) { calls.append("footer \(pageIndex) \(footerRect)") }
    override func drawPrintFormatter(_ formatter: UIPrintFormatter, forPageAt pageIndex: Int) {
        calls.append("formatter \(pageIndex)")
        super.drawPrintFormatter(formatter, forPageAt: pageIndex)
    }
}

/// A renderer on a `width` × `height` sheet whose whole sheet is printable, set as iOS code
/// sets it outside a print job.
@MainActor
private func paper<R: UIPrintPageRenderer>(_ renderer: R, width: CGFloat = 200, height: CGFloat = 200) -> R {
    let sheet = CGRect(x: 0, y: 0, width: width, height: height)
    renderer.setValue(NSValue(cgRect: sheet), forKey: "paperRect")
    renderer.setValue(sheet, forKey: "printableRect")
    return renderer
}

/// The iOS way to keep a print job: a PDF of every page, each drawn with drawPage(at:in:).
@MainActor
private func printToPDF(_ renderer: UIPrintPageRenderer) -> Data {
    let data = NSMutableData()
    UIGraphicsBeginPDFContextToData(data, renderer.paperRect, nil)
    for page in 0..<renderer.numberOfPages {
        UIGraphicsBeginPDFPage()
        renderer.drawPage(at: page, in: renderer.printableRect)
    }
    UIGraphicsEndPDFContext()
    return data as Data
}

@Suite(.freshContext) @MainActor struct UIPrintPageRendererTests {
    @Test func drawPageCallsHeaderContentFormattersThenFooter() {
        // drawPage(at:in:) calls drawHeaderForPage, drawContentForPage, drawPrintFormatter and
        // drawFooterForPage in that order; header and footer take the printable rect's ends.
        let renderer = paper(RecordingRenderer())
        renderer.headerHeight = 20
        renderer.footerHeight = 10
        renderer.addPrintFormatter(UISimpleTextPrintFormatter(text: "Hello"), startingAtPageAt: 0)
        renderer.drawPage(at: 0, in: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(renderer.calls == [
            "header 0 \(CGRect(x: 0, y: 0, width: 200, height: 20))",
            "content 0 \(CGRect(x: 0, y: 20, width: 200, height: 170))",
            "formatter 0",
            "footer 0 \(CGRect(x: 0, y: 190, width: 200, height: 10))",
        ])
    }

    @Test func headerAndFooterAreNotDrawnWithoutAHeight() {
        // "The system doesn't call this method if headerHeight isn't a positive value."
        let renderer = paper(RecordingRenderer())
        renderer.drawPage(at: 0, in: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(renderer.calls == ["content 0 \(CGRect(x: 0, y: 0, width: 200, height: 200))"])
    }

    @Test func numberOfPagesComesFromTheFormatters() {
        // With no formatters the count is 0; otherwise as far as the formatters' pages reach.
        let renderer = paper(UIPrintPageRenderer(), height: 100)
        #expect(renderer.numberOfPages == 0)
        #expect(renderer.printFormatters == nil)
        let tall = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 250))
        let formatter = tall.viewPrintFormatter()
        renderer.addPrintFormatter(formatter, startingAtPageAt: 2)
        #expect(formatter.printPageRenderer === renderer)
        #expect(formatter.startPage == 2)
        #expect(formatter.pageCount == 3)
        #expect(renderer.numberOfPages == 5)
        #expect(renderer.printFormattersForPage(at: 1) == nil)
        #expect(renderer.printFormattersForPage(at: 4)?.first === formatter)
        formatter.removeFromPrintPageRenderer()
        #expect(formatter.printPageRenderer == nil)
        #expect(renderer.numberOfPages == 0)
    }

    @Test func withoutAPrintableRectFormattersTakeNoPages() {
        // Outside a print job paperRect and printableRect are zero, as on iOS: nothing to lay
        // out on, which is reported with how to set them.
        let renderer = UIPrintPageRenderer()
        renderer.addPrintFormatter(UISimpleTextPrintFormatter(text: "Hello"), startingAtPageAt: 0)
        let messages = RuntimeIssue.capture { #expect(renderer.numberOfPages == 0) }
        #expect(messages.contains { $0.contains("printableRect") })
    }

    @Test func onlyPaperAndPrintableRectsAreSettableByKey() {
        // The keys iOS code sets are paperRect and printableRect; other keys and non-rect
        // values are reported and ignored.
        let renderer = UIPrintPageRenderer()
        let messages = RuntimeIssue.capture {
            renderer.setValue(CGRect(x: 0, y: 0, width: 10, height: 10), forKey: "headerHeight")
            renderer.setValue("letter", forKey: "paperRect")
        }
        #expect(messages.count == 2)
        #expect(renderer.paperRect == .zero)
        renderer.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 595, height: 842)), forKey: "paperRect")
        #expect(renderer.paperRect == CGRect(x: 0, y: 0, width: 595, height: 842))
        #expect(renderer.value(forKey: "paperRect") as? CGRect == renderer.paperRect)
    }

    @Test func simpleTextBreaksBetweenLinesAndEachPageHasItsOwnText() throws {
        // A print formatter's content crosses page boundaries; text breaks between whole lines,
        // and each page's text is only that page's (real text, found by pdftotext).
        let lines = (1...40).map { "Line number \($0)" }
        let formatter = UISimpleTextPrintFormatter(text: lines.joined(separator: "\n"))
        formatter.font = UIFont.systemFont(ofSize: 12)
        let renderer = paper(UIPrintPageRenderer(), width: 300, height: 200)
        renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
        #expect(renderer.numberOfPages > 1)
        let pdf = printToPDF(renderer)
        #expect(try Poppler.pageCount(pdf) == renderer.numberOfPages)
        let first = try Poppler.text(pdf, page: 1)
        let last = try Poppler.text(pdf, page: renderer.numberOfPages)
        #expect(first.contains("Line number 1\n"))
        #expect(!first.contains("Line number 40"))
        #expect(last.contains("Line number 40"))
        #expect(!last.contains("Line number 1\n"))
        let all = try Poppler.text(pdf)
        #expect(lines.allSatisfy { all.contains($0) })
    }

    @Test func perPageInsetsMoveTheContent() {
        // perPageContentInsets apply inside the printable area less header and footer.
        let renderer = paper(UIPrintPageRenderer())
        renderer.headerHeight = 30
        let formatter = UISimpleTextPrintFormatter(text: "Inset")
        formatter.perPageContentInsets = UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 20)
        renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
        let rect = formatter.rectForPage(at: 0)
        #expect(rect.origin == CGPoint(x: 20, y: 40))
        #expect(rect.width == 160)
        #expect(formatter.rectForPage(at: 1) == .zero)
    }

    @Test func aViewPrintsItsShapesAndTextTopDown() throws {
        // UIViewPrintFormatter prints the view as it draws: a red band drawn at the view's top
        // is at the top of the content area, and a label's text stays text.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.backgroundColor = .white
        let band = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        band.backgroundColor = .red
        view.addSubview(band)
        let label = UILabel(frame: CGRect(x: 10, y: 40, width: 180, height: 30))
        label.text = "Printed label"
        view.addSubview(label)
        let renderer = paper(UIPrintPageRenderer(), width: 200, height: 300)
        renderer.headerHeight = 50
        renderer.addPrintFormatter(view.viewPrintFormatter(), startingAtPageAt: 0)
        let pdf = printToPDF(renderer)
        #expect(try Poppler.pageCount(pdf) == 1)
        let page = try Poppler.render(pdf)
        #expect(page.color(100, 25).isNear(.white, tolerance: 8))   // the header area
        #expect(page.color(100, 60).isNear(.red, tolerance: 8))     // the band, just below it
        #expect(page.color(100, 250).isNear(.white, tolerance: 8))
        #expect(try Poppler.text(pdf).contains("Printed label"))
    }

    @Test func drawForFormatterCallsDrawByDefault() throws {
        // UIView.draw(_:for:) calls draw(_:) unless overridden; overriding it changes what prints.
        final class Swatch: UIView {
            var drawn: [CGRect] = []
            override func draw(_ rect: CGRect) {
                drawn.append(rect)
                UIColor.blue.setFill()
                UIRectFill(bounds)
            }
        }
        final class PrintOnly: UIView {
            override func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {
                UIColor.green.setFill()
                UIRectFill(bounds)
            }
        }
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let other = PrintOnly(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        for (view, color) in [(swatch as UIView, RGBA.blue), (other, .green)] {
            let renderer = paper(UIPrintPageRenderer(), width: 100, height: 100)
            renderer.addPrintFormatter(view.viewPrintFormatter(), startingAtPageAt: 0)
            let page = try Poppler.render(printToPDF(renderer))
            #expect(page.color(25, 25).isNear(color, tolerance: 8))
        }
        #expect(swatch.drawn == [swatch.bounds])
    }

    @Test func markupPrintsAsPlainText() throws {
        // Without an HTML engine, markup prints as its text: tags dropped, entities decoded.
        let formatter = UIMarkupTextPrintFormatter(markupText: "<h1>Menu</h1><p>Fish &amp; chips</p><script>x()</script>")
        let renderer = paper(UIPrintPageRenderer(), width: 300, height: 200)
        renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
        let text = try Poppler.text(printToPDF(renderer))
        #expect(text.contains("Menu"))
        #expect(text.contains("Fish & chips"))
        #expect(!text.contains("x()"))
        #expect(!text.contains("<"))
    }

    @Test func aTallViewContinuesOnTheNextPageAndAWideOneIsScaledToFit() throws {
        // A view's content can span pages: page 2 starts where page 1's content area ended.
        // A view wider than the content area is scaled down to its width.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        view.backgroundColor = .red
        let lower = UIView(frame: CGRect(x: 0, y: 400, width: 400, height: 200))
        lower.backgroundColor = .blue
        view.addSubview(lower)
        let renderer = paper(UIPrintPageRenderer(), width: 200, height: 200)
        let formatter = view.viewPrintFormatter()
        renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
        // At half size the view is 200 × 300 points: a full page and half of another.
        #expect(renderer.numberOfPages == 2)
        #expect(formatter.rectForPage(at: 1) == CGRect(x: 0, y: 0, width: 200, height: 100))
        let pdf = printToPDF(renderer)
        let first = try Poppler.render(pdf, page: 1), second = try Poppler.render(pdf, page: 2)
        #expect(first.color(100, 190).isNear(.red, tolerance: 8))
        #expect(second.color(100, 5).isNear(.blue, tolerance: 8))     // the view's y 400…
        #expect(second.color(100, 150).isNear(.white, tolerance: 8))  // past its end
    }
}
