import CoreGraphics
import Foundation
import UIKit

/// What swift-snapshot-testing records for an image with no pixels (a view whose width or
/// height is zero): a 400 × 80-point red card asking for an explicit size, at the main
/// screen's scale, as the library draws it on iOS (a centred three-line label in the system
/// font at 17 points). Drawn with the graphics functions, which work on any thread.
enum SnapshotPlaceholder {
    static let message = "Error: No image could be generated for this view as its size was zero. "
        + "Please set an explicit size in the test."
    static let size = CGSize(width: 400, height: 80)

    static func pngData() -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = SnapshotPixels.mainScreenScale
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = .center
            let text = NSAttributedString(string: message, attributes: [
                .font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black, .paragraphStyle: paragraph,
            ])
            let height = text.boundingRect(with: CGSize(width: size.width, height: .greatestFiniteMagnitude),
                                           options: [.usesLineFragmentOrigin], context: nil).height.rounded(.up)
            text.draw(with: CGRect(x: 0, y: ((size.height - height) / 2).rounded(), width: size.width, height: height),
                      options: [.usesLineFragmentOrigin], context: nil)
        }
        return SnapshotPixels.upright(image).flatMap(ImageCodec.pngData) ?? Data()
    }
}
