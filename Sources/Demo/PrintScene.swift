// Printing, as an iOS app saves a print job: a view with shapes, a label and an image, and a
// page of notes, laid out by print formatters on A4 pages with a header and page numbers,
// drawn page by page into a PDF context (demo-out/printed-view.pdf). The PDF keeps vectors
// and real text.
import Foundation
import UIKit

/// Draws a title above every page and "Page n of m" below it.
final class DemoPageRenderer: UIPrintPageRenderer {
    let title: String

    init(title: String) {
        self.title = title
        super.init()
        headerHeight = 36
        footerHeight = 28
    }

    override func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: UIColor.darkGray]
        (title as NSString).draw(at: CGPoint(x: headerRect.minX, y: headerRect.minY + 6), withAttributes: attributes)
        UIColor.lightGray.setFill()
        UIRectFill(CGRect(x: headerRect.minX, y: headerRect.maxY - 8, width: headerRect.width, height: 1))
    }

    override func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {
        let text = "Page \(pageIndex + 1) of \(numberOfPages)" as NSString
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.gray]
        let size = text.size(withAttributes: attributes)
        text.draw(at: CGPoint(x: footerRect.midX - size.width / 2, y: footerRect.maxY - size.height), withAttributes: attributes)
    }
}

/// Shapes drawn with UIBezierPath in draw(_:): they print as vector paths.
final class ShapesView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor(red: 0.9, green: 0.3, blue: 0.25, alpha: 1).setFill()
        UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 120, height: 120)).fill()
        UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1).setFill()
        UIBezierPath(roundedRect: CGRect(x: 150, y: 20, width: 140, height: 100), cornerRadius: 16).fill()
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 380, y: 10))
        triangle.addLine(to: CGPoint(x: 450, y: 130))
        triangle.addLine(to: CGPoint(x: 310, y: 130))
        triangle.close()
        UIColor(red: 0.95, green: 0.75, blue: 0.2, alpha: 1).setFill()
        triangle.fill()
        UIColor.darkGray.setStroke()
        triangle.lineWidth = 3
        triangle.stroke()
    }
}

@preconcurrency @MainActor func renderPrintedView(into output: URL) throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 460, height: 420))
    view.backgroundColor = UIColor(white: 0.97, alpha: 1)
    view.layer.borderColor = UIColor.lightGray.cgColor
    view.layer.borderWidth = 1

    let shapes = ShapesView(frame: CGRect(x: 5, y: 10, width: 450, height: 140))
    shapes.backgroundColor = .clear
    view.addSubview(shapes)

    let label = UILabel(frame: CGRect(x: 20, y: 160, width: 420, height: 30))
    label.text = "A view printed through UIPrintPageRenderer"
    label.font = UIFont.systemFont(ofSize: 18)
    label.textColor = .black
    view.addSubview(label)

    let imageView = UIImageView(image: landscape(size: CGSize(width: 240, height: 160)))
    imageView.frame = CGRect(x: 110, y: 210, width: 240, height: 180)
    imageView.contentMode = .scaleAspectFit
    view.addSubview(imageView)

    let notes = UISimpleTextPrintFormatter(text: (1...30).map {
        "Note \($0): printing on Linux renders each page into a PDF context, as an iOS app does to keep a print job."
    }.joined(separator: "\n"))
    notes.font = UIFont.systemFont(ofSize: 12)
    notes.perPageContentInsets = UIEdgeInsets(top: 12, left: 0, bottom: 0, right: 0)

    let renderer = DemoPageRenderer(title: "OpenUIKit — printed view")
    renderer.addPrintFormatter(view.viewPrintFormatter(), startingAtPageAt: 0)
    renderer.addPrintFormatter(notes, startingAtPageAt: 1)
    // A4, with 36-point margins; a print job would set these.
    let paper = CGRect(x: 0, y: 0, width: 595.2, height: 841.8)
    renderer.setValue(NSValue(cgRect: paper), forKey: "paperRect")
    renderer.setValue(NSValue(cgRect: paper.insetBy(dx: 36, dy: 36)), forKey: "printableRect")

    let pdf = NSMutableData()
    UIGraphicsBeginPDFContextToData(pdf, paper, [kCGPDFContextTitle as String: "Printed view", kCGPDFContextCreator as String: "uikit-demo"])
    for page in 0..<renderer.numberOfPages {
        UIGraphicsBeginPDFPage()
        renderer.drawPage(at: page, in: UIGraphicsGetPDFContextBounds().insetBy(dx: 36, dy: 36))
    }
    UIGraphicsEndPDFContext()

    let url = output.appendingPathComponent("printed-view.pdf")
    try (pdf as Data).write(to: url)
    print("wrote \(url.path) (\(renderer.numberOfPages) pages)")
}
