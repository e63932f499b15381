import UIKitTesting
import Foundation
import Testing
@testable import UIKit
import RuntimeSupport

@Suite(.freshContext) @MainActor struct UIGraphicsPDFContextTests {
    @Test func beginPDFContextToDataMakesPagesInUIKitCoordinates() throws {
        // The iOS idiom: Begin…ToData, BeginPDFPage per page, End; the context is current in
        // between, its pages top-left, and GetPDFContextBounds reports the page.
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 120, height: 80), nil)
        UIGraphicsBeginPDFPage()
        let bounds = UIGraphicsGetPDFContextBounds()
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 120, height: 10))
        UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 60, height: 60), nil)
        UIGraphicsEndPDFContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetPDFContextBounds() == .zero)
        #expect(bounds == CGRect(x: 0, y: 0, width: 120, height: 80))
        let pdf = data as Data
        #expect(try Poppler.pageCount(pdf) == 2)
        #expect(try Poppler.pageSize(pdf, page: 2) == CGSize(width: 60, height: 60))
        let page = try Poppler.render(pdf)
        #expect(page.color(60, 5).isNear(.red, tolerance: 8))
        #expect(page.color(60, 75).isNear(.white, tolerance: 8))
    }

    @Test func anEmptyRectangleMeansUSLetter() throws {
        // "Specifying an empty rectangle sets the default page size to 8.5 by 11 inches."
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, .zero, nil)
        UIGraphicsBeginPDFPage()
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 612, height: 792))
        UIGraphicsEndPDFContext()
        #expect(try Poppler.pageSize(data as Data, page: 1) == CGSize(width: 612, height: 792))
    }

    @Test func toFileReturnsFalseWhenTheFileCannotBeCreated() throws {
        // UIGraphicsBeginPDFContextToFile answers false and opens nothing for a bad path.
        let opened = UIGraphicsBeginPDFContextToFile("/nonexistent-folder/out.pdf", .zero, nil)
        #expect(!opened)
        #expect(UIGraphicsGetCurrentContext() == nil)

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("legacy-\(UUID().uuidString).pdf").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(UIGraphicsBeginPDFContextToFile(path, CGRect(x: 0, y: 0, width: 100, height: 100), [kCGPDFContextTitle as String: "On Disk"]))
        UIGraphicsBeginPDFPage()
        ("Saved to a file" as NSString).draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        UIGraphicsEndPDFContext()
        let pdf = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(try Poppler.info(pdf)["Title"] == "On Disk")
        #expect(try Poppler.text(pdf).contains("Saved to a file"))
    }

    @Test func linkFunctionsWorkOnAPDFPageAndDoNothingElsewhere() throws {
        // The link functions act on the current PDF page and do nothing outside a PDF context.
        UIGraphicsSetPDFContextURLForRect(URL(string: "https://example.com/nowhere")!, CGRect(x: 0, y: 0, width: 10, height: 10))
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 200, height: 200), nil)
        UIGraphicsBeginPDFPage()
        UIRectFill(CGRect(x: 10, y: 10, width: 50, height: 20))
        UIGraphicsAddPDFContextDestinationAtPoint("top", CGPoint(x: 0, y: 0))
        UIGraphicsSetPDFContextURLForRect(URL(string: "https://example.com/help")!, CGRect(x: 10, y: 10, width: 50, height: 20))
        UIGraphicsSetPDFContextDestinationForRect("top", CGRect(x: 10, y: 100, width: 50, height: 20))
        UIGraphicsEndPDFContext()
        let raw = String(decoding: data as Data, as: UTF8.self)
        #expect(raw.contains("https://example.com/help"))
        #expect(raw.contains("/Link"))
    }

    @Test func endingWithoutAnOpenContextIsReported() {
        // Unbalanced calls are a programming error: reported, nothing else happens.
        let messages = RuntimeIssue.capture {
            UIGraphicsEndPDFContext()
            UIGraphicsBeginPDFPage()
        }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("no PDF context is open") })
    }
}
