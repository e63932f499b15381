import CoreGraphics
import Foundation

/// The settings of the PDF documents a `UIGraphicsPDFRenderer` makes.
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat {
    /// The document's information: title, author, subject, keywords and creator under Core
    /// Graphics' keys (`kCGPDFContextTitle as String` …). Empty by default.
    open var documentInfo: [String: Any] = [:]

    public required init() {
        super.init()
    }

    override func copyAttributes(from other: UIGraphicsRendererFormat) {
        super.copyAttributes(from: other)
        guard let other = other as? UIGraphicsPDFRendererFormat else { return }
        documentInfo = other.documentInfo
    }
}
